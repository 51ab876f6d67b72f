package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"go/types"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/typesys"
)

// options are the flags of a test run (SPEC section 1).
type options struct {
	ifaces  string
	run     string
	budget  time.Duration
	n       int
	seed    int64
	depth   int
	fuel    int
	timeout time.Duration
	out     string
	json    bool
	procs   int
	dry     bool
	// coverprofile is where the coverage profile goes ("": nowhere).
	coverprofile string
	// exhaustive is the size up to which every program runs first (0:
	// none).
	exhaustive int
	// feedback: later programs learn from earlier ones.
	feedback bool
	// suspicious: also report findings that rest on a weak rule only
	// (not counted in the exit status).
	suspicious bool
	// net lets the programs reach the network.
	net     bool
	command string // how to run this again, for reproducers' headers
}

func (o *options) flags(fs *flag.FlagSet) {
	fs.StringVar(&o.ifaces, "iface", "", "interfaces to synthesize, by name in the package or as path.Name, comma-separated (default: every interface of at most five methods an exported operation takes)")
	fs.StringVar(&o.run, "run", "", "call at top level only the operations whose name matches `regexp`")
	fs.DurationVar(&o.budget, "time", 10*time.Second, "time budget per package, minimization and confirmation of reproducers included (the harness build is not)")
	fs.IntVar(&o.n, "n", 0, "stop after `N` programs (0: no limit)")
	fs.Int64Var(&o.seed, "seed", 0, "random seed; the same seed and flags give the same programs (0: random, printed)")
	fs.IntVar(&o.depth, "depth", 5, "derivation depth bound")
	fs.IntVar(&o.fuel, "fuel", 8, "how often one synthesized body may run in one program")
	fs.DurationVar(&o.timeout, "timeout", 2*time.Second, "a program computing longer is a hang (at most a fifth of -time, which must also confirm it)")
	fs.StringVar(&o.out, "o", "", "where reproducers go (default: the tested package's directory)")
	fs.BoolVar(&o.json, "json", false, "print JSON Lines events instead of text")
	fs.IntVar(&o.procs, "p", 0, "parallel worker processes (0: GOMAXPROCS)")
	fs.BoolVar(&o.suspicious, "suspicious", false, "also report suspicious findings: those that rest on a weak rule only (they never make the exit status 1)")
	fs.BoolVar(&o.feedback, "feedback", true, "let programs start from earlier ones that reached new code, and lean to the operations whose code is least covered (false: every program from scratch)")
	fs.IntVar(&o.exhaustive, "exhaustive", 0, "first run every program of at most `N` calls (bounded-exhaustive search), then random ones for the time left; says whether the space was exhausted")
	fs.StringVar(&o.coverprofile, "coverprofile", "", "write the statement coverage the programs reached to `file`, in the format of go test -coverprofile (go tool cover -html=file shows it)")
	fs.BoolVar(&o.net, "net", false, "let the programs reach the network (by default the sandbox denies it)")
	fs.BoolVar(&o.dry, "dry", false, "print the generated programs as Go instead of running them (with -n)")
}

// test implements a test run: load, check contracts, generate, run, report.
// With -json, every run ends with a done event that gives the exit code.
func test(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	fs := flag.NewFlagSet("hogen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	o.flags(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: hogen [flags] [packages]\n       hogen lint [-json] [packages]\n\nhogen generates random programs against the packages' exported API, with\nsynthesized interface implementations and closures that call back into it,\nchecks the contracts in doc comments, and reports each bug with its blame.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		return exitUsage
	}
	out := &session{json: o.json, stdout: stdout, stderr: stderr, enc: json.NewEncoder(stdout)}
	defer func() { out.done(code) }()
	var runRE *regexp.Regexp
	if o.run != "" {
		re, err := regexp.Compile(o.run)
		if err != nil {
			out.errorf("", "hogen: -run: %v", err)
			return exitUsage
		}
		runRE = re
	}
	for _, bad := range []struct {
		ok   bool
		flag string
		want string
		got  any
	}{
		{o.budget > 0, "-time", "a positive duration", o.budget},
		{o.timeout > 0, "-timeout", "a positive duration", o.timeout},
		{o.depth >= 1, "-depth", "at least 1", o.depth},
		{o.fuel >= 0, "-fuel", "not negative", o.fuel},
		{o.n >= 0, "-n", "not negative", o.n},
		{o.procs >= 0, "-p", "not negative", o.procs},
	} {
		if !bad.ok {
			out.errorf("", "hogen: %s must be %s, not %v", bad.flag, bad.want, bad.got)
			return exitUsage
		}
	}
	if o.seed == 0 {
		o.seed = int64(rand.Uint64() >> 1)
		fmt.Fprintf(stderr, "hogen: seed %d\n", o.seed)
	}
	// A hang costs the timeout, and four to be sure of it: it must fit.
	o.timeout = min(o.timeout, o.budget/5)
	o.command = "hogen -seed " + fmt.Sprint(o.seed)
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "seed" && f.Name != "json" && f.Name != "o" {
			o.command += " -" + f.Name + " " + f.Value.String()
		}
	})
	o.command += " " + strings.Join(fs.Args(), " ")
	if o.out != "" {
		abs, err := filepath.Abs(o.out)
		if err != nil {
			fmt.Fprintf(stderr, "hogen: -o: %v\n", err)
			return exitUsage
		}
		o.out = abs
	}
	// As go vet does, test the packages that load and report the others;
	// the exit code says that some could not be tested.
	// The budget runs from here: loading and analysing a package count,
	// only the harness's build does not (SPEC).
	begun := time.Now()
	pkgs, loadErr := typesys.Load(typesys.Config{KeepGoing: true}, fs.Args()...)
	worst := exitOK
	if loadErr != nil {
		out.errorf("", "%s", loadMessage(loadErr))
		worst = exitUsage
	}
	var ifaces []string
	for _, name := range strings.Split(o.ifaces, ",") {
		if name = strings.TrimSpace(name); name != "" {
			ifaces = append(ifaces, name)
		}
	}
	cfg := synth.DefaultConfig()
	cfg.Depth = o.depth
	tested := 0
	for i, p := range pkgs {
		if ctx.Err() != nil {
			break
		}
		if i > 0 {
			begun = time.Now() // the load was the first package's
		}
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
			fmt.Fprintln(stderr, formatDiag(p, d))
		}
		if bad > 0 {
			fmt.Fprintf(stderr, "hogen: warning: %s: %d contract %s: %s left out (hogen lint lists them)\n",
				p.PkgPath, bad, plural(bad, "problem", "problems"), plural(bad, "that clause is", "those clauses are"))
		}
		if err := set.AddBuiltin(p.Types); err != nil {
			out.errorf(p.PkgPath, "%v", err)
			return exitInternal
		}
		env, err := typesys.NewEnv(p, eff, typesys.EnvConfig{Ifaces: ifaces, Run: runRE})
		if err != nil {
			out.errorf(p.PkgPath, "hogen: %v", err)
			worst = max(worst, exitUsage)
			continue
		}
		// A package with nothing to call is skipped; it is an error only
		// when no package is left to test.
		if len(env.Ops) == 0 {
			out.errorf(p.PkgPath, "hogen: %s has no exported operations to call", p.PkgPath)
			continue
		}
		if !slices.ContainsFunc(env.Ops, func(op *typesys.Op) bool { return op.TopLevel }) {
			out.errorf(p.PkgPath, "hogen: -run %s matches no operation of %s", o.run, p.PkgPath)
			continue
		}
		tested++
		gen := synth.New(env, set, cfg)
		if o.dry {
			if code := dry(gen, p.Types, o, stdout, stderr); code != exitOK {
				return code
			}
			continue
		}
		code := runPackage(ctx, p, env, set, gen, cfg, o, out, begun)
		if code == exitInternal {
			return code
		}
		worst = max(worst, code)
	}
	if tested == 0 && ctx.Err() == nil {
		worst = max(worst, exitUsage)
	}
	if o.coverprofile != "" && !o.dry {
		data := append([]byte(cover.Header), out.profile.Bytes()...)
		if err := os.WriteFile(o.coverprofile, data, 0o644); err != nil {
			out.errorf("", "hogen: -coverprofile: %v", err)
			worst = max(worst, exitUsage)
		}
	}
	return worst
}

// dry prints -n programs (5 by default) as Go instead of running them.
func dry(gen *synth.Generator, pkg *types.Package, o options, stdout, stderr io.Writer) int {
	n := o.n
	if n == 0 {
		n = 5
	}
	var funcs []render.Func
	src := choice.NewRandom(0)
	for i := 0; len(funcs) < n && i < 100*n; i++ {
		src.Reseed(synth.ProgramSeed(o.seed, i))
		prog := gen.Generate(src)
		if prog == nil {
			continue // the derivation failed within its bounds
		}
		funcs = append(funcs, render.Func{
			Name: fmt.Sprintf("program%d", len(funcs)+1),
			Doc:  []string{fmt.Sprintf("program%d is program %d of seed %d (size %d).", len(funcs)+1, i, o.seed, prog.Size)},
			Prog: prog,
		})
	}
	src2, err := render.NewPrinter(pkg).File("main", funcs)
	if err != nil {
		fmt.Fprintf(stderr, "hogen: %v\n", err)
		return exitInternal
	}
	stdout.Write(src2)
	return exitOK
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
