//go:build go1.22

// This file is part of the runtime of hogen's harness: decoding programs from their binary frames.

package harness

import (
	"encoding/binary"
	"fmt"
	"math"
)

type wireProgram struct {
	ID   int64
	Fuel int
	Body wireBlock
	// Obs are the queries of the program's observable state, in pairs:
	// the slot of a top-level value, the op.
	Obs []int
}

type wireBlock struct {
	N int // slots of the frame (only for a closure body or the program)
	S []wireLet
	R []wireTerm
}

type wireLet struct {
	V       []int // slots, -1 for none
	T       wireTerm
	Guarded bool
}

type wireTerm struct {
	K    byte
	Up   int
	Slot int
	Ty   int
	C    byte // constant kind: i f s b
	I    int64
	F    float64
	S    string
	B    bool
	Q    bool // a body whose role is to answer (Closure.Quiet)
	Addr bool
	Fs   []string
	Keys []wireTerm
	El   []wireTerm
	N    int
	Op   int
	R    *wireTerm
	A    []wireTerm
	ID   int
	P    []int
	Body *wireBlock
	E    *wireTerm
	Ms   []*wireTerm // by method index; nil delegates to E
}

// decoder reads one program frame.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		panic(harnessError{"bad program frame"})
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) int() int {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		panic(harnessError{"bad program frame"})
	}
	d.b = d.b[n:]
	return int(v)
}

func (d *decoder) byte() byte {
	if len(d.b) == 0 {
		panic(harnessError{"bad program frame"})
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *decoder) str() string {
	n := int(d.uvarint())
	if n > len(d.b) {
		panic(harnessError{"bad program frame"})
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *decoder) program() (p wireProgram) {
	p.ID = int64(d.int())
	p.Fuel = d.int()
	p.Body = d.block()
	p.Obs = make([]int, 2*d.uvarint())
	for i := range p.Obs {
		p.Obs[i] = d.int()
	}
	return
}

func (d *decoder) block() wireBlock {
	var b wireBlock
	b.N = int(d.uvarint())
	b.S = make([]wireLet, d.uvarint())
	for i := range b.S {
		l := &b.S[i]
		l.V = make([]int, d.uvarint())
		for j := range l.V {
			l.V[j] = d.int()
		}
		d.term(&l.T)
		l.Guarded = d.byte() == 1
	}
	b.R = make([]wireTerm, d.uvarint())
	for i := range b.R {
		d.term(&b.R[i])
	}
	return b
}

func (d *decoder) terms() []wireTerm {
	ts := make([]wireTerm, d.uvarint())
	for i := range ts {
		d.term(&ts[i])
	}
	return ts
}

func (d *decoder) term(t *wireTerm) {
	t.K = d.byte()
	switch t.K {
	case 'v', 'a':
		t.Up, t.Slot = d.int(), d.int()
	case 'c':
		t.Ty = d.int()
		t.C = d.byte()
		switch t.C {
		case 'i':
			t.I = int64(d.int())
		case 'f':
			if len(d.b) < 8 {
				panic(harnessError{"bad program frame"})
			}
			t.F = math.Float64frombits(binary.LittleEndian.Uint64(d.b))
			d.b = d.b[8:]
		case 's':
			t.S = d.str()
		case 'b':
			t.B = d.byte() == 1
		}
	case 'n', 'z', 'N':
		t.Ty = d.int()
	case 'e':
		t.S = d.str()
	case 'k':
		t.N = d.int()
	case 'o':
		t.Ty = d.int()
		t.Addr = d.byte() == 1
		t.Fs = make([]string, d.uvarint())
		for i := range t.Fs {
			t.Fs[i] = d.str()
		}
		t.Keys = d.terms()
		t.El = d.terms()
	case 'O':
		t.Ty = d.int()
		t.B = d.byte() == 1 // printed
		t.A = make([]wireTerm, 2)
		d.term(&t.A[0])
		d.term(&t.A[1])
	case 'm':
		t.Ty, t.N = d.int(), d.int()
		t.B = d.byte() == 1 // closed
	case 'C':
		t.ID, t.Op = d.int(), d.int()
		if d.byte() == 1 {
			t.R = new(wireTerm)
			d.term(t.R)
		}
		t.A = d.terms()
	case 'f':
		t.ID, t.Ty = d.int(), d.int()
		t.B = d.byte() == 1 // unfueled (Closure.Unfueled)
		t.Q = d.byte() == 1 // quiet (Closure.Quiet)
		t.P = make([]int, d.uvarint())
		for i := range t.P {
			t.P[i] = d.int()
		}
		b := d.block()
		t.Body = &b
	case 'L':
		t.N = d.int()
		t.I = int64(d.int()) // the step
		t.P = make([]int, d.uvarint())
		for i := range t.P {
			t.P[i] = d.int()
		}
		b := d.block()
		t.Body = &b
	case 'i':
		t.Ty = d.int()
		if d.byte() == 1 {
			t.E = new(wireTerm)
			d.term(t.E)
		}
		t.Ms = make([]*wireTerm, len(impls[t.Ty].methods))
		for n := d.uvarint(); n > 0; n-- {
			m := d.int()
			fn := new(wireTerm)
			d.term(fn)
			if m >= 0 && m < len(t.Ms) {
				t.Ms[m] = fn
			}
		}
	default:
		panic(harnessError{fmt.Sprintf("bad term kind %q", t.K)})
	}
}
