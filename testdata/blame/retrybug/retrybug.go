// Package retrybug is retry with a done result: Do misses a success
// without done, and loops for ever calling a function that never fails.
// The hang is found. The pair of retry.
package retrybug

// Do calls f until it returns a nil error or reports done, and returns
// how many calls it took. BUG: only done ends it.
func Do(f func() (done bool, err error)) int {
	for n := 1; ; n++ {
		if done, _ := f(); done {
			return n
		}
	}
}
