package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hogen-go/hogen/contracts"
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
	pkgs, err := typesys.Load(typesys.Config{}, fs.Args()...)
	if err != nil {
		return loadFailure(err, stderr)
	}
	// A contract hogen cannot read would silently check nothing: stop.
	bad := 0
	for _, p := range pkgs {
		_, diags := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, nil)
		for _, d := range diags {
			prefix := ""
			if d.Warning {
				prefix = "warning: "
			} else {
				bad++
			}
			fmt.Fprintf(stderr, "%s: %s%s\n", typesys.RelPath(p.Fset.Position(d.Pos).String()), prefix, d.Message)
		}
	}
	if bad > 0 {
		fmt.Fprintf(stderr, "hogen: %d contract %s to fix first (hogen lint lists them)\n", bad, plural(bad, "problem", "problems"))
		return exitUsage
	}
	var names []string
	for _, p := range pkgs {
		names = append(names, p.PkgPath)
	}
	fmt.Fprintf(stderr, "hogen: loaded %s; program generation is not built yet\n", strings.Join(names, " "))
	return exitInternal
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
