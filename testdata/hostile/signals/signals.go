// Package signals sends signals to processes by the ids it is given: a
// generated program must not reach a process outside hogen's sandbox.
package signals

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// PIDFile names the file that holds the id of the process Stop signals;
// the tests point it at a process of their own.
func PIDFile() string { return os.Getenv("HOGEN_HOSTILE_PIDFILE") }

// Stop sends SIGTERM to the process whose id is in PIDFile.
func Stop() error {
	data, err := os.ReadFile(PIDFile())
	if err != nil {
		return err
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		return err
	}
	return syscall.Kill(pid, syscall.SIGTERM)
}

// Counter counts, so that the package has something else to test.
type Counter struct{ n int }

// Add adds one.
func (c *Counter) Add() { c.n++ }

// N is the count.
func (c *Counter) N() int { return c.n }
