package exec

import (
	"context"
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
	procs := max(cfg.Procs, 1)
	jobs := make(chan job, 2*batchSize*procs)
	results := make(chan Result, 4*procs)
	stats := Stats{Discarded: map[string]int{}}
	if h.Blocks != nil {
		stats.Cover = cover.NewProfile(h.Blocks)
	}
	var failed atomic.Int64
	// The caller's ctx (Ctrl-C, the time budget) stops the workers at
	// once; cancel, after N programs or an error, stops making programs
	// and lets the workers finish what they have.
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// One generator per worker: program i comes from seed i, whichever
	// goroutine derives it.
	var next atomic.Int64
	called := make([]atomic.Bool, len(h.u.env.Ops))
	var workErr error
	var errOnce sync.Once
	var gens sync.WaitGroup
	generators := []*synth.Generator{g}
	for len(generators) < procs {
		generators = append(generators, g.Clone()) // before any of them runs
	}
	observe := cfg.Feedback && h.Blocks != nil // for the feedback's pool
	send := func(j job, p *synth.Program) bool {
		synth.Walk(p.Body, func(t synth.Term) {
			if c, ok := t.(*synth.Call); ok {
				called[h.u.ops[c.Op]].Store(true)
			}
		})
		line, err := h.encode(int64(j.index), cfg.Fuel, p, observe)
		if err != nil {
			errOnce.Do(func() { workErr = err; cancel() })
			return false
		}
		j.prog, j.line = p, line
		select {
		case jobs <- j:
			return true
		case <-ctx.Done():
			return false
		}
	}
	var fb *feedback
	if cfg.Feedback {
		fb = newFeedback(ctx, h)
	}
	// The enumeration, if asked for, comes first; the random generators
	// wait for it.
	enumDone := make(chan struct{})
	var enumerated atomic.Int64
	var exhausted atomic.Bool
	go func() {
		defer close(enumDone)
		if cfg.Exhaustive == nil {
			return
		}
		_, complete := cfg.Exhaustive.Enumerate(cfg.ExhaustiveMax, func(p *synth.Program) bool {
			if ctx.Err() != nil {
				return false
			}
			i := int(next.Add(1) - 1)
			enumerated.Add(1)
			return send(job{index: i, enumerated: true}, p)
		})
		// (A yield refused when the run ended makes complete false.)
		exhausted.Store(complete)
	}()
	for _, gen := range generators {
		gens.Add(1)
		go func() {
			defer gens.Done()
			<-enumDone
			src := choice.NewRandom(0)
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				snap := fb.snapshot(i)
				src.Reseed(synth.ProgramSeed(cfg.Seed, i))
				p := gen.GenerateFrom(src, snap)
				if p == nil {
					failed.Add(1)
					fb.skip(i)
					continue
				}
				if !send(job{index: i, fb: snap}, p) {
					return
				}
			}
		}()
	}
	go func() {
		gens.Wait()
		close(jobs)
	}()

	var wg sync.WaitGroup
	for range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, err := h.NewWorker(parent, false)
			if err != nil {
				if parent.Err() == nil {
					errOnce.Do(func() { workErr = err; cancel() })
				}
				return
			}
			defer w.Close()
			batch := make([]job, 0, batchSize)
			ids := make([]int64, 0, batchSize)
			frames := make([][]byte, 0, batchSize)
			// After a hang or a crash, programs go one at a time (each hang
			// costs a timeout), and batches grow again while all is well.
			size := batchSize
			for j := range jobs {
				// Take what is ready, up to a batch: one write and one
				// read of the pipes for many programs.
				batch = append(batch[:0], j)
			fill:
				for len(batch) < size {
					select {
					case j, ok := <-jobs:
						if !ok {
							break fill
						}
						batch = append(batch, j)
					default:
						break fill
					}
				}
				ids, frames = ids[:0], frames[:0]
				for _, j := range batch {
					ids, frames = append(ids, int64(j.index)), append(frames, j.line)
				}
				outs, err := w.RunBatch(ids, frames, cfg.Timeout)
				if err != nil && parent.Err() == nil {
					errOnce.Do(func() { workErr = err; cancel() })
					return
				}
				size = min(size*2, batchSize)
				for i, o := range outs {
					j := batch[i]
					if o.Died {
						size = 1 // find the next one alone
					}
					if o.Kind == blame.Hang || o.Kind == blame.Crash {
						h.Attribute(&o)
						if o.Site == "" && o.Kind == blame.Crash {
							h.traceParty(parent, &o, j.line, cfg.Timeout)
						}
					}
					// Always delivered, even after the run is over: an
					// outcome in hand may be a finding.
					results <- Result{Index: j.index, Enumerated: j.enumerated, Program: j.prog, Feedback: j.fb, Outcome: o}
				}
				// The programs left out after a hang or a crash are not run:
				// the feedback must not wait for them.
				for _, j := range batch[min(len(outs), len(batch)):] {
					fb.skip(j.index)
				}
				if ctx.Err() != nil || err != nil {
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	for r := range results {
		stats.Programs++
		stats.Calls += r.Outcome.Calls
		stats.Cover.Add(r.Outcome.Covered)
		fb.add(r)
		if cfg.Progress != nil {
			cfg.Progress.Add(1)
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
		if cfg.N > 0 && stats.Programs >= cfg.N {
			cancel() // the programs under way still count
		}
	}
	gens.Wait() // the generators belong to the caller again
	<-enumDone
	stats.Enumerated, stats.Exhausted = int(enumerated.Load()), exhausted.Load()
	stats.Failed = int(failed.Load())
	stats.Ops = len(called)
	for i := range called {
		if !called[i].Load() {
			stats.Uncalled = append(stats.Uncalled, h.u.env.Ops[i].Name)
		}
	}
	stats.Elapsed = time.Since(start)
	return stats, workErr
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
