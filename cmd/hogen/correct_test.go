package main

import (
	"fmt"
	"testing"
)

// TestCorrectCorpus runs hogen on the packages of testdata/correct, which
// use callbacks and goroutines correctly (each package's doc says why):
// hogen must report no finding there, and must reach most of their
// operations, so that the silence means something.
func TestCorrectCorpus(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	n := 3000
	if testing.Short() {
		n = 500
	}
	for _, pkg := range []string{
		"eventbus",   // handlers subscribe, unsubscribe and publish during dispatch
		"lru",        // the eviction callback re-enters the cache (through a forward variable)
		"observable", // watchers set the value they watch
		"pqueue",     // a comparator of any quality; Drain's callback pushes and drains
		"debounce",   // the callback runs on timer goroutines and triggers, flushes, stops
		// Tasks on worker goroutines call the pool; a nil pool they reach
		// is the generator's, judged on their goroutine, not a crash.
		"workerpool",
		// Options of an unexported alias of a func type: the harness
		// names the func type (it once named the alias, and did not build).
		"options",
		// A map type of an unexported type's pointers: no literal of it
		// has elements (the harness had no nil of *node, and exited 3).
		"depgraph",
	} {
		t.Run(pkg, func(t *testing.T) {
			code, events := hogenJSON(t, "-seed", "1", "-n", fmt.Sprint(n), "-time", "5m", "../../testdata/correct/"+pkg)
			for _, f := range findings(events) {
				t.Errorf("finding on a correct package: %s %s in %s (contract %q): %s",
					f.str("Blame"), f.str("Kind"), f.str("Party"), f.str("Contract"), f.str("Message"))
			}
			if code != exitOK {
				t.Errorf("exit %d, want %d", code, exitOK)
			}
			st := stats(t, events)
			if got := st["Programs"].(float64); got < float64(n) {
				t.Errorf("%v programs ran, want %d", got, n)
			}
			ops, called := st["Ops"].(float64), st["OpsCalled"].(float64)
			t.Logf("%s: %v programs, %v of %v operations called; never: %v", pkg, st["Programs"], called, ops, st["Uncalled"])
			if called < 0.8*ops {
				t.Errorf("only %v of %v operations called; never: %v", called, ops, st["Uncalled"])
			}
		})
	}
}
