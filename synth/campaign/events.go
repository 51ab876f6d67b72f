package campaign

import (
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/repro"
)

// Event is what a campaign reports as it goes: one of the types below.
// Run hands them to its caller one at a time, in order.
type Event interface{ event() }

// Start begins the testing of a package: its harness is built.
type Start struct {
	Package    string
	Seed       int64
	Budget     time.Duration
	Interfaces []string // the interfaces synthesized, as the package names them
}

// Log is a line of progress for a person (an operation left out, where
// reproducers go); it is no warning.
type Log struct {
	Package, Message string
}

// Note is a warning, something left out, or a finding dropped.
type Note struct {
	Package, Message string
}

// Error is an error of the package's testing: bad input (Code
// ExitUsage) or a bug of hogen (ExitInternal).
type Error struct {
	Package, Message string
	Code             int
}

// Finding is a finding, its reproducer written (and confirmed, unless
// Repro says why not).
type Finding struct {
	Package string
	blame.Finding
	// Site is where the failed contract clause is, or "".
	Site    string
	Outcome exec.Outcome
	Repro   repro.Result
}

// Progress says how far the run is, four times a second while programs
// run (with Config.Progress).
type Progress struct {
	Programs, Findings int
	Elapsed            time.Duration
}

// Programs are the programs of a dry run (Config.Dry), printed as Go.
type Programs struct {
	Source []byte
}

// Stats sums up one package's run.
type Stats struct {
	Package string
	exec.Stats
	// Findings, Suspicious and Dropped count the findings reported and
	// those dropped after all; Hidden the suspicious findings not shown,
	// Known those the baseline has.
	Findings, Suspicious, Dropped, Hidden, Known int
	Interrupted                                  bool
	Build                                        time.Duration // the harness's build, which -time leaves out
	Timed                                        time.Duration // from the start of the budget to now
	Sandbox                                      []string      // what the sandbox denies, and by what means
	// MinimizeTries counts the candidates minimization ran, by pass
	// (exec.Minimized.Tries), over all findings.
	MinimizeTries map[string]int
}

// Done ends a package's campaign with its exit code (SPEC section 1);
// Tested is false if nothing ran (nothing to call, or the package could
// not be built).
type Done struct {
	Package string
	Code    int
	Tested  bool
}

func (Start) event()    {}
func (Log) event()      {}
func (Note) event()     {}
func (Error) event()    {}
func (Finding) event()  {}
func (Progress) event() {}
func (Programs) event() {}
func (Stats) event()    {}
func (Done) event()     {}

// The exit codes of SPEC section 1.
const (
	ExitOK       = 0 // no finding
	ExitFindings = 1 // at least one finding
	ExitUsage    = 2 // bad usage or input
	ExitInternal = 3 // a bug of hogen
)

// Worse is the exit code of a run two parts of which ended with a and b:
// an internal error over findings, findings over bad usage, bad usage
// over none. A finding is never hidden by a package that could not be
// tested.
func Worse(a, b int) int {
	rank := func(c int) int {
		switch c {
		case ExitInternal:
			return 3
		case ExitFindings:
			return 2
		case ExitUsage:
			return 1
		}
		return 0
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}
