// Package campaign tests one package end to end: it checks the
// package's contracts, builds Γ and the harness, runs programs within
// the time budget, and turns each new failure into a minimized,
// confirmed reproducer. It reports what happens as typed events, so
// that a command line, an editor or a test can print them as it likes.
package campaign

import (
	"context"
	"errors"
	"fmt"
	"go/types"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// Config is how to test a package: the flags of SPEC section 1.
type Config struct {
	Ifaces []string       // interfaces to synthesize (nil: every one an operation takes)
	Run    *regexp.Regexp // call at top level only the operations it matches
	Skip   *regexp.Regexp // never call the operations it matches
	Budget time.Duration  // -time
	N      int            // stop after N programs (0: no limit)
	Seed   int64
	Depth  int
	Fuel   int
	// Timeout is how long a program may compute before it is a hang.
	Timeout    time.Duration
	Procs      int  // worker processes (0: GOMAXPROCS)
	Exhaustive int  // first run every program of at most this many calls
	Feedback   bool // programs learn from earlier ones
	Suspicious bool // report suspicious findings too
	Net        bool // let programs reach the network
	// Out is where reproducers go ("": the package's directory, or
	// hogen-repro/<path> for a package outside the main module).
	Out string
	// Command reruns hogen as it ran; it goes in each reproducer's header.
	Command string
	// Known reports whether a finding's fingerprint is in the baseline:
	// such findings are counted, never reported (nil: none is).
	Known func(fingerprint string) bool
	// Prune removes hogen's reproducers of the package whose finding no
	// longer shows.
	Prune bool
	// Dry, if not 0, prints that many programs as Go instead of running.
	Dry int
	// Progress asks for Progress events while programs run.
	Progress bool
	// Explicit: the user named the package (not only a pattern matched
	// it): nothing to call in it is then an error, not a note.
	Explicit bool
	// Begun is when the loading of the package began: the budget runs
	// from it, the harness's build left out (the zero time: now).
	Begun time.Time
}

// Run tests p and hands each event to emit, one at a time (emit is never
// called concurrently). It ends with a Done event, which it also returns.
func Run(ctx context.Context, p *packages.Package, cfg Config, emit func(Event)) Done {
	if cfg.Begun.IsZero() {
		cfg.Begun = time.Now()
	}
	var mu sync.Mutex
	c := &campaign{cfg: cfg, p: p, emit: func(e Event) {
		mu.Lock()
		defer mu.Unlock()
		emit(e)
	}}
	d := Done{Package: p.PkgPath}
	d.Code, d.Tested = c.run(ctx)
	c.emit(d)
	return d
}

// campaign is the testing of one package.
type campaign struct {
	cfg  Config
	p    *packages.Package
	emit func(Event)
	env  *typesys.Env
	set  *contracts.Set
	gen  *synth.Generator
}

func (c *campaign) note(format string, args ...any) {
	c.emit(Note{Package: c.p.PkgPath, Message: fmt.Sprintf(format, args...)})
}

func (c *campaign) log(format string, args ...any) {
	c.emit(Log{Package: c.p.PkgPath, Message: fmt.Sprintf(format, args...)})
}

func (c *campaign) fail(code int, format string, args ...any) int {
	c.emit(Error{Package: c.p.PkgPath, Message: fmt.Sprintf(format, args...), Code: code})
	return code
}

func (c *campaign) run(ctx context.Context) (code int, tested bool) {
	if code, ok := c.prepare(); !ok {
		return code, false
	}
	if c.cfg.Dry > 0 {
		return c.dry(), true
	}
	return c.test(ctx), true
}

// prepare checks the package's contracts and builds Γ and the
// generator; it reports false, with the exit code, if there is nothing
// to test.
func (c *campaign) prepare() (int, bool) {
	p := c.p
	eff := typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	set, diags := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, eff)
	// A clause hogen cannot read is left out, with a warning: one bad
	// contract does not stop the testing of the rest (hogen lint is
	// where contracts are checked, and its exit status says so).
	bad := 0
	for _, d := range diags {
		if !d.Warning {
			bad++
		}
		c.note("%s", d.Format(p.Fset))
	}
	if bad > 0 {
		c.note("hogen: warning: %s: %d contract %s: %s left out (hogen lint lists them)",
			p.PkgPath, bad, plural(bad, "problem", "problems"), plural(bad, "that clause is", "those clauses are"))
	}
	if err := set.AddBuiltin(p.Types); err != nil {
		return c.fail(ExitInternal, "%v", err), false
	}
	env, err := typesys.NewEnv(p, eff, typesys.EnvConfig{Ifaces: c.cfg.Ifaces, Run: c.cfg.Run, Skip: c.cfg.Skip})
	if err != nil {
		return c.fail(ExitUsage, "hogen: %v", err), false
	}
	// A package with nothing to call is an error only when the user named
	// it: ./... over a module tests the packages that have something.
	nothing := ""
	switch {
	case len(env.Ops) == 0:
		nothing = fmt.Sprintf("hogen: %s has no exported operations to call", p.PkgPath)
	case !slices.ContainsFunc(env.Ops, func(op *typesys.Op) bool { return op.TopLevel }):
		nothing = fmt.Sprintf("hogen: -run %s matches no operation of %s", c.cfg.Run, p.PkgPath)
	}
	if nothing != "" && c.cfg.Explicit {
		return c.fail(ExitUsage, "%s", nothing), false
	}
	if nothing != "" {
		c.note("%s; left out", nothing)
		return ExitOK, false
	}
	c.env, c.set, c.gen = env, set, synth.New(env, set, c.synthConfig())
	return ExitOK, true
}

func (c *campaign) synthConfig() synth.Config {
	cfg := synth.DefaultConfig()
	if c.cfg.Depth > 0 {
		cfg.Depth = c.cfg.Depth
	}
	return cfg
}

// dry prints Config.Dry programs as Go instead of running them.
func (c *campaign) dry() int {
	var funcs []render.Func
	src := choice.NewRandom(0)
	n := c.cfg.Dry
	for i := 0; len(funcs) < n && i < 100*n; i++ {
		src.Reseed(synth.ProgramSeed(c.cfg.Seed, i))
		prog := c.gen.Generate(src)
		if prog == nil {
			continue // the derivation failed within its bounds
		}
		funcs = append(funcs, render.Func{
			Name: fmt.Sprintf("program%d", len(funcs)+1),
			Doc:  []string{fmt.Sprintf("program%d is program %d of seed %d (size %d).", len(funcs)+1, i, c.cfg.Seed, prog.Size)},
			Prog: prog,
		})
	}
	src2, err := render.NewPrinter(c.p.Types).File("main", funcs)
	if err != nil {
		return c.fail(ExitInternal, "hogen: %v", err)
	}
	c.emit(Programs{Source: src2})
	return ExitOK
}

// test builds the harness, runs programs within the budget and reports
// the findings; it returns the exit code.
func (c *campaign) test(ctx context.Context) int {
	p := c.p
	if c.cfg.Out == "" && !exec.InMainModule(p) {
		// Not the user's own package: its directory is read-only. The
		// whole import path keeps go-set/v3 and bigcache/v3 apart.
		c.cfg.Out, _ = filepath.Abs(filepath.Join("hogen-repro", filepath.FromSlash(p.PkgPath)))
		c.log("hogen: %s is not in this module; reproducers go to %s", p.PkgPath, typesys.RelPath(c.cfg.Out))
	}
	built := time.Now()
	h, err := exec.Build(p, c.env, c.set)
	buildTook := time.Since(built)
	if errors.Is(err, exec.ErrNoModule) {
		return c.fail(ExitUsage, "%v", err)
	}
	if err != nil {
		return c.fail(ExitInternal, "%v", err)
	}
	defer h.Close() // after the reproducers ran in its scratch directory
	r := newReporter(c, h)
	r.build = buildTook
	if code, ok := c.setUp(h, r); !ok {
		return code
	}
	r.plan = NewPlan(c.cfg.Begun, built, time.Now(), c.cfg.Budget, c.cfg.Timeout)
	return r.run(ctx)
}

// setUp readies the harness's sandbox and says what the run leaves out.
func (c *campaign) setUp(h *exec.Harness, r *reporter) (int, bool) {
	p := c.p
	h.Net = c.cfg.Net
	sb, err := h.Sandbox()
	if err != nil {
		return c.fail(ExitInternal, "%v", err), false
	}
	if w := sb.Warning(); w != "" {
		c.note("%s", w)
	}
	r.sandbox, r.sb = sb.Protections(), sb
	if c.cfg.Out != "" && !exec.InMainModule(p) && !exec.Within(h.MainDir, c.cfg.Out) {
		c.note("hogen: warning: -o %s is outside the main module (%s): go test runs reproducers of %s only in it; hogen confirms them in an overlay",
			typesys.RelPath(c.cfg.Out), h.MainDir, p.PkgPath)
	}
	h.OnLeak = r.leak
	h.InitTimeout = min(10*time.Second, c.cfg.Budget/2)
	for i, why := range c.env.LeftOut {
		if i == 10 {
			c.log("hogen: left out %d more operations", len(c.env.LeftOut)-i)
			break
		}
		c.log("hogen: left out %s", why)
	}
	if sk := h.Skipped(); len(sk) > 0 {
		c.note("hogen: warning: contracts of generic declarations are not checked yet: %s", strings.Join(sk, ", "))
	}
	var ifaces []string
	for _, s := range c.env.Synth {
		ifaces = append(ifaces, types.TypeString(s, (*types.Package).Name)) // Collection[int], not Collection
	}
	c.emit(Start{Package: p.PkgPath, Seed: c.cfg.Seed, Budget: c.cfg.Budget, Interfaces: ifaces})
	return ExitOK, true
}

func (c *campaign) procs() int {
	if c.cfg.Procs > 0 {
		return c.cfg.Procs
	}
	return runtime.GOMAXPROCS(0)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
