package exec

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
)

// RunConfig bounds a run.
type RunConfig struct {
	Seed    int64
	N       int           // stop after N programs have run (0: no limit)
	Procs   int           // worker processes
	Timeout time.Duration // a program running longer is a hang
	Fuel    int           // runs of one synthesized body per program
	// Progress, if not nil, counts the programs judged, for a live display.
	Progress *atomic.Int64
	// Exhaustive, if not nil, enumerates every program within its bounds
	// (UDITA's bounded-exhaustive search) before the random programs
	// begin; at most ExhaustiveMax derivations (0: no limit).
	Exhaustive    *synth.Generator
	ExhaustiveMax int
	// Feedback: programs start from the pool of earlier ones and lean to
	// the operations whose code is least covered (see synth.Feedback).
	Feedback bool
}

// Stats count what a run did.
type Stats struct {
	Programs  int            // programs run and judged
	Calls     int            // calls of the package's operations the programs made (none of a process that died)
	Failed    int            // derivations that made no program
	Discarded map[string]int // programs blamed on the generator, by cause
	Findings  int            // outcomes blamed on the program or a contract
	Errors    int            // outcomes that are bugs of hogen's harness
	Elapsed   time.Duration
	// Ops is how many operations Γ offers; Uncalled names those no
	// program called.
	Ops      int
	Uncalled []string
	// Enumerated is how many programs the exhaustive enumeration made,
	// and Exhausted whether that was all of them: every program within
	// its bounds ran (or was under way when the run ended).
	Enumerated int
	Exhausted  bool
	// Cover is the package's statement coverage the programs reached; nil
	// when the package could not be instrumented.
	Cover *cover.Profile
	// Slow is the time of the programs that ran wire.SlowProgram or
	// longer, or hung, by the operation they were in most of it ("" for
	// none); Starts counts the harness processes started to replace one
	// that died, hung or leaked, and Starting the time the workers
	// waited for them. They say where a slow run's time went.
	Slow     map[string]time.Duration
	Starts   int
	Starting time.Duration
	// Workers is how many workers ran: Slow and Starting are summed over
	// them, out of Elapsed each.
	Workers int
}

// WorkerTime is the time the workers had: Elapsed each.
func (s Stats) WorkerTime() time.Duration { return s.Elapsed * time.Duration(max(s.Workers, 1)) }

// Spent is a share of a run's wall time, and what it went to.
type Spent struct {
	What string // an operation's name, "" for none, or "starting processes"
	Time time.Duration
}

// StartingProcesses is the Spent.What of the time spent waiting for
// harness processes to replace one.
const StartingProcesses = "starting processes"

// TimeWent returns where the time of a run went, beyond the quick
// programs', most first: the slow programs' operations (Slow), and
// starting processes, each over a hundredth of the workers' time.
func (s Stats) TimeWent() []Spent {
	var out []Spent
	for what, t := range s.Slow {
		out = append(out, Spent{what, t})
	}
	if s.Starting > 0 {
		out = append(out, Spent{StartingProcesses, s.Starting})
	}
	out = slices.DeleteFunc(out, func(x Spent) bool { return x.Time*100 < s.WorkerTime() })
	slices.SortFunc(out, func(a, b Spent) int {
		if c := cmp.Compare(b.Time, a.Time); c != 0 {
			return c
		}
		return strings.Compare(a.What, b.What)
	})
	return out
}

// Result is a judged program that matters: a finding or a harness error.
type Result struct {
	Index int // the program's index in the run
	// Enumerated: the program came from the exhaustive enumeration, of
	// which Index is the place.
	Enumerated bool
	Program    *synth.Program
	// Feedback is what Program was generated from (nil: nothing): with
	// it, program Index of the run's seed can be made again.
	Feedback *synth.Feedback
	Outcome  Outcome
	// Programs is how many programs had run when this one finished.
	Programs int
	Elapsed  time.Duration
}

// batchSize bounds the programs sent to a worker at once.
const batchSize = 64

type job struct {
	index      int
	enumerated bool
	fb         *synth.Feedback // what the program was generated from
	prog       *synth.Program
	line       []byte
}

// Run generates programs from g with seeds derived from cfg.Seed, runs
// them on cfg.Procs workers of h until cfg.N programs have run or ctx is
// done, and hands every finding and harness error to report, from one
// goroutine.
func Run(ctx context.Context, h *Harness, g *synth.Generator, cfg RunConfig, report func(Result)) (Stats, error) {
	start := time.Now()
	s := newRunState(ctx, h, cfg)
	defer s.cancel()
	// One generator per worker: program i comes from seed i, whichever
	// goroutine derives it.
	generators := []*synth.Generator{g}
	for len(generators) < s.procs {
		generators = append(generators, g.Clone()) // before any of them runs
	}
	if cfg.Feedback {
		s.fb = newFeedback(s.ctx, h)
	}
	go s.enumerate()
	for _, gen := range generators {
		s.gens.Add(1)
		go s.generate(gen)
	}
	go func() {
		s.gens.Wait()
		close(s.jobs)
	}()

	var wg sync.WaitGroup
	for range s.procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.work()
		}()
	}
	go func() {
		wg.Wait()
		close(s.results)
	}()

	stats := s.collect(start, report)
	s.gens.Wait() // the generators belong to the caller again
	<-s.enumDone
	s.finish(&stats)
	stats.Elapsed = time.Since(start)
	return stats, s.err
}

// runState is what the goroutines of one Run share: the generators, the
// workers and Run itself, which collects the outcomes.
type runState struct {
	h     *Harness
	cfg   RunConfig
	procs int
	// The caller's ctx, parent (Ctrl-C, the time budget), stops the
	// workers at once; cancel, after N programs or an error, ends ctx: it
	// stops making programs and lets the workers finish what they have.
	parent, ctx context.Context
	cancel      context.CancelFunc
	jobs        chan job
	results     chan Result
	next        atomic.Int64  // the index of the next program
	called      []atomic.Bool // by operation: a program called it
	failed      atomic.Int64  // derivations that made no program
	observe     bool          // the programs report their state, for the feedback's pool
	fb          *feedback
	gens        sync.WaitGroup // the random generators
	// The enumeration, if asked for, comes first; the random generators
	// wait for enumDone.
	enumDone   chan struct{}
	enumerated atomic.Int64
	exhausted  atomic.Bool
	// starts and starting sum the workers' Starts and Starting.
	starts, starting atomic.Int64
	errOnce          sync.Once
	err              error // the first error, which ends the run
}

// newRunState prepares a run of cfg on h, under ctx.
func newRunState(ctx context.Context, h *Harness, cfg RunConfig) *runState {
	procs := max(cfg.Procs, 1)
	s := &runState{
		h: h, cfg: cfg, procs: procs, parent: ctx,
		// A batch in hand for each worker, and no more: program i waits
		// for the feedback of the programs an epoch or two before it
		// (feedback.snapshot), and a longer queue ran into that wait,
		// emptying the queue while its outcomes came in.
		jobs:     make(chan job, batchSize*procs),
		results:  make(chan Result, 4*procs),
		called:   make([]atomic.Bool, len(h.u.env.Ops)),
		observe:  cfg.Feedback && h.Blocks != nil,
		enumDone: make(chan struct{}),
	}
	s.ctx, s.cancel = context.WithCancel(ctx)
	return s
}

// fail records err as the run's error, if it is the first, and stops
// making programs.
func (s *runState) fail(err error) {
	s.errOnce.Do(func() { s.err = err; s.cancel() })
}

// send encodes p as job j and hands it to the workers; false when the
// run is over, or p could not be encoded.
func (s *runState) send(j job, p *synth.Program) bool {
	line, err := s.h.encode(int64(j.index), s.cfg.Fuel, p, s.observe)
	if err != nil {
		s.fail(err)
		return false
	}
	j.prog, j.line = p, line
	select {
	case s.jobs <- j:
		return true
	case <-s.ctx.Done():
		return false
	}
}

// enumerate sends every program of the exhaustive enumeration, if one
// was asked for, and then lets the random generators begin.
func (s *runState) enumerate() {
	defer close(s.enumDone)
	if s.cfg.Exhaustive == nil {
		return
	}
	_, complete := s.cfg.Exhaustive.Enumerate(s.cfg.ExhaustiveMax, func(p *synth.Program) bool {
		if s.ctx.Err() != nil {
			return false
		}
		i := int(s.next.Add(1) - 1)
		s.enumerated.Add(1)
		return s.send(job{index: i, enumerated: true}, p)
	})
	// (A yield refused when the run ended makes complete false.)
	s.exhausted.Store(complete)
}

// hopeless is how many derivations in a row, from the first, that made
// no program end a run: every operation takes a value hogen cannot make.
const hopeless = 2000

// generate derives random programs with gen, once the enumeration is
// done, and sends them until the run is over: program i from seed i.
func (s *runState) generate(gen *synth.Generator) {
	defer s.gens.Done()
	<-s.enumDone
	src := choice.NewRandom(0)
	for s.ctx.Err() == nil {
		i := int(s.next.Add(1) - 1)
		snap := s.fb.snapshot(i)
		src.Reseed(synth.ProgramSeed(s.cfg.Seed, i))
		p := gen.GenerateFrom(src, snap)
		if p == nil {
			if s.failed.Add(1) >= hopeless && s.next.Load() == s.failed.Load() {
				// Not one derivation made a program: no more will, and
				// the run would spend its whole budget finding that.
				s.cancel()
				return
			}
			s.fb.skip(i)
			continue
		}
		if !s.send(job{index: i, fb: snap}, p) {
			return
		}
	}
}

// work runs the jobs in batches on a worker process of its own until
// they run out or the run is over, and delivers their outcomes.
func (s *runState) work() {
	w, err := s.h.NewWorker(s.parent, false)
	if err != nil {
		if s.parent.Err() == nil {
			s.fail(err)
		}
		return
	}
	defer func() {
		w.Close()
		s.starts.Add(int64(w.Starts))
		s.starting.Add(int64(w.Starting))
	}()
	batch := make([]job, 0, batchSize)
	ids := make([]int64, 0, batchSize)
	frames := make([][]byte, 0, batchSize)
	// After a hang or a crash, programs go one at a time (each hang
	// costs a timeout), and batches grow again while all is well.
	size := batchSize
	for j := range s.jobs {
		batch = s.take(append(batch[:0], j), size)
		ids, frames = ids[:0], frames[:0]
		for _, j := range batch {
			ids, frames = append(ids, int64(j.index)), append(frames, j.line)
		}
		outs, err := w.RunBatchSpun(ids, frames, s.cfg.Timeout)
		// The outcomes in hand go first, even when the worker failed:
		// one may be a finding.
		size = s.deliver(batch, outs, min(size*2, batchSize))
		if err != nil && s.parent.Err() == nil {
			s.fail(err)
		}
		if s.ctx.Err() != nil || err != nil {
			return
		}
	}
}

// take adds to batch the jobs that are ready, up to size in all: one
// write and one read of the pipes for many programs.
func (s *runState) take(batch []job, size int) []job {
	for len(batch) < size {
		select {
		case j, ok := <-s.jobs:
			if !ok {
				return batch
			}
			batch = append(batch, j)
		default:
			return batch
		}
	}
	return batch
}

// deliver hands Run the outcomes of the batch's programs that ran, and
// tells the feedback of those that did not. It returns the size of the
// next batch: size, or 1 after a program that killed its worker.
func (s *runState) deliver(batch []job, outs []Outcome, size int) int {
	for i, o := range outs {
		j := batch[i]
		// Its operations were called: it ran (not every program made
		// does, when the run ends).
		synth.Walk(j.prog.Body, func(t synth.Term) {
			if c, ok := t.(*synth.Call); ok {
				s.called[s.h.u.ops[c.Op]].Store(true)
			}
		})
		if o.Died {
			size = 1 // find the next one alone
		}
		if o.Kind == blame.Hang || o.Kind == blame.Crash {
			s.h.Attribute(&o)
			if o.Site == "" && o.Kind == blame.Crash {
				s.h.traceParty(s.parent, &o, j.line, s.cfg.Timeout)
			}
		}
		// Always delivered, even after the run is over: an
		// outcome in hand may be a finding.
		s.results <- Result{Index: j.index, Enumerated: j.enumerated, Program: j.prog, Feedback: j.fb, Outcome: o}
	}
	// The programs left out after a hang or a crash are not run:
	// the feedback must not wait for them.
	for _, j := range batch[min(len(outs), len(batch)):] {
		s.fb.skip(j.index)
	}
	return size
}

// collect counts the outcomes until the workers are done, hands the
// findings and harness errors to report, and stops making programs
// once cfg.N have run.
func (s *runState) collect(start time.Time, report func(Result)) Stats {
	stats := Stats{Discarded: map[string]int{}, Slow: map[string]time.Duration{}}
	if s.h.Blocks != nil {
		stats.Cover = cover.NewProfile(s.h.Blocks)
	}
	for r := range s.results {
		stats.Programs++
		stats.Calls += r.Outcome.Calls
		if o := r.Outcome; o.Took > 0 {
			busy := o.Busy
			if busy == "" {
				busy = o.Party // a hang's
			}
			stats.Slow[busy] += time.Duration(o.Took) * time.Microsecond
		}
		stats.Cover.Add(r.Outcome.Covered)
		s.fb.add(r)
		if s.cfg.Progress != nil {
			s.cfg.Progress.Add(1)
		}
		switch r.Outcome.Status {
		case wire.StatusOK:
		case wire.StatusDiscard:
			stats.Discarded[r.Outcome.Cause]++
		case wire.StatusFinding:
			stats.Findings++
		default:
			stats.Errors++
		}
		if r.Outcome.Status == wire.StatusFinding || r.Outcome.Status == wire.StatusError {
			r.Programs, r.Elapsed = stats.Programs, time.Since(start)
			report(r)
		}
		if s.cfg.N > 0 && stats.Programs >= s.cfg.N {
			s.cancel() // the programs under way still count
		}
	}
	return stats
}

// finish adds to stats what the generators counted, once they are done:
// the enumeration's programs, the failed derivations, the operations no
// program called.
func (s *runState) finish(stats *Stats) {
	stats.Enumerated, stats.Exhausted = int(s.enumerated.Load()), s.exhausted.Load()
	stats.Failed = int(s.failed.Load())
	stats.Starts, stats.Starting = int(s.starts.Load()), time.Duration(s.starting.Load())
	stats.Workers = s.procs
	for i := range s.called {
		if s.h.u.env.Ops[i].Foreign {
			continue // another package's constructor, not the package's
		}
		stats.Ops++
		if !s.called[i].Load() {
			stats.Uncalled = append(stats.Uncalled, s.h.u.env.Ops[i].Name)
		}
	}
}

// traceParty runs a crashing program again with tracing to learn which
// operation was running when the process died (os.Exit leaves no stack).
func (h *Harness) traceParty(ctx context.Context, o *Outcome, line []byte, timeout time.Duration) {
	w, err := h.NewWorker(ctx, true)
	if err != nil {
		return
	}
	defer w.Close()
	again, err := w.Run(o.ID, line, timeout)
	if err != nil {
		return
	}
	var open []string
	for _, l := range strings.Split(again.Stderr, "\n") {
		if name, ok := strings.CutPrefix(l, wire.TraceCall); ok {
			open = append(open, name)
		} else if strings.HasPrefix(l, wire.TraceReturn) && len(open) > 0 {
			open = open[:len(open)-1]
		}
	}
	if len(open) > 0 {
		o.Party = open[0]
		o.Site = "exit"
	}
}
