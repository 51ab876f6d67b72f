package exec

import (
	"encoding/binary"
	"fmt"
	"go/constant"
	"go/types"
	"math"

	"github.com/hogen-go/hogen/synth"
)

// The wire form of programs, as the harness runtime (harness/decode.go)
// reads them: a length-prefixed frame of varints. Variables are frame
// slots, everything else an index into the universe's tables.
//
//	program := id fuel block nobs (slot op)*
//	block   := nslots nstmts (nvars slot* term backup?)* nresults term*
//	term    := kind byte, then by kind:
//	  'v' up slot | 'a' up slot (the variable's address) | 'c' type ('i' varint | 'f' float64 | 's' string | 'b' byte)
//	  'n' type (nil) | 'z' type (zero) | 'e' string (errors.New) | 'k' const
//	  'o' type addr nfields name* nkeys term* nelems term* (composite)
//	  'm' type len closed | 'C' id op hasrecv recv? nargs term*
//	  'f' id type unfueled nparams slot* block | 'i' type hasembed embed? nmethods (index fn)*
//	  'N' type (nil where the op's doc gives nil a meaning: no misuse)
//	  'O' type printed x y (x < y as type: a bool, or an int -1, 0, +1;
//	      printed compares fmt.Sprint(x) and fmt.Sprint(y), for values
//	      of an interface type)
//	  'L' n step nparams slot* block (a loop: the block runs n times,
//	      its index, j*step%n in the j-th run, in the first slot, its
//	      decimal string in the second)

// wbuf accumulates one encoded program.
type wbuf []byte

func (b *wbuf) uvarint(v uint64) { *b = binary.AppendUvarint(*b, v) }
func (b *wbuf) varint(v int64)   { *b = binary.AppendVarint(*b, v) }
func (b *wbuf) int(v int)        { b.varint(int64(v)) }
func (b *wbuf) byte(c byte)      { *b = append(*b, c) }
func (b *wbuf) bool(v bool) {
	if v {
		b.byte(1)
	} else {
		b.byte(0)
	}
}
func (b *wbuf) str(s string) {
	b.uvarint(uint64(len(s)))
	*b = append(*b, s...)
}

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
	u     *universe
	b     wbuf
	ids   int          // calls and closures are numbered together
	nodes []synth.Term // by id, when asked for
	keep  bool
	// observe: the program's top-level values are queried after it.
	observe bool
}

func (e *encoder) id(t synth.Term) int {
	e.ids++
	if e.keep {
		for len(e.nodes) <= e.ids {
			e.nodes = append(e.nodes, nil)
		}
		e.nodes[e.ids] = t
	}
	return e.ids
}

// Nodes returns the calls and closures of p by the ids the harness
// reports in outcomes (At, Skipped, Exhausted).
func (h *Harness) Nodes(p *synth.Program) []synth.Term {
	e := &encoder{u: h.u, keep: true}
	if err := e.program(0, 0, p); err != nil {
		return nil
	}
	return e.nodes
}

// Encode renders a program as one frame of the harness's input.
func (h *Harness) Encode(id int64, fuel int, p *synth.Program) ([]byte, error) {
	return h.encode(id, fuel, p, false)
}

// encode is Encode; with observe, the harness is asked for the program's
// observable state once it ran clean (wire.Outcome.State): the results of
// the queries of the values its top level bound.
func (h *Harness) encode(id int64, fuel int, p *synth.Program, observe bool) ([]byte, error) {
	e := &encoder{u: h.u, b: make(wbuf, 0, 256), observe: observe}
	if err := e.program(id, fuel, p); err != nil {
		return nil, err
	}
	frame := binary.AppendUvarint(make([]byte, 0, len(e.b)+4), uint64(len(e.b)))
	return append(frame, e.b...), nil
}

// maxObserved bounds the queries of one program's observable state.
const maxObserved = 16

func (e *encoder) program(id int64, fuel int, p *synth.Program) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("hogen: encoding program %d: %v", id, r)
		}
	}()
	e.b.varint(id)
	e.b.int(fuel)
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
	e.b.uvarint(uint64(len(obs) / 2))
	for _, n := range obs {
		e.b.int(n)
	}
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

// block writes b; its frame's slot count comes first, so the statements
// are written to a buffer of their own.
func (e *encoder) block(b *synth.Block, f *encFrame) {
	outer := e.b
	e.b = make(wbuf, 0, 128)
	n := 0
	for _, l := range b.Stmts {
		if l.Value != nil {
			n++
		}
	}
	e.b.uvarint(uint64(n))
	for _, l := range b.Stmts {
		if l.Value == nil { // a declaration: its slots start as zero values
			for _, v := range l.Vars {
				f.slot(v)
			}
			continue
		}
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
		e.b.uvarint(uint64(len(slots)))
		for _, s := range slots {
			e.b.int(s)
		}
		e.term(l.Value, f)
		e.b.bool(l.Backup != nil)
	}
	e.b.uvarint(uint64(len(b.Results)))
	for _, r := range b.Results {
		e.term(r, f)
	}
	inner := e.b
	e.b = outer
	e.b.uvarint(uint64(len(f.slots)))
	e.b = append(e.b, inner...)
}

func (e *encoder) typ(t types.Type) int {
	i := e.u.typeIndex(t)
	if i < 0 {
		panic(fmt.Sprintf("type %s is not in the harness", t))
	}
	return i
}

// variable encodes a reference to v, its value ('v') or its address
// ('a').
func (e *encoder) variable(v *synth.Var, kind byte, f *encFrame) {
	up := 0
	for g := f; g != nil; g, up = g.up, up+1 {
		if s, ok := g.slots[v]; ok {
			e.b.byte(kind)
			e.b.int(up)
			e.b.int(s)
			return
		}
	}
	panic(fmt.Sprintf("variable %d is not in scope", v.ID))
}

func (e *encoder) term(t synth.Term, f *encFrame) {
	b := &e.b
	switch t := t.(type) {
	case *synth.Var:
		e.variable(t, 'v', f)
	case *synth.Lit:
		switch t.Kind {
		case synth.NilLit:
			b.byte('n')
			b.int(e.typ(t.T))
			return
		case synth.DocNil:
			b.byte('N')
			b.int(e.typ(t.T))
			return
		case synth.ZeroLit:
			b.byte('z')
			b.int(e.typ(t.T))
			return
		case synth.ErrorLit:
			b.byte('e')
			b.str(constant.StringVal(t.Val))
			return
		case synth.NamedConst:
			i, ok := e.u.consts[t.Const]
			if !ok {
				panic(fmt.Sprintf("constant %s is not in the harness", t.Const.Name()))
			}
			b.byte('k')
			b.int(i)
			return
		}
		b.byte('c')
		b.int(e.typ(t.T))
		switch t.Val.Kind() {
		case constant.Int:
			v, _ := constant.Int64Val(t.Val)
			b.byte('i')
			b.varint(v)
		case constant.Float:
			v, _ := constant.Float64Val(t.Val)
			b.byte('f')
			*b = binary.LittleEndian.AppendUint64(*b, math.Float64bits(v))
		case constant.String:
			b.byte('s')
			b.str(constant.StringVal(t.Val))
		case constant.Bool:
			b.byte('b')
			b.bool(constant.BoolVal(t.Val))
		default:
			panic(fmt.Sprintf("constant %s", t.Val))
		}
	case *synth.Composite:
		b.byte('o')
		b.int(e.typ(t.T))
		b.bool(t.Addr)
		b.uvarint(uint64(len(t.Fields)))
		for _, name := range t.Fields {
			b.str(name)
		}
		b.uvarint(uint64(len(t.Keys)))
		for _, k := range t.Keys {
			e.term(k, f)
		}
		b.uvarint(uint64(len(t.Elems)))
		for _, el := range t.Elems {
			e.term(el, f)
		}
	case *synth.Order:
		b.byte('O')
		b.int(e.typ(t.T))
		b.bool(types.IsInterface(t.X.T))
		e.term(t.X, f)
		e.term(t.Y, f)
	case *synth.Make:
		b.byte('m')
		b.int(e.typ(t.T))
		b.int(t.Len)
		b.bool(t.Closed)
	case *synth.Call:
		b.byte('C')
		b.int(e.id(t))
		b.int(e.u.ops[t.Op])
		b.bool(t.Recv != nil)
		if v, ok := t.Recv.(*synth.Var); ok && synth.Addressed(t) {
			e.variable(v, 'a', f) // it.Next() on a variable it of type T: (&it).Next()
		} else if t.Recv != nil {
			e.term(t.Recv, f)
		}
		b.uvarint(uint64(len(t.Args)))
		for _, a := range t.Args {
			e.term(a, f)
		}
	case *synth.Closure:
		e.closure(t, f)
	case *synth.Loop:
		b.byte('L')
		b.int(t.N)
		b.int(max(t.Step, 1))
		inner := &encFrame{up: f, slots: map[*synth.Var]int{}}
		b.uvarint(uint64(len(t.Fn.Params)))
		for _, p := range t.Fn.Params {
			b.int(inner.slot(p))
		}
		e.block(t.Fn.Body, inner)
	case *synth.Impl:
		it, ok := e.u.impls.At(t.Iface).(int)
		if !ok {
			panic(fmt.Sprintf("interface %s is not synthesized", t.Iface))
		}
		b.byte('i')
		b.int(it)
		b.bool(t.Embed != nil)
		if t.Embed != nil {
			e.term(t.Embed, f)
		}
		b.uvarint(uint64(len(t.Methods)))
		iface := t.Iface.Underlying().(*types.Interface)
		for _, m := range t.Methods {
			idx := -1
			for i := 0; i < iface.NumMethods(); i++ {
				if iface.Method(i).Name() == m.Func.Name() {
					idx = i
				}
			}
			b.int(idx)
			e.closure(m.Fn, f)
		}
	default:
		panic(fmt.Sprintf("cannot encode %T", t))
	}
}

func (e *encoder) closure(c *synth.Closure, f *encFrame) {
	e.b.byte('f')
	e.b.int(e.id(c))
	ty, ok := e.u.funcs.At(c.T).(int)
	if !ok {
		if _, isMethod := c.T.(*types.Signature); !isMethod {
			panic(fmt.Sprintf("func type %s is not in the harness", c.T))
		}
	}
	e.b.int(ty)
	e.b.bool(c.Unfueled())
	e.b.bool(c.Quiet)
	inner := &encFrame{up: f, slots: map[*synth.Var]int{}}
	e.b.uvarint(uint64(len(c.Params)))
	for _, p := range c.Params {
		e.b.int(inner.slot(p))
	}
	e.block(c.Body, inner)
}
