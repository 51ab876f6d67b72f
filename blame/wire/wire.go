// Package wire is what hogen and its harness both speak: the outcome of
// a program and the lines that carry it, the marks the harness prints on
// stderr, and the facts both sides read off a Go goroutine dump.
//
// It imports the standard library only: the harness builds inside the
// user's module and compiles a copy of these files as part of its own
// package main (see exec.Build), so each rule here is written once.
package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"time"
)

// EnvNetDenied is set (to "1") in the environment of a harness whose
// sandbox denies the network: a refused or unreachable connection is
// then the sandbox's doing.
const EnvNetDenied = "HOGEN_SANDBOX_NET_DENIED"

// Status is what became of one program.
type Status string

// The statuses. The harness reports StatusOK, StatusFailed,
// StatusBlocked and StatusError; hogen turns a failed or blocked
// program (or a process that died or hung) into StatusDiscard or
// StatusFinding by blame.Decide.
const (
	StatusOK      Status = "ok"      // the program ran clean
	StatusFailed  Status = "failed"  // Facts say what went wrong
	StatusBlocked Status = "blocked" // its goroutines were all parked: Parked
	StatusDiscard Status = "discard" // the generator is at fault
	StatusFinding Status = "finding" // the package (or its contract) is
	StatusError   Status = "error"   // a bug of hogen's harness
)

// Outcome is what became of one program, as the harness reports it.
type Outcome struct {
	ID       int64  `json:"id"`
	Status   Status `json:"s"`
	Party    string `json:"party,omitempty"`
	Contract string `json:"contract,omitempty"`
	Site     string `json:"site,omitempty"`
	Message  string `json:"msg,omitempty"`
	// At is the call (or, for a callback's precondition, the synthesized
	// body) where the outcome showed; Skipped the guarded calls whose
	// precondition failed; Exhausted the bodies that ran out of fuel.
	At        int   `json:"at,omitempty"`
	Skipped   []int `json:"skipped,omitempty"`
	Exhausted []int `json:"exhausted,omitempty"`
	// Clause is the failed clause's id plus one; Where, for an invariant,
	// which value broke it.
	Clause int  `json:"clause,omitempty"`
	Where  Site `json:"where,omitempty"`
	// Oracle names the method (String, Error) whose panic the oracle
	// caught, on the result Where of the call At.
	Oracle string `json:"oracle,omitempty"`
	// Outer is the operation that called back with its invariant broken;
	// At is then the callback.
	Outer int `json:"outer,omitempty"`
	// Facts, for a program that failed, are what the harness saw.
	Facts *Facts `json:"facts,omitempty"`
	// Parked, for a program that could not go on (StatusBlocked), are
	// its goroutines, the one running the program first.
	Parked []Goroutine `json:"parked,omitempty"`
	// States, for a program that ran clean and was asked for them, are
	// hashes of its values' observable states, one per value asked about:
	// the results of the value's queries (pure methods without
	// parameters), by their names.
	States []uint64 `json:"states,omitempty"`
	// Tainted, for a program that ran clean, says it gave a fact that
	// Taints: its values are not grown.
	Tainted bool `json:"tainted,omitempty"`
	// Calls is how many calls of the package's operations the program
	// made, at top level and from synthesized bodies (a call a guard or
	// precondition skipped is none).
	Calls int `json:"calls,omitempty"`
	// Took, for a program that ran SlowProgram or longer, is how long it
	// ran, in microseconds, and Busy the operation the watchdog found it
	// in most of that time ("" if none: between calls, or in the
	// program's own code). They tell where a slow run's time went.
	Took int64  `json:"took,omitempty"`
	Busy string `json:"busy,omitempty"`
}

// SlowProgram is how long a program runs before its outcome says so
// (Outcome.Took): at 500 programs a second, a program may take 2 ms.
const SlowProgram = time.Millisecond

// EnvOffline is the environment variable that tells the harness, when
// set, that its process has a network namespace of its own with only a
// loopback: a goroutine waiting to read from the network waits for one
// of the process's own goroutines, or for the kernel, which answers at
// once, and not for a peer elsewhere.
const EnvOffline = "HOGEN_OFFLINE"

// The lines of the outcome stream, one per line:
//
//	o<id>:<calls>[ <state>]…  program <id> ran without event (States
//	           in hex), and is not Tainted
//	j<json>    any other Outcome
//	L<json>    a Leak; the harness then exits, to be replaced
//	R          the harness is ready: the package's init is done
//	c<n> <n>…  the blocks of the package (see package cover) that the
//	           next program's outcome reached first in this process
const (
	LineOK      = 'o'
	LineOutcome = 'j'
	LineLeak    = 'L'
	LineReady   = 'R'
	LineCover   = 'c'
)

// AppendCover appends the c line of blocks to b.
func AppendCover(b []byte, blocks []int) []byte {
	b = append(b, LineCover)
	for i, n := range blocks {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, '\n')
}

// ParseCover reads a c line, appending its blocks to blocks.
func ParseCover(line []byte, blocks []int) ([]int, error) {
	line = bytes.TrimSuffix(line, []byte("\n"))
	if len(line) == 0 || line[0] != LineCover {
		return blocks, fmt.Errorf("hogen: the harness said %q", line)
	}
	for _, f := range bytes.Fields(line[1:]) {
		n, err := strconv.Atoi(string(f))
		if err != nil {
			return blocks, fmt.Errorf("hogen: the harness said %q", line)
		}
		blocks = append(blocks, n)
	}
	return blocks, nil
}

// Leak says why a harness process gave up: the programs left goroutines
// or memory behind that it cannot free.
type Leak struct {
	Goroutines int    `json:"goroutines"`
	HeapMB     int    `json:"heapMB"`
	Programs   int    `json:"programs"` // run by this process
	Stacks     string `json:"stacks"`   // the most common stacks, with counts
	// Blocked: the goroutines are those of blocked programs that were
	// given up; the generator's doing, not a leak of the package.
	Blocked bool `json:"blocked,omitempty"`
	// Spinning: goroutines of programs that returned keep running (see
	// the harness's checkSpin); what the programs set up, not a leak.
	Spinning bool `json:"spinning,omitempty"`
}

// AppendOutcome appends o's line to b.
func AppendOutcome(b []byte, o *Outcome) []byte {
	if o.Status == StatusOK && !o.Tainted && o.Took == 0 {
		b = append(b, LineOK)
		b = strconv.AppendInt(b, o.ID, 10)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(o.Calls), 10)
		for _, st := range o.States {
			b = append(b, ' ')
			b = strconv.AppendUint(b, st, 16)
		}
		return append(b, '\n')
	}
	data, err := json.Marshal(o)
	if err != nil {
		data, _ = json.Marshal(Outcome{ID: o.ID, Status: StatusError, Message: "the outcome does not encode: " + err.Error()})
	}
	b = append(b, LineOutcome)
	b = append(b, data...)
	return append(b, '\n')
}

// ParseOutcome reads an o or j line.
func ParseOutcome(line []byte) (Outcome, error) {
	line = bytes.TrimSuffix(line, []byte("\n"))
	if len(line) > 1 && line[0] == LineOK {
		head, states, _ := bytes.Cut(line[1:], []byte(" "))
		id, calls, _ := bytes.Cut(head, []byte(":"))
		o := Outcome{Status: StatusOK}
		var err error
		o.ID, err = strconv.ParseInt(string(id), 10, 64)
		if err == nil {
			o.Calls, err = strconv.Atoi(string(calls))
		}
		for _, f := range bytes.Fields(states) {
			st, e := strconv.ParseUint(string(f), 16, 64)
			if e != nil {
				return o, fmt.Errorf("hogen: the harness said %q", line)
			}
			o.States = append(o.States, st)
		}
		return o, err
	}
	var o Outcome
	if len(line) == 0 || line[0] != LineOutcome {
		return o, fmt.Errorf("hogen: the harness said %q", line)
	}
	if err := json.Unmarshal(line[1:], &o); err != nil {
		return o, fmt.Errorf("hogen: the harness said %q: %v", line, err)
	}
	return o, nil
}

// The marks the harness prints on stderr. A suspect mark says why a
// hang or crash of the program running would be the generator's doing;
// the end mark withdraws it when the next program starts. Trace lines
// name each operation called and returned from.
const (
	SuspectMark = "hogen-suspect: "
	SuspectEnd  = "hogen-suspect-end"
	// LastingMark is a suspect mark of an earlier program that the
	// package may still trip on in its goroutines (a nil func a timer
	// keeps): the harness writes each once, when it is made, hogen keeps
	// them for the rest of the process, and only a crash reads them.
	LastingMark = "hogen-lasting: "
	TraceCall   = "hogen-trace: call "
	TraceReturn = "hogen-trace: return "
	// RunnerMark names, by its goroutine id, each goroutine that starts
	// running programs: the one a hang's stacks are about.
	RunnerMark = "hogen-runner: "
)
