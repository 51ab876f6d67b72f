package exec

import (
	"context"
	"sync"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/typesys"
)

// epochSize is the number of programs whose outcomes make one snapshot
// of the feedback. Program i is generated from the snapshot of the
// programs before (i/epochSize - 1)*epochSize: an epoch's worth of
// programs is under way while the one before it finishes, and the same
// seed gives the same programs, whatever order the outcomes came in.
const epochSize = 128

// maxPool bounds the programs kept in each pool; the oldest go first.
const maxPool = 512

// maxStates bounds the observable states remembered.
const maxStates = 1 << 16

// maxGrown bounds the size of the programs kept for their state: each
// one kept may be extended, and a pool of ever longer programs would
// slow every program down (a new capacity is a new state too).
const maxGrown = 128

// feedback turns the outcomes of programs, taken in the order of their
// indexes, into the synth.Feedback of later ones.
type feedback struct {
	h    *Harness
	prof *cover.Profile // what the programs before next reached
	// ranges are the lines of each operation's own code, for its weight.
	ranges map[*typesys.Op]lineRange

	mu      sync.Mutex
	cond    *sync.Cond
	pending map[int]Result // outcomes that came before their turn
	next    int            // the index of the next outcome to take
	pool    []*synth.Program
	poolKey []string        // the pool's programs' synth.RedundancyKey
	keys    map[string]bool // of the programs in the pool
	// states are the programs that ran clean and left their values in
	// an observable state no program before had (wire.Outcome.State),
	// though they reached no new code: Randoop's pool, whose equality
	// filter drops a program whose values equal earlier ones'.
	states    []synth.Grown
	stateSeen map[uint64]bool
	// nils count, for each parameter that took a nil literal, the
	// programs discarded for their nils and the programs that ran clean;
	// counted and nilDiscards count all of them, and those discarded.
	nils                 map[nilParam]*nilCount
	counted, nilDiscards int
	// costs count, for each operation a program waited in until it was
	// given up (Verdict.Costly), those programs and, from the first on,
	// the clean ones that called it.
	costs map[*typesys.Op]*costCount
	// snaps are the published snapshots by epoch.
	snaps map[int]*synth.Feedback
	done  bool
}

// nilParam is an operation's parameter (synth.NilArgs).
type nilParam struct {
	op    *typesys.Op
	param int
}

type nilCount struct{ discarded, clean int }

type costCount struct{ costly, clean int }

// minCosts is how many programs must have been costly in an operation
// (Verdict.Costly) before the generator calls it less, and costRatio how
// many programs that run clean one such costs as much as: the harness
// gives a wait up after 100 ms unchanged, and a program takes 2 ms at
// 500 programs a second. An operation that is costly in a fiftieth of
// the programs that call it costs more in those than in its other
// programs.
const (
	minCosts  = 2
	costRatio = 50
)

// minNilDiscards is how many programs a parameter's nils must have had
// discarded before the generator stops handing it nil.
const minNilDiscards = 2

type lineRange struct {
	file     string
	from, to int
}

// newFeedback returns the feedback of a run on h, or nil when h's package
// is not instrumented: without coverage, no program is known to be new.
func newFeedback(ctx context.Context, h *Harness) *feedback {
	if h.Blocks == nil {
		return nil
	}
	f := &feedback{h: h, prof: cover.NewProfile(h.Blocks), ranges: map[*typesys.Op]lineRange{},
		pending: map[int]Result{}, keys: map[string]bool{}, stateSeen: map[uint64]bool{}, snaps: map[int]*synth.Feedback{},
		nils: map[nilParam]*nilCount{}, costs: map[*typesys.Op]*costCount{}}
	f.cond = sync.NewCond(&f.mu)
	if h.fset != nil {
		for _, op := range h.u.env.Ops {
			sc := op.Func.Origin().Scope()
			if sc == nil || !sc.Pos().IsValid() {
				continue
			}
			from, to := h.fset.Position(sc.Pos()), h.fset.Position(sc.End())
			f.ranges[op] = lineRange{from.Filename, from.Line, to.Line}
		}
	}
	go func() {
		<-ctx.Done()
		f.mu.Lock()
		f.done = true
		f.cond.Broadcast()
		f.mu.Unlock()
	}()
	return f
}

// snapshot waits for the feedback program i is to be generated from, and
// returns it: nil for the first two epochs, or once the run is over.
func (f *feedback) snapshot(i int) *synth.Feedback {
	if f == nil {
		return nil
	}
	e := i/epochSize - 2
	if e < 0 {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for f.snaps[e] == nil && !f.done {
		f.cond.Wait()
	}
	return f.snaps[e]
}

// skip records that program i was not made (its derivation failed).
func (f *feedback) skip(i int) {
	if f != nil {
		f.add(Result{Index: i})
	}
}

// add takes the outcome of program r.Index.
func (f *feedback) add(r Result) {
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.pending[r.Index] = r
	for {
		r, ok := f.pending[f.next]
		if !ok {
			return
		}
		delete(f.pending, f.next)
		f.take(r)
		f.next++
		if f.next%epochSize == 0 {
			f.snaps[f.next/epochSize-1] = f.publish()
			delete(f.snaps, f.next/epochSize-4) // no generator waits for it any more
			f.cond.Broadcast()
		}
	}
}

// take learns from one outcome, in index order: a program that ran clean
// and reached new code joins the pool, unless it has a loop or one of the
// same structure, but for calls without side effects whose results
// nothing uses, is there (Randoop's filter of redundant sequences).
func (f *feedback) take(r Result) {
	fresh := f.prof.Add(r.Outcome.Covered)
	f.countNils(r)
	f.countCosts(r)
	if r.Program == nil || r.Outcome.Status != wire.StatusOK {
		return
	}
	// A tainted program's values are not grown, nor are their states
	// seen: every bug the growth reached would be blamed on the
	// generator. Its new code still counts, and later programs may start
	// from it to reach more.
	if !r.Outcome.Tainted {
		f.grown(r, fresh)
	}
	if fresh == 0 || synth.HasLoop(r.Program) {
		// A loop's new code counts, but programs do not start from it:
		// each would run its many calls again.
		return
	}
	k := synth.RedundancyKey(r.Program)
	if f.keys[k] {
		return
	}
	f.keys[k] = true
	f.pool = append(f.pool, r.Program)
	f.poolKey = append(f.poolKey, k)
	if len(f.pool) > maxPool {
		delete(f.keys, f.poolKey[0])
		f.pool, f.poolKey = f.pool[1:], f.poolKey[1:]
	}
}

// countNils counts the nil literals of r's program by parameter, when
// its nils were why it was discarded or it ran clean.
func (f *feedback) countNils(r Result) {
	discarded := r.Outcome.Status == wire.StatusDiscard && r.Outcome.AvoidNil
	if r.Program == nil || !discarded && r.Outcome.Status != wire.StatusOK {
		return
	}
	f.counted++
	if discarded {
		f.nilDiscards++
	}
	var seen map[nilParam]bool // each parameter counts a program once
	synth.NilArgs(r.Program, func(op *typesys.Op, param int) {
		k := nilParam{op, param}
		if seen[k] {
			return
		}
		if seen == nil {
			seen = map[nilParam]bool{}
		}
		seen[k] = true
		c := f.nils[k]
		if c == nil {
			c = &nilCount{}
			f.nils[k] = c
		}
		if discarded {
			c.discarded++
		} else {
			c.clean++
		}
	})
}

// countCosts counts the program of r under the operation it was costly
// in, if it was discarded as costly (a wait by design), and
// under each operation it called that a program before was costly in, if
// it ran clean.
func (f *feedback) countCosts(r Result) {
	switch {
	case r.Program == nil:
	case r.Outcome.Status == wire.StatusDiscard && r.Outcome.Costly:
		if c := costlyCall(r); c != nil {
			w := f.costs[c.Op]
			if w == nil {
				w = &costCount{}
				f.costs[c.Op] = w
			}
			w.costly++
		}
	case r.Outcome.Status == wire.StatusOK && len(f.costs) > 0:
		seen := map[*typesys.Op]bool{}
		synth.Walk(r.Program.Body, func(t synth.Term) {
			if c, ok := t.(*synth.Call); ok && !seen[c.Op] {
				seen[c.Op] = true
				if w := f.costs[c.Op]; w != nil {
					w.clean++
				}
			}
		})
	}
}

// costlyCall is the call of r's program that was costly: the one its
// outcome names, or, for a hang, whose outcome names none, the first
// call of the operation its party names (found on the stacks).
func costlyCall(r Result) *synth.Call {
	if c := synth.CallAt(r.Program, r.Outcome.At); c != nil {
		return c
	}
	var found *synth.Call
	if r.Outcome.Party != "" {
		synth.Walk(r.Program.Body, func(t synth.Term) {
			if c, ok := t.(*synth.Call); ok && found == nil && c.Op.Name == r.Outcome.Party {
				found = c
			}
		})
	}
	return found
}

// crashesNils reports whether the programs that handed a parameter a
// nil (c) were discarded for their nils at least twice as often as the
// others. A nil that a goroutine of the package calls later crashes the
// process while a later program runs, which is discarded instead, so
// the programs of each kind are compared as a whole; a parameter that
// merely shares programs with the guilty one is discarded as often as
// the rest.
func (f *feedback) crashesNils(c *nilCount) bool {
	with := c.discarded + c.clean
	others, othersDiscarded := f.counted-with, f.nilDiscards-c.discarded
	return c.discarded >= minNilDiscards && c.discarded*others >= 2*othersDiscarded*with
}

// grown adds r's program to the states when a value of it reached a
// state no program before had, and it reached no new code (else it joins
// the pool).
func (f *feedback) grown(r Result, fresh int) {
	if i := f.newState(r.Outcome.States); fresh == 0 && i >= 0 && r.Program.Size <= maxGrown && !synth.HasLoop(r.Program) {
		if vars, _ := f.h.u.observed(r.Program); i < len(vars) {
			f.states = append(f.states, synth.Grown{Program: r.Program, Focus: vars[i].ID})
			if len(f.states) > maxPool {
				f.states = f.states[1:]
			}
		}
	}
}

// newState remembers states, and returns the index of the last one that
// is new, or -1: the value made last is likeliest the one the program
// was about.
func (f *feedback) newState(states []uint64) int {
	fresh := -1
	for i, st := range states {
		if !f.stateSeen[st] {
			if len(f.stateSeen) >= maxStates {
				clear(f.stateSeen)
			}
			f.stateSeen[st] = true
			fresh = i
		}
	}
	return fresh
}

// publish makes the snapshot of what the programs so far taught: the
// pool, and each operation's weight, from 1 for one whose code is all
// covered to 5 for one whose code is all still to reach.
func (f *feedback) publish() *synth.Feedback {
	s := &synth.Feedback{Pool: append([]*synth.Program(nil), f.pool...), States: append([]synth.Grown(nil), f.states...),
		Weights: map[*typesys.Op]int{}, NoNil: map[*typesys.Op]uint64{}, Costly: map[*typesys.Op]bool{}}
	for op, w := range f.costs {
		if w.costly >= minCosts && costRatio*w.costly >= w.clean {
			s.Costly[op] = true
		}
	}
	for p, c := range f.nils {
		if f.crashesNils(c) && p.param < 64 {
			s.NoNil[p.op] |= 1 << p.param
		}
	}
	for op, r := range f.ranges {
		missed, total := f.prof.Missed(r.file, r.from, r.to)
		if total > 0 {
			s.Weights[op] = 1 + 4*missed/total
		}
	}
	return s
}
