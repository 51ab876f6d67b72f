// Package noisy is correct but prints to stdout and reads stdin, as real
// packages do: hogen's harness must keep its own channels apart.
package noisy

import (
	"bufio"
	"fmt"
	"os"
)

// Logger counts and prints what it logs.
type Logger struct{ n int }

// Log prints msg.
func (l *Logger) Log(msg string) {
	l.n++
	fmt.Println("log:", msg, l.n)
	fmt.Print("no newline")
}

// ReadLine reads a line from standard input.
func ReadLine() string {
	s, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	return s
}
