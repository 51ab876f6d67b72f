// Package exitdoc logs, and its Fatal ends the process, as its doc says:
// the generator's call of Fatal is no bug.
package exitdoc

import (
	"fmt"
	"os"
)

// Logger prints messages with a prefix.
type Logger struct{ prefix string }

// New returns a logger that prints prefix before each message.
func New(prefix string) *Logger { return &Logger{prefix: prefix} }

// Print prints msg.
func (l *Logger) Print(msg string) { fmt.Fprintln(os.Stderr, l.prefix+msg) }

// Fatal prints msg, then the process will exit with status 1.
func (l *Logger) Fatal(msg string) {
	l.Print(msg)
	os.Exit(1)
}
