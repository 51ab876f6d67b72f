// Command hogen tests Go packages that take callbacks: it generates random
// programs against a package's API, hands the package synthesized
// implementations of its interfaces and closures that call back into it,
// checks the contracts written in doc comments, and reports each bug it
// finds with the party to blame.
//
// Usage:
//
//	hogen [flags] [packages]        generate, run, report
//	hogen lint [flags] [packages]   check the documentation contracts only
//	hogen clean                     empty hogen's cache of built harnesses
//
// Run "hogen -h" or "hogen lint -h" for the flags.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"syscall"

	"github.com/hogen-go/hogen/synth/campaign"
	hexec "github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
	"github.com/hogen-go/hogen/typesys"
)

// Exit codes of SPEC section 1.
const (
	exitOK       = campaign.ExitOK       // no finding
	exitFindings = campaign.ExitFindings // at least one finding, or lint diagnostics
	exitUsage    = campaign.ExitUsage    // bad usage or input
	exitInternal = campaign.ExitInternal // a bug of hogen
)

// worse is the exit status of a run two parts of which ended with a and
// b (campaign.Worse).
func worse(a, b int) int { return campaign.Worse(a, b) }

func main() {
	tuneGC()
	if path := os.Getenv("HOGEN_CPUPROFILE"); path != "" { // for hogen's own benchmarks; the harness writes path.<pid>
		if f, err := os.Create(path + ".supervisor"); err == nil {
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	ctx, stop := interrupts()
	ctx, cancel := context.WithCancel(ctx)
	code := runContext(ctx, os.Args[1:], pipeWriter{os.Stdout, cancel}, pipeWriter{os.Stderr, cancel})
	cancel()
	stop()
	pprof.StopCPUProfile()
	os.Exit(code)
}

// interrupts returns a context that Ctrl-C or SIGTERM cancels: the run
// stops, reports what it found and cleans up. A second signal exits at
// once, removing hogen's temporary directories; the processes hogen
// started die with it (sandbox.Command).
func interrupts() (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	// With SIGPIPE notified, a write to a stdout or stderr nobody reads
	// any more (hogen ... | head) fails with EPIPE, which pipeWriter
	// turns into the end of the run, instead of killing hogen before it
	// removes its scratch directories. The signals themselves (a
	// worker's pipe too) need nothing: the write's error says it all.
	pipes := make(chan os.Signal, 1)
	signal.Notify(pipes, syscall.SIGPIPE)
	go func() {
		for range pipes {
		}
	}()
	go func() {
		if _, ok := <-sig; !ok {
			return
		}
		fmt.Fprintln(os.Stderr, "\nhogen: interrupted: reporting what was found (interrupt again to quit at once)")
		cancel()
		if _, ok := <-sig; !ok {
			return
		}
		sandbox.RemoveAll()
		os.Exit(130)
	}()
	return ctx, func() {
		signal.Stop(sig)
		signal.Stop(pipes)
		close(sig)
		close(pipes)
		cancel()
	}
}

// pipeWriter ends the run (cancel) when a write to w fails because its
// reader is gone.
type pipeWriter struct {
	w      io.Writer
	cancel func()
}

// Unwrap returns the writer p writes to.
func (p pipeWriter) Unwrap() io.Writer { return p.w }

func (p pipeWriter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	if errors.Is(err, syscall.EPIPE) {
		p.cancel()
	}
	return n, err
}

// run is main without the process and its signals: it returns the exit
// code.
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext is run until ctx is done.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "hogen: internal error: %v\n%s\nThis is a bug of hogen; please report it with the command line above.\n", r, debug.Stack())
			code = exitInternal
		}
	}()
	if len(args) > 0 && args[0] == "lint" {
		return lint(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "clean" {
		return clean(args[1:], stdout, stderr)
	}
	return test(ctx, args, stdout, stderr)
}

// clean implements "hogen clean": it empties the harness cache.
func clean(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "hogen clean: takes no arguments (got %s)\n", args[0])
		return exitUsage
	}
	files, size, err := hexec.CleanCache()
	if err != nil {
		fmt.Fprintf(stderr, "hogen clean: %v\n", err)
		return exitInternal
	}
	fmt.Fprintf(stdout, "hogen: removed %d %s (%.1f MB) from %s\n", files, plural(files, "harness", "harnesses"), float64(size)/(1<<20), hexec.CacheDir())
	return exitOK
}

// parseFlags parses args, in which flags and package patterns may come in
// any order (hogen ./stack -time 5s), and returns the patterns; after
// "--" everything is a pattern. A bad flag returns its error in one line,
// without the usage; -h prints the usage and returns flag.ErrHelp.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	defer func() { fs.Usage = usage; fs.SetOutput(out) }()
	var patterns []string
	for {
		dashes := slices.Index(args, "--")
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				fs.SetOutput(out)
				usage()
				return nil, err
			}
			return nil, fmt.Errorf("%v (hogen -h lists the flags)", err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return patterns, nil
		}
		if dashes >= 0 && len(args)-dashes-1 == len(rest) {
			return append(patterns, rest...), nil // all after "--"
		}
		patterns = append(patterns, rest[0])
		args = rest[1:]
	}
}

// loadFailure prints why packages could not be loaded and returns the
// exit code for it.
func loadFailure(err error, stderr io.Writer) int {
	fmt.Fprintln(stderr, loadMessage(err))
	return exitUsage
}

// loadMessage says why packages could not be loaded.
func loadMessage(err error) string {
	var le *typesys.LoadError
	if errors.As(err, &le) {
		return le.Error()
	}
	return "hogen: " + err.Error()
}

// tuneGC lets the heap grow to five times what is live, not twice, unless
// GOGC says otherwise: generation makes short-lived garbage at a high
// rate, and with Go's default the collector took a fifth of hogen's CPU.
// The soft limit brings the default back where the heap is large (a
// package with a big API loaded with its dependencies).
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(2 << 30)
}
