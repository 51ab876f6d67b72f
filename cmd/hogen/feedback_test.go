package main

import "testing"

// TestStatePool: a bug that only a value grown over many calls reaches
// (a bag's second growth, at 33 Adds) is found from the pool of programs
// whose values reached a new observable state (Randoop's equality filter
// on the results of Len), which a loop of Adds then grows past its
// threshold, within 2000 programs, and not by as many programs from
// scratch; its fixed twin gets no finding either way. (Without loops,
// growing it a few calls per program took 12k-15k programs.) Each seed
// finds it: a program that handed the bag a huge int ran clean, but is
// no prefix to grow, since the bug it leads to would be blamed on the
// huge int.
func TestStatePool(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	for _, tc := range []struct {
		pkg      string
		feedback string
		seed     string
		want     int
	}{
		{"bagbug", "true", "1", 1},
		{"bagbug", "true", "2", 1},
		{"bagbug", "true", "3", 1},
		{"bagbug", "true", "4", 1},
		{"bagbug", "false", "1", 0},
		{"bag", "true", "1", 0},
		{"bag", "false", "1", 0},
	} {
		t.Run(tc.pkg+"/feedback="+tc.feedback+"/seed="+tc.seed, func(t *testing.T) {
			_, events := hogenJSON(t, "-seed", tc.seed, "-n", "2000", "-p", "1", "-feedback="+tc.feedback, "../../testdata/grow/"+tc.pkg)
			fs := findings(events)
			if len(fs) != tc.want {
				t.Fatalf("%d findings, want %d: %v", len(fs), tc.want, fs)
			}
			for _, f := range fs {
				if f.str("Kind") != "panic" || f.str("Blame") != "program" || f["Confirmed"] != true {
					t.Errorf("finding %v, want a confirmed panic blamed on the program", f)
				}
				t.Logf("found at program %d", num(f["Program"]))
			}
		})
	}
}

// TestStateQueryBlocks: the query hogen calls for a value's state after
// a clean program (Len) blocks on a lock the program left held; the
// program still ran clean: no finding, and no discard.
func TestStateQueryBlocks(t *testing.T) {
	_, events := hogenJSON(t, "-seed", "1", "-n", "1000", "-run", "New|Freeze|Add", "../../testdata/grow/frozen")
	if fs := findings(events); len(fs) > 0 {
		t.Errorf("findings %v, want none", fs)
	}
	if d, _ := stats(t, events)["Discarded"].(map[string]any); len(d) > 0 {
		t.Errorf("discarded %v, want none: the programs ran clean", d)
	}
}
