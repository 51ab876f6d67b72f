// Package synthpost is correct; its callback promises a non-negative
// result, so a synthesized callback that returns a negative number broke
// its own promise: the generator's fault, never a finding.
package synthpost

// Source produces numbers.
type Source interface {
	// Next returns the next number, never negative.
	//
	//@ ensures result >= 0
	Next() int
}

// Sum adds n numbers from s.
//
// @ requires n >= 0
func Sum(s Source, n int) int {
	t := 0
	for i := 0; i < n && i < 100; i++ {
		t += s.Next()
	}
	return t
}
