package blame

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
)

// Finding is a failure blamed on the program or on a contract.
type Finding struct {
	Signature
	Contract string // the failed clause, if any
	Message  string
	// Program is the index of the program that showed it (its seed is
	// derived from the run's seed and this index, or, when Enumerated,
	// its place in the exhaustive enumeration), Size its size.
	Program    int
	Enumerated bool
	Size       int
	// Programs is how many programs had run when the finding was first
	// seen, and Elapsed how long the run had taken.
	Programs int
	Elapsed  time.Duration
	// Source is the program as Go; Stacks the goroutines of a hang or the
	// last words of a crash.
	Source string
	Stacks string
	// Evidence says in one line why the finding is the package's fault;
	// Rule names the rule of Judge that decided; Callback is the callback
	// evidence ("needed", "not needed", or "" with no synthesized body
	// acting). Suspicious: the finding rests on a weak rule only.
	Evidence   string
	Rule       string
	Callback   string
	Suspicious bool
	// Operations are the parties seen to reach the same root cause (see
	// Signature.Key), the first one's first.
	Operations []string
	// Merged are the fingerprints of the findings of the same making
	// (see MakingKey) reported as this one: a baseline knows them too.
	Merged []string
	// Stmt is the source text of a panic's or crash's site, its line
	// trimmed, where the package's files say it (see cloneKey).
	Stmt string
}

// Set deduplicates findings by root cause (Signature.Key), keeping for each the smallest
// program seen. It is safe for concurrent use.
type Set struct {
	mu    sync.Mutex
	by    map[Signature]*Finding
	order []Signature
	// byOp is, for a panic or crash, the root cause already reported for
	// its operation (see opKey); byClone for its line's text (cloneKey).
	byOp    map[Signature]Signature
	byClone map[string]Signature
}

// opKey is what two panics (or crashes) in one operation share, whatever
// their sites and the type arguments of its instantiation: one finding
// per operation and kind. A maintainer who fixes the first sees the next
// in the next run; seven sites of one String over hand-made bytes are one
// report, not seven.
func opKey(sig Signature) (Signature, bool) {
	if sig.Kind != Panic && sig.Kind != Crash || sig.Party == "" {
		return Signature{}, false
	}
	return Signature{Blame: sig.Blame, Kind: sig.Kind, Party: typeArgs.ReplaceAllString(sig.Party, "")}, true
}

// typeArgs are the type arguments in a party's name: (*Cache[int, int]).
var typeArgs = regexp.MustCompile(`\[[^\]]*\]`)

// Add records f and reports whether its root cause is new. For a known
// one it adds f's party to the operations that reach it; the first
// sighting stands (it is being minimized).
func (s *Set) Add(f Finding) (isNew bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.by == nil {
		s.by = map[Signature]*Finding{}
	}
	key := f.Key()
	old, ok := s.by[key]
	if !ok {
		if first, seen := s.sameOperation(f.Signature, key); seen {
			s.by[key] = s.by[first] // another site of a reported operation
			return false
		}
		if first, seen := s.sameClone(f, key); seen {
			old = s.by[first] // a copy of a reported line
			s.by[key] = old
			if !slices.Contains(old.Operations, f.Party) {
				old.Operations = append(old.Operations, f.Party)
			}
			return false
		}
		f.Operations = []string{f.Party}
		s.by[key] = &f
		s.order = append(s.order, key)
		return true
	}
	if !slices.Contains(old.Operations, f.Party) {
		old.Operations = append(old.Operations, f.Party)
	}
	return false
}

// sameOperation returns the root cause already reported for the
// operation of sig (see opKey), or records key as that root cause.
func (s *Set) sameOperation(sig, key Signature) (Signature, bool) {
	op, ok := opKey(sig)
	if !ok {
		return Signature{}, false
	}
	return firstSeen(&s.byOp, op, key)
}

// firstSeen returns the root cause recorded in *m under k, or records
// key there.
func firstSeen[K comparable](m *map[K]Signature, k K, key Signature) (Signature, bool) {
	if first, seen := (*m)[k]; seen {
		return first, true
	}
	if *m == nil {
		*m = map[K]Signature{}
	}
	(*m)[k] = key
	return Signature{}, false
}

// MakingKey is what two panics share that the same object, made the
// same way, raises in two of its methods: the same blame, kind and
// message (but for its numbers), a method of the same type as the last
// statement of each minimized program, and the same operations before
// it, making (New(less).InOrder(f) and New(less).PreOrder(f) on an empty
// tree; a heap from NewHeapPriority(n) whose Pop and Less meet the nil
// items it was made with). The object's making is the root cause: one
// report, the other methods among its Operations. "" for a function,
// or a program that makes nothing first.
func MakingKey(f Finding, making []string) string {
	if f.Kind != Panic && f.Kind != Crash || len(making) == 0 {
		return ""
	}
	party := typeArgs.ReplaceAllString(f.Party, "")
	i := strings.LastIndexByte(party, '.')
	if i < 0 || !strings.Contains(party[:i], ".") {
		return "" // pkg.F: a function, no receiver
	}
	first, _, _ := strings.Cut(f.Message, "\n")
	recv := strings.NewReplacer("(*", "", ")", "").Replace(party[:i]) // pointer and value methods alike
	return fmt.Sprintf("%s|%s|%s|%s|%s", f.Blame, f.Kind, recv, digits.ReplaceAllString(first, "#"), strings.Join(making, ","))
}

// cloneKey is what two panics (or crashes) at copies of one line share:
// the same statement in the same file, failing the same way but for its
// numbers. DropInt's, DropString's and eight more DropX's `return s[n:]`,
// a function per element type written by hand or generated, are one bug
// fixed one way, not ten.
func cloneKey(f Finding) (string, bool) {
	if f.Kind != Panic && f.Kind != Crash || f.Stmt == "" {
		return "", false
	}
	file, _, ok := strings.Cut(f.Site, ".go:")
	if !ok {
		return "", false
	}
	first, _, _ := strings.Cut(f.Message, "\n")
	return fmt.Sprintf("%s|%s|%s.go|%s|%s", f.Blame, f.Kind, file, f.Stmt, digits.ReplaceAllString(first, "#")), true
}

// sameClone returns the root cause already reported at a copy of f's
// line (see cloneKey), or records key as that root cause.
func (s *Set) sameClone(f Finding, key Signature) (Signature, bool) {
	ck, ok := cloneKey(f)
	if !ok {
		return Signature{}, false
	}
	return firstSeen(&s.byClone, ck, key)
}

// All returns the findings in the order they were first seen.
func (s *Set) All() []Finding {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Finding, len(s.order))
	for i, sig := range s.order {
		out[i] = *s.by[sig]
	}
	return out
}

// Len is the number of distinct findings.
func (s *Set) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.order)
}

// Operations returns the parties seen to reach the root cause of sig.
func (s *Set) Operations(sig Signature) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f := s.by[sig.Key()]; f != nil {
		return slices.Clone(f.Operations)
	}
	return nil
}

// digits are what Fingerprint masks: a line number, an index or a length
// changes with an edit or an input, not with the bug.
var digits = regexp.MustCompile(`[0-9]+`)

// Fingerprint names f's root cause across runs and edits of the package:
// its package path and Key, with the line of its site and the numbers of
// its message masked, since a line moves when code above it changes. A
// panic keeps its message's first line: two panics in one file are two
// bugs unless they say the same. Baselines and SARIF's
// partialFingerprints use it.
func (f Finding) Fingerprint(pkg string) string {
	k := f.Signature.Key()
	site := k.Site
	if file, _, ok := strings.Cut(site, ".go:"); ok {
		site = file + ".go"
	}
	text := fmt.Sprintf("%s|%s|%s|%s|%s", pkg, k.Blame, k.Kind, k.Party, site)
	if f.Contract == "" {
		first, _, _ := strings.Cut(f.Message, "\n")
		text += "|" + digits.ReplaceAllString(first, "#")
	}
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:12])
}
