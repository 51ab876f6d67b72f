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
