// Package exit ends the process on some input: a crash.
package exit

import "os"

// Check returns code.
func Check(code int) int {
	if code > 2 {
		os.Exit(code) // BUG: a library must not exit
	}
	return code
}
