package exec

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"time"

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
}

// Stats count what a run did.
type Stats struct {
	Programs  int            // programs run and judged
	Failed    int            // derivations that made no program
	Discarded map[string]int // programs blamed on the generator, by cause
	Findings  int            // outcomes blamed on the program or a contract
	Errors    int            // outcomes that are bugs of hogen's harness
	Elapsed   time.Duration
}

// Result is a judged program that matters: a finding or a harness error.
type Result struct {
	Index   int // the program's index in the run
	Program *synth.Program
	Outcome Outcome
	// Programs is how many programs had run when this one finished.
	Programs int
	Elapsed  time.Duration
}

type job struct {
	index int
	prog  *synth.Program
	line  []byte
}

// Run generates programs from g with seeds derived from cfg.Seed, runs
// them on cfg.Procs workers of h until cfg.N programs have run or ctx is
// done, and hands every finding and harness error to report, from one
// goroutine.
func Run(ctx context.Context, h *Harness, g *synth.Generator, cfg RunConfig, report func(Result)) (Stats, error) {
	start := time.Now()
	procs := max(cfg.Procs, 1)
	jobs := make(chan job, 4*procs)
	results := make(chan Result, 4*procs)
	stats := Stats{Discarded: map[string]int{}}
	var failed atomic.Int64
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// One generator: it is fast, and not safe for concurrent use.
	var genErr error
	go func() {
		defer close(jobs)
		src := choice.NewRandom(0)
		for i := 0; ctx.Err() == nil; i++ {
			src.Reseed(synth.ProgramSeed(cfg.Seed, i))
			p := g.Generate(src)
			if p == nil {
				failed.Add(1)
				continue
			}
			line, err := h.Encode(int64(i), cfg.Fuel, p)
			if err != nil {
				genErr = err
				cancel()
				return
			}
			select {
			case jobs <- job{index: i, prog: p, line: line}:
			case <-ctx.Done():
				return
			}
		}
	}()

	var wg sync.WaitGroup
	var workErr error
	var errOnce sync.Once
	for range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, err := h.NewWorker(false)
			if err != nil {
				errOnce.Do(func() { workErr = err; cancel() })
				return
			}
			defer w.Close()
			for j := range jobs {
				o, err := w.Run(int64(j.index), j.line, cfg.Timeout)
				if err != nil {
					errOnce.Do(func() { workErr = err; cancel() })
					return
				}
				if o.Kind == "hang" || o.Kind == "crash" {
					h.Attribute(&o)
					if o.Site == "" && o.Kind == "crash" {
						h.traceParty(&o, j.line, cfg.Timeout)
					}
				}
				select {
				case results <- Result{Index: j.index, Program: j.prog, Outcome: o}:
				case <-ctx.Done():
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
		switch r.Outcome.Status {
		case "ok":
		case "discard":
			stats.Discarded[discardCause(r.Outcome.Reason)]++
		case "finding":
			stats.Findings++
		default:
			stats.Errors++
		}
		if r.Outcome.Status == "finding" || r.Outcome.Status == "error" {
			r.Programs, r.Elapsed = stats.Programs, time.Since(start)
			report(r)
		}
		if cfg.N > 0 && stats.Programs >= cfg.N {
			cancel()
			break
		}
	}
	cancel()
	for range results { // let the workers finish
	}
	stats.Failed = int(failed.Load())
	stats.Elapsed = time.Since(start)
	if genErr != nil {
		return stats, genErr
	}
	return stats, workErr
}

func discardCause(reason string) string {
	switch {
	case strings.HasPrefix(reason, "precondition"):
		return "precondition"
	case strings.Contains(reason, "nil"):
		return "nil"
	case strings.Contains(reason, "panicked"):
		return "rejected"
	}
	return "generator"
}

// traceParty runs a crashing program again with tracing to learn which
// operation was running when the process died (os.Exit leaves no stack).
func (h *Harness) traceParty(o *Outcome, line []byte, timeout time.Duration) {
	w, err := h.NewWorker(true)
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
		if name, ok := strings.CutPrefix(l, "hogen-trace: call "); ok {
			open = append(open, name)
		} else if _, ok := strings.CutPrefix(l, "hogen-trace: return "); ok && len(open) > 0 {
			open = open[:len(open)-1]
		}
	}
	if len(open) > 0 {
		o.Party = open[0]
		o.Site = "exit"
	}
}
