package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"go/types"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/synth/repro"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// runPackage builds the harness for p, runs programs within the budget and
// reports the findings. It returns the exit code.
func runPackage(p *packages.Package, env *typesys.Env, set *contracts.Set, gen *synth.Generator, o options, stdout, stderr io.Writer) int {
	if o.out == "" && !exec.InMainModule(p) {
		// Not the user's own package: its directory is read-only. The
		// whole import path keeps go-set/v3 and bigcache/v3 apart.
		o.out, _ = filepath.Abs(filepath.Join("hogen-repro", filepath.FromSlash(p.PkgPath)))
		fmt.Fprintf(stderr, "hogen: %s is not in this module; reproducers go to %s\n", p.PkgPath, typesys.RelPath(o.out))
	}
	out := newReporter(o, p, stdout, stderr)
	h, err := exec.Build(p, env, set)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInternal
	}
	defer h.Close() // after the reproducers ran in its scratch directory
	if w := sandbox.Warning(); w != "" {
		fmt.Fprintln(stderr, w)
	}
	if o.out != "" && !exec.InMainModule(p) && !exec.Within(h.MainDir, o.out) {
		fmt.Fprintf(stderr, "hogen: warning: -o %s is outside the main module (%s): go test cannot run reproducers of %s there, so hogen cannot confirm them\n",
			typesys.RelPath(o.out), h.MainDir, p.PkgPath)
	}
	out.h = h
	for i, why := range env.LeftOut {
		if i == 10 {
			fmt.Fprintf(stderr, "hogen: left out %d more operations\n", len(env.LeftOut)-i)
			break
		}
		fmt.Fprintf(stderr, "hogen: left out %s\n", why)
	}
	if sk := h.Skipped(); len(sk) > 0 {
		fmt.Fprintf(stderr, "hogen: warning: contracts of generic declarations are not checked yet: %s\n", strings.Join(sk, ", "))
	}
	out.start(env)
	done := out.pipeline(h, exec.RunConfig{Fuel: o.fuel, Timeout: o.timeout})
	// Ctrl-C or SIGTERM ends the run; the findings so far are still
	// reported, and the scratch directory is removed.
	ctx, stopSignals := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stopSignals()
	if o.budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.budget)
		defer cancel()
	}
	procs := o.procs
	if procs <= 0 {
		procs = runtime.GOMAXPROCS(0)
	}
	cfg := exec.RunConfig{Seed: o.seed, N: o.n, Procs: procs, Timeout: o.timeout, Fuel: o.fuel, Progress: &out.programs}
	stop := out.progress()
	stats, err := exec.Run(ctx, h, gen, cfg, out.result)
	stop(stats)
	close(out.queue)
	<-done // the findings found so far are reported in any case
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInternal
	}
	out.finish(stats)
	if out.errors > 0 {
		return exitInternal
	}
	if out.found() > 0 {
		return exitFindings
	}
	return exitOK
}

// reporter prints findings as text blocks or JSON Lines (SPEC section 5).
type reporter struct {
	o        options
	p        *packages.Package
	stdout   io.Writer
	stderr   io.Writer
	enc      *json.Encoder
	printer  *render.Printer
	h        *exec.Harness
	findings blame.Set
	queue    chan queued // new findings, to the reproducer pipeline
	programs atomic.Int64
	errors   int
	// dropped counts crashes and hangs that the compiled reproducer did
	// not show again: they are not reported.
	dropped int
	mu      sync.Mutex
	live    bool // a progress line is on the terminal
}

func newReporter(o options, p *packages.Package, stdout, stderr io.Writer) *reporter {
	return &reporter{o: o, p: p, stdout: stdout, stderr: stderr, enc: json.NewEncoder(stdout),
		printer: render.NewPrinter(p.Types)}
}

// found is the number of findings reported.
func (r *reporter) found() int { return r.findings.Len() - r.dropped }

func (r *reporter) start(env *typesys.Env) {
	var ifaces []string
	for _, s := range env.Synth {
		ifaces = append(ifaces, types.TypeString(s, (*types.Package).Name)) // Collection[int], not Collection
	}
	if r.o.json {
		r.enc.Encode(map[string]any{"Action": "start", "Packages": []string{r.p.PkgPath}, "Seed": r.o.seed, "Interfaces": ifaces})
		return
	}
	synth := "no interface to synthesize"
	if len(ifaces) > 0 {
		synth = "synthesizing " + strings.Join(ifaces, ", ")
	}
	fmt.Fprintf(r.stderr, "hogen: testing %s (seed %d, %s)\n", r.p.PkgPath, r.o.seed, synth)
}

// result receives a finding or a harness error from the run.
func (r *reporter) result(res exec.Result) {
	oc := res.Outcome
	if oc.Status == "error" {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.errors++
		r.clearLine()
		fmt.Fprintf(r.stderr, "hogen: internal error in the harness on program %d (a bug of hogen; please report it):\n%s\n", res.Index, oc.Message)
		return
	}
	sig, err := oc.Signature()
	if err != nil {
		r.errors++
		fmt.Fprintf(r.stderr, "hogen: internal error: %v\n", err)
		return
	}
	f := blame.Finding{
		Signature: sig, Contract: oc.Contract, Message: oc.Message, Program: res.Index,
		Size: res.Program.Size, Programs: res.Programs, Elapsed: res.Elapsed,
	}
	if oc.Site != "" && oc.Contract != "" {
		f.Message += " (" + oc.Site + ")"
	}
	if r.findings.Add(f) {
		// Minimize, write and confirm it while the run goes on.
		r.queue <- queued{f: f, prog: res.Program, outcome: oc}
	}
}

// queued is a new finding waiting for its reproducer.
type queued struct {
	f       blame.Finding
	prog    *synth.Program
	outcome exec.Outcome
}

// pipeline starts the goroutine that turns each new finding into a
// confirmed reproducer and prints it; the returned channel closes when
// the queue is closed and drained.
func (r *reporter) pipeline(h *exec.Harness, cfg exec.RunConfig) <-chan struct{} {
	r.queue = make(chan queued, 64)
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if p := recover(); p != nil {
				r.mu.Lock()
				r.errors++
				fmt.Fprintf(r.stderr, "hogen: internal error while writing a reproducer: %v\n%s\nThis is a bug of hogen; please report it.\n", p, debug.Stack())
				r.mu.Unlock()
				for range r.queue { // let the run finish
				}
			}
		}()
		r.report(h, cfg)
	}()
	return done
}

// report minimizes each new finding's program, writes and confirms its
// reproducer, and prints the finding.
func (r *reporter) report(h *exec.Harness, cfg exec.RunConfig) {
	w, err := h.NewWorker(false)
	if err != nil {
		fmt.Fprintf(r.stderr, "hogen: %v\n", err)
		r.errors++
		for range r.queue {
		}
		return
	}
	defer w.Close()
	rw := &repro.Writer{H: h, Pkg: r.p, Printer: r.printer, Dir: r.o.out, Command: r.o.command,
		Seed: r.o.seed, Fuel: cfg.Fuel, Timeout: cfg.Timeout}
	for q := range r.queue {
		f := q.f
		before := exec.Statements(q.prog)
		prog, oc, _ := h.Minimize(w, q.prog, q.outcome, exec.MinimizeConfig{
			Fuel: cfg.Fuel, Timeout: cfg.Timeout, Budget: 5 * time.Second, MaxRuns: 400})
		f.Size = prog.Size
		src, _ := r.printer.File("main", []render.Func{{Name: "program", Prog: prog}})
		f.Source = string(src)
		if f.Kind == blame.Hang || f.Kind == blame.Crash {
			f.Stacks = h.ProgramStack(oc)
		}
		res, err := rw.Write(f, prog, oc, before)
		r.mu.Lock()
		r.clearLine()
		if err != nil {
			fmt.Fprintf(r.stderr, "hogen: writing the reproducer of %s: %v\n", f.Signature, err)
			r.errors++
		} else if !res.Confirmed && res.NotRun == "" {
			// A failure that depends on the interpreter's timing (a package
			// goroutine still running when the program ends, callbacks
			// run concurrently, a callback slow only when interpreted) is
			// no finding a maintainer can act on: it must show again
			// compiled.
			fmt.Fprintf(r.stderr, "hogen: not reported: the %s in %s did not happen again in its compiled reproducer\n", f.Kind, f.Party)
			os.Remove(res.Path)
			r.dropped++
			r.mu.Unlock()
			continue
		}
		r.print(f, q.outcome, res)
		r.mu.Unlock()
	}
}

func indent(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 30 {
		lines = append(lines[:30], "...")
	}
	return "    " + strings.Join(lines, "\n    ")
}

// print shows one finding as a text block or a JSON event.
func (r *reporter) print(f blame.Finding, oc exec.Outcome, res repro.Result) {
	rel := typesys.RelPath(res.Path)
	if r.o.json {
		r.enc.Encode(map[string]any{
			"Action": "finding", "Blame": f.Blame, "Kind": f.Kind, "Party": f.Party, "Contract": f.Contract,
			"Message": f.Message, "Site": oc.Site, "Programs": f.Programs,
			"ElapsedMs": float64(f.Elapsed.Microseconds()) / 1000, "Program": f.Program, "Size": f.Size,
			"Stacks": f.Stacks, "Reproducer": res.Path, "Test": res.Test, "Confirmed": res.Confirmed,
		})
		return
	}
	fmt.Fprintf(r.stdout, "--- %s blamed: %s in %s\n", f.Blame, f.Kind, f.Party)
	if f.Contract != "" {
		fmt.Fprintf(r.stdout, "    contract: %s\n", f.Contract)
	}
	fmt.Fprintf(r.stdout, "    %s\n", f.Message)
	if oc.Site != "" {
		fmt.Fprintf(r.stdout, "    at %s\n", oc.Site)
	}
	fmt.Fprintf(r.stdout, "    found after %d programs (%s); program %d of seed %d, minimized to %d calls:\n", f.Programs, f.Elapsed.Round(time.Millisecond), f.Program, r.o.seed, f.Size)
	for _, l := range strings.Split(strings.TrimSpace(programBody(f.Source)), "\n") {
		fmt.Fprintf(r.stdout, "        %s\n", l)
	}
	if f.Stacks != "" {
		for _, l := range strings.Split(strings.TrimSpace(f.Stacks), "\n") {
			fmt.Fprintf(r.stdout, "      | %s\n", l)
		}
	}
	if res.Path != "" {
		confirmed := "confirmed: it fails"
		switch {
		case res.NotRun != "":
			confirmed = "not run: " + res.NotRun
		case !res.Confirmed:
			confirmed = "NOT CONFIRMED"
		}
		fmt.Fprintf(r.stdout, "    reproducer: %s (%s)\n", rel, confirmed)
		if dir := filepath.Dir(res.Path); dir == filepath.Dir(r.p.GoFiles[0]) {
			pkg := typesys.RelPath(dir)
			if !filepath.IsAbs(pkg) {
				pkg = "./" + pkg
			}
			fmt.Fprintf(r.stdout, "    run it: go test -run '^%s$' %s\n", res.Test, pkg)
		} else if res.NotRun != "" {
			fmt.Fprintf(r.stdout, "    run it: move it into a directory of the main module, then go test -run '^%s$' there\n", res.Test)
		} else if !exec.InMainModule(r.p) {
			fmt.Fprintf(r.stdout, "    run it: go test -run '^%s$' ./%s\n", res.Test, typesys.RelPath(filepath.Dir(res.Path)))
		} else {
			fmt.Fprintf(r.stdout, "    run it: copy it into %s, then go test -run '^%s$'\n", typesys.RelPath(filepath.Dir(r.p.GoFiles[0])), res.Test)
		}
	}
	fmt.Fprintln(r.stdout)
}

// programBody drops the package clause and imports of a printed program.
func programBody(src string) string {
	if i := strings.Index(src, "\ntype "); i >= 0 {
		return src[i+1:]
	}
	if i := strings.Index(src, "\nfunc "); i >= 0 {
		return src[i+1:]
	}
	return src
}

func (r *reporter) finish(s exec.Stats) {
	perSec := float64(s.Programs) / s.Elapsed.Seconds()
	if r.o.json {
		r.enc.Encode(map[string]any{"Action": "stats", "Programs": s.Programs, "PerSecond": int(perSec),
			"Discarded": s.Discarded, "Failed": s.Failed, "Findings": r.found(), "Dropped": r.dropped,
			"Ops": s.Ops, "OpsCalled": s.Ops - len(s.Uncalled), "Uncalled": s.Uncalled})
		code := exitOK
		if r.found() > 0 {
			code = exitFindings
		}
		r.enc.Encode(map[string]any{"Action": "done", "ExitCode": code})
		return
	}
	discarded := 0
	for _, n := range s.Discarded {
		discarded += n
	}
	fmt.Fprintf(r.stdout, "hogen: %s: %d programs in %s (%.0f/s), %d discarded (generator), %d of %d operations called, %d %s\n",
		r.p.PkgPath, s.Programs, s.Elapsed.Round(time.Millisecond), perSec, discarded, s.Ops-len(s.Uncalled), s.Ops,
		r.found(), plural(r.found(), "finding", "findings"))
	if len(s.Uncalled) > 0 {
		fmt.Fprintf(r.stdout, "hogen: never called: %s\n", strings.Join(s.Uncalled, ", "))
	}
}

// progress shows one live line on a terminal; it returns the function
// that removes it.
func (r *reporter) progress() func(exec.Stats) {
	f, ok := r.stderr.(*os.File)
	if !ok || r.o.json {
		return func(exec.Stats) {}
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return func(exec.Stats) {}
	}
	start := time.Now()
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				r.mu.Lock()
				r.live = true
				n, el := r.programs.Load(), time.Since(start)
				fmt.Fprintf(f, "\r\x1b[Khogen: %d programs, %.0f/s, %d findings, %s elapsed", n, float64(n)/el.Seconds(), r.found(), el.Round(time.Second))
				r.mu.Unlock()
			}
		}
	}()
	return func(exec.Stats) {
		close(done)
		r.mu.Lock()
		r.clearLineLocked()
		r.mu.Unlock()
	}
}

func (r *reporter) clearLine() {
	r.clearLineLocked()
}

func (r *reporter) clearLineLocked() {
	if r.live {
		fmt.Fprint(r.stderr, "\r\x1b[K")
		r.live = false
	}
}
