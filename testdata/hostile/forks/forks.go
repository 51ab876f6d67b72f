// Package forks starts processes until it cannot: a generated program
// that forks in a loop must cost one program, not the machine.
package forks

import "os/exec"

// Marker is the argument of the processes Spawn starts, by which the
// tests find them.
const Marker = "61.2345"

// Spawn starts sleeping processes until starting one fails, and returns
// that error.
func Spawn() error {
	for {
		if err := exec.Command("sleep", Marker).Start(); err != nil {
			return err
		}
	}
}

// Tally counts, so that the package has something else to test.
type Tally struct{ n int }

// Inc adds one.
func (t *Tally) Inc() { t.n++ }

// N is the count.
func (t *Tally) N() int { return t.n }
