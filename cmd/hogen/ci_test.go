package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/blame"
)

// copyModule copies the module testdata/name into a temporary directory
// of its own, as a repository a user would run hogen in, and returns it.
func copyModule(t *testing.T, name string) string {
	t.Helper()
	src := filepath.Join("../../testdata", name)
	dst := filepath.Join(t.TempDir(), name)
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if strings.HasPrefix(d.Name(), "hogen_") {
			return nil // a reproducer a run in testdata left
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// runIn runs the hogen binary in dir and returns its exit code, stdout
// and stderr.
func runIn(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(hogenBinary(t), args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, stdout.String(), stderr.String()
}

// TestOldGoModule runs hogen ./... as a user does in a repository of
// their own: a module whose go.mod says go 1.15, whose package takes
// interface{} values and a listener that may unlisten during Set (a
// bug), with a main package under examples/. The main package is a note,
// the finding is shown with exit 1, its reproducer compiles under the old
// go line and fails under go test, and nothing but the reproducer
// appears in git status.
func TestOldGoModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a harness and the reproducers' tests")
	}
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git")
	}
	dir := copyModule(t, "oldgo")
	gitCmd := func(args ...string) string {
		cmd := exec.Command(git, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	gitCmd("init", "-q")
	gitCmd("add", "-A")

	code, out, errOut := runIn(t, dir, "-seed", "1", "-n", "3000", "-p", "1", "./...")
	if code != exitFindings {
		t.Fatalf("exit %d, want 1\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if !strings.Contains(out, "--- package at fault: panic in registry.(*Registry).Set") || !strings.Contains(out, "(confirmed: it fails)") {
		t.Errorf("the finding is not shown confirmed:\n%s", out)
	}
	if !strings.Contains(errOut, "examples/demo is a main package; left out") {
		t.Errorf("no note on the main package:\n%s", errOut)
	}
	var repros []string
	for _, line := range strings.Split(strings.TrimSpace(gitCmd("status", "--porcelain", "--untracked-files=all")), "\n") {
		switch {
		case strings.HasPrefix(line, "A  "):
		case strings.HasPrefix(line, "?? registry/hogen_") && strings.HasSuffix(line, "_test.go"):
			repros = append(repros, strings.TrimPrefix(line, "?? "))
		default:
			t.Errorf("git status: %q: hogen left something besides reproducers", line)
		}
	}
	if len(repros) == 0 {
		t.Fatal("no reproducer written")
	}
	cmd := exec.Command("go", "test", "./...")
	cmd.Dir = dir
	testOut, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(testOut), "--- FAIL: TestHogen") || strings.Contains(string(testOut), "build failed") {
		t.Errorf("go test ./... should fail in the reproducers' tests, and build: %v\n%s", err, testOut)
	}
}

// TestBaselineAndSARIF: a first run with -baseline writes the file and
// reports the finding, with the SARIF log holding it; a second run with
// the same baseline reports no new finding and exits 0, and the JSON
// stream says so, ending with done.
func TestBaselineAndSARIF(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a harness")
	}
	dir := copyModule(t, "oldgo")
	args := []string{"-seed", "1", "-n", "3000", "-p", "1", "-json", "-baseline", "hogen.baseline", "-sarif", "hogen.sarif", "./registry"}
	code, out, errOut := runIn(t, dir, args...)
	if code != exitFindings {
		t.Fatalf("first run: exit %d, want 1\n%s\n%s", code, out, errOut)
	}
	events := parseEvents(t, out)
	checkStream(t, events, 1)
	base, err := os.ReadFile(filepath.Join(dir, "hogen.baseline"))
	if err != nil || !strings.Contains(string(base), "registry.(*Registry).Set") {
		t.Fatalf("baseline: %v\n%s", err, base)
	}
	checkSARIF(t, filepath.Join(dir, "hogen.sarif"), findings(events))

	code, out, errOut = runIn(t, dir, args...)
	if code != exitOK {
		t.Fatalf("second run: exit %d, want 0\n%s\n%s", code, out, errOut)
	}
	events = parseEvents(t, out)
	checkStream(t, events, 0)
	if st := stats(t, events); num(st["Known"]) != 1 {
		t.Errorf("second run: Known = %v, want 1", st["Known"])
	}
}

// checkStream checks a -json stream's event set: start first, done last
// with the exit code, only known actions, and the stats' counts equal
// to the finding events sent.
func checkStream(t *testing.T, events []event, want int) {
	t.Helper()
	if len(events) < 3 || events[0].str("Action") != "start" || events[len(events)-1].str("Action") != "done" {
		t.Fatalf("the stream must open with start and end with done: %v", events)
	}
	if events[0].str("Version") == "" || events[0].str("Package") == "" {
		t.Errorf("start has no Version or Package: %v", events[0])
	}
	got := map[string]int{}
	for _, e := range events {
		got[e.str("Action")]++
		switch e.str("Action") {
		case "start", "finding", "stats", "note", "error", "done":
		default:
			t.Errorf("unknown event %v", e)
		}
		if e.str("Action") == "finding" {
			for _, k := range []string{"Package", "File", "Line", "Kind", "Blame", "Party", "Fingerprint", "Reproducer"} {
				if e[k] == nil || e[k] == "" {
					t.Errorf("finding lacks %s: %v", k, e)
				}
			}
			if f := e.str("File"); strings.HasPrefix(f, "/") {
				t.Errorf("File %q is not relative to the module", f)
			}
		}
	}
	st := stats(t, events)
	if got["finding"] != want || num(st["Findings"]) != got["finding"] {
		t.Errorf("%d finding events, stats say %v; want %d", got["finding"], st["Findings"], want)
	}
}

// checkSARIF checks the log against the required fields of SARIF 2.1.0
// and the findings it must hold.
func checkSARIF(t *testing.T, path string, fs []event) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Schema  string `json:"$schema"`
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex *int   `json:"ruleIndex"`
				Level     string `json:"level"`
				Message   struct {
					Text string `json:"text"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
				RelatedLocations []struct {
					ID int `json:"id"`
				} `json:"relatedLocations"`
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatalf("SARIF: %v", err)
	}
	if log.Version != "2.1.0" || log.Schema == "" || len(log.Runs) != 1 || log.Runs[0].Tool.Driver.Name != "hogen" {
		t.Fatalf("SARIF lacks its version, schema, run or driver:\n%s", data)
	}
	run := log.Runs[0]
	if len(run.Results) != len(fs) {
		t.Fatalf("SARIF has %d results for %d findings", len(run.Results), len(fs))
	}
	for i, r := range run.Results {
		f := fs[i]
		if r.Message.Text == "" || r.RuleIndex == nil || *r.RuleIndex >= len(run.Tool.Driver.Rules) || run.Tool.Driver.Rules[*r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %d: no message, or its rule is not the driver's: %+v", i, r)
		}
		if len(r.Locations) != 1 || r.Locations[0].PhysicalLocation.ArtifactLocation.URI != f.str("File") ||
			r.Locations[0].PhysicalLocation.Region.StartLine != num(f["Line"]) {
			t.Errorf("result %d: location %+v, want %s:%v", i, r.Locations, f.str("File"), f["Line"])
		}
		if r.PartialFingerprints["hogenFingerprint/v1"] != f.str("Fingerprint") || len(r.RelatedLocations) != 1 {
			t.Errorf("result %d: no fingerprint or reproducer: %+v", i, r)
		}
	}
}

// TestGitHubAnnotation: a finding is one workflow command at its file and
// line, with properties and message escaped as the runner reads them.
func TestGitHubAnnotation(t *testing.T) {
	ev := findingEvent{File: "stack/stack.go", Line: 48, Kind: blame.Postcondition, Party: "stack.(*S).Push", Contract: "!self.Empty()",
		Message: "ensures failed: 100%\nsecond line"}
	got := githubAnnotation(ev)
	want := "::error file=stack/stack.go,line=48,title=hogen%3A postcondition in stack.(*S).Push::contract !self.Empty(): ensures failed: 100%25%0Asecond line"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	ev.Suspicious, ev.File = true, ""
	if got := githubAnnotation(ev); !strings.HasPrefix(got, "::warning title=") {
		t.Errorf("a suspicious finding without a file: %s", got)
	}
}

// TestPruneCLI: -prune removes a reproducer hogen wrote whose finding did
// not show in the run, and keeps those whose finding did and one edited
// by hand.
func TestPruneCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("runs hogen twice")
	}
	out := t.TempDir()
	args := []string{"-json", "-o", out, "-seed", "1", "-p", "1", "-n", "3000", "-iface", "ObserverI", "../../testdata/stack"}
	_, events := hogenJSONArgs(t, args...)
	fs := findings(events)
	if len(fs) == 0 {
		t.Fatal("no finding in testdata/stack")
	}
	src, err := os.ReadFile(fs[0].str("Reproducer"))
	if err != nil {
		t.Fatal(err)
	}
	// A reproducer of a finding that no longer shows (hogen's own file,
	// under another root cause's name), and one a user edited.
	stale := filepath.Join(out, "hogen_gone_panic_000000_test.go")
	edited := filepath.Join(out, "hogen_mine_panic_111111_test.go")
	if err := os.WriteFile(stale, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(edited, append(src, "// my notes\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	_, events = hogenJSONArgs(t, append([]string{"-prune"}, args...)...)
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("-prune left %s", stale)
	}
	if _, err := os.Stat(edited); err != nil {
		t.Errorf("-prune removed the edited %s", edited)
	}
	for _, f := range findings(events) {
		if _, err := os.Stat(f.str("Reproducer")); err != nil {
			t.Errorf("-prune removed the reproducer of a finding that shows: %v", err)
		}
	}
	pruned := false
	for _, e := range events {
		pruned = pruned || e.str("Action") == "note" && strings.Contains(e.str("Message"), "pruned")
	}
	if !pruned {
		t.Error("no note says what was pruned")
	}
}
