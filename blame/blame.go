// Package blame decides who is at fault when a program goes wrong: the
// generator (hogen made an illegal call or broke its own promise), the
// program (the package under test), or a contract (the documentation).
// It also names findings so that each distinct bug is reported once.
package blame

import (
	"fmt"
	"strings"

	"github.com/hogen-go/hogen/contracts"
)

// Blame is the party at fault.
type Blame uint8

const (
	// Generator: hogen's own program was wrong; the program is discarded
	// and only counted.
	Generator Blame = iota + 1
	// Program: the package under test broke a contract or crashed.
	Program
	// Contract: a contract expression itself failed (a documentation bug).
	Contract
)

var blameNames = [...]string{Generator: "generator", Program: "program", Contract: "contract"}

func (b Blame) String() string { return name(blameNames[:], int(b)) }

// MarshalText renders b as in the JSON output of SPEC section 5.
func (b Blame) MarshalText() ([]byte, error) { return marshal(blameNames[:], int(b)) }

// Kind is the kind of a finding.
type Kind uint8

// The kinds of SPEC section 5.
const (
	Precondition Kind = iota + 1
	Postcondition
	Invariant
	Panic
	Hang
	Crash
	ContractFault
	// Goexit: an operation ended its caller's goroutine with
	// runtime.Goexit, which no caller survives.
	Goexit
)

var kindNames = [...]string{
	Precondition: "precondition", Postcondition: "postcondition", Invariant: "invariant",
	Panic: "panic", Hang: "hang", Crash: "crash", ContractFault: "contract-fault", Goexit: "goexit",
}

func (k Kind) String() string { return name(kindNames[:], int(k)) }

// MarshalText renders k as in the JSON output of SPEC section 5.
func (k Kind) MarshalText() ([]byte, error) { return marshal(kindNames[:], int(k)) }

// ParseKind is the inverse of Kind.String.
func ParseKind(s string) (Kind, error) {
	for k, n := range kindNames {
		if n != "" && n == s {
			return Kind(k), nil
		}
	}
	return 0, fmt.Errorf("unknown kind of finding %q", s)
}

func name(names []string, i int) string {
	if i > 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("?%d", i)
}

func marshal(names []string, i int) ([]byte, error) {
	if i > 0 && i < len(names) {
		return []byte(names[i]), nil
	}
	return nil, fmt.Errorf("blame: no name for %d", i)
}

// Author is who wrote the code on the callee side of a call.
type Author uint8

const (
	// Package code: an operation of the package under test.
	Package Author = iota + 1
	// Synthesized code: a method of a synthesized implementation or a
	// synthesized closure, called back by the package.
	Synthesized
)

// ForClause is the table of SPEC section 2: who is blamed when a clause
// with keyword kw fails on a call into code written by callee. The caller
// is always the other side, so polarity flips with each arrow: a
// precondition blames the caller, a postcondition or invariant the callee.
func ForClause(kw contracts.Keyword, callee Author) Blame {
	callerFault := kw == contracts.Requires
	if (callee == Package) == callerFault {
		return Generator // hogen called wrongly, or its callback broke its word
	}
	return Program
}

// KindOf is the kind of finding a failed clause makes.
func KindOf(kw contracts.Keyword) Kind {
	switch kw {
	case contracts.Requires:
		return Precondition
	case contracts.Ensures:
		return Postcondition
	}
	return Invariant
}

// Signature identifies a distinct finding: two failures with the same
// signature are the same bug, reported once.
type Signature struct {
	Blame Blame
	Kind  Kind
	// Party is the function blamed: "stack.(*BoundedStack).Push".
	Party string
	// Site is the failed clause's text, or for a panic the file:line of
	// the panicking statement in the package.
	Site string
	// Shipped: the clause is one hogen ships for a standard interface
	// (io.Writer's n == len(p) || err != nil), not the package's own.
	Shipped bool
	// Rooted: Site is the finding's root cause (Verdict.Root), which
	// its operations share.
	Rooted bool
}

// Key is what two findings of one root cause share: a panic, crash or
// Goexit is one bug per site (the first frame in the package under test)
// whichever operation reached it, and so is a deadlock per call of the
// callback under the lock; a clause belongs to its operation.
//
// A clause hogen ships for a standard interface is one bug per package
// whichever of its types broke it: a wrapper's Write (a locked syncer's)
// breaks io.Writer's contract when the writer it wraps does.
func (s Signature) Key() Signature {
	switch s.Kind {
	case Panic, Crash, Goexit:
		if strings.Contains(s.Site, ".go:") || s.Rooted {
			s.Party = ""
		}
	case Postcondition:
		if s.Shipped {
			s.Party = ""
		}
	case Hang:
		// A hang's site is its root (Verdict.Root): the package's call of
		// a callback under its lock, one bug for every operation that
		// reaches it (a cache's Add, Set and Purge that evict).
		if strings.Contains(s.Site, ".go:") {
			s.Party = ""
		}
	}
	return s
}

func (s Signature) String() string {
	return fmt.Sprintf("%s %s in %s at %s", s.Blame, s.Kind, s.Party, s.Site)
}
