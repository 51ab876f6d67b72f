package exec

import (
	"context"
	"encoding/binary"
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
	site, rooted := o.Site, false
	switch {
	case o.Contract != "":
		site = o.Contract
	case kind == blame.Hang:
		site = o.Root // "" but for a deadlock: see blame.Signature.Key
	case o.Root != "":
		site, rooted = o.Root, true // a typed nil's: see blame.Verdict.Root
	case kind == blame.Crash && site == "":
		site = o.Message
	}
	return blame.Signature{Blame: b, Kind: kind, Party: o.Party, Site: site, Shipped: o.Contract != "" && o.Site == shippedSite, Rooted: rooted}, nil
}

// MinimizeConfig bounds minimization.
type MinimizeConfig struct {
	Fuel    int
	Timeout time.Duration // per run
	Budget  time.Duration // in all
	MaxRuns int
	// Regenerate, if not nil, makes the program again from a decision
	// stream (choice.Replay): the program's own, recorded, makes it
	// again; a shorter one, a simpler program. Stream is the program's.
	Regenerate func(seq []int) *synth.Program
	Stream     []int
}

// Minimized is what Minimize made of a finding's program.
type Minimized struct {
	Program *synth.Program
	Outcome Outcome
	Runs    int
	// Tries and Accepted count, by pass, the candidates run and those
	// that still showed the finding.
	Tries, Accepted map[string]int
}

// Minimize shrinks a clone of p while it still shows the finding of o,
// by the passes of minimizePasses in turn, running each candidate in w;
// p is left as it is. It returns the smallest program found and its
// outcome.
func (h *Harness) Minimize(w *Worker, p *synth.Program, o Outcome, cfg MinimizeConfig) Minimized {
	res := Minimized{Program: p, Outcome: o, Tries: map[string]int{}, Accepted: map[string]int{}}
	want, err := o.wanted()
	if err != nil {
		return res
	}
	m := &minimizer{h: h, w: w, cfg: cfg, want: want, deadline: time.Now().Add(cfg.Budget),
		rejected: map[string]bool{}, res: &res}
	cur := synth.Clone(p)
	m.size = measureOf(cur)
	for progress := true; progress && !m.spent(); {
		progress = false
		for _, ps := range minimizePasses {
			if next, ok := ps.run(m, cur); ok {
				cur, progress = next, true
				res.Accepted[ps.name]++
				break
			}
		}
	}
	// The final outcome must come from the final program.
	if got, ok := m.run(0, cur); ok {
		res.Outcome = got
	}
	cur.Size = Size(cur)
	res.Program = cur
	res.Outcome.Callback = h.callbackEvidence(w, cur, want, cfg)
	return res
}

// minimizer holds what the passes share: the finding to keep, the
// limits, and the candidates that did not keep it, by their frames.
type minimizer struct {
	h        *Harness
	w        *Worker
	cfg      MinimizeConfig
	want     wanted
	deadline time.Time
	rejected map[string]bool
	size     measure // of the program accepted last
	res      *Minimized
}

// spent reports whether the runs or the time are used up.
func (m *minimizer) spent() bool {
	return m.res.Runs >= m.cfg.MaxRuns || time.Now().After(m.deadline)
}

// accept runs candidate c for pass, if it is strictly smaller than the
// program accepted last and was not run before, and reports whether it
// still shows the finding; then it is the program to shrink further.
func (m *minimizer) accept(pass string, c *synth.Program) bool {
	size := measureOf(c)
	if !size.less(m.size) || m.spent() {
		return false
	}
	id := int64(m.res.Runs + 1)
	line, err := m.h.Encode(id, m.cfg.Fuel, c)
	if err != nil {
		return false
	}
	key := string(programBytes(line))
	if m.rejected[key] {
		return false
	}
	m.res.Runs++
	m.res.Tries[pass]++
	got, ok := m.runFrame(id, line)
	if !ok {
		m.rejected[key] = true
		return false
	}
	m.res.Outcome, m.size = got, size
	return true
}

// run runs c as program id and reports whether it shows the finding,
// with its outcome.
func (m *minimizer) run(id int64, c *synth.Program) (Outcome, bool) {
	line, err := m.h.Encode(id, m.cfg.Fuel, c)
	if err != nil {
		return Outcome{}, false
	}
	return m.runFrame(id, line)
}

// runFrame is run of c's frame.
func (m *minimizer) runFrame(id int64, line []byte) (Outcome, bool) {
	got, err := m.w.Run(id, line, m.cfg.Timeout)
	if err != nil {
		return got, false
	}
	return got, m.h.shows(&got, m.want)
}

// shows reports whether got, the outcome of a run, shows the finding
// want; a hang's or a crash's is attributed first.
func (h *Harness) shows(got *Outcome, want wanted) bool {
	if got.Status != wire.StatusFinding {
		return false
	}
	if got.Kind == blame.Hang || got.Kind == blame.Crash {
		h.Attribute(got)
	}
	sig, err := got.Signature()
	return err == nil && sig.Key() == want.sig.Key() && got.Rule == want.rule
}

// wanted is the finding a run must show again: its root cause, and the
// rule that judged it. The rule too: a smaller program that hangs in the
// same operation for another reason (a visitor's re-entry instead of a
// hook's) is another finding.
type wanted struct {
	sig  blame.Signature
	rule string
}

// wanted is what a run must show to show o again.
func (o *Outcome) wanted() (wanted, error) {
	sig, err := o.Signature()
	return wanted{sig, o.Rule}, err
}

// programBytes is a frame without its length and program id: the
// program, whatever id it is run as.
func programBytes(frame []byte) []byte {
	_, n := binary.Uvarint(frame)
	_, k := binary.Varint(frame[n:])
	return frame[n+k:]
}

// measure orders programs by size for minimization: fewer statements,
// then fewer calls, closures and implementations, then simpler
// arguments. Each accepted candidate is strictly smaller, so
// minimization ends.
type measure struct{ stmts, size, args int }

func measureOf(p *synth.Program) measure {
	m := measure{stmts: Statements(p), size: Size(p)}
	synth.Walk(p.Body, func(t synth.Term) {
		if c, ok := t.(*synth.Call); ok {
			for _, a := range c.Args {
				m.args += argCost(a)
			}
		}
	})
	return m
}

func (a measure) less(b measure) bool {
	if a.stmts != b.stmts {
		return a.stmts < b.stmts
	}
	if a.size != b.size {
		return a.size < b.size
	}
	return a.args < b.args
}

// argCost is how far an argument is from the simplest: a variable ties
// the call to the statement that bound it; a literal costs more the
// further it is from 0.
func argCost(a synth.Term) int {
	switch a := a.(type) {
	case *synth.Var:
		return 3
	case *synth.Lit:
		if a.Kind != synth.ConstLit {
			return 1
		}
		switch v := a.Val; v.Kind() {
		case constant.Int:
			if n, ok := constant.Int64Val(v); ok && (n == 0) {
				return 0
			} else if ok && (n == 1 || n == -1) {
				return 1
			}
			return 2
		case constant.Bool:
			if !constant.BoolVal(v) {
				return 0
			}
		case constant.String:
			if constant.StringVal(v) == "" {
				return 0
			}
		case constant.Float:
			if constant.Sign(v) == 0 {
				return 0
			}
		}
		return 1
	}
	return 1
}

// callbackEvidence runs p once more with every synthesized body quiet (no
// statements, zero results) and says whether the finding needs what the
// bodies do: a callback that re-enters the package is hogen's reason to
// exist, and the finding is marked so.
func (h *Harness) callbackEvidence(w *Worker, p *synth.Program, want wanted, cfg MinimizeConfig) string {
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
	if h.shows(&got, want) {
		return CallbackNotNeeded
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
	want, err := o.wanted()
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
		if h.shows(&got, want) { // (a hang is not replayed: see above)
			return true
		}
	}
	return false
}
