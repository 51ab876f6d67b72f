// Package walkerbug takes its visitor as an any and asserts it to its
// own interface, as reflection walkers do: hogen hands it a synthesized
// Visitor there, and finds that Walk holds its lock while Visit runs, so
// that a Visit that walks again deadlocks.
package walkerbug

import "sync"

// Visitor is told of each step of a walk.
type Visitor interface {
	Visit(i int) error
}

var mu sync.Mutex

// Walk takes n steps, and tells walker of each if it is a Visitor. It
// returns the first error Visit returns.
func Walk(walker any, n int) error {
	mu.Lock()
	defer mu.Unlock() // BUG: held while Visit runs
	v, ok := walker.(Visitor)
	if !ok {
		return nil
	}
	for i := 0; i < n && i < 8; i++ {
		if err := v.Visit(i); err != nil {
			return err
		}
	}
	return nil
}
