// Package goexit ends its caller's goroutine when a callback fails.
package goexit

import "runtime"

// Each calls f on 0..n-1 and stops on the first false.
func Each(n int, f func(int) bool) {
	// The bug: it stops the calling goroutine, with runtime.Goexit, and
	// no caller survives that. (Not in the doc: a documented Goexit is
	// the caller's to expect.)
	for i := 0; i < n && i < 100; i++ {
		if !f(i) {
			runtime.Goexit()
		}
	}
}
