package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// hogen runs the command in-process and returns its exit code and output.
func hogen(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// wantLines returns the line numbers of testdata/lint/bad that carry a
// "// want" expectation.
func wantLines(t *testing.T) map[int]bool {
	src, err := os.ReadFile("../../testdata/lint/bad/bad.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int]bool{}
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "// want `") {
			lines[i+1] = true
		}
	}
	return lines
}

var diagLine = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (warning: )?(.+)$`)

func TestLintCorpus(t *testing.T) {
	code, out, errOut := hogen(t, "lint", "../../testdata/...")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitFindings, errOut)
	}
	want := wantLines(t)
	seen := map[int]bool{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		m := diagLine.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("line %q is not file:line:col: message", l)
			continue
		}
		if !strings.HasSuffix(m[1], "testdata/lint/bad/bad.go") {
			t.Errorf("diagnostic outside the bad corpus: %s", l)
			continue
		}
		var n int
		for _, c := range m[2] {
			n = n*10 + int(c-'0')
		}
		if !want[n] {
			t.Errorf("unexpected diagnostic: %s", l)
		}
		seen[n] = true
	}
	for n := range want {
		if !seen[n] {
			t.Errorf("no diagnostic at bad.go:%d", n)
		}
	}
}

func TestLintClean(t *testing.T) {
	code, out, errOut := hogen(t, "lint", "../../testdata/stack", "../../testdata/stackfixed", "../../testdata/lint/good")
	if code != exitOK || out != "" || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want 0 and nothing", code, out, errOut)
	}
}

func TestLintJSON(t *testing.T) {
	code, out, _ := hogen(t, "lint", "-json", "../../testdata/lint/bad")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d", code, exitFindings)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(wantLines(t)) {
		t.Errorf("%d JSON lines, want %d", len(lines), len(wantLines(t)))
	}
	for _, l := range lines {
		var d struct{ Pos, Message, Severity string }
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if !regexp.MustCompile(`bad\.go:\d+:\d+$`).MatchString(d.Pos) || d.Message == "" || d.Severity != "error" && d.Severity != "warning" {
			t.Errorf("bad diagnostic %+v", d)
		}
	}
}

// TestBadInput checks that bad input gets a message and exit 2, never a
// stack trace.
func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"lint", "./nonexistent"}, "nonexistent: directory not found"},
		{[]string{"lint", "../../typesys/testdata/broken"}, "does not build:\n"},
		{[]string{"./nonexistent"}, "directory not found"},
		{[]string{"../../typesys/testdata/broken"}, "broken.go:3:23: undefined: undefinedThing"},
		{[]string{"../../typesys/testdata/mainpkg"}, "is a main package"},
		{[]string{"-depth", "x", "../../testdata/stack"}, "invalid value"},
		{[]string{"lint", "-nope"}, "flag provided but not defined: -nope"},
		{[]string{"-time", "0", "../../testdata/stack"}, "-time must be a positive duration"},
		{[]string{"-timeout", "-1s", "../../testdata/stack"}, "-timeout must be a positive duration"},
		{[]string{"-depth", "0", "../../testdata/stack"}, "-depth must be at least 1"},
		{[]string{"-seed", "1", "-run", "NoSuchOperation", "../../testdata/stack"}, "-run NoSuchOperation matches no operation"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, _, errOut := hogen(t, tc.args...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
			}
			if !strings.Contains(errOut, tc.want) {
				t.Errorf("stderr %q lacks %q", errOut, tc.want)
			}
			if strings.Contains(errOut, "goroutine ") {
				t.Errorf("stderr has a stack trace:\n%s", errOut)
			}
		})
	}
}

// TestBadContractSkipped: a package with bad contracts is still tested;
// each bad clause is left out with a warning naming its file and line.
func TestBadContractSkipped(t *testing.T) {
	code, out, errOut := hogen(t, "-seed", "1", "-n", "300", "-o", t.TempDir(), "../../testdata/lint/bad")
	if code == exitUsage || code == exitInternal {
		t.Errorf("exit %d; stderr:\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "contract problems: those clauses are left out") {
		t.Errorf("stderr lacks the warning:\n%s", errOut)
	}
	if !regexp.MustCompile(`bad\.go:\d+:\d+: `).MatchString(errOut) {
		t.Errorf("stderr names no file and line:\n%s", errOut)
	}
	if !strings.Contains(out, "programs in") {
		t.Errorf("no programs ran:\n%s", out)
	}
}

// TestOutsideModule checks the one-line message, and the JSON error and
// done events, of a run outside any module.
func TestOutsideModule(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte("package p\n\nfunc F() int { return 1 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	code, out, errOut := hogen(t, "-json", "-seed", "1", ".")
	if code != exitUsage {
		t.Errorf("exit %d, want %d", code, exitUsage)
	}
	if lines := strings.Split(strings.TrimSpace(errOut), "\n"); len(lines) != 1 || !strings.Contains(lines[0], "go.mod file not found") || strings.Contains(lines[0], "exit status") {
		t.Errorf("want one line about go.mod, got:\n%s", errOut)
	}
	events := parseEvents(t, out)
	if len(events) != 2 || events[0].str("Action") != "error" || events[1].str("Action") != "done" || num(events[1]["ExitCode"]) != exitUsage {
		t.Errorf("want an error event and done, got %v", events)
	}
}

// TestLintKeepsGoing checks that lint reports the packages that load even
// when another does not build, and exits 1: diagnostics come before a
// package that cannot be loaded (SPEC section 1's order), which alone
// exits 2.
func TestLintKeepsGoing(t *testing.T) {
	code, out, errOut := hogen(t, "lint", "../../testdata/lint/bad", "../../typesys/testdata/broken")
	if code != exitFindings {
		t.Errorf("exit %d, want %d", code, exitFindings)
	}
	if code, _, _ := hogen(t, "lint", "../../typesys/testdata/broken"); code != exitUsage {
		t.Errorf("a package that does not build alone: exit %d, want %d", code, exitUsage)
	}
	if !strings.Contains(out, "bad.go:") || !strings.Contains(errOut, "does not build") {
		t.Errorf("want diagnostics of bad and the build error of broken; stdout:\n%s\nstderr:\n%s", out, errOut)
	}
}

// TestExitOrder: over the packages of a run, an internal error beats a
// finding, a finding beats bad usage, bad usage beats nothing.
func TestExitOrder(t *testing.T) {
	for _, tc := range []struct{ a, b, want int }{
		{exitOK, exitUsage, exitUsage},
		{exitUsage, exitFindings, exitFindings},
		{exitFindings, exitUsage, exitFindings},
		{exitFindings, exitInternal, exitInternal},
		{exitInternal, exitUsage, exitInternal},
		{exitOK, exitOK, exitOK},
	} {
		if got := worse(tc.a, tc.b); got != tc.want {
			t.Errorf("worse(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestFlagErrors: a bad flag is one line with the hint, not the usage, and
// ends a -json run with error and done events; flags may follow the
// packages; an empty pattern exits 2, for lint too.
func TestFlagErrors(t *testing.T) {
	code, out, errOut := hogen(t, "-json", "-tme", "3s", "./x")
	if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "-tme") || !strings.Contains(errOut, "hogen -h") {
		t.Errorf("exit %d, stderr %q: want exit 2 and one line naming -tme with the hint", code, errOut)
	}
	events := parseEvents(t, out)
	if len(events) != 2 || events[0].str("Action") != "error" || events[1].str("Action") != "done" {
		t.Errorf("want error and done events, got %v", events)
	}
	for _, args := range [][]string{{"./nosuch/..."}, {"lint", "./nosuch/..."}} {
		if code, _, errOut := hogen(t, args...); code != exitUsage || !strings.Contains(errOut, "nosuch") {
			t.Errorf("hogen %v: exit %d, stderr %q; want 2 and the pattern named", args, code, errOut)
		}
	}
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	n := fs.Int("n", 0, "")
	patterns, err := parseFlags(fs, []string{"./a", "-n", "3", "./b", "--", "-c"})
	if err != nil || *n != 3 || strings.Join(patterns, " ") != "./a ./b -c" {
		t.Errorf("parseFlags: %v, n=%d, patterns %q", err, *n, patterns)
	}
}
