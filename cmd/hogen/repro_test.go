package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// fix is a change to one file of a testdata package that fixes its bug.
type fix struct{ file, old, new string }

// fixes fix every bug of the testdata packages, for TestReproducers.
var fixes = map[string][]fix{
	"stack": {
		{"stack.go", "return s.bound - s.tos // BUG: off by one; the paper's first bug.", "return s.bound - s.tos - 1"},
		// Observers cannot pop while Push notifies them.
		{"stack.go", "\tfor _, o := range s.observers {\n\t\to.AfterPush(s, x)\n\t}", "\tnotifying = true\n\tfor _, o := range s.observers {\n\t\to.AfterPush(s, x)\n\t}\n\tnotifying = false"},
		{"stack.go", "\tx := s.items[s.tos]\n\ts.tos--", "\tx := s.items[s.tos]\n\tif notifying {\n\t\treturn x\n\t}\n\ts.tos--"},
		{"stack.go", "// Capacity is how many more items fit.\nfunc", "var notifying bool\n\n// Capacity is how many more items fit.\nfunc"},
	},
	// The eviction finishes before the callback hears of it, and evicts
	// again if the callback put keys back.
	"cache": {{"cache.go", "\tif len(c.keys) == c.cap {\n\t\told := c.keys[0]\n\t\tif c.onEvict != nil {\n\t\t\tc.onEvict(old, c.vals[old]) // BUG: called before the eviction is done\n\t\t}\n\t\tdelete(c.vals, old)\n\t\tc.keys = c.keys[1:]\n\t}",
		"\tfor len(c.keys) >= c.cap {\n\t\told, oldVal := c.keys[0], c.vals[c.keys[0]]\n\t\tdelete(c.vals, old)\n\t\tc.keys = c.keys[1:]\n\t\tif c.onEvict != nil {\n\t\t\tc.onEvict(old, oldVal)\n\t\t}\n\t}\n\tif _, ok := c.vals[key]; ok { // the callback put it\n\t\tc.vals[key] = val\n\t\treturn\n\t}"}},
	"blame/callerpre": {{"callerpre.go", "for i := 0; i < n; i++ {", "for i := 1; i <= n; i++ {"}},
	"blame/callout": {{"callout.go", "\t\tif c.onEvict != nil {\n\t\t\tc.onEvict(old) // BUG: count is decremented only after\n\t\t}\n\t\tc.count--",
		"\t\tc.count--\n\t\tif c.onEvict != nil {\n\t\t\tc.onEvict(old)\n\t\t}"}},
	"blame/invariant":     {{"invariant.go", "r.lo += d // BUG: hi stays", "r.lo += d\n\tr.hi += d"}},
	"blame/contractfault": {{"contractfault.go", "xs[0] >= 0 || len(xs) > 0", "len(xs) == 0 || xs[0] >= 0"}},
	"blame/recursion":     {{"recursion.go", "return Depth(n) + 1 // BUG", "return 1"}},
	"blame/relock": {{"relock.go", "\tb.mu.Lock()\n\tdefer b.mu.Unlock()\n\tb.n++\n\tfor _, h := range b.hooks {",
		"\tb.mu.Lock()\n\tb.n++\n\thooks := append([]Hook(nil), b.hooks...)\n\tb.mu.Unlock()\n\tfor _, h := range hooks {"}},
	"blame/exitbug": {{"exitbug.go", "return fields[1] // BUG: a string with no comma is its own last field", "return fields[0]"},
		{"exitbug.go", "os.Exit(3) // BUG: a library must not stop the process, least of all without a word", "return -1"}},
	"blame/stringer": {{"stringer.go", "\treturn strconv.Itoa(", "\tif len(r.vals) == 0 {\n\t\treturn \"none\"\n\t}\n\treturn strconv.Itoa("}}, // The reproducer asks the guard, as the package's tests do: if
	// it.Valid() { it.Key() }.
	"blame/guardbug": {{"guardbug.go", "\tif it.i%2 == 1 {\n\t\treturn it.s.xs[it.i+1]\n\t}\n", ""}},
	// A result that came with no error is the package's to get right.
	"blame/errresbug": {{"errresbug.go", "if size > 0 { // the bug: a zero size gets no map", "if size >= 0 {"}},
}

// guarded is what the reproducers of a package must print: the guard the
// package's tests ask before the call.
var guarded = map[string]*regexp.Regexp{
	"blame/guardbug": regexp.MustCompile(`if (\w+)\.Valid\(\) {\s+\w+\.Key\(\)`),
}

// TestReproducers checks, for every finding on every testdata package,
// that hogen confirmed its reproducer, that the reproducer fails with the
// blame message, and that it passes once the bug is fixed (in an overlay,
// not in testdata).
func TestReproducers(t *testing.T) {
	pkgs := []string{"stack", "cache", "blame/callerpre", "blame/callout", "blame/invariant", "blame/contractfault", "blame/recursion",
		"blame/relock", "blame/exitbug", "blame/stringer", "blame/guardbug", "blame/errresbug"}
	if testing.Short() {
		pkgs = pkgs[:3]
	}
	for _, pkg := range pkgs {
		t.Run(pkg, func(t *testing.T) {
			t.Parallel()
			out := t.TempDir()
			n := map[string]string{"stack": "3000", "cache": "5000", "blame/relock": "60", "blame/recursion": "60"}[pkg]
			if n == "" {
				n = "600"
			}
			args := []string{"-json", "-o", out, "-seed", "1", "-p", "1", "-n", n, "-timeout", "1s", "-time", "5m"}
			if pkg == "stack" {
				args = append(args, "-iface", "ObserverI")
			}
			code, stdout, stderr := hogen(t, append(args, "../../testdata/"+pkg)...)
			if code != exitFindings {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitFindings, stderr)
			}
			var tests []string
			for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
				var e event
				if err := json.Unmarshal([]byte(line), &e); err != nil {
					t.Fatal(err)
				}
				if e.str("Action") != "finding" {
					continue
				}
				if e["Confirmed"] != true {
					t.Errorf("reproducer %s not confirmed", e.str("Reproducer"))
				}
				src, err := os.ReadFile(e.str("Reproducer"))
				if err != nil {
					t.Fatal(err)
				}
				msg := fmt.Sprintf("hogen: %s blamed: %s in %s", e.str("Blame"), e.str("Kind"), e.str("Party"))
				if !strings.Contains(string(src), msg) {
					t.Errorf("%s lacks the blame message %q", e.str("Reproducer"), msg)
				}
				if re := guarded[pkg]; re != nil && !re.MatchString(string(src)) {
					t.Errorf("%s does not match %s:\n%s", e.str("Reproducer"), re, src)
				}
				if pkg == "stack" && e.str("Kind") == "postcondition" {
					checkSample(t, string(src))
				}
				tests = append(tests, e.str("Test"))
			}
			if len(tests) == 0 {
				t.Fatal("no finding")
			}
			passFixed(t, pkg, out, tests)
		})
	}
}

// passFixed runs the reproducers in out against the package with its
// fixes applied through an overlay, and fails unless they pass.
func passFixed(t *testing.T, pkg, out string, tests []string) {
	t.Helper()
	pkgDir, err := filepath.Abs("../../testdata/" + pkg)
	if err != nil {
		t.Fatal(err)
	}
	if len(fixes[pkg]) == 0 {
		t.Fatalf("no fix for %s: the reproducers would be run against the bug", pkg)
	}
	tmp := t.TempDir()
	overlay := map[string]string{}
	fixed := map[string]string{}
	for _, f := range fixes[pkg] {
		src, ok := fixed[f.file]
		if !ok {
			b, err := os.ReadFile(filepath.Join(pkgDir, f.file))
			if err != nil {
				t.Fatal(err)
			}
			src = string(b)
		}
		if !strings.Contains(src, f.old) {
			t.Fatalf("fix of %s: %q not found", f.file, f.old)
		}
		fixed[f.file] = strings.Replace(src, f.old, f.new, 1)
	}
	for name, src := range fixed {
		path := filepath.Join(tmp, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		overlay[filepath.Join(pkgDir, name)] = path
	}
	ents, _ := os.ReadDir(out)
	for _, e := range ents {
		path := filepath.Join(out, e.Name())
		if pkg == "blame/contractfault" {
			// The reproducer of a contract fault carries the clause: the
			// fix goes there too.
			b, _ := os.ReadFile(path)
			path = filepath.Join(tmp, e.Name())
			os.WriteFile(path, []byte(strings.ReplaceAll(string(b), "arg1[0] >= 0 || len(arg1) > 0", "len(arg1) == 0 || arg1[0] >= 0")), 0o644)
		}
		overlay[filepath.Join(pkgDir, e.Name())] = path
	}
	ov, _ := json.Marshal(map[string]any{"Replace": overlay})
	ovPath := filepath.Join(tmp, "overlay.json")
	os.WriteFile(ovPath, ov, 0o644)
	sort.Strings(tests)
	cmd := exec.Command("go", "test", "-count=1", "-overlay", ovPath, "-run", "^("+strings.Join(tests, "|")+")$", ".")
	cmd.Dir = pkgDir
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("the reproducers fail on the fixed package: %v\n%s", err, b)
	}
}

// TestReproducersStable checks that running hogen twice leaves the same
// reproducer files.
func TestReproducersStable(t *testing.T) {
	out := t.TempDir()
	list := func() []string {
		code, _, stderr := hogen(t, "-o", out, "-seed", "1", "-p", "1", "-n", "3000", "-iface", "ObserverI", "../../testdata/stack")
		if code != exitFindings {
			t.Fatalf("exit %d; stderr:\n%s", code, stderr)
		}
		var names []string
		ents, _ := os.ReadDir(out)
		for _, e := range ents {
			names = append(names, e.Name())
		}
		return names
	}
	first, second := list(), list()
	if strings.Join(first, " ") != strings.Join(second, " ") || len(first) == 0 {
		t.Errorf("first run wrote %v, second left %v", first, second)
	}
}

// TestEditedReproducer checks that a reproducer the user edited is left
// as it is by the next run, which says so.
func TestEditedReproducer(t *testing.T) {
	if testing.Short() {
		t.Skip("runs hogen twice")
	}
	out := t.TempDir()
	args := []string{"-json", "-seed", "1", "-time", "3s", "-o", out, "../../testdata/stack"}
	_, first := hogenJSONArgs(t, args...)
	fs := findings(first)
	if len(fs) == 0 {
		t.Fatal("no finding in testdata/stack")
	}
	path := fs[0].str("Reproducer")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := append(src, "// my notes\n"...)
	if err := os.WriteFile(path, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	_, second := hogenJSONArgs(t, args...)
	if got, _ := os.ReadFile(path); string(got) != string(edited) {
		t.Errorf("the edited reproducer %s was overwritten", path)
	}
	for _, f := range findings(second) {
		if f.str("Reproducer") == path && !strings.Contains(f.str("NotConfirmed"), "edited by hand") {
			t.Errorf("the finding of the edited reproducer does not say so: %v", f)
		}
	}
}

// TestReproducerDirectory checks that the reproducers hogen writes for a
// package outside the module (test-only packages below hogen-repro) do
// not break hogen ./... or hogen lint ./....
func TestReproducerDirectory(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\n// Counter counts.\ntype Counter struct{ n int }\n\n// Inc adds one.\nfunc (c *Counter) Inc() { c.n++ }\n",
		"hogen-repro/example.com/dep/hogen_x_test.go": "package dep_test\n\nimport \"testing\"\n\nfunc TestX(t *testing.T) {}\n",
	}
	for name, src := range files {
		path := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	if code, out, errOut := hogen(t, "lint", "./..."); code != exitOK {
		t.Errorf("hogen lint ./...: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := hogen(t, "-seed", "1", "-n", "20", "./..."); code != exitOK {
		t.Errorf("hogen ./...: exit %d\n%s%s", code, out, errOut)
	}
}

// checkSample checks that the sample reproducer in docs/reproducers.md is
// the test hogen writes for the paper's postcondition bug.
func checkSample(t *testing.T, src string) {
	t.Helper()
	doc, err := os.ReadFile("../../docs/reproducers.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, _ := strings.Cut(string(doc), "```go\n")
	block, _, _ = strings.Cut(block, "```")
	i, j := strings.Index(src, "func TestHogen"), strings.Index(src, "// hogen:sum")
	if i < 0 || j < i {
		t.Fatalf("no test function in the reproducer:\n%s", src)
	}
	if got := strings.TrimSpace(src[i:j]); got != strings.TrimSpace(block) {
		t.Errorf("docs/reproducers.md's sample is not what hogen writes; hogen writes:\n%s", got)
	}
}
