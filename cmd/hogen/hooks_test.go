package main

import (
	"strings"
	"testing"
)

// TestHookFields: a cache whose eviction hook is an exported func field
// that users set after New (c.OnEvicted = f), and whose Purge breaks when
// the hook re-enters it. hogen sets the hook, finds the bug, blames the
// program, and prints the assignment in the reproducer; the fixed twin,
// which empties the cache before it calls the hook, gets no finding.
func TestHookFields(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	for _, tc := range []struct {
		pkg  string
		want int
	}{
		{"lrubug", 1},
		{"lru", 0},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			_, events := hogenJSON(t, "-seed", "1", "-n", "20000", "-p", "1", "../../testdata/hooks/"+tc.pkg)
			fs := findings(events)
			if len(fs) != tc.want {
				t.Fatalf("%d findings, want %d: %v", len(fs), tc.want, fs)
			}
			for _, f := range fs {
				if f.str("Kind") != "panic" || f.str("Blame") != "program" || f.str("Party") != "lru.(*Cache).Purge" || f["Confirmed"] != true {
					t.Errorf("finding %v, want a confirmed panic in Purge blamed on the program", f)
				}
				if !strings.Contains(f.str("Source"), ".OnEvicted = func(") {
					t.Errorf("the program does not set the hook:\n%s", f.str("Source"))
				}
			}
		})
	}
}
