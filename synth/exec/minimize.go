package exec

import (
	"context"
	"fmt"
	"go/constant"
	"go/types"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/synth"
)

// Signature is the identity of the finding an outcome shows (SPEC
// section 6): blame, kind, party, and the failed clause, the panic site,
// or for a crash its site or message. A hang is one bug wherever the
// goroutines wait.
func (o *Outcome) Signature() (blame.Signature, error) {
	kind := o.Kind
	if kind == 0 {
		return blame.Signature{}, fmt.Errorf("program %d has no kind of finding (status %s)", o.ID, o.Status)
	}
	b := blame.Program
	if o.Blame == blame.Contract {
		b = blame.Contract
	}
	site := o.Site
	switch {
	case o.Contract != "":
		site = o.Contract
	case kind == blame.Hang:
		site = ""
	case kind == blame.Crash && site == "":
		site = o.Message
	}
	return blame.Signature{Blame: b, Kind: kind, Party: o.Party, Site: site, Shipped: o.Contract != "" && o.Site == shippedSite}, nil
}

// MinimizeConfig bounds minimization.
type MinimizeConfig struct {
	Fuel    int
	Timeout time.Duration // per run
	Budget  time.Duration // in all
	MaxRuns int
}

// Minimize shrinks p while it still shows the finding of o: it drops
// statements, last first, at top level and in synthesized bodies, and
// empties method bodies, running each candidate in w. It returns the
// smallest program found and its outcome, and how many runs it made.
func (h *Harness) Minimize(w *Worker, p *synth.Program, o Outcome, cfg MinimizeConfig) (*synth.Program, Outcome, int) {
	want, err := o.Signature()
	if err != nil {
		return p, o, 0
	}
	deadline := time.Now().Add(cfg.Budget)
	runs := 0
	best := o
	// try runs the program as it now stands and reports whether it still
	// shows the finding.
	try := func() bool {
		if runs >= cfg.MaxRuns || time.Now().After(deadline) {
			return false
		}
		runs++
		line, err := h.Encode(int64(runs), cfg.Fuel, p)
		if err != nil {
			return false
		}
		got, err := w.Run(int64(runs), line, cfg.Timeout)
		if err != nil || got.Status != wire.StatusFinding {
			return false
		}
		if got.Kind == blame.Hang || got.Kind == blame.Crash {
			h.Attribute(&got)
		}
		sig, err := got.Signature()
		if err != nil || sig.Key() != want.Key() {
			return false
		}
		best = got
		return true
	}
	for changed := true; changed && runs < cfg.MaxRuns && time.Now().Before(deadline); {
		changed = false
		// A removal may detach whole blocks: after one, look again.
	pass:
		for _, b := range blocks(p.Body) {
			for i := len(b.Stmts) - 1; i >= 0; i-- {
				if !removable(p, b, i) {
					continue
				}
				saved := b.Stmts
				b.Stmts = append(append([]*synth.Let{}, saved[:i]...), saved[i+1:]...)
				if try() {
					changed = true
					break pass
				}
				b.Stmts = saved
			}
		}
		if changed {
			continue
		}
		if changed {
			continue
		}
		// Arguments: a variable of a basic type becomes a literal, a
		// literal a smaller one.
		var calls []*synth.Call
		synth.Walk(p.Body, func(t synth.Term) {
			if c, ok := t.(*synth.Call); ok {
				calls = append(calls, c)
			}
		})
	args:
		for _, c := range calls {
			for i, a := range c.Args {
				for _, simpler := range simplerTerms(a) {
					c.Args[i] = simpler
					if try() {
						changed = true
						break args
					}
					c.Args[i] = a
				}
			}
		}
		if changed {
			continue
		}
		// Bodies that need not act: empty them.
		synth.Walk(p.Body, func(t synth.Term) {
			c, ok := t.(*synth.Closure)
			if !ok || len(c.Body.Stmts) == 0 {
				return
			}
			saved := c.Body.Stmts
			c.Body.Stmts = nil
			if !usesOK(p) || !try() {
				c.Body.Stmts = saved
			} else {
				changed = true
			}
		})
	}
	// The final outcome must come from the final program.
	if line, err := h.Encode(0, cfg.Fuel, p); err == nil {
		if got, err := w.Run(0, line, cfg.Timeout); err == nil && got.Status == wire.StatusFinding {
			if got.Kind == blame.Hang || got.Kind == blame.Crash {
				h.Attribute(&got)
			}
			if sig, err := got.Signature(); err == nil && sig.Key() == want.Key() {
				best = got
			}
		}
	}
	p.Size = Size(p)
	best.Callback = h.callbackEvidence(w, p, want, cfg)
	return p, best, runs
}

// callbackEvidence runs p once more with every synthesized body quiet (no
// statements, zero results) and says whether the finding needs what the
// bodies do: a callback that re-enters the package is hogen's reason to
// exist, and the finding is marked so.
func (h *Harness) callbackEvidence(w *Worker, p *synth.Program, want blame.Signature, cfg MinimizeConfig) string {
	type saved struct {
		c       *synth.Closure
		stmts   []*synth.Let
		results []synth.Term
	}
	var bodies []saved
	synth.Walk(p.Body, func(t synth.Term) {
		if c, ok := t.(*synth.Closure); ok && len(c.Body.Stmts) > 0 {
			bodies = append(bodies, saved{c, c.Body.Stmts, c.Body.Results})
		}
	})
	if len(bodies) == 0 {
		return ""
	}
	for _, b := range bodies {
		b.c.Body.Stmts = nil
		if len(b.results) > 0 {
			res := b.c.Sig().Results()
			b.c.Body.Results = make([]synth.Term, res.Len())
			for i := range b.c.Body.Results {
				b.c.Body.Results[i] = &synth.Lit{T: res.At(i).Type(), Kind: synth.ZeroLit}
			}
		}
	}
	defer func() {
		for _, b := range bodies {
			b.c.Body.Stmts, b.c.Body.Results = b.stmts, b.results
		}
	}()
	line, err := h.Encode(0, cfg.Fuel, p)
	if err != nil {
		return ""
	}
	got, err := w.Run(0, line, cfg.Timeout)
	if err != nil {
		return ""
	}
	if got.Status == wire.StatusFinding {
		if got.Kind == blame.Hang || got.Kind == blame.Crash {
			h.Attribute(&got)
		}
		if sig, err := got.Signature(); err == nil && sig.Key() == want.Key() {
			return CallbackNotNeeded
		}
	}
	return CallbackNeeded
}

// blocks lists the program's blocks, outer first.
func blocks(b *synth.Block) []*synth.Block {
	out := []*synth.Block{b}
	synth.Walk(b, func(t synth.Term) {
		if c, ok := t.(*synth.Closure); ok {
			out = append(out, c.Body)
		}
	})
	return out
}

// removable reports whether statement i of b binds nothing the program
// still uses.
func removable(p *synth.Program, b *synth.Block, i int) bool {
	l := b.Stmts[i]
	bound := map[*synth.Var]bool{}
	for _, v := range l.Vars {
		if v != nil {
			bound[v] = true
		}
	}
	if len(bound) == 0 {
		return true
	}
	used := false
	saved := b.Stmts
	b.Stmts = append(append([]*synth.Let{}, saved[:i]...), saved[i+1:]...)
	synth.WalkUses(p.Body, func(v *synth.Var) {
		if bound[v] {
			used = true
		}
	})
	b.Stmts = saved
	return !used
}

// usesOK reports whether every variable the program uses is bound.
func usesOK(p *synth.Program) bool {
	bound := map[*synth.Var]bool{}
	synth.WalkDefs(p.Body, func(v *synth.Var) { bound[v] = true })
	ok := true
	synth.WalkUses(p.Body, func(v *synth.Var) {
		if !bound[v] {
			ok = false
		}
	})
	return ok
}

// Size is the number of calls, closures and implementations of p.
func Size(p *synth.Program) int {
	n := 0
	synth.Walk(p.Body, func(t synth.Term) {
		switch t.(type) {
		case *synth.Call, *synth.Closure, *synth.Impl:
			n++
		}
	})
	return n
}

// Statements counts the statements of p, in synthesized bodies too.
func Statements(p *synth.Program) int {
	n := 0
	for _, b := range blocks(p.Body) {
		n += len(b.Stmts)
	}
	return n
}

// simplerTerms are the literals to try in place of a: for a variable of
// a basic type, its zero value; for an integer literal, 0 and 1.
func simplerTerms(a synth.Term) []synth.Term {
	switch a := a.(type) {
	case *synth.Var:
		if b, ok := a.T.Underlying().(*types.Basic); ok {
			if z := zeroConst(b); z != nil {
				return []synth.Term{&synth.Lit{T: a.T, Kind: synth.ConstLit, Val: z}}
			}
		}
	case *synth.Lit:
		if a.Kind == synth.ConstLit && a.Val.Kind() == constant.Int {
			var out []synth.Term
			for _, n := range []int64{0, 1} {
				if v, ok := constant.Int64Val(a.Val); ok && (v > n || v < -n) && v != n {
					out = append(out, &synth.Lit{T: a.T, Kind: synth.ConstLit, Val: constant.MakeInt64(n)})
				}
			}
			return out
		}
	}
	return nil
}

func zeroConst(b *types.Basic) constant.Value {
	switch {
	case b.Info()&types.IsBoolean != 0:
		return constant.MakeBool(false)
	case b.Info()&types.IsInteger != 0:
		return constant.MakeInt64(0)
	case b.Info()&types.IsFloat != 0:
		return constant.MakeFloat64(0)
	case b.Info()&types.IsString != 0:
		return constant.MakeString("")
	}
	return nil
}

// Replay runs p alone in a new worker, up to n times, and reports whether
// it shows o's finding again. A failure that needed the state earlier
// programs left in the process (a package variable, memory an unsafe
// write of the package's corrupted) is no finding of this program, and
// its reproducer would pass. A hang is not replayed here: the worker
// already ran it again alone, with three times the timeout.
func (h *Harness) Replay(ctx context.Context, p *synth.Program, o Outcome, fuel int, timeout time.Duration, n int) bool {
	want, err := o.Signature()
	if err != nil || o.Kind == blame.Hang {
		return true
	}
	w, err := h.NewWorker(ctx, false)
	if err != nil {
		return true // cannot tell: kept
	}
	defer w.Close()
	for i := int64(1); i <= int64(n); i++ {
		line, err := h.Encode(i, fuel, p)
		if err != nil {
			return true
		}
		got, err := w.Run(i, line, timeout)
		if err != nil {
			return true
		}
		if got.Status != wire.StatusFinding {
			continue
		}
		if got.Kind == blame.Crash {
			h.Attribute(&got)
		}
		if sig, err := got.Signature(); err == nil && sig.Key() == want.Key() {
			return true
		}
	}
	return false
}
