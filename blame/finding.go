package blame

import (
	"sync"
	"time"
)

// Finding is a failure blamed on the program or on a contract.
type Finding struct {
	Signature
	Contract string // the failed clause, if any
	Message  string
	// Program is the index of the program that showed it (its seed is
	// derived from the run's seed and this index), Size its size.
	Program int
	Size    int
	// Programs is how many programs had run when the finding was first
	// seen, and Elapsed how long the run had taken.
	Programs int
	Elapsed  time.Duration
	// Source is the program as Go; Stacks the goroutines of a hang or the
	// last words of a crash.
	Source string
	Stacks string
}

// Set deduplicates findings by signature, keeping for each the smallest
// program seen. It is safe for concurrent use.
type Set struct {
	mu    sync.Mutex
	by    map[Signature]*Finding
	order []Signature
}

// Add records f and reports whether its signature is new. For a known
// signature it keeps f instead if f's program is smaller (but the first
// sighting's Programs and Elapsed).
func (s *Set) Add(f Finding) (isNew bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.by == nil {
		s.by = map[Signature]*Finding{}
	}
	old, ok := s.by[f.Signature]
	if !ok {
		s.by[f.Signature] = &f
		s.order = append(s.order, f.Signature)
		return true
	}
	if f.Size < old.Size {
		f.Programs, f.Elapsed = old.Programs, old.Elapsed
		*old = f
	}
	return false
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
