package main

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestRealWorld runs hogen, as a user would, on every package of the
// real-world corpus (testdata/realworld: modules nobody on the project
// wrote, pinned in its go.mod) with a fixed seed and budget, and prints a
// table: package, exit, wall time, programs per second, operations
// called, statement coverage, findings. It needs the module proxy, so it runs only when asked:
//
//	HOGEN_CORPUS=1 go test ./cmd/hogen -run TestRealWorld -v -timeout 60m
//
// HOGEN_CORPUS_TIME sets each package's -time (10s), HOGEN_CORPUS_PKG
// substrings, comma-separated, that select packages, HOGEN_CORPUS_ARGS more flags (such as
// -feedback=false, to measure what feedback adds), HOGEN_CORPUS_FINDINGS a file that
// receives every finding as a JSON line (for the triage file beside the
// corpus). It never runs a corpus package's code but through hogen's
// sandbox: not even the package's own tests. HOGEN_CORPUS_DIR names another module directory (go.mod,
// go.sum, deps.go) to run instead, such as a first-sight batch. It fails on an exit 3, a bug of hogen, or a reproducer that
// was written but not confirmed.
func TestRealWorld(t *testing.T) {
	if os.Getenv("HOGEN_CORPUS") == "" {
		t.Skip("set HOGEN_CORPUS=1 to run hogen on the real-world corpus (needs the module proxy)")
	}
	budget := os.Getenv("HOGEN_CORPUS_TIME")
	if budget == "" {
		budget = "10s"
	}
	src, dir, bin := corpus(t)
	var findingsOut *os.File
	var err error
	if name := os.Getenv("HOGEN_CORPUS_FINDINGS"); name != "" {
		if findingsOut, err = os.Create(name); err != nil {
			t.Fatal(err)
		}
		defer findingsOut.Close()
	}

	var table strings.Builder
	fmt.Fprintf(&table, "| package | exit | wall | of which build | timed by -time | programs/s | operations called | coverage | findings | confirmed | not confirmed in time | under 500/s: the most of the workers' time |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
	for _, pkg := range corpusPackages(t, filepath.Join(src, "deps.go")) {
		if sel := os.Getenv("HOGEN_CORPUS_PKG"); sel != "" && !slices.ContainsFunc(strings.Split(sel, ","), func(s string) bool { return strings.Contains(pkg, s) }) {
			continue
		}
		args := []string{"-json", "-seed", "1", "-time", budget}
		args = append(args, strings.Fields(os.Getenv("HOGEN_CORPUS_ARGS"))...)
		cmd := exec.Command(bin, append(args, pkg)...)
		cmd.Dir = dir
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		err := cmd.Run()
		wall := time.Since(start)
		code := cmd.ProcessState.ExitCode()
		if err != nil && code < 0 {
			t.Fatalf("%s: %v", pkg, err)
		}
		row := corpusRow{coverage: "n/a"}
		row.read(t, pkg, &stdout, findingsOut)
		if i := strings.Index(stderr.String(), "panic: "); i >= 0 && (i == 0 || stderr.String()[i-1] == '\n') {
			// hogen itself panicked (exit 2, as Go's runtime exits): its
			// message and the first frames, not the tail of its stack.
			t.Errorf("%s: exit %d, hogen panicked (a bug of hogen):\n%s", pkg, code, firstLines(stderr.String()[i:], 30))
		} else if i := strings.Index(stderr.String(), "hogen: internal error"); i >= 0 {
			// Its message and the first frames: the tail of a stack names
			// the harness's loop, not what failed.
			t.Errorf("%s: exit %d, a bug of hogen:\n%s", pkg, code, firstLines(stderr.String()[i:], 30))
		} else if code == exitInternal || strings.Contains(stderr.String(), "bug of hogen") {
			t.Errorf("%s: exit %d, a bug of hogen:\n%s", pkg, code, lastLines(stderr.String(), 15))
		} else if code == exitUsage {
			t.Logf("%s: exit 2:\n%s", pkg, lastLines(stderr.String(), 5))
		}
		fmt.Fprintf(&table, "| %s | %d | %.1fs | %.1fs | %.1fs | %d | %d/%d | %s | %d | %d | %d | %s |\n", pkg, code, wall.Seconds(), float64(row.buildMs)/1000, float64(row.timedMs)/1000, row.perSec, row.called, row.ops, row.coverage, row.found, row.confirmed, row.late, row.slow)
	}
	t.Logf("seed 1, -time %s:\n%s", budget, table.String())
}

// A corpusRow is what one run of TestRealWorld's printed: its stats and
// how many findings it confirmed.
type corpusRow struct {
	perSec, called, ops, buildMs, timedMs int // from the stats
	coverage                              string
	found, confirmed, late                int // findings: all, confirmed, not confirmed in time
	// slow, under 500 programs/s, is what took the most of the workers'
	// time: an operation slow programs were in, or starting processes.
	slow string
}

// read reads the JSON events of pkg's run from out into r, fails the
// test on a reproducer written but not confirmed, and copies each
// finding to findingsOut if it is not nil.
func (r *corpusRow) read(t *testing.T, pkg string, out io.Reader, findingsOut *os.File) {
	sc := bufio.NewScanner(out)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue
		}
		switch e.str("Action") {
		case "stats":
			r.perSec, r.called, r.ops, r.buildMs = num(e["PerSecond"]), num(e["OpsCalled"]), num(e["Ops"]), num(e["BuildMs"])
			r.timedMs = num(e["TimedMs"])
			if r.perSec < slowRate {
				r.slow = slowest(e)
			}
			if c, ok := e["Coverage"].(float64); ok {
				r.coverage = fmt.Sprintf("%.1f%%", c)
			}
		case "finding":
			r.found++
			if e["Confirmed"] == true {
				r.confirmed++
			} else if e.str("NotConfirmed") != "" {
				r.late++ // the time ran out: said, not hidden
			} else if e.str("Reproducer") != "" {
				t.Errorf("%s: reproducer not confirmed: %s %s %s", pkg, e.str("Kind"), e.str("Party"), e.str("Reproducer"))
			}
			if findingsOut != nil {
				e["Package"] = pkg
				line, _ := json.Marshal(e)
				fmt.Fprintf(findingsOut, "%s\n", line)
			}
		}
	}
}

// slowest names what took the most of a run's time, from its stats:
// the operation its slow programs were in (SlowMs) or starting harness
// processes (StartingMs), with the milliseconds.
func slowest(e event) string {
	what, most := "", 0
	if slow, ok := e["SlowMs"].(map[string]any); ok {
		for op, ms := range slow {
			if n := int(ms.(float64)); n > most || n == most && op < what {
				what, most = op, n
				if op == "" {
					what = "(outside its operations)"
				}
			}
		}
	}
	if n := num(e["StartingMs"]); n > most {
		what, most = fmt.Sprintf("starting %d processes", num(e["Starts"])), n
	}
	if what == "" {
		return ""
	}
	return fmt.Sprintf("%s %dms", what, most)
}

// corpus copies the corpus's module (testdata/realworld) to a temporary
// directory, so that reproducers (hogen-repro/) do not land in the
// project's tree, downloads its modules and builds hogen. It returns the
// corpus's directory, the copy's and the binary.
func corpus(t *testing.T) (src, dir, bin string) {
	src, err := filepath.Abs(cmp.Or(os.Getenv("HOGEN_CORPUS_DIR"), "../../testdata/realworld"))
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	for _, name := range []string{"go.mod", "go.sum", "deps.go"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin = filepath.Join(t.TempDir(), "hogen")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building hogen: %v\n%s", err, out)
	}
	dl := exec.Command("go", "mod", "download")
	dl.Dir = dir
	if out, err := dl.CombinedOutput(); err != nil {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	return src, dir, bin
}

// corpusPackages lists the blank imports of the corpus's deps.go.
func corpusPackages(t *testing.T, file string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		pkgs = append(pkgs, path)
	}
	return pkgs
}

func num(v any) int { f, _ := v.(float64); return int(f) }

// firstLines is the first n lines of s.
func firstLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
