package synth

import (
	"fmt"
	"go/constant"
	"go/types"
	"sort"
	"strings"

	"github.com/hogen-go/hogen/synth/choice"
)

// Enumerate derives every program within the generator's bounds by
// exhaustive enumeration of choice sequences (UDITA's bounded-exhaustive
// strategy) and calls yield once per distinct program: derivations that
// make the same program, such as a constructor called as a step or on
// demand for the next call's receiver, are yielded once. It stops when
// yield returns false or after max sequences (0: no limit), and returns
// how many sequences it tried and whether that was all of them.
func (g *Generator) Enumerate(max int, yield func(*Program) bool) (tried int, complete bool) {
	ex := &choice.Exhaustive{}
	seen := map[string]bool{}
	for {
		tried++
		if p := g.Generate(ex); p != nil {
			if k := Key(p); !seen[k] {
				seen[k] = true
				if !yield(p) {
					return tried, false
				}
			}
		}
		if !ex.Next() {
			return tried, true
		}
		if max > 0 && tried >= max {
			return tried, false
		}
	}
}

// Key is a canonical text of a program's structure: the same for two
// derivations of the same program, different for different programs.
// Variables are numbered in the order they are bound.
func Key(p *Program) string {
	var vars []*Var
	WalkDefs(p.Body, func(v *Var) { vars = append(vars, v) })
	sort.SliceStable(vars, func(i, j int) bool { return vars[i].ID < vars[j].ID })
	k := keyer{ids: map[*Var]int{}}
	for _, v := range vars {
		if _, ok := k.ids[v]; !ok {
			k.ids[v] = len(k.ids) + 1
		}
	}
	k.block(p.Body)
	return k.b.String()
}

type keyer struct {
	b   strings.Builder
	ids map[*Var]int
}

func (k *keyer) block(b *Block) {
	k.b.WriteString("{")
	for _, l := range b.Stmts {
		k.b.WriteString("let")
		if l.Forward {
			k.b.WriteString("rec")
		}
		for _, v := range l.Vars {
			fmt.Fprintf(&k.b, " v%d", k.ids[v])
		}
		k.b.WriteString("=")
		k.term(l.Value)
		if l.Backup != nil {
			k.b.WriteString("|")
			k.term(l.Backup)
		}
		k.b.WriteString(";")
	}
	for _, r := range b.Results {
		k.b.WriteString("ret ")
		k.term(r)
		k.b.WriteString(";")
	}
	k.b.WriteString("}")
}

func (k *keyer) term(t Term) {
	switch t := t.(type) {
	case nil:
		k.b.WriteString("·")
	case *Var:
		fmt.Fprintf(&k.b, "v%d", k.ids[t])
	case *Lit:
		fmt.Fprintf(&k.b, "lit%d:%s:", t.Kind, types.TypeString(t.T, nil))
		switch {
		case t.Const != nil:
			k.b.WriteString(t.Const.Name())
		case t.Val != nil:
			k.b.WriteString(t.Val.ExactString())
			if t.Val.Kind() == constant.String {
				k.b.WriteString("s")
			}
		}
	case *Composite:
		fmt.Fprintf(&k.b, "comp:%s:%v:%v[", types.TypeString(t.T, nil), t.Addr, t.Fields)
		for i, e := range t.Elems {
			if t.Keys != nil {
				k.term(t.Keys[i])
				k.b.WriteString(":")
			}
			k.term(e)
			k.b.WriteString(",")
		}
		k.b.WriteString("]")
	case *Make:
		fmt.Fprintf(&k.b, "make:%s:%d:%t", types.TypeString(t.T, nil), t.Len, t.Closed)
	case *Call:
		fmt.Fprintf(&k.b, "%s(", t.Op.Name)
		k.term(t.Recv)
		for _, a := range t.Args {
			k.b.WriteString(",")
			k.term(a)
		}
		k.b.WriteString(")")
	case *Closure:
		k.b.WriteString("fn(")
		for _, p := range t.Params {
			fmt.Fprintf(&k.b, "v%d,", k.ids[p])
		}
		k.b.WriteString(")")
		k.block(t.Body)
	case *Loop:
		fmt.Fprintf(&k.b, "loop%d*%d:", t.N, t.Step)
		k.term(t.Fn)
	case *Order:
		fmt.Fprintf(&k.b, "order:%s:v%d:v%d", types.TypeString(t.T, nil), k.ids[t.X], k.ids[t.Y])
	case *Impl:
		fmt.Fprintf(&k.b, "impl:%s:v%d:", t.Iface.Obj().Name(), k.ids[t.Self])
		k.term(t.Embed)
		for _, m := range t.Methods {
			fmt.Fprintf(&k.b, ":%s=", m.Func.Name())
			k.term(m.Fn)
		}
	default:
		panic(fmt.Sprintf("synth: Key of %T", t))
	}
}
