package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
)

// TestHarnessRace runs a race-built harness over testdata/correct and
// testdata/hostile: the harness's own code, which runs beside the
// package's goroutines and callbacks, must give the race detector
// nothing to report. It takes minutes (every harness is built anew with
// -race), so it runs only with HOGEN_HARNESS_RACE=1, as CI does.
func TestHarnessRace(t *testing.T) {
	if !exec.RaceHarness() {
		t.Skip("HOGEN_HARNESS_RACE=1 runs it")
	}
	logs := t.TempDir()
	sb, err := sandbox.New(sandbox.Policy{NoAddressLimit: true})
	if err != nil {
		t.Fatal(err)
	}
	protections := strings.Join(sb.Protections(), "\n")
	sb.Close()
	var dirs []string
	for _, parent := range []string{"../../testdata/correct", "../../testdata/hostile"} {
		entries, err := os.ReadDir(parent)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			// A race-built harness has no address-space limit: only a
			// memory cgroup stops hog.
			if e.IsDir() && (e.Name() != "hog" || strings.Contains(protections, "memory cgroup")) {
				dirs = append(dirs, filepath.Join(parent, e.Name()))
			}
		}
	}
	for _, dir := range dirs {
		// A log per package names the one whose run the report came from.
		prefix := filepath.Join(logs, filepath.Base(filepath.Dir(dir))+"-"+filepath.Base(dir))
		t.Setenv("GORACE", "log_path="+prefix)
		var stdout, stderr bytes.Buffer
		code := run([]string{"-seed", "1", "-n", "300", "-time", "20s", "-o", t.TempDir(), dir}, &stdout, &stderr)
		if code != exitOK && code != exitFindings {
			t.Errorf("%s: exit %d; stderr:\n%s", dir, code, stderr.String())
		}
		reports, _ := filepath.Glob(prefix + ".*")
		for _, r := range reports {
			data, _ := os.ReadFile(r)
			t.Errorf("%s: the race detector reported:\n%s", dir, data)
		}
	}
}
