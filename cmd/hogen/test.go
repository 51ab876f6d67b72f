package main

import (
	"flag"
	"fmt"
	"go/types"
	"io"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/hogen-go/hogen/contracts"
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
	command string // how to run this again, for reproducers' headers
}

func (o *options) flags(fs *flag.FlagSet) {
	fs.StringVar(&o.ifaces, "iface", "", "interfaces to synthesize, by name in the package or as path.Name, comma-separated (default: every interface an exported operation takes)")
	fs.StringVar(&o.run, "run", "", "call at top level only the operations whose name matches `regexp`")
	fs.DurationVar(&o.budget, "time", 10*time.Second, "time budget")
	fs.IntVar(&o.n, "n", 0, "stop after `N` programs (0: no limit)")
	fs.Int64Var(&o.seed, "seed", 0, "random seed; the same seed and flags give the same programs (0: random, printed)")
	fs.IntVar(&o.depth, "depth", 5, "derivation depth bound")
	fs.IntVar(&o.fuel, "fuel", 8, "how often one synthesized body may run in one program")
	fs.DurationVar(&o.timeout, "timeout", 2*time.Second, "a program running longer is a hang")
	fs.StringVar(&o.out, "o", "", "where reproducers go (default: the tested package's directory)")
	fs.BoolVar(&o.json, "json", false, "print JSON Lines events instead of text")
	fs.IntVar(&o.procs, "p", 0, "parallel worker processes (0: GOMAXPROCS)")
	fs.BoolVar(&o.dry, "dry", false, "print the generated programs as Go instead of running them (with -n)")
}

// test implements a test run: load, check contracts, generate, run, report.
func test(args []string, stdout, stderr io.Writer) int {
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
	var runRE *regexp.Regexp
	if o.run != "" {
		re, err := regexp.Compile(o.run)
		if err != nil {
			fmt.Fprintf(stderr, "hogen: -run: %v\n", err)
			return exitUsage
		}
		runRE = re
	}
	if o.depth < 1 || o.fuel < 0 || o.n < 0 {
		fmt.Fprintf(stderr, "hogen: -depth must be at least 1, -fuel and -n not negative\n")
		return exitUsage
	}
	if o.seed == 0 {
		o.seed = int64(rand.Uint64() >> 1)
		fmt.Fprintf(stderr, "hogen: seed %d\n", o.seed)
	}
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
	pkgs, err := typesys.Load(typesys.Config{}, fs.Args()...)
	if err != nil {
		return loadFailure(err, stderr)
	}
	var ifaces []string
	for _, name := range strings.Split(o.ifaces, ",") {
		if name = strings.TrimSpace(name); name != "" {
			ifaces = append(ifaces, name)
		}
	}
	cfg := synth.DefaultConfig()
	cfg.Depth = o.depth
	worst := exitOK
	for _, p := range pkgs {
		eff := typesys.AnalyzeEffects(p.Types, p.Syntax, p.TypesInfo)
		set, diags := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, eff)
		bad := 0
		for _, d := range diags {
			if !d.Warning {
				bad++
			}
			fmt.Fprintln(stderr, formatDiag(p, d))
		}
		if bad > 0 {
			// A contract hogen cannot read would silently check nothing.
			fmt.Fprintf(stderr, "hogen: %d contract %s to fix first (hogen lint lists them)\n", bad, plural(bad, "problem", "problems"))
			return exitUsage
		}
		if err := set.AddBuiltin(p.Types); err != nil {
			fmt.Fprintln(stderr, err)
			return exitInternal
		}
		env, err := typesys.NewEnv(p, eff, typesys.EnvConfig{Ifaces: ifaces, Run: runRE})
		if err != nil {
			fmt.Fprintf(stderr, "hogen: %v\n", err)
			return exitUsage
		}
		if len(env.Ops) == 0 {
			fmt.Fprintf(stderr, "hogen: %s has no exported operations to call\n", p.PkgPath)
			return exitUsage
		}
		gen := synth.New(env, set, cfg)
		if o.dry {
			if code := dry(gen, p.Types, o, stdout, stderr); code != exitOK {
				return code
			}
			continue
		}
		code := runPackage(p, env, set, gen, o, stdout, stderr)
		if code != exitOK && code != exitFindings {
			return code
		}
		worst = max(worst, code)
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
