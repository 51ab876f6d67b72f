// Package retry calls a function until it succeeds, as its doc says: a
// function that always fails is retried for ever by design. No finding
// is wanted. Its pair is retrybug.
package retry

// Do calls f until it returns nil, and returns how many calls it took.
func Do(f func() error) int {
	for n := 1; ; n++ {
		if f() == nil {
			return n
		}
	}
}
