package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/hogen-go/hogen/synth/exec"
)

// TestHarnessRace runs a race-built harness over testdata/correct and
// testdata/hostile (but hog): the harness's own code, which runs beside the
// package's goroutines and callbacks, must give the race detector
// nothing to report. It takes minutes (every harness is built anew with
// -race), so it runs only with HOGEN_HARNESS_RACE=1, as CI does.
func TestHarnessRace(t *testing.T) {
	if !exec.RaceHarness() {
		t.Skip("HOGEN_HARNESS_RACE=1 runs it")
	}
	logs := t.TempDir()
	var dirs []string
	for _, parent := range []string{"../../testdata/correct", "../../testdata/hostile"} {
		entries, err := os.ReadDir(parent)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			// hog exhausts memory inside one call. Under the race
			// detector, whose shadow memory multiplies the heap, the
			// memory cgroup's limit makes ThreadSanitizer itself fail
			// ("failed to restore address", in CI and here), which is no
			// race of the harness; the harness code that runs beside hog
			// is the one every other package here runs.
			if e.IsDir() && e.Name() != "hog" {
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
