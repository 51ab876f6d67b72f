package exec

import (
	"encoding/binary"
	"fmt"
	"go/constant"
	"go/types"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/synth"
)

// Programs travel to the harness in the frames of package wire, whose
// Writer the encoder drives and whose Decode the harness runs.

// encFrame is a frame of the program being encoded: the top level or
// one closure body.
type encFrame struct {
	up    *encFrame
	slots map[*synth.Var]int
}

func (f *encFrame) slot(v *synth.Var) int {
	if s, ok := f.slots[v]; ok {
		return s
	}
	s := len(f.slots)
	f.slots[v] = s
	return s
}

type encoder struct {
	u *universe
	w wire.Writer
	// observe: the program's top-level values are queried after it.
	observe bool
}

// Encode renders a program as one frame of the harness's input.
func (h *Harness) Encode(id int64, fuel int, p *synth.Program) ([]byte, error) {
	return h.encode(id, fuel, p, false)
}

// encode is Encode; with observe, the harness is asked for the program's
// observable state once it ran clean (wire.Outcome.State): the results of
// the queries of the values its top level bound.
func (h *Harness) encode(id int64, fuel int, p *synth.Program, observe bool) ([]byte, error) {
	e := &encoder{u: h.u, w: wire.Writer{B: make([]byte, 0, 256)}, observe: observe}
	if err := e.program(id, fuel, p); err != nil {
		return nil, err
	}
	frame := binary.AppendUvarint(make([]byte, 0, len(e.w.B)+4), uint64(len(e.w.B)))
	return append(frame, e.w.B...), nil
}

// maxObserved bounds the queries of one program's observable state.
const maxObserved = 16

func (e *encoder) program(id int64, fuel int, p *synth.Program) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("hogen: encoding program %d: %v", id, r)
		}
	}()
	e.w.Program(id, fuel)
	top := &encFrame{slots: map[*synth.Var]int{}}
	e.block(p.Body, top)
	var obs []int // slot, op
	if e.observe {
		vars, ops := e.u.observed(p)
		for i, v := range vars {
			for _, op := range ops[i] {
				obs = append(obs, top.slots[v], op)
			}
		}
	}
	e.w.Observe(obs)
	return nil
}

// observed are the values of p's top level whose state the harness
// reports, in the order of wire.Outcome.States, each with the queries
// of its state; at most maxObserved queries in all.
func (u *universe) observed(p *synth.Program) (vars []*synth.Var, ops [][]int) {
	n := 0
	for _, l := range p.Body.Stmts {
		for _, v := range l.Vars {
			if v == nil {
				continue
			}
			var qs []int
			for _, q := range u.queries {
				if n < maxObserved && types.Identical(q.recv, v.T) {
					qs = append(qs, q.op)
					n++
				}
			}
			if qs != nil {
				vars, ops = append(vars, v), append(ops, qs)
			}
		}
	}
	return vars, ops
}

// block writes b; its frame's slot count comes first, and is known
// once its statements are, so they are written to a buffer of their own.
func (e *encoder) block(b *synth.Block, f *encFrame) {
	outer := e.w.B
	e.w.B = make([]byte, 0, 128)
	n := 0
	for _, l := range b.Stmts {
		if l.Value != nil {
			n++
		}
	}
	for _, l := range b.Stmts {
		if l.Value == nil { // a declaration: its slots start as zero values
			for _, v := range l.Vars {
				f.slot(v)
			}
			continue
		}
		e.let(l, f)
	}
	e.w.Len(len(b.Results))
	for _, r := range b.Results {
		e.term(r, f)
	}
	inner := e.w.B
	e.w.B = outer
	e.w.Block(len(f.slots), n)
	e.w.B = append(e.w.B, inner...)
}

// let writes one statement that binds a value.
func (e *encoder) let(l *synth.Let, f *encFrame) {
	if im, ok := l.Value.(*synth.Impl); ok {
		f.slot(im.Self) // the implementation is in scope in its own bodies
	}
	if l.Forward {
		for _, v := range l.Vars {
			f.slot(v) // its own callbacks capture them
		}
	}
	slots := make([]int, len(l.Vars))
	for i, v := range l.Vars {
		slots[i] = -1
		if v != nil {
			slots[i] = f.slot(v)
		}
	}
	e.w.Let(slots)
	e.term(l.Value, f)
	e.w.LetEnd(l.Backup != nil)
}

func (e *encoder) typ(t types.Type) int {
	i := e.u.typeIndex(t)
	if i < 0 {
		panic(fmt.Sprintf("type %s is not in the harness", t))
	}
	return i
}

// variable encodes a reference to v, its value (TermVar) or its address
// (TermAddr).
func (e *encoder) variable(v *synth.Var, kind wire.Kind, f *encFrame) {
	up := 0
	for g := f; g != nil; g, up = g.up, up+1 {
		if s, ok := g.slots[v]; ok {
			e.w.Var(kind, up, s)
			return
		}
	}
	panic(fmt.Sprintf("variable %d is not in scope", v.ID))
}

func (e *encoder) term(t synth.Term, f *encFrame) {
	switch t := t.(type) {
	case *synth.Var:
		e.variable(t, wire.TermVar, f)
	case *synth.Lit:
		e.lit(t)
	case *synth.Composite:
		e.w.Composite(e.typ(t.T), t.Addr, t.Fields)
		e.terms(t.Keys, f)
		e.terms(t.Elems, f)
	case *synth.Order:
		e.w.Order(e.typ(t.T), types.IsInterface(t.X.T))
		e.term(t.X, f)
		e.term(t.Y, f)
	case *synth.Make:
		e.w.Make(e.typ(t.T), t.Len, t.Closed)
	case *synth.Call:
		e.call(t, f)
	case *synth.Closure:
		e.closure(t, f)
	case *synth.Loop:
		inner := &encFrame{up: f, slots: map[*synth.Var]int{}}
		e.w.Loop(t.N, max(t.Step, 1), inner.params(t.Fn.Params))
		e.block(t.Fn.Body, inner)
	case *synth.Impl:
		e.impl(t, f)
	default:
		panic(fmt.Sprintf("cannot encode %T", t))
	}
}

func (e *encoder) terms(ts []synth.Term, f *encFrame) {
	e.w.Len(len(ts))
	for _, t := range ts {
		e.term(t, f)
	}
}

// params gives the parameters the frame's first slots.
func (f *encFrame) params(ps []*synth.Var) []int {
	slots := make([]int, len(ps))
	for i, p := range ps {
		slots[i] = f.slot(p)
	}
	return slots
}

func (e *encoder) lit(t *synth.Lit) {
	switch t.Kind {
	case synth.NilLit:
		e.w.Typed(wire.TermNil, e.typ(t.T))
		return
	case synth.DocNil:
		e.w.Typed(wire.TermDocNil, e.typ(t.T))
		return
	case synth.ZeroLit:
		e.w.Typed(wire.TermZero, e.typ(t.T))
		return
	case synth.ErrorLit:
		e.w.Error(constant.StringVal(t.Val))
		return
	case synth.NamedConst:
		i, ok := e.u.consts[t.Const]
		if !ok {
			panic(fmt.Sprintf("constant %s is not in the harness", t.Const.Name()))
		}
		e.w.Named(i)
		return
	}
	ty := e.typ(t.T)
	switch t.Val.Kind() {
	case constant.Int:
		v, _ := constant.Int64Val(t.Val)
		e.w.Int(ty, v)
	case constant.Float:
		v, _ := constant.Float64Val(t.Val)
		e.w.Float(ty, v)
	case constant.String:
		e.w.String(ty, constant.StringVal(t.Val))
	case constant.Bool:
		e.w.Bool(ty, constant.BoolVal(t.Val))
	default:
		panic(fmt.Sprintf("constant %s", t.Val))
	}
}

func (e *encoder) call(t *synth.Call, f *encFrame) {
	e.w.Call(t.ID, e.u.ops[t.Op], t.Recv != nil)
	if v, ok := t.Recv.(*synth.Var); ok && synth.Addressed(t) {
		e.variable(v, wire.TermAddr, f) // it.Next() on a variable it of type T: (&it).Next()
	} else if t.Recv != nil {
		e.term(t.Recv, f)
	}
	e.terms(t.Args, f)
}

// impl writes an implementation; its methods go in the order of the
// interface's, as wire.Decode wants them.
func (e *encoder) impl(t *synth.Impl, f *encFrame) {
	it, ok := e.u.impls.At(t.Iface).(int)
	if !ok {
		panic(fmt.Sprintf("interface %s is not synthesized", t.Iface))
	}
	e.w.Impl(it, t.Embed != nil)
	if t.Embed != nil {
		e.term(t.Embed, f)
	}
	iface := t.Iface.Underlying().(*types.Interface)
	byIndex := make([]*synth.Closure, iface.NumMethods())
	for _, m := range t.Methods {
		i := methodIndex(iface, m.Func.Name())
		if i < 0 || byIndex[i] != nil {
			panic(fmt.Sprintf("interface %s: method %s twice or not its own", t.Iface, m.Func.Name()))
		}
		byIndex[i] = m.Fn
	}
	e.w.Len(len(t.Methods))
	for i, fn := range byIndex {
		if fn != nil {
			e.w.Method(i)
			e.closure(fn, f)
		}
	}
}

func methodIndex(iface *types.Interface, name string) int {
	for i := 0; i < iface.NumMethods(); i++ {
		if iface.Method(i).Name() == name {
			return i
		}
	}
	return -1
}

func (e *encoder) closure(c *synth.Closure, f *encFrame) {
	ty, ok := e.u.funcs.At(c.T).(int)
	if !ok {
		if _, isMethod := c.T.(*types.Signature); !isMethod {
			panic(fmt.Sprintf("func type %s is not in the harness", c.T))
		}
	}
	inner := &encFrame{up: f, slots: map[*synth.Var]int{}}
	e.w.Func(c.ID, ty, c.Unfueled(), c.Quiet, inner.params(c.Params))
	e.block(c.Body, inner)
}
