package exec

import (
	"encoding/json"
	"fmt"
	"go/constant"
	"go/types"
	"strconv"

	"github.com/hogen-go/hogen/synth"
)

// The wire form of programs, as the harness runtime (harness/rt.go)
// reads them: variables are frame slots, everything else an index into
// the universe's tables.

type wireProgram struct {
	ID   int64     `json:"id"`
	Fuel int       `json:"fuel"`
	Body wireBlock `json:"body"`
}

type wireBlock struct {
	N int        `json:"n"`
	S []wireLet  `json:"s,omitempty"`
	R []wireTerm `json:"r,omitempty"`
}

type wireLet struct {
	V []int     `json:"v"`
	T wireTerm  `json:"t"`
	B *wireTerm `json:"b,omitempty"`
}

type wireTerm struct {
	K    string              `json:"k"`
	Up   int                 `json:"u,omitempty"`
	Slot int                 `json:"i,omitempty"`
	Ty   int                 `json:"ty,omitempty"`
	C    string              `json:"c,omitempty"`
	X    string              `json:"x,omitempty"`
	Addr bool                `json:"a,omitempty"`
	F    []string            `json:"f,omitempty"`
	Keys []wireTerm          `json:"keys,omitempty"`
	El   []wireTerm          `json:"el,omitempty"`
	N    int                 `json:"n,omitempty"`
	Op   int                 `json:"op,omitempty"`
	R    *wireTerm           `json:"r,omitempty"`
	A    []wireTerm          `json:"args,omitempty"`
	ID   int                 `json:"id,omitempty"`
	P    []int               `json:"p,omitempty"`
	Body *wireBlock          `json:"body,omitempty"`
	Self int                 `json:"self,omitempty"`
	E    *wireTerm           `json:"e,omitempty"`
	M    map[string]wireTerm `json:"m,omitempty"`
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
	ids   int          // calls and closures are numbered together
	nodes []synth.Term // by id, when asked for
	keep  bool
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
	e.block(p.Body, &encFrame{slots: map[*synth.Var]int{}}, nil)
	return e.nodes
}

// Encode renders a program as one line of the harness's input.
func (h *Harness) Encode(id int64, fuel int, p *synth.Program) ([]byte, error) {
	e := &encoder{u: h.u}
	wp := wireProgram{ID: id, Fuel: fuel}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("hogen: encoding program %d: %v", id, r)
			}
		}()
		wp.Body = e.block(p.Body, &encFrame{slots: map[*synth.Var]int{}}, nil)
	}()
	if err != nil {
		return nil, err
	}
	line, err := json.Marshal(wp)
	if err != nil {
		return nil, err
	}
	return append(line, '\n'), nil
}

func (e *encoder) block(b *synth.Block, f *encFrame, params []*synth.Var) wireBlock {
	for _, p := range params {
		f.slot(p)
	}
	var wb wireBlock
	for _, l := range b.Stmts {
		wl := wireLet{}
		if im, ok := l.Value.(*synth.Impl); ok {
			// The implementation is in scope in its own bodies.
			f.slot(im.Self)
		}
		wl.T = e.term(l.Value, f)
		if l.Backup != nil {
			bt := wireTerm{K: "skip"}
			wl.B = &bt
		}
		for _, v := range l.Vars {
			if v == nil {
				wl.V = append(wl.V, -1)
			} else {
				wl.V = append(wl.V, f.slot(v))
			}
		}
		wb.S = append(wb.S, wl)
	}
	for _, r := range b.Results {
		wb.R = append(wb.R, e.term(r, f))
	}
	wb.N = len(f.slots)
	return wb
}

func (e *encoder) typ(t types.Type) int {
	i := e.u.typeIndex(t)
	if i < 0 {
		panic(fmt.Sprintf("type %s is not in the harness", t))
	}
	return i
}

func (e *encoder) term(t synth.Term, f *encFrame) wireTerm {
	switch t := t.(type) {
	case *synth.Var:
		up := 0
		for g := f; g != nil; g, up = g.up, up+1 {
			if s, ok := g.slots[t]; ok {
				return wireTerm{K: "v", Up: up, Slot: s}
			}
		}
		panic(fmt.Sprintf("variable %d is not in scope", t.ID))
	case *synth.Lit:
		switch t.Kind {
		case synth.NilLit:
			return wireTerm{K: "nil", Ty: e.typ(t.T)}
		case synth.ZeroLit:
			return wireTerm{K: "zero", Ty: e.typ(t.T)}
		case synth.ErrorLit:
			return wireTerm{K: "err", X: constant.StringVal(t.Val)}
		case synth.NamedConst:
			i, ok := e.u.consts[t.Const]
			if !ok {
				panic(fmt.Sprintf("constant %s is not in the harness", t.Const.Name()))
			}
			return wireTerm{K: "nc", N: i}
		}
		w := wireTerm{K: "c", Ty: e.typ(t.T)}
		switch t.Val.Kind() {
		case constant.Int:
			w.C, w.X = "i", t.Val.ExactString()
		case constant.Float:
			f, _ := constant.Float64Val(t.Val)
			w.C, w.X = "f", strconv.FormatFloat(f, 'g', -1, 64)
		case constant.String:
			w.C, w.X = "s", constant.StringVal(t.Val)
		case constant.Bool:
			w.C, w.X = "b", t.Val.String()
		}
		return w
	case *synth.Composite:
		w := wireTerm{K: "comp", Ty: e.typ(t.T), Addr: t.Addr, F: t.Fields}
		for _, k := range t.Keys {
			w.Keys = append(w.Keys, e.term(k, f))
		}
		for _, el := range t.Elems {
			w.El = append(w.El, e.term(el, f))
		}
		return w
	case *synth.Make:
		return wireTerm{K: "make", Ty: e.typ(t.T), N: t.Len}
	case *synth.Call:
		w := wireTerm{K: "call", Op: e.u.ops[t.Op], ID: e.id(t)}
		if t.Recv != nil {
			r := e.term(t.Recv, f)
			w.R = &r
		}
		for _, a := range t.Args {
			w.A = append(w.A, e.term(a, f))
		}
		return w
	case *synth.Closure:
		return e.closure(t, f)
	case *synth.Impl:
		it, ok := e.u.impls[t.Iface]
		if !ok {
			panic(fmt.Sprintf("interface %s is not synthesized", t.Iface))
		}
		w := wireTerm{K: "impl", Ty: it, M: map[string]wireTerm{}}
		if t.Embed != nil {
			em := e.term(t.Embed, f)
			w.E = &em
		}
		iface := t.Iface.Underlying().(*types.Interface)
		for _, m := range t.Methods {
			for i := 0; i < iface.NumMethods(); i++ {
				if iface.Method(i).Name() == m.Func.Name() {
					w.M[strconv.Itoa(i)] = e.closure(m.Fn, f)
				}
			}
		}
		return w
	}
	panic(fmt.Sprintf("cannot encode %T", t))
}

func (e *encoder) closure(c *synth.Closure, f *encFrame) wireTerm {
	w := wireTerm{K: "fn", ID: e.id(c)}
	if i, ok := e.u.funcs.At(c.T).(int); ok {
		w.Ty = i
	} else if _, isMethod := c.T.(*types.Signature); !isMethod {
		panic(fmt.Sprintf("func type %s is not in the harness", c.T))
	}
	inner := &encFrame{up: f, slots: map[*synth.Var]int{}}
	for _, p := range c.Params {
		w.P = append(w.P, inner.slot(p))
	}
	body := e.block(c.Body, inner, nil)
	w.Body = &body
	return w
}
