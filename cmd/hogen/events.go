package main

import (
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/synth/repro"
	"golang.org/x/tools/go/packages"
)

// The events of -json (SPEC section 5), one type each. The JSON, SARIF and
// GitHub printers all read findingEvent, so they say the same.

type startEvent struct {
	Action     string // "start"
	Version    string
	Package    string
	Packages   []string
	Seed       int64
	Interfaces []string
}

// messageEvent is an "error" (the exit status is not 0 for it) or a
// "note" (a warning, something left out, a finding dropped).
type messageEvent struct {
	Action  string
	Package string `json:",omitempty"`
	Message string
}

type doneEvent struct {
	Action   string // "done"
	ExitCode int
}

// findingEvent is one finding as reported.
type findingEvent struct {
	Action  string // "finding"
	Package string
	// File is the site's file relative to the main module's root (to the
	// package's module's, for a package outside it), Line its line; both
	// are empty when the site is no line of the package (a clause's
	// check, a hang).
	File        string `json:",omitempty"`
	Line        int    `json:",omitempty"`
	Blame       blame.Blame
	Kind        blame.Kind
	Party       string
	Contract    string
	Message     string
	Site        string
	Fingerprint string
	// Merged are the fingerprints of the findings reported as this one
	// (the same object, made the same way, failing the same way).
	Merged     []string `json:",omitempty"`
	Programs   int
	ElapsedMs  float64
	Program    int
	Enumerated bool
	Size       int
	Stacks     string
	// Reproducer is the test file's absolute path, "" when none was
	// written (it did not compile, or the time ran out first).
	Reproducer   string
	Test         string
	Confirmed    bool
	NotConfirmed string `json:",omitempty"`
	Evidence     string
	Rule         string
	Callback     string
	Operations   []string
	Suspicious   bool
	Source       string

	// pkgFile is the package's first file, relative as File is: where
	// SARIF puts a finding whose site is no line of the package.
	pkgFile string
}

// version is hogen's version: the module's, or the VCS revision of a
// build from a checkout.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	v := "devel"
	for _, s := range bi.Settings {
		switch {
		case s.Key == "vcs.revision" && len(s.Value) >= 12:
			v += " " + s.Value[:12]
		case s.Key == "vcs.modified" && s.Value == "true":
			v += "+dirty"
		}
	}
	return v
}

// newFindingEvent is finding f of package p, at site, with its
// reproducer res.
func newFindingEvent(p *packages.Package, f blame.Finding, site string, res repro.Result) findingEvent {
	file, line := siteFile(p, site)
	ev := findingEvent{
		Action: "finding", Package: p.PkgPath, File: file, Line: line,
		Blame: f.Blame, Kind: f.Kind, Party: f.Party, Contract: f.Contract, Message: f.Message, Site: site,
		Fingerprint: f.Fingerprint(p.PkgPath), Merged: f.Merged, Programs: f.Programs,
		ElapsedMs: float64(f.Elapsed.Microseconds()) / 1000, Program: f.Program, Enumerated: f.Enumerated, Size: f.Size,
		Stacks: f.Stacks, Reproducer: res.Path, Test: res.Test, Confirmed: res.Confirmed, NotConfirmed: res.NotRun,
		Evidence: f.Evidence, Rule: f.Rule, Callback: f.Callback, Operations: f.Operations,
		Suspicious: f.Suspicious, Source: programBody(f.Source),
	}
	if res.Path == "" {
		ev.Test = ""
	}
	if len(p.GoFiles) > 0 {
		ev.pkgFile = relFile(p, p.GoFiles[0])
	}
	return ev
}

// siteFile resolves a site "stack.go:48" to the package's file it names,
// relative to the root of the module it is in, and the line.
func siteFile(p *packages.Package, site string) (string, int) {
	name, num, ok := strings.Cut(site, ".go:")
	if !ok {
		return "", 0
	}
	line, err := strconv.Atoi(num)
	if err != nil {
		return "", 0
	}
	for _, path := range p.GoFiles {
		if filepath.Base(path) == name+".go" {
			return relFile(p, path), line
		}
	}
	return "", 0
}

// relFile is path relative to the root of p's module, or absolute.
func relFile(p *packages.Package, path string) string {
	if p.Module != nil {
		if rel, ok := relBelow(p.Module.Dir, path); ok {
			return rel
		}
	}
	return filepath.ToSlash(path)
}

// relBelow is path relative to base, with slashes, when it lies below it.
func relBelow(base, path string) (string, bool) {
	if base == "" {
		return "", false
	}
	rel, err := filepath.Rel(base, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// statsEvent sums up one package's run. Findings, Suspicious and Dropped
// count the finding events and the dropped-finding notes sent; Hidden
// the suspicious findings not shown, Known the findings the baseline has.
type statsEvent struct {
	Action      string // "stats"
	Package     string
	Programs    int
	Calls       int // of the package's operations, at top level and from synthesized bodies
	PerSecond   int
	Discarded   map[string]int
	Failed      int
	Findings    int
	Dropped     int
	Suspicious  int
	Hidden      int
	Known       int
	Ops         int
	OpsCalled   int
	Uncalled    []string
	Interrupted bool
	BuildMs     int64
	TimedMs     int64
	Coverage    any
	Enumerated  int
	Exhausted   bool
	Sandbox     []string
	// MinimizeTries counts the candidates minimization ran, by pass.
	MinimizeTries map[string]int `json:",omitempty"`
	// SlowMs is the time of the programs that ran a millisecond or
	// longer, or hung, by the operation they were in most of it ("" for
	// none); Starts counts the processes started to replace a harness
	// process, StartingMs the time the workers waited for them.
	SlowMs     map[string]int64 `json:",omitempty"`
	Starts     int              `json:",omitempty"`
	StartingMs int64            `json:",omitempty"`
}
