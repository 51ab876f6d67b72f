package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// hogenBinary builds hogen once per test binary, for tests that must run
// it in another directory or environment.
func hogenBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hogen-test-bin-")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "hogen")
		if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			binErr = fmt.Errorf("building hogen: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

func TestMain(m *testing.M) {
	flag.Parse()
	// The parallel rows (the blame table's, the standard library's)
	// spend much of their time waiting for the go command and for the
	// harness's processes: one more row than cores keeps the cores busy.
	// An explicit -parallel, or the race detector's slower rows, keep
	// their own.
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set && !raceDetector {
		flag.Set("test.parallel", fmt.Sprint(runtime.GOMAXPROCS(0)+1))
	}
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

// proxyModules are the modules of testdata/modproxy, each a directory
// named path@version.
func proxyModules(t *testing.T) []module.Version {
	entries, err := os.ReadDir("../../testdata/modproxy/example.com")
	if err != nil {
		t.Fatal(err)
	}
	var mods []module.Version
	for _, e := range entries {
		name, version, ok := strings.Cut(e.Name(), "@")
		if ok {
			mods = append(mods, module.Version{Path: "example.com/" + name, Version: version})
		}
	}
	return mods
}

// moduleProxy writes a GOPROXY=file:// tree serving the modules of
// testdata/modproxy and returns its URL.
func moduleProxy(t *testing.T, mods []module.Version) string {
	t.Helper()
	root := t.TempDir()
	for _, mv := range mods {
		src := filepath.Join("../../testdata/modproxy", mv.Path+"@"+mv.Version)
		dir := filepath.Join(root, mv.Path, "@v")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		gomod, err := os.ReadFile(filepath.Join(src, "go.mod"))
		if err != nil {
			t.Fatal(err)
		}
		info, _ := json.Marshal(map[string]any{"Version": mv.Version, "Time": time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)})
		var zbuf bytes.Buffer
		if err := zip.CreateFromDir(&zbuf, mv, src); err != nil {
			t.Fatalf("zipping %s: %v", mv, err)
		}
		for name, data := range map[string][]byte{
			"list": []byte(mv.Version + "\n"), mv.Version + ".info": info,
			mv.Version + ".mod": gomod, mv.Version + ".zip": zbuf.Bytes(),
		} {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return "file://" + filepath.ToSlash(root)
}

// TestModuleCache runs hogen, as a user would, on dependencies served by a
// local module proxy into a module cache of the test's own: old go lines
// and none, a contract of the dependency's own (compiled in a copy of the
// read-only module), unexported and internal types in exported
// signatures, generic interfaces and func types, constraint interfaces.
// Each must run (exit 0 or 1) and call some operation; what cannot be
// expressed is left out with a line saying why.
func TestModuleCache(t *testing.T) {
	bin := hogenBinary(t)
	mods := proxyModules(t)
	proxy := moduleProxy(t, mods)
	modcache := t.TempDir()
	user := t.TempDir()
	env := append(os.Environ(), "GOPROXY="+proxy, "GOMODCACHE="+modcache, "GOFLAGS=-mod=mod",
		"GOSUMDB=off", "GONOSUMDB=*", "GOWORK=off", "GOTOOLCHAIN=local")
	// The module cache is read-only: go clean removes it before TempDir's
	// cleanup does.
	t.Cleanup(func() {
		clean := exec.Command("go", "clean", "-modcache")
		clean.Env = env
		clean.Run()
	})
	userModule(t, user, env, mods)
	for _, tc := range []moduleCase{
		{pkg: "example.com/oldline", contract: true},
		{pkg: "example.com/nogoline"},
		{pkg: "example.com/unexported", leftOut: []string{"Config: it names the unexported type example.com/unexported.config", "Apply: it names the unexported type"}},
		{pkg: "example.com/internaluse", leftOut: []string{"Stats: it names example.com/internaluse/internal/stats.Counts, of a package it may not import"}},
		{pkg: "example.com/genericiface"},
		{pkg: "example.com/comparableiface"},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			runModuleCase(t, bin, user, env, tc)
		})
	}
}

// userModule writes, in dir, a module that requires mods and imports
// each, and tidies it with env.
func userModule(t *testing.T, dir string, env []string, mods []module.Version) {
	var req, imports strings.Builder
	for _, mv := range mods {
		fmt.Fprintf(&req, "require %s %s\n", mv.Path, mv.Version)
		fmt.Fprintf(&imports, "\t_ %q\n", mv.Path)
	}
	files := map[string]string{
		"go.mod":  "module example.com/user\n\ngo 1.22\n\n" + req.String(),
		"deps.go": "package user\n\nimport (\n" + imports.String() + ")\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "mod", "tidy")
	cmd.Dir, cmd.Env = dir, env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go mod tidy: %v\n%s", err, out)
	}
}

// A moduleCase is a package of TestModuleCache's proxy and what its run
// must show.
type moduleCase struct {
	pkg      string
	leftOut  []string // substrings of "left out" lines
	contract bool     // the module's own contract is checked
}

// runModuleCase runs hogen on tc's package from the user module in dir
// with env, and checks that it ran, called some operation, confirmed its
// findings, said what it left out and, with tc.contract, found the bug
// the module's own contract catches.
func runModuleCase(t *testing.T, bin, dir string, env []string, tc moduleCase) {
	cmd := exec.Command(bin, "-json", "-seed", "1", "-n", "2000", "-p", "1", tc.pkg)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Run()
	code := cmd.ProcessState.ExitCode()
	if code != exitOK && code != exitFindings {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr.String())
	}
	var st event
	post := false
	for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		var e event
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("stdout line %q: %v", line, err)
		}
		if e.str("Action") == "stats" {
			st = e
		}
		if e.str("Action") == "finding" && e["Confirmed"] != true {
			t.Errorf("finding not confirmed: %v", e)
		}
		post = post || e.str("Kind") == "postcondition" && e.str("Contract") == "c.Value() >= 1"
	}
	if st == nil || num(st["OpsCalled"]) == 0 {
		t.Fatalf("no operation called; stats %v; stderr:\n%s", st, stderr.String())
	}
	for _, want := range tc.leftOut {
		if !strings.Contains(stderr.String(), "hogen: left out ") || !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks a left-out line with %q:\n%s", want, stderr.String())
		}
	}
	if tc.contract && !post {
		t.Errorf("the module's own contract found no bug (an observer that resets); stdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	}
}
