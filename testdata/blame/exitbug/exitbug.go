// Package exitbug is exit with a Fields that reads past its input: the
// deliberate exit of Check is no finding, the crash of a runtime error
// in the same package is. A real bug, found. Its pair is exit.
package exitbug

import (
	"os"
	"strings"
)

// Check returns code.
func Check(code int) int {
	if code > 2 {
		os.Exit(code)
	}
	return code
}

// Last returns the last comma-separated field of s.
func Last(s string) string {
	fields := strings.Split(s, ",")
	if len(fields) > 1 {
		return fields[len(fields)-1]
	}
	return fields[1] // BUG: a string with no comma is its own last field
}
