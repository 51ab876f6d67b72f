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
// errlrubug's New also returns an error, and its Purge holds its lock
// while it calls the hook: the reproducer of the hang sets the hook
// under the guard that New's error is nil, an assignment still.
func TestHookFields(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	for _, tc := range []struct {
		pkg  string
		want int
		kind string
	}{
		{"lrubug", 1, "panic"},
		{"lru", 0, ""},
		{"errlrubug", 1, "hang"},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			_, events := hogenJSON(t, "-seed", "1", "-n", "20000", "-p", "1", "../../testdata/hooks/"+tc.pkg)
			fs := findings(events)
			if len(fs) != tc.want {
				t.Fatalf("%d findings, want %d: %v", len(fs), tc.want, fs)
			}
			for _, f := range fs {
				if f.str("Kind") != tc.kind || f.str("Blame") != "program" || f.str("Party") != "lru.(*Cache).Purge" || f["Confirmed"] != true {
					t.Errorf("finding %v, want a confirmed %s in Purge blamed on the program", f, tc.kind)
				}
				if !strings.Contains(f.str("Source"), ".OnEvicted = func(") {
					t.Errorf("the program does not set the hook:\n%s", f.str("Source"))
				}
			}
		})
	}
}
