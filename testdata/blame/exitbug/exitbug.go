// Package exitbug is exit with a Last that reads past its input, and a
// Halt that stops the process without a word: the deliberate end in
// Check is no finding, a silent one is a crash (as SPEC says), and the
// out-of-range read of Last is a finding too. Real bugs, found. Its pair is
// exit.
package exitbug

import (
	"log"
	"os"
	"strings"
)

// Check returns code.
func Check(code int) int {
	if code > 2 {
		log.Printf("exitbug: code %d rejected", code)
		os.Exit(code)
	}
	return code
}

// Halt returns code.
func Halt(code int) int {
	if code < 0 {
		os.Exit(3) // BUG: a library must not stop the process, least of all without a word
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
