package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// runPackage builds the harness for p, runs programs within the budget and
// reports the findings. It returns the exit code.
func runPackage(p *packages.Package, env *typesys.Env, set *contracts.Set, gen *synth.Generator, o options, stdout, stderr io.Writer) int {
	out := newReporter(o, p, stdout, stderr)
	h, err := exec.Build(p, env, set)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInternal
	}
	out.h = h
	out.start(env)
	ctx := context.Background()
	if o.budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.budget)
		defer cancel()
	}
	procs := o.procs
	if procs <= 0 {
		procs = runtime.GOMAXPROCS(0)
	}
	cfg := exec.RunConfig{Seed: o.seed, N: o.n, Procs: procs, Timeout: o.timeout, Fuel: o.fuel}
	stop := out.progress()
	stats, err := exec.Run(ctx, h, gen, cfg, out.result)
	stop(stats)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInternal
	}
	out.finish(stats)
	if out.errors > 0 {
		return exitInternal
	}
	if out.findings.Len() > 0 {
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
	errors   int
	mu       sync.Mutex
	live     bool // a progress line is on the terminal
}

func newReporter(o options, p *packages.Package, stdout, stderr io.Writer) *reporter {
	return &reporter{o: o, p: p, stdout: stdout, stderr: stderr, enc: json.NewEncoder(stdout), printer: render.NewPrinter(p.Types)}
}

func (r *reporter) start(env *typesys.Env) {
	var ifaces []string
	for _, s := range env.Synth {
		ifaces = append(ifaces, s.Obj().Pkg().Name()+"."+s.Obj().Name())
	}
	if r.o.json {
		r.enc.Encode(map[string]any{"Action": "start", "Packages": []string{r.p.PkgPath}, "Seed": r.o.seed, "Interfaces": ifaces})
		return
	}
	fmt.Fprintf(r.stderr, "hogen: testing %s (seed %d, synthesizing %s)\n", r.p.PkgPath, r.o.seed, strings.Join(ifaces, ", "))
}

// result receives a finding or a harness error from the run.
func (r *reporter) result(res exec.Result) {
	oc := res.Outcome
	if oc.Status == "error" {
		r.errors++
		r.clearLine()
		fmt.Fprintf(r.stderr, "hogen: internal error in the harness on program %d (a bug of hogen; please report it):\n%s\n", res.Index, oc.Message)
		return
	}
	kind, err := blame.ParseKind(oc.Kind)
	if err != nil {
		r.errors++
		fmt.Fprintf(r.stderr, "hogen: internal error: %v\n", err)
		return
	}
	b := blame.Program
	if oc.Blame == "contract" {
		b = blame.Contract
	}
	// The signature's site: the clause, the panicking line; for a hang or
	// a crash the kind and party say it (one deadlock shows at many lines).
	site := oc.Site
	switch {
	case oc.Contract != "":
		site = oc.Contract
	case kind == blame.Hang:
		site = ""
	case kind == blame.Crash && site == "":
		site = oc.Message
	}
	src, _ := r.printer.File("main", []render.Func{{Name: "program", Prog: res.Program}})
	f := blame.Finding{
		Signature: blame.Signature{Blame: b, Kind: kind, Party: oc.Party, Site: site},
		Contract:  oc.Contract, Message: oc.Message, Program: res.Index, Size: res.Program.Size,
		Programs: res.Programs, Elapsed: res.Elapsed, Source: string(src),
	}
	if kind == blame.Hang || kind == blame.Crash {
		f.Stacks = r.h.ProgramStack(oc)
	}
	if oc.Site != "" && oc.Contract != "" {
		f.Message += " (" + oc.Site + ")"
	}
	if !r.findings.Add(f) {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.o.json {
		r.enc.Encode(map[string]any{
			"Action": "finding", "Blame": b, "Kind": kind, "Party": f.Party, "Contract": f.Contract,
			"Message": f.Message, "Site": oc.Site, "Programs": f.Programs, "Stacks": f.Stacks,
			"ElapsedMs": float64(f.Elapsed.Microseconds()) / 1000, "Program": f.Program,
			"Reproducer": "", "Test": "", "Confirmed": false,
		})
		return
	}
	r.clearLine()
	fmt.Fprintf(r.stdout, "--- %s blamed: %s in %s\n", b, kind, f.Party)
	if f.Contract != "" {
		fmt.Fprintf(r.stdout, "    contract: %s\n", f.Contract)
	}
	fmt.Fprintf(r.stdout, "    %s\n", f.Message)
	if oc.Site != "" {
		fmt.Fprintf(r.stdout, "    at %s\n", oc.Site)
	}
	fmt.Fprintf(r.stdout, "    found after %d programs (%s); program %d of seed %d:\n", f.Programs, f.Elapsed.Round(time.Millisecond), f.Program, r.o.seed)
	for _, l := range strings.Split(strings.TrimSpace(programBody(f.Source)), "\n") {
		fmt.Fprintf(r.stdout, "        %s\n", l)
	}
	if f.Stacks != "" {
		for _, l := range strings.Split(strings.TrimSpace(f.Stacks), "\n") {
			fmt.Fprintf(r.stdout, "      | %s\n", l)
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
			"Discarded": s.Discarded, "Failed": s.Failed, "Findings": r.findings.Len()})
		code := exitOK
		if r.findings.Len() > 0 {
			code = exitFindings
		}
		r.enc.Encode(map[string]any{"Action": "done", "ExitCode": code})
		return
	}
	discarded := 0
	for _, n := range s.Discarded {
		discarded += n
	}
	fmt.Fprintf(r.stdout, "hogen: %s: %d programs in %s (%.0f/s), %d discarded (generator), %d %s\n",
		r.p.PkgPath, s.Programs, s.Elapsed.Round(time.Millisecond), perSec, discarded, r.findings.Len(), plural(r.findings.Len(), "finding", "findings"))
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
				fmt.Fprintf(f, "\r\x1b[Khogen: %s elapsed, %d findings", time.Since(start).Round(time.Second), r.findings.Len())
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
