// Package choice supplies the decisions of the program generator. One
// generator serves every use: a seeded random source for testing runs, a
// recorder and a replayer for reproducing and shrinking a program, and a
// bounded-exhaustive enumerator of every choice sequence (UDITA's
// strategy) for small scopes.
package choice

import "math/rand/v2"

// Source draws decisions. n and len(w) are at least 1.
type Source interface {
	// Intn returns an index in [0, n).
	Intn(n int) int
	// Weighted returns an index i in [0, len(w)) with probability
	// w[i]/sum(w) where that means anything; sources that do not sample
	// treat it as Intn(len(w)). Every w[i] is positive.
	Weighted(w []int) int
	// Backtrack reports whether the generator should try another
	// alternative when its first choice fails. The exhaustive source says
	// no: it visits the other alternatives itself, each once.
	Backtrack() bool
}

// Random is a seeded pseudo-random source: the same seed gives the same
// decisions.
type Random struct {
	r *rand.Rand
}

// NewRandom returns a random source seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Reseed restarts the source at seed without allocating.
func (r *Random) Reseed(seed uint64) {
	r.r = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

func (r *Random) Intn(n int) int { return r.r.IntN(n) }

func (r *Random) Weighted(w []int) int {
	total := 0
	for _, x := range w {
		total += x
	}
	v := r.r.IntN(total)
	for i, x := range w {
		if v < x {
			return i
		}
		v -= x
	}
	return len(w) - 1
}

func (r *Random) Backtrack() bool { return true }

// Recorder passes decisions through from Src and records them.
type Recorder struct {
	Src Source
	Seq []int
}

func (r *Recorder) Intn(n int) int {
	v := r.Src.Intn(n)
	r.Seq = append(r.Seq, v)
	return v
}

func (r *Recorder) Weighted(w []int) int {
	v := r.Src.Weighted(w)
	r.Seq = append(r.Seq, v)
	return v
}

func (r *Recorder) Backtrack() bool { return r.Src.Backtrack() }

// Replay plays back a recorded sequence. A value out of range is taken
// modulo the range, and past the end every decision is 0, the simplest
// choice: so a shortened or lowered sequence is still a valid program,
// which is what shrinking needs. It backtracks as the recording did.
type Replay struct {
	Seq []int
	pos int
}

// NewReplay returns a source that replays seq from its start.
func NewReplay(seq []int) *Replay { return &Replay{Seq: seq} }

func (r *Replay) next(n int) int {
	if r.pos >= len(r.Seq) {
		r.pos++
		return 0
	}
	v := r.Seq[r.pos]
	r.pos++
	if v < 0 {
		v = -v
	}
	return v % n
}

func (r *Replay) Intn(n int) int       { return r.next(n) }
func (r *Replay) Weighted(w []int) int { return r.next(len(w)) }
func (r *Replay) Backtrack() bool      { return true }

// Used is how many decisions the replay has drawn.
func (r *Replay) Used() int { return r.pos }

// Exhaustive enumerates every sequence of decisions, depth first: run the
// generator once per sequence, calling Next between runs. A generator run
// that fails is simply a sequence with no program; every program the
// generator can make within its bounds comes from exactly one sequence.
type Exhaustive struct {
	prefix []int // the decisions of the current run
	arity  []int // how many alternatives each decision had
	pos    int
	// Limit, if positive, bounds the number of decisions in one run; a
	// run that wants more is cut (its further decisions are all 0, and
	// Truncated reports it).
	Limit     int
	truncated bool
}

func (e *Exhaustive) Intn(n int) int {
	if e.Limit > 0 && e.pos >= e.Limit {
		e.truncated = true
		return 0
	}
	var v int
	if e.pos < len(e.prefix) {
		v = e.prefix[e.pos]
		e.arity[e.pos] = n
	} else {
		e.prefix = append(e.prefix, 0)
		e.arity = append(e.arity, n)
	}
	e.pos++
	return v
}

func (e *Exhaustive) Weighted(w []int) int { return e.Intn(len(w)) }
func (e *Exhaustive) Backtrack() bool      { return false }

// Truncated reports whether the last run hit Limit.
func (e *Exhaustive) Truncated() bool { return e.truncated }

// Next moves to the next sequence, in lexicographic order of the
// decisions, and reports whether there is one.
func (e *Exhaustive) Next() bool {
	n := e.pos // decisions the last run actually made
	if n > len(e.prefix) {
		n = len(e.prefix)
	}
	e.prefix, e.arity = e.prefix[:n], e.arity[:n]
	e.pos, e.truncated = 0, false
	for i := n - 1; i >= 0; i-- {
		if e.prefix[i]+1 < e.arity[i] {
			e.prefix[i]++
			e.prefix, e.arity = e.prefix[:i+1], e.arity[:i+1]
			return true
		}
	}
	return false
}
