package synth

// Clone returns a deep copy of p with variables of its own (keeping their
// IDs): a program from the pool becomes the start of a new one, which
// the minimizer may then change without touching the pool's.
func Clone(p *Program) *Program {
	c := cloner{vars: map[*Var]*Var{}}
	return &Program{Body: c.block(p.Body), Size: p.Size}
}

type cloner struct{ vars map[*Var]*Var }

func (c *cloner) v(v *Var) *Var {
	if v == nil {
		return nil
	}
	if n, ok := c.vars[v]; ok {
		return n
	}
	n := *v
	c.vars[v] = &n
	return &n
}

func (c *cloner) vs(vs []*Var) []*Var {
	if vs == nil {
		return nil
	}
	out := make([]*Var, len(vs))
	for i, v := range vs {
		out[i] = c.v(v)
	}
	return out
}

func (c *cloner) terms(ts []Term) []Term {
	if ts == nil {
		return nil
	}
	out := make([]Term, len(ts))
	for i, t := range ts {
		out[i] = c.term(t)
	}
	return out
}

func (c *cloner) block(b *Block) *Block {
	if b == nil {
		return nil
	}
	out := &Block{Results: nil, Stmts: make([]*Let, len(b.Stmts))}
	for i, l := range b.Stmts {
		out.Stmts[i] = &Let{Vars: c.vs(l.Vars), Value: c.term(l.Value), Backup: c.term(l.Backup), Forward: l.Forward}
	}
	out.Results = c.terms(b.Results)
	return out
}

func (c *cloner) term(t Term) Term {
	switch t := t.(type) {
	case nil:
		return nil
	case *Var:
		return c.v(t)
	case *Lit:
		n := *t
		return &n
	case *Make:
		n := *t
		return &n
	case *Composite:
		n := *t
		n.Fields = append([]string(nil), t.Fields...)
		n.Keys, n.Elems = c.terms(t.Keys), c.terms(t.Elems)
		return &n
	case *Call:
		return &Call{ID: t.ID, Op: t.Op, Recv: c.term(t.Recv), Args: c.terms(t.Args), Forward: c.vs(t.Forward)}
	case *Closure:
		return c.closure(t)
	case *Loop:
		return &Loop{N: t.N, Step: t.Step, Fn: c.closure(t.Fn)}
	case *Order:
		return &Order{T: t.T, X: c.v(t.X), Y: c.v(t.Y)}
	case *Impl:
		n := &Impl{Iface: t.Iface, Self: c.v(t.Self), Embed: c.term(t.Embed)}
		for _, m := range t.Methods {
			n.Methods = append(n.Methods, &Method{Func: m.Func, Fn: c.closure(m.Fn)})
		}
		return n
	}
	panic("synth: Clone of an unknown term")
}

func (c *cloner) closure(f *Closure) *Closure {
	if f == nil {
		return nil
	}
	return &Closure{ID: f.ID, T: f.T, Params: c.vs(f.Params), Body: c.block(f.Body), Quiet: f.Quiet}
}
