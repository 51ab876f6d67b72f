package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth/campaign"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
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
	// format is how findings are printed: text, json (-json) or github.
	format string
	// sarif is where the SARIF log goes ("": nowhere); baseline the file
	// of known findings' fingerprints ("": none).
	sarif, baseline string
	// prune removes hogen's reproducers whose finding no longer shows.
	prune bool
	procs int
	dry   bool
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
	net bool
	// skip leaves operations out entirely; skipRE is it compiled, and
	// runRE -run's.
	skip          string
	skipRE, runRE *regexp.Regexp
	// ifaceList is -iface's names.
	ifaceList []string
	command   string // how to run this again, for reproducers' headers
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
	fs.BoolVar(&o.json, "json", false, "print JSON Lines events instead of text (the same as -format json)")
	fs.StringVar(&o.format, "format", "text", "how to print findings: text, json, or github (GitHub Actions annotations)")
	fs.StringVar(&o.sarif, "sarif", "", "also write the findings as SARIF 2.1.0 to `file` (for code scanning)")
	fs.StringVar(&o.baseline, "baseline", "", "report only findings not in `file`; the file is written with this run's findings when it does not exist")
	fs.BoolVar(&o.prune, "prune", false, "remove hogen's own reproducers (never files edited by hand) of the tested packages whose finding no longer shows")
	fs.IntVar(&o.procs, "p", 0, "parallel worker processes (0: GOMAXPROCS)")
	fs.BoolVar(&o.suspicious, "suspicious", false, "also report suspicious findings: those that rest on a weak rule only (they never make the exit status 1)")
	fs.BoolVar(&o.feedback, "feedback", true, "let programs start from earlier ones that reached new code, and lean to the operations whose code is least covered (false: every program from scratch)")
	fs.IntVar(&o.exhaustive, "exhaustive", 0, "first run every program of at most `N` calls (bounded-exhaustive search), then random ones for the time left; says whether the space was exhausted")
	fs.StringVar(&o.coverprofile, "coverprofile", "", "write the statement coverage the programs reached to `file`, in the format of go test -coverprofile (go tool cover -html=file shows it)")
	fs.BoolVar(&o.net, "net", false, "let the programs reach the network (by default the sandbox denies it)")
	fs.StringVar(&o.skip, "skip", "", "never call the operations whose name matches `regexp`, at top level or from synthesized bodies")
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
		fmt.Fprintf(stderr, "usage: hogen [flags] [packages]\n       hogen lint [-json] [packages]\n       hogen clean\n\nhogen generates random programs against the packages' exported API, with\nsynthesized interface implementations and closures that call back into it,\nchecks the contracts in doc comments, and reports each bug with its blame.\n\nflags:\n")
		fs.PrintDefaults()
	}
	// Until the flags are parsed, -json is what the arguments say.
	out := &session{json: slices.Contains(args, "-json") || slices.Contains(args, "--json"), stdout: stdout, stderr: stderr, enc: json.NewEncoder(stdout)}
	defer func() { out.done(code) }()
	patterns, err := parseFlags(fs, args)
	if err == flag.ErrHelp {
		out.json = false
		return exitOK
	}
	if err != nil {
		out.errorf("", "hogen: %v", err)
		return exitUsage
	}
	if msg := o.check(); msg != "" {
		out.json = o.format == "json"
		out.errorf("", "hogen: %s", msg)
		return exitUsage
	}
	out.json = o.format == "json"
	if err := out.loadBaseline(o.baseline); err != nil {
		out.errorf("", "hogen: -baseline: %v", err)
		return exitUsage
	}
	o.settle(fs, patterns, stderr)
	worst := testAll(ctx, o, patterns, out)
	return worse(worst, out.writeOutputs(ctx, o))
}

// check validates and compiles the flags; it returns what is wrong with
// them, or "".
func (o *options) check() string {
	if o.json {
		o.format = "json"
	}
	if !slices.Contains([]string{"text", "json", "github"}, o.format) {
		return fmt.Sprintf("-format %s: want text, json or github", o.format)
	}
	for _, re := range []struct {
		flag, expr string
		to         **regexp.Regexp
	}{{"-run", o.run, &o.runRE}, {"-skip", o.skip, &o.skipRE}} {
		if re.expr == "" {
			continue
		}
		c, err := regexp.Compile(re.expr)
		if err != nil {
			return fmt.Sprintf("%s: %v", re.flag, err)
		}
		*re.to = c
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
			return fmt.Sprintf("%s must be %s, not %v", bad.flag, bad.want, bad.got)
		}
	}
	if o.out != "" {
		abs, err := filepath.Abs(o.out)
		if err != nil {
			return fmt.Sprintf("-o: %v", err)
		}
		o.out = abs
	}
	return ""
}

// settle fills in what the flags leave to hogen: a random seed (printed),
// the timeout within the budget, and the command that reruns the run.
func (o *options) settle(fs *flag.FlagSet, patterns []string, stderr io.Writer) {
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
	o.command += " " + strings.Join(patterns, " ")
	for _, name := range strings.Split(o.ifaces, ",") {
		if name = strings.TrimSpace(name); name != "" {
			o.ifaceList = append(o.ifaceList, name)
		}
	}
}

// testAll loads the packages and tests each; it returns the worst exit
// code. As go vet does, it tests the packages that load and reports the
// others; the exit code says that some could not be tested.
func testAll(ctx context.Context, o options, patterns []string, out *session) int {
	// The budget runs from here: loading and analysing a package count,
	// only the harness's build does not (SPEC).
	begun := time.Now()
	lcfg := typesys.Config{KeepGoing: true, Note: func(pkg, msg string) { out.notef(pkg, "%s", msg) }}
	pkgs, loadErr := typesys.Load(lcfg, patterns...)
	worst := exitOK
	if loadErr != nil {
		out.errorf("", "%s", loadMessage(loadErr))
		var le *typesys.LoadError
		if !errors.As(loadErr, &le) || le.Explicit {
			worst = exitUsage
		}
	}
	tested := 0
	for i, p := range pkgs {
		if ctx.Err() != nil {
			break
		}
		if i > 0 {
			begun = time.Now() // the load was the first package's
		}
		code, ran := testPackage(ctx, p, o, out, begun, typesys.Explicit(p, "", patterns))
		if ran {
			tested++
		}
		worst = worse(worst, code)
	}
	if tested == 0 && ctx.Err() == nil && worst == exitOK {
		out.errorf("", "hogen: no package to test in %s", strings.Join(patterns, " "))
		worst = exitUsage
	}
	return worst
}

// writeOutputs writes the files the flags ask for once every package
// ran: -sarif, -baseline, -coverprofile. It returns exitUsage if one
// could not be written.
func (s *session) writeOutputs(ctx context.Context, o options) int {
	if o.dry {
		return exitOK
	}
	code := exitOK
	if o.sarif != "" {
		if err := writeSARIF(o.sarif, s.findings); err != nil {
			s.errorf("", "hogen: -sarif: %v", err)
			code = exitUsage
		}
	}
	if ctx.Err() == nil {
		if err := s.writeBaseline(); err != nil {
			s.errorf("", "hogen: -baseline: %v", err)
			code = exitUsage
		}
	}
	if o.coverprofile != "" {
		data := append([]byte(cover.Header), s.profile.Bytes()...)
		if err := os.WriteFile(o.coverprofile, data, 0o644); err != nil {
			s.errorf("", "hogen: -coverprofile: %v", err)
			code = exitUsage
		}
	}
	return code
}

// testPackage tests one package of the run and returns its exit status
// and whether it ran. explicit says the user named p, not only a
// wildcard: nothing to call in p is then an error, else a note.
func testPackage(ctx context.Context, p *packages.Package, o options, out *session, begun time.Time, explicit bool) (int, bool) {
	cfg := campaign.Config{
		Ifaces: o.ifaceList, Run: o.runRE, Skip: o.skipRE, Budget: o.budget, N: o.n, Seed: o.seed, Depth: o.depth, Fuel: o.fuel,
		Timeout: o.timeout, Procs: o.procs, Exhaustive: o.exhaustive, Feedback: o.feedback, Suspicious: o.suspicious,
		Net: o.net, Out: o.out, Command: o.command, Prune: o.prune, Explicit: explicit, Begun: begun,
	}
	if out.baseline != nil {
		cfg.Known = func(fp string) bool { return out.baseline[fp] }
	}
	if o.dry {
		cfg.Dry = cmp.Or(o.n, 5) // -n programs, 5 by default
	}
	pr := newPrinter(out, o, p)
	cfg.Progress = pr.terminal != nil
	d := campaign.Run(ctx, p, cfg, pr.handle)
	return d.Code, d.Tested
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
