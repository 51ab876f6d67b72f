package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCoverProfile: hogen -coverprofile c.out ./testdata/stack writes a
// profile that go tool cover -func reads, and the stats give the same
// percentage.
func TestCoverProfile(t *testing.T) {
	profile := filepath.Join(t.TempDir(), "c.out")
	_, events := hogenJSON(t, "-seed", "1", "-n", "300", "-p", "1", "-coverprofile", profile, "../../testdata/stack")
	pct, _ := stats(t, events)["Coverage"].(float64)
	if pct <= 50 || pct > 100 {
		t.Errorf("coverage %v%%, want more than half of the stack's statements", pct)
	}
	out, err := exec.Command("go", "tool", "cover", "-func="+profile).CombinedOutput()
	if err != nil {
		t.Fatalf("go tool cover -func: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	total := lines[len(lines)-1]
	if !strings.HasPrefix(total, "total:") || !strings.Contains(string(out), "stack.go") || !strings.Contains(string(out), "Push") {
		t.Fatalf("go tool cover -func:\n%s", out)
	}
	fields := strings.Fields(total)
	if got, want := fields[len(fields)-1], fmt.Sprintf("%.1f%%", pct); got != want {
		t.Errorf("go tool cover says %s, the stats %s", got, want)
	}
}

// TestExhaustive: -exhaustive 2 runs every program of two calls or less
// on the paper's stack, says that the space was exhausted and how many
// programs it held, and finds the capacity bug among them, reported as a
// random run reports it.
func TestExhaustive(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	if testing.Short() {
		t.Skip("enumerates for seconds")
	}
	// -n ends the run soon after the enumeration (9152 programs), and the
	// rest of -time is left to confirm the finding, even on a loaded machine.
	_, events := hogenJSON(t, "-seed", "1", "-n", "10000", "-time", "60s", "-p", "1", "-exhaustive", "2", "../../testdata/stack")
	st := stats(t, events)
	if st["Exhausted"] != true || num(st["Enumerated"]) < 100 {
		t.Fatalf("exhausted %v after %v programs; want the whole space of size 2", st["Exhausted"], st["Enumerated"])
	}
	t.Logf("the space of size 2 holds %d programs", num(st["Enumerated"]))
	found := false
	for _, f := range findings(events) {
		if f["Enumerated"] == true && f.str("Kind") == "panic" && f["Confirmed"] == true {
			found = true
		}
	}
	if !found {
		t.Errorf("the capacity panic was not found by the enumeration: %v", findings(events))
	}
}
