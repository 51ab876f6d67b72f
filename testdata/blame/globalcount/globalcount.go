// Package globalcount counts the calls of Touch in a package variable,
// over the life of the process, and fails at the 3000th: a failure that
// needs the state earlier programs left in the worker, which no program
// shows alone, and whose reproducer would pass. No finding is wanted.
package globalcount

var calls int

// Touch counts a call and returns the count.
func Touch() int {
	calls++
	if calls == 3000 {
		var m map[int]int
		m[calls] = 1
	}
	return calls
}
