package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hogen-go/hogen/synth/exec/sandbox"
)

// TestHostile runs hogen on packages that do not cooperate: they write
// files by the names they are given, block by design, deadlock under
// their own lock, call runtime.Goexit, spin, block in init, leak
// goroutines. Each run must end within its budget with the right
// findings, and leave the module as it was.
func TestHostile(t *testing.T) {
	if testing.Short() {
		t.Skip("runs hogen for seconds per package")
	}
	target := filepath.Join(t.TempDir(), "outside.txt")
	t.Setenv("HOGEN_HOSTILE_TARGET", target) // writes.Clobber aims here
	for _, tc := range []hostileCase{
		// Log's postcondition fails when the sandbox refuses the write:
		// not the package's fault.
		{pkg: "writes", args: []string{"-time", "2s"}, cause: sandboxCause()},
		// The same shape writing in its working directory, which the
		// sandbox allows: its own postcondition bug is found. Runs that
		// must confirm a finding are bounded by -n, with time to spare:
		// on a busy machine a 2 s budget ran out before the reproducer
		// compiled.
		{pkg: "writesbug", args: []string{"-n", "300", "-time", "1m"}, kind: "postcondition", party: "writesbug.Log"},
		// With a timeout of minutes, 300 programs that block end only if
		// blocking is seen from the goroutines' states.
		{pkg: "blocks", args: []string{"-time", "10m", "-timeout", "2m", "-n", "300"}, cause: "blocked"},
		// Offline, a read of the network that nothing in the process
		// answers is blocked, seen from the goroutines' states: no hang
		// (each of which would cost a timeout, a confirmation and a new
		// process).
		{pkg: "reads", args: []string{"-time", "10m", "-timeout", "2m", "-n", "100"}, cause: "blocked", offline: true},
		{pkg: "deadlock", args: []string{"-time", "5s"}, kind: "hang", party: "deadlock.(*Registry).Fire", message: "deadlock: "},
		{pkg: "goexit", args: []string{"-n", "1000", "-time", "1m"}, kind: "goexit", party: "goexit.Each"},
		// Init's timeout is half the budget, which the harness's start
		// must fit in on a busy machine too.
		{pkg: "initblocks", args: []string{"-time", "10s"}, kind: "hang", party: "initblocks.init", message: "init did not return"},
		{pkg: "leaks", args: []string{"-time", "3s"}, message: "the programs leak"},
		// A go:linkname into the runtime that the linker refuses
		// unless -checklinkname=0: the harness and the reproducer are
		// built so, and its bug is found and confirmed.
		{pkg: "linkname", args: []string{"-n", "300", "-time", "1m"}, kind: "panic", party: "linkname.(*Ring).Last"},
		{pkg: "fds", args: []string{"-n", "300", "-time", "1m"}}, // closes the fds it is handed (batch 76)
	} {
		t.Run(tc.pkg, func(t *testing.T) { checkHostile(t, tc) })
	}
	if _, err := os.Stat(target); err == nil {
		t.Errorf("writes.Clobber wrote %s, outside the sandbox", target)
	}
}

// hostileCase is a package of testdata/hostile, the flags to run hogen
// on it with, and what the run must show.
type hostileCase struct {
	pkg  string
	args []string
	// kind and party of the one finding expected, "" for none.
	kind, party string
	// message is in the finding's message, or in stderr.
	message string
	// cause is a discard cause the stats must count.
	cause string
	// offline: the run needs a sandbox whose network namespace is
	// its own, and must replace no harness process.
	offline bool
}

// checkHostile runs hogen on tc's package and checks what tc wants.
func checkHostile(t *testing.T, tc hostileCase) {
	if tc.offline && !offline(t) {
		t.Skip("the sandbox has no network namespace of its own here")
	}
	dir := "../../testdata/hostile/" + tc.pkg
	before := listing(t, dir)
	events, code, stderr := hostileRun(t, tc.pkg, tc.args...)
	fs := findings(events)
	if !wantFinding(t, fs, tc.kind, tc.party) {
		t.Fatalf("stderr:\n%s", stderr)
	}
	if tc.kind != "" {
		if tc.party != tc.pkg+".init" && fs[0]["Confirmed"] != true {
			t.Errorf("the reproducer is not confirmed: %v", fs[0])
		}
	}
	if tc.message != "" {
		msg := stderr
		if len(fs) > 0 {
			msg = fs[0].str("Message")
		}
		if !strings.Contains(msg, tc.message) {
			t.Errorf("want %q in %q", tc.message, msg)
		}
	}
	st := stats(t, events)
	if tc.cause != "" {
		if d, _ := st["Discarded"].(map[string]any); num(d[tc.cause]) == 0 {
			t.Errorf("no program discarded as %s: %v", tc.cause, st["Discarded"])
		}
	}
	if tc.offline && num(st["Starts"]) > 0 {
		t.Errorf("%v harness processes replaced: a read that waits was taken for a hang", st["Starts"])
	}
	if last := events[len(events)-1]; last.str("Action") != "done" || num(last["ExitCode"]) != code {
		t.Errorf("the last event is %v, want done with exit code %d", last, code)
	}
	if after := listing(t, dir); after != before {
		t.Errorf("the package's directory changed:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}

// hostileRun runs hogen -json -seed 1 on testdata/hostile/pkg with args,
// reproducers in a temporary directory, and returns its events, its exit
// code and its stderr; an exit other than 0 or 1 fails the test.
func hostileRun(t *testing.T, pkg string, args ...string) ([]event, int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	all := append([]string{"-json", "-seed", "1", "-o", t.TempDir()}, args...)
	code := run(append(all, "../../testdata/hostile/"+pkg), &stdout, &stderr)
	if code != exitOK && code != exitFindings {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr.String())
	}
	return parseEvents(t, stdout.String()), code, stderr.String()
}

// wantFinding reports whether fs is what a case wants: no finding when
// kind is "", else one of kind in party; it says what is wrong if not.
func wantFinding(t *testing.T, fs []event, kind, party string) bool {
	t.Helper()
	switch {
	case kind == "" && len(fs) > 0:
		t.Errorf("want no finding, got %v", fs)
		return false
	case kind != "" && (len(fs) != 1 || fs[0].str("Kind") != kind || fs[0].str("Party") != party):
		t.Errorf("want one %s in %s, got %v", kind, party, fs)
		return false
	}
	return true
}

// sandboxCause is the discard cause a denied write shows, where the
// kernel can deny it.
func sandboxCause() string {
	if sandbox.Available() > 0 {
		return "sandbox"
	}
	return ""
}

// offline reports whether hogen's sandbox gives its commands a network
// namespace of their own here.
func offline(t *testing.T) bool {
	sb, err := sandbox.New(sandbox.Policy{})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	return sb.Offline()
}

// listing is the names in dir and its parent, one per line: what a
// package that writes by relative names could change.
func listing(t *testing.T, dir string) string {
	var b strings.Builder
	for _, d := range []string{dir, filepath.Dir(dir)} {
		entries, err := os.ReadDir(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b.WriteString(filepath.Join(d, e.Name()) + "\n")
		}
	}
	return b.String()
}

func parseEvents(t *testing.T, out string) []event {
	t.Helper()
	var events []event
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("stdout line %q: %v", sc.Text(), err)
		}
		events = append(events, e)
	}
	if len(events) == 0 {
		t.Fatal("no events")
	}
	return events
}

// TestSignals stops hogen running on a package that spins, by SIGTERM and
// by two interrupts, and checks that it reports, exits, and leaves no
// process and no temporary directory behind.
func TestSignals(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs hogen")
	}
	bin := hogenBinary(t)
	for _, tc := range []struct {
		name    string
		signals []os.Signal
		code    int
	}{
		{"SIGTERM", []os.Signal{syscall.SIGTERM}, exitFindings},
		{"two interrupts", []os.Signal{os.Interrupt, os.Interrupt}, 130},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			cmd := exec.Command(bin, "-seed", "1", "-time", "1m", "-o", t.TempDir(), "../../testdata/hostile/spins")
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Wait until the workers run in their scratch directory.
			for i := 0; i < 600 && !hasScratch(tmp); i++ {
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(500 * time.Millisecond)
			for _, s := range tc.signals {
				cmd.Process.Signal(s)
			}
			waitExit(t, cmd, &stderr)
			// A second interrupt exits with 130, unless the first was
			// quicker; the first reports the summary.
			code := cmd.ProcessState.ExitCode()
			if code != exitOK && code != exitFindings && code != tc.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.code, stderr.String())
			}
			if code != 130 && !strings.Contains(stdout.String(), "programs in") {
				t.Errorf("no summary after %s; stdout:\n%s", tc.name, stdout.String())
			}
			nothingLeft(t, tmp)
		})
	}
}

// TestClosedOutput runs hogen with its output piped to a reader that
// went away (hogen ... | head): a write fails, and hogen ends the run and
// removes its scratch directories instead of dying by SIGPIPE.
func TestClosedOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs hogen")
	}
	bin := hogenBinary(t)
	tmp := t.TempDir()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-seed", "1", "-time", "5s", "-o", t.TempDir(), "../../testdata/hostile/spins")
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	r.Close() // before hogen's first line
	waitExit(t, cmd, nil)
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		t.Errorf("hogen died by %v", ws.Signal())
	}
	nothingLeft(t, tmp)
}

// nothingLeft fails t if a process runs in tmp once hogen exited (the
// workers die with it, by Pdeathsig, within moments) or tmp is not empty.
func nothingLeft(t *testing.T, tmp string) {
	t.Helper()
	for i := 0; i < 40 && len(processesIn(tmp)) > 0; i++ {
		time.Sleep(50 * time.Millisecond)
	}
	if ps := processesIn(tmp); len(ps) > 0 {
		t.Errorf("processes left running in %s: %v", tmp, ps)
	}
	if entries, _ := os.ReadDir(tmp); len(entries) > 0 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("left in TMPDIR: %v", names)
	}
}

func hasScratch(tmp string) bool {
	entries, _ := os.ReadDir(tmp)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "hogen-scratch-") {
			return true
		}
	}
	return false
}

// processesIn lists the processes whose working directory is below dir.
func processesIn(dir string) []string {
	procs, _ := filepath.Glob("/proc/[0-9]*/cwd")
	var out []string
	for _, p := range procs {
		if cwd, err := os.Readlink(p); err == nil && strings.HasPrefix(cwd, dir) {
			out = append(out, filepath.Base(filepath.Dir(p)))
		}
	}
	return out
}

// waitExit waits a minute at most for hogen's process to exit, and kills
// it and fails the test if it does not; stderr, if not nil, is shown.
func waitExit(t *testing.T, cmd *exec.Cmd, stderr *bytes.Buffer) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		if stderr != nil {
			t.Fatalf("hogen did not exit; stderr:\n%s", stderr.String())
		}
		t.Fatal("hogen did not exit")
	}
}
