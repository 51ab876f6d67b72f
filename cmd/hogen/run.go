package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth/campaign"
	"golang.org/x/tools/go/packages"
)

// session is what one invocation prints: the events of each package's
// campaign, as text, JSON Lines or GitHub annotations, and the done
// event that ends every run.
type session struct {
	// profile collects the coverage profiles of the packages tested, for
	// -coverprofile.
	profile bytes.Buffer
	json    bool
	stdout  io.Writer
	stderr  io.Writer
	enc     *json.Encoder
	mu      sync.Mutex
	// findings are those reported, for -sarif and -baseline.
	findings []findingEvent
	// baseline holds the fingerprints of known findings (nil: no
	// -baseline file to read); writeBaselineTo is the -baseline file to
	// write at the end, when it did not exist.
	baseline        map[string]bool
	writeBaselineTo string
	live            bool // a progress line is on the terminal
}

// errorf prints an error about pkg ("" for none) on stderr and, with
// -json, as an error event.
func (s *session) errorf(pkg, format string, args ...any) {
	s.event("error", pkg, fmt.Sprintf(format, args...))
}

// notef prints a note about pkg: a warning, or something left out that
// the user did not ask for by name (a main package ./... matched). With
// -json it is a note event.
func (s *session) notef(pkg, format string, args ...any) {
	s.event("note", pkg, fmt.Sprintf(format, args...))
}

// event prints msg on stderr and, with -json, as an event of action.
func (s *session) event(action, pkg, msg string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clearLine()
	fmt.Fprintln(s.stderr, msg)
	if s.json {
		s.enc.Encode(messageEvent{Action: action, Package: pkg, Message: strings.TrimPrefix(msg, "hogen: ")})
	}
}

// done ends a -json run with its exit code.
func (s *session) done(code int) {
	if s.json {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.enc.Encode(doneEvent{Action: "done", ExitCode: code})
	}
}

// printer prints the events of one package's campaign.
type printer struct {
	s *session
	o options
	p *packages.Package
	// terminal: stderr is a terminal, for the progress line.
	terminal *os.File
}

func newPrinter(s *session, o options, p *packages.Package) *printer {
	pr := &printer{s: s, o: o, p: p}
	if o.format == "text" {
		pr.terminal = terminal(s.stderr)
	}
	return pr
}

// terminal returns w's file if it is a terminal, else nil.
func terminal(w io.Writer) *os.File {
	if u, ok := w.(interface{ Unwrap() io.Writer }); ok { // main's pipeWriter
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return f
}

// handle prints one event of the campaign.
func (pr *printer) handle(e campaign.Event) {
	s := pr.s
	switch e := e.(type) {
	case campaign.Log:
		s.mu.Lock()
		s.clearLine()
		fmt.Fprintln(s.stderr, e.Message)
		s.mu.Unlock()
	case campaign.Note:
		s.notef(e.Package, "%s", e.Message)
	case campaign.Error:
		s.errorf(e.Package, "%s", e.Message)
	case campaign.Start:
		pr.start(e)
	case campaign.Progress:
		pr.progress(e)
	case campaign.Finding:
		pr.finding(e)
	case campaign.Programs:
		s.stdout.Write(e.Source)
	case campaign.Stats:
		pr.stats(e)
	}
}

func (pr *printer) start(e campaign.Start) {
	s := pr.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if pr.o.format == "json" {
		s.enc.Encode(startEvent{Action: "start", Version: version(), Package: e.Package, Packages: []string{e.Package}, Seed: e.Seed, Interfaces: e.Interfaces})
		return
	}
	synth := "no interface to synthesize"
	if len(e.Interfaces) > 0 {
		synth = "synthesizing " + strings.Join(e.Interfaces, ", ")
	}
	fmt.Fprintf(s.stderr, "hogen: testing %s (seed %d, %s; -time %v)\n", e.Package, e.Seed, synth, e.Budget)
}

// progress shows one live line on a terminal.
func (pr *printer) progress(e campaign.Progress) {
	if pr.terminal == nil {
		return
	}
	s := pr.s
	s.mu.Lock()
	defer s.mu.Unlock()
	s.live = true
	fmt.Fprintf(pr.terminal, "\r\x1b[Khogen: %d programs, %.0f/s, %d findings, %s elapsed",
		e.Programs, float64(e.Programs)/max(e.Elapsed.Seconds(), 1e-3), e.Findings, e.Elapsed.Round(time.Second))
}

// clearLine removes the progress line; the caller holds s.mu.
func (s *session) clearLine() {
	if s.live {
		fmt.Fprint(s.stderr, "\r\x1b[K")
		s.live = false
	}
}

// finding prints one finding as a text block, a JSON event or a GitHub
// annotation, and keeps it for -sarif and -baseline.
func (pr *printer) finding(e campaign.Finding) {
	s := pr.s
	ev := newFindingEvent(pr.p, e.Finding, e.Site, e.Repro)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clearLine()
	s.findings = append(s.findings, ev)
	switch pr.o.format {
	case "json":
		s.enc.Encode(ev)
	case "github":
		fmt.Fprintln(s.stdout, githubAnnotation(ev))
	default:
		pr.text(s.stdout, e)
	}
}

// stats prints the sum of a package's run, and keeps its coverage for
// -coverprofile.
func (pr *printer) stats(e campaign.Stats) {
	s := pr.s
	if pr.o.coverprofile != "" && e.Cover != nil {
		e.Cover.WriteBlocks(&s.profile, e.Package)
	} else if pr.o.coverprofile != "" {
		s.notef(e.Package, "hogen: warning: %s could not be instrumented for coverage (cgo, or a package hogen's harness needs itself); -coverprofile leaves it out", e.Package)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clearLine()
	perSec := float64(e.Programs) / max(e.Elapsed.Seconds(), 1e-3)
	if pr.o.format == "json" {
		s.enc.Encode(statsEvent{Action: "stats", Package: e.Package, Programs: e.Programs, Calls: e.Calls, PerSecond: int(perSec),
			Discarded: e.Discarded, Failed: e.Failed, Findings: e.Findings, Dropped: e.Dropped, Suspicious: e.Suspicious,
			Hidden: e.Hidden, Known: e.Known,
			Ops: e.Ops, OpsCalled: e.Ops - len(e.Uncalled), Uncalled: e.Uncalled, Interrupted: e.Interrupted,
			BuildMs: e.Build.Milliseconds(), TimedMs: e.Timed.Milliseconds(),
			Coverage: coverage(e.Cover), Enumerated: e.Enumerated, Exhausted: e.Exhausted, Sandbox: e.Sandbox,
			MinimizeTries: e.MinimizeTries, SlowMs: slowMs(e.Slow), Starts: e.Starts, StartingMs: e.Starting.Milliseconds()})
		return
	}
	pr.textStats(s.stdout, e, perSec)
}

// slowMs is the stats' Slow in milliseconds, without the operations
// under one.
func slowMs(slow map[string]time.Duration) map[string]int64 {
	var out map[string]int64
	for what, t := range slow {
		if ms := t.Milliseconds(); ms > 0 {
			if out == nil {
				out = map[string]int64{}
			}
			out[what] = ms
		}
	}
	return out
}

// coverage is the JSON stats' percentage of statements reached, rounded
// to a tenth; nil when the package was not instrumented.
func coverage(p *cover.Profile) any {
	if p == nil {
		return nil
	}
	return math.Round(p.Percent()*10) / 10
}
