// Package goexit ends its caller's goroutine when a callback fails.
package goexit

import "runtime"

// Each calls f on 0..n-1 and stops the calling goroutine, with
// runtime.Goexit, on the first false: a bug, since no caller survives it.
func Each(n int, f func(int) bool) {
	for i := 0; i < n && i < 100; i++ {
		if !f(i) {
			runtime.Goexit()
		}
	}
}
