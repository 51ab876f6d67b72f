package wire

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// A program travels to the harness as one frame: its length as a
// uvarint, then the program, in varints. Variables are slots of a
// frame (the program's top level, or one closure's body); types,
// operations and constants are indexes into the harness's tables.
//
//	program := id fuel block nobs (slot op)*
//	block   := nslots nstmts (nvars slot* term guarded)* nresults term*
//	term    := kind, then by kind:
//	  TermVar up slot | TermAddr up slot (the variable's address)
//	  TermConst type ('i' varint | 'f' float64 | 's' string | 'b' bool)
//	  TermNil type | TermDocNil type | TermZero type | TermError string
//	  TermNamed const
//	  TermComposite type addr nfields name* nkeys term* nelems term*
//	  TermOrder type printed x y
//	  TermMake type len closed
//	  TermCall id op hasrecv recv? nargs term*
//	  TermFunc id type unfueled quiet nparams slot* block
//	  TermLoop n step nparams slot* block
//	  TermImpl type hasembed embed? nmethods (method fn)*
//	    (its ID, read, is its first method's fn's)
//
// The Writer's methods write these, one production each; Decode reads
// them. Both are here, so the grammar is written once.

// Kind is the kind of a term.
type Kind byte

// The kinds of terms.
const (
	TermVar       Kind = 'v' // a variable's value
	TermAddr      Kind = 'a' // a variable's address: it.Next() on it of type T
	TermConst     Kind = 'c' // a constant of a type
	TermNil       Kind = 'n' // nil of a type
	TermDocNil    Kind = 'N' // nil where the op's doc gives nil a meaning: no misuse
	TermZero      Kind = 'z' // the zero value of a type
	TermError     Kind = 'e' // errors.New(S)
	TermNamed     Kind = 'k' // a named constant of the package
	TermComposite Kind = 'o' // a composite literal
	TermOrder     Kind = 'O' // x < y as the type: a bool, or an int -1, 0, +1
	TermMake      Kind = 'm' // make(type, N); a chan may be closed
	TermCall      Kind = 'C' // a call of an operation
	TermFunc      Kind = 'f' // a closure
	TermLoop      Kind = 'L' // a loop of N runs of a block
	TermImpl      Kind = 'i' // a synthesized implementation of an interface
)

// ConstKind is the kind of a TermConst's value.
type ConstKind byte

// The kinds of constants.
const (
	ConstInt    ConstKind = 'i'
	ConstFloat  ConstKind = 'f'
	ConstString ConstKind = 's'
	ConstBool   ConstKind = 'b'
)

// Program is one decoded program.
type Program struct {
	ID   int64
	Fuel int
	Body Block
	// Obs are the queries of the program's observable state, in pairs:
	// the slot of a top-level value, the op.
	Obs []int
}

// Block is a block of statements and its results.
type Block struct {
	N int // slots of the frame (used for a closure body or the program)
	S []Let
	R []Term
}

// Let binds the values of a term to slots.
type Let struct {
	V       []int // slots, -1 for a value not bound
	T       Term
	Guarded bool // the program has a backup if the term's precondition fails
}

// Term is one decoded term. Which fields a kind uses is in the grammar
// above.
type Term struct {
	K    Kind
	Up   int // frames up, for TermVar and TermAddr
	Slot int
	Ty   int // index of the term's type
	C    ConstKind
	I    int64 // an int constant; a loop's step
	F    float64
	S    string
	// B: a bool constant; TermOrder: compare printed forms; TermMake:
	// the chan is closed; TermFunc: the body runs without fuel.
	B    bool
	Q    bool // TermFunc: a body whose role is to answer (quiet)
	Addr bool // TermComposite: &T{...}
	Fs   []string
	Keys []Term
	El   []Term
	N    int // TermNamed: the constant; TermMake: the length; TermLoop: the runs
	Op   int
	R    *Term // TermCall: the receiver, if any
	A    []Term
	ID   int // TermCall and TermFunc: the node's id in outcomes
	P    []int
	Body *Block
	E    *Term   // TermImpl: the implementation embedded, if any
	Ms   []*Term // TermImpl: the methods' bodies by method index; nil delegates to E
}

// Writer appends a program to a frame, one production at a time: each
// method writes a term's kind and fields, after which the caller writes
// the term's parts the grammar puts after them.
type Writer struct{ B []byte }

func (w *Writer) uvarint(v uint64) { w.B = binary.AppendUvarint(w.B, v) }
func (w *Writer) int(v int)        { w.B = binary.AppendVarint(w.B, int64(v)) }
func (w *Writer) bool(v bool) {
	if v {
		w.B = append(w.B, 1)
	} else {
		w.B = append(w.B, 0)
	}
}
func (w *Writer) str(s string) {
	w.uvarint(uint64(len(s)))
	w.B = append(w.B, s...)
}

// head writes a term's kind and its leading ints.
func (w *Writer) head(k Kind, ns ...int) {
	w.B = append(w.B, byte(k))
	for _, n := range ns {
		w.int(n)
	}
}

// Len writes the length of a list whose elements follow.
func (w *Writer) Len(n int) { w.uvarint(uint64(n)) }

// Program starts a program: its block follows, then Observe.
func (w *Writer) Program(id int64, fuel int) {
	w.B = binary.AppendVarint(w.B, id)
	w.int(fuel)
}

// Observe ends a program with its observed (slot, op) pairs.
func (w *Writer) Observe(obs []int) {
	w.Len(len(obs) / 2)
	for _, n := range obs[:len(obs)/2*2] {
		w.int(n)
	}
}

// Block starts a block of nslots slots and nstmts statements; each
// statement is a Let, a term and LetEnd; then Len of the results and
// each result's term.
func (w *Writer) Block(nslots, nstmts int) {
	w.Len(nslots)
	w.Len(nstmts)
}

// Let starts a statement binding slots (-1 for none); its term follows.
func (w *Writer) Let(slots []int) {
	w.Len(len(slots))
	for _, s := range slots {
		w.int(s)
	}
}

// LetEnd ends a statement: guarded, it has a backup.
func (w *Writer) LetEnd(guarded bool) { w.bool(guarded) }

// Var writes TermVar or TermAddr: the variable in slot of the frame up
// frames out.
func (w *Writer) Var(k Kind, up, slot int) {
	w.head(k, up, slot)
}

// Typed writes TermNil, TermDocNil or TermZero of type ty.
func (w *Writer) Typed(k Kind, ty int) {
	w.head(k, ty)
}

// constHead starts a constant of type ty and kind c; its value follows.
func (w *Writer) constHead(ty int, c ConstKind) {
	w.head(TermConst, ty)
	w.B = append(w.B, byte(c))
}

// Int writes an int constant of type ty.
func (w *Writer) Int(ty int, v int64) {
	w.constHead(ty, ConstInt)
	w.B = binary.AppendVarint(w.B, v)
}

// Float writes a float constant of type ty.
func (w *Writer) Float(ty int, v float64) {
	w.constHead(ty, ConstFloat)
	w.B = binary.LittleEndian.AppendUint64(w.B, math.Float64bits(v))
}

// String writes a string constant of type ty.
func (w *Writer) String(ty int, s string) {
	w.constHead(ty, ConstString)
	w.str(s)
}

// Bool writes a bool constant of type ty.
func (w *Writer) Bool(ty int, v bool) {
	w.constHead(ty, ConstBool)
	w.bool(v)
}

// Error writes errors.New(msg).
func (w *Writer) Error(msg string) {
	w.head(TermError)
	w.str(msg)
}

// Named writes the package's constant number i.
func (w *Writer) Named(i int) {
	w.head(TermNamed, i)
}

// Composite starts a literal of type ty (its address with addr) with
// the named fields; Len and the keys follow, then Len and the elements.
func (w *Writer) Composite(ty int, addr bool, fields []string) {
	w.head(TermComposite, ty)
	w.bool(addr)
	w.Len(len(fields))
	for _, f := range fields {
		w.str(f)
	}
}

// Order starts x < y as type ty; x and y follow.
func (w *Writer) Order(ty int, printed bool) {
	w.head(TermOrder, ty)
	w.bool(printed)
}

// Make writes make(ty, n), a chan closed if closed.
func (w *Writer) Make(ty, n int, closed bool) {
	w.head(TermMake, ty, n)
	w.bool(closed)
}

// Call starts call id of op; the receiver follows if recv, then Len
// and the arguments.
func (w *Writer) Call(id, op int, recv bool) {
	w.head(TermCall, id, op)
	w.bool(recv)
}

// Func starts closure id of func type ty (0 for a method's body) with
// its parameters' slots; its block follows.
func (w *Writer) Func(id, ty int, unfueled, quiet bool, params []int) {
	w.head(TermFunc, id, ty)
	w.bool(unfueled)
	w.bool(quiet)
	w.slots(params)
}

// Loop starts a loop of n runs, whose index in the j-th run is
// j*step%n, with its parameters' slots; its block follows.
func (w *Writer) Loop(n, step int, params []int) {
	w.head(TermLoop, n, step)
	w.slots(params)
}

func (w *Writer) slots(s []int) {
	w.Len(len(s))
	for _, p := range s {
		w.int(p)
	}
}

// Impl starts an implementation of interface ty; the embedded term
// follows if embed, then Len and, for each method, Method and its
// TermFunc.
func (w *Writer) Impl(ty int, embed bool) {
	w.head(TermImpl, ty)
	w.bool(embed)
}

// Method writes the index of the method whose body follows.
func (w *Writer) Method(i int) { w.int(i) }

// AppendFrame appends p as one frame, length first.
func AppendFrame(b []byte, p *Program) []byte {
	w := Writer{B: make([]byte, 0, 256)}
	w.Program(p.ID, p.Fuel)
	w.block(&p.Body)
	w.Observe(p.Obs)
	b = binary.AppendUvarint(b, uint64(len(w.B)))
	return append(b, w.B...)
}

func (w *Writer) block(b *Block) {
	w.Block(b.N, len(b.S))
	for i := range b.S {
		w.Let(b.S[i].V)
		w.Term(&b.S[i].T)
		w.LetEnd(b.S[i].Guarded)
	}
	w.terms(b.R)
}

func (w *Writer) terms(ts []Term) {
	w.Len(len(ts))
	for i := range ts {
		w.Term(&ts[i])
	}
}

// Term writes a decoded term whole.
func (w *Writer) Term(t *Term) {
	switch t.K {
	case TermVar, TermAddr:
		w.Var(t.K, t.Up, t.Slot)
	case TermConst:
		w.constant(t)
	case TermNil, TermDocNil, TermZero:
		w.Typed(t.K, t.Ty)
	case TermError:
		w.Error(t.S)
	case TermNamed:
		w.Named(t.N)
	case TermComposite:
		w.Composite(t.Ty, t.Addr, t.Fs)
		w.terms(t.Keys)
		w.terms(t.El)
	case TermOrder:
		w.Order(t.Ty, t.B)
		w.Term(&t.A[0])
		w.Term(&t.A[1])
	case TermMake:
		w.Make(t.Ty, t.N, t.B)
	case TermCall:
		w.Call(t.ID, t.Op, t.R != nil)
		if t.R != nil {
			w.Term(t.R)
		}
		w.terms(t.A)
	case TermFunc:
		w.Func(t.ID, t.Ty, t.B, t.Q, t.P)
		w.block(t.Body)
	case TermLoop:
		w.Loop(t.N, int(t.I), t.P)
		w.block(t.Body)
	case TermImpl:
		w.impl(t)
	default:
		panic(fmt.Sprintf("wire: no term of kind %q", t.K))
	}
}

func (w *Writer) constant(t *Term) {
	switch t.C {
	case ConstInt:
		w.Int(t.Ty, t.I)
	case ConstFloat:
		w.Float(t.Ty, t.F)
	case ConstString:
		w.String(t.Ty, t.S)
	case ConstBool:
		w.Bool(t.Ty, t.B)
	default:
		panic(fmt.Sprintf("wire: no constant of kind %q", t.C))
	}
}

func (w *Writer) impl(t *Term) {
	w.Impl(t.Ty, t.E != nil)
	if t.E != nil {
		w.Term(t.E)
	}
	n := 0
	for _, m := range t.Ms {
		if m != nil {
			n++
		}
	}
	w.Len(n)
	for i, m := range t.Ms {
		if m != nil {
			w.Method(i)
			w.Term(m)
		}
	}
}

// ErrFrame is the error of a frame that does not decode.
var ErrFrame = errors.New("bad program frame")

// maxMethods bounds a TermImpl's method index, so a bad frame cannot
// ask for a huge table.
const maxMethods = 1 << 12

// Decode reads one program from a frame's body (without its length).
func Decode(b []byte) (p Program, err error) {
	d := reader{b: b}
	defer func() {
		if r := recover(); r != nil {
			if r != ErrFrame {
				panic(r)
			}
			err = ErrFrame
		}
	}()
	p.ID = d.varint()
	p.Fuel = d.int()
	p.Body = d.block()
	p.Obs = make([]int, 2*d.len())
	for i := range p.Obs {
		p.Obs[i] = d.int()
	}
	if len(d.b) > 0 {
		return p, fmt.Errorf("%w: %d bytes after the program", ErrFrame, len(d.b))
	}
	return p, nil
}

// reader reads a frame; it panics with ErrFrame at a bad byte, and
// Decode recovers.
type reader struct{ b []byte }

func (d *reader) uvarint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		panic(ErrFrame)
	}
	d.b = d.b[n:]
	return v
}

func (d *reader) varint() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		panic(ErrFrame)
	}
	d.b = d.b[n:]
	return v
}

func (d *reader) int() int { return int(d.varint()) }

// len reads a list's length, which cannot exceed the bytes left: each
// element takes one at least.
func (d *reader) len() int {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		panic(ErrFrame)
	}
	return int(n)
}

func (d *reader) byte() byte {
	if len(d.b) == 0 {
		panic(ErrFrame)
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *reader) bool() bool {
	switch d.byte() {
	case 0:
		return false
	case 1:
		return true
	}
	panic(ErrFrame)
}

func (d *reader) str() string {
	n := d.len()
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *reader) slots() []int {
	s := make([]int, d.len())
	for i := range s {
		s[i] = d.int()
	}
	return s
}

func (d *reader) block() Block {
	var b Block
	b.N = int(d.uvarint())
	b.S = make([]Let, d.len())
	for i := range b.S {
		l := &b.S[i]
		l.V = d.slots()
		d.term(&l.T)
		l.Guarded = d.bool()
	}
	b.R = d.terms()
	return b
}

func (d *reader) terms() []Term {
	ts := make([]Term, d.len())
	for i := range ts {
		d.term(&ts[i])
	}
	return ts
}

func (d *reader) body() *Block {
	b := d.block()
	return &b
}

func (d *reader) term(t *Term) {
	t.K = Kind(d.byte())
	switch t.K {
	case TermVar, TermAddr:
		t.Up, t.Slot = d.int(), d.int()
	case TermConst:
		t.Ty = d.int()
		d.constant(t)
	case TermNil, TermDocNil, TermZero:
		t.Ty = d.int()
	case TermError:
		t.S = d.str()
	case TermNamed:
		t.N = d.int()
	case TermComposite:
		t.Ty, t.Addr = d.int(), d.bool()
		t.Fs = make([]string, d.len())
		for i := range t.Fs {
			t.Fs[i] = d.str()
		}
		t.Keys, t.El = d.terms(), d.terms()
	case TermOrder:
		t.Ty, t.B = d.int(), d.bool()
		t.A = make([]Term, 2)
		d.term(&t.A[0])
		d.term(&t.A[1])
	case TermMake:
		t.Ty, t.N, t.B = d.int(), d.int(), d.bool()
	case TermCall:
		t.ID, t.Op = d.int(), d.int()
		if d.bool() {
			t.R = new(Term)
			d.term(t.R)
		}
		t.A = d.terms()
	case TermFunc:
		t.ID, t.Ty, t.B, t.Q = d.int(), d.int(), d.bool(), d.bool()
		t.P = d.slots()
		t.Body = d.body()
	case TermLoop:
		t.N, t.I = d.int(), int64(d.int())
		t.P = d.slots()
		t.Body = d.body()
	case TermImpl:
		d.impl(t)
	default:
		panic(ErrFrame)
	}
}

func (d *reader) constant(t *Term) {
	t.C = ConstKind(d.byte())
	switch t.C {
	case ConstInt:
		t.I = d.varint()
	case ConstFloat:
		if len(d.b) < 8 {
			panic(ErrFrame)
		}
		t.F = math.Float64frombits(binary.LittleEndian.Uint64(d.b))
		d.b = d.b[8:]
	case ConstString:
		t.S = d.str()
	case ConstBool:
		t.B = d.bool()
	default:
		panic(ErrFrame)
	}
}

// impl reads a TermImpl; its methods come in increasing index order,
// each once.
func (d *reader) impl(t *Term) {
	t.Ty = d.int()
	if d.bool() {
		t.E = new(Term)
		d.term(t.E)
	}
	for n := d.len(); n > 0; n-- {
		m := d.int()
		if m < len(t.Ms) || m >= maxMethods {
			panic(ErrFrame)
		}
		t.Ms = append(t.Ms, make([]*Term, m+1-len(t.Ms))...)
		t.Ms[m] = new(Term)
		d.term(t.Ms[m])
		if t.Ms[m].K != TermFunc {
			panic(ErrFrame)
		}
		if t.ID == 0 {
			// The implementation is known by its first body's id: the
			// owner of its bodies' frames, as a closure's id is of its.
			t.ID = t.Ms[m].ID
		}
	}
}
