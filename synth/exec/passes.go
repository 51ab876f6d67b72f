package exec

import (
	"github.com/hogen-go/hogen/synth"
)

// A minimizePass proposes smaller versions of a program, each a clone
// it edits, to minimizer.accept, and returns the first accepted.
type minimizePass struct {
	name string
	run  func(m *minimizer, p *synth.Program) (*synth.Program, bool)
}

// minimizePasses run in this order; after one accepts a candidate, the
// first runs again. The decision stream comes first: where the program
// can be made again from a shorter stream, one run can take off many
// statements at once.
var minimizePasses = []minimizePass{
	{"stream", shrinkStream},
	{"statements", dropStatements},
	{"arguments", simplifyArguments},
	{"bodies", emptyBodies},
}

// shrinkStream makes the program again from shorter or smaller decision
// streams: the stream cut at its end, chunks of it removed, single
// decisions lowered to 0. A candidate the generator cannot make, or
// that is no smaller, is not run.
func shrinkStream(m *minimizer, p *synth.Program) (*synth.Program, bool) {
	if m.cfg.Regenerate == nil || len(m.cfg.Stream) == 0 {
		return nil, false
	}
	seq := m.cfg.Stream
	try := func(cand []int) (*synth.Program, bool) {
		q := m.cfg.Regenerate(cand)
		if q == nil || !m.accept("stream", q) {
			return nil, false
		}
		m.cfg.Stream = cand
		return q, true
	}
	for size := len(seq) / 2; size >= 1; size /= 2 {
		for at := len(seq) - size; at >= 0; at -= size {
			cand := append(append([]int{}, seq[:at]...), seq[at+size:]...)
			if q, ok := try(cand); ok {
				return q, true
			}
			if m.spent() {
				return nil, false
			}
		}
	}
	for i := len(seq) - 1; i >= 0 && !m.spent(); i-- {
		if seq[i] == 0 {
			continue
		}
		cand := append([]int{}, seq...)
		cand[i] = 0
		if q, ok := try(cand); ok {
			return q, true
		}
	}
	return nil, false
}

// dropStatements removes one statement, last first, at top level and in
// synthesized bodies, where nothing left uses what it binds.
func dropStatements(m *minimizer, p *synth.Program) (*synth.Program, bool) {
	for j, b := range blocks(p.Body) {
		for i := len(b.Stmts) - 1; i >= 0; i-- {
			if !removable(p, b, i) {
				continue
			}
			c, ok, stop := m.edit("statements", p, func(c *synth.Program) bool {
				cb := blocks(c.Body)[j]
				cb.Stmts = append(append([]*synth.Let{}, cb.Stmts[:i]...), cb.Stmts[i+1:]...)
				return true
			})
			if ok || stop {
				return c, ok
			}
		}
	}
	return nil, false
}

// simplifyArguments puts a literal in place of an argument: for a
// variable of a basic type its zero value, for an integer 0 or 1.
func simplifyArguments(m *minimizer, p *synth.Program) (*synth.Program, bool) {
	for k, call := range callsOf(p) {
		for i, a := range call.Args {
			for _, simpler := range simplerTerms(a) {
				c, ok, stop := m.edit("arguments", p, func(c *synth.Program) bool {
					callsOf(c)[k].Args[i] = simpler
					return true
				})
				if ok || stop {
					return c, ok
				}
			}
		}
	}
	return nil, false
}

// emptyBodies empties a synthesized body that need not act.
func emptyBodies(m *minimizer, p *synth.Program) (*synth.Program, bool) {
	for k, body := range closuresOf(p) {
		if len(body.Body.Stmts) == 0 {
			continue
		}
		c, ok, stop := m.edit("bodies", p, func(c *synth.Program) bool {
			closuresOf(c)[k].Body.Stmts = nil
			return usesOK(c)
		})
		if ok || stop {
			return c, ok
		}
	}
	return nil, false
}

// edit offers pass's candidate made by edit on a clone of p (edit
// returns false for a candidate not to run): it returns the clone and
// whether it was accepted, and stop once the limits are reached.
func (m *minimizer) edit(pass string, p *synth.Program, edit func(*synth.Program) bool) (c *synth.Program, ok, stop bool) {
	c = synth.Clone(p)
	if edit(c) && m.accept(pass, c) {
		return c, true, false
	}
	return nil, false, m.spent()
}

// callsOf lists p's calls in the order synth.Walk meets them.
func callsOf(p *synth.Program) []*synth.Call {
	var calls []*synth.Call
	synth.Walk(p.Body, func(t synth.Term) {
		if c, ok := t.(*synth.Call); ok {
			calls = append(calls, c)
		}
	})
	return calls
}

// closuresOf lists p's closures in the order synth.Walk meets them.
func closuresOf(p *synth.Program) []*synth.Closure {
	var cs []*synth.Closure
	synth.Walk(p.Body, func(t synth.Term) {
		if c, ok := t.(*synth.Closure); ok {
			cs = append(cs, c)
		}
	})
	return cs
}
