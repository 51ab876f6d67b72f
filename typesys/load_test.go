package typesys_test

import (
	"errors"
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct {
		pattern   string
		allowMain bool
		want      []string // substrings of the error, in order
	}{
		{"./testdata/missing", false, []string{"testdata/missing: directory not found"}},
		{"./testdata/broken", false, []string{
			"package github.com/hogen-go/hogen/typesys/testdata/broken does not build:",
			"testdata/broken/broken.go:3:23: undefined: undefinedThing",
			"testdata/broken/broken.go:5:26: cannot use 1",
		}},
		{"./testdata/mainpkg", false, []string{"typesys/testdata/mainpkg is a main package; hogen tests packages that can be imported"}},
		{"./testdata/empty", false, []string{"no Go files in", "testdata/empty"}},
		{"./testdata/nothing/...", false, []string{"pattern ./testdata/nothing/...", "no such file or directory"}},
		{"example.com/nope", false, []string{"no required module provides package example.com/nope"}},
	} {
		t.Run(tc.pattern, func(t *testing.T) {
			_, err := typesys.Load(typesys.Config{AllowMain: tc.allowMain}, tc.pattern)
			var le *typesys.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Load(%s) = %v, want a *LoadError", tc.pattern, err)
			}
			msg := err.Error()
			rest := msg
			for _, w := range tc.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("error %q lacks %q", msg, w)
				}
				rest = rest[i+len(w):]
			}
		})
	}
}

func TestLoad(t *testing.T) {
	for _, tc := range []struct {
		patterns  []string
		allowMain bool
		want      []string // package paths, sorted
	}{
		{[]string{"./testdata/effects"}, false, []string{"github.com/hogen-go/hogen/typesys/testdata/effects"}},
		{[]string{"./testdata/mainpkg"}, true, []string{"github.com/hogen-go/hogen/typesys/testdata/mainpkg"}},
		// The go command skips testdata in wildcards; hogen does not when
		// the pattern names testdata itself.
		{[]string{"./testdata/effects/..."}, false, []string{"github.com/hogen-go/hogen/typesys/testdata/effects"}},
		{[]string{"../testdata/stack/...", "container/list"}, false, []string{"container/list", "github.com/hogen-go/hogen/testdata/stack"}},
	} {
		t.Run(strings.Join(tc.patterns, " "), func(t *testing.T) {
			pkgs, err := typesys.Load(typesys.Config{AllowMain: tc.allowMain}, tc.patterns...)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range pkgs {
				got = append(got, p.PkgPath)
				if p.Types == nil || p.TypesInfo == nil || len(p.Syntax) == 0 {
					t.Errorf("%s loaded without types or syntax", p.PkgPath)
				}
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("loaded %v, want %v", got, tc.want)
			}
		})
	}
}

// TestLoadOutline: the packages under test are parsed whole, their
// function bodies and comments kept, cgo's output included (os/user's
// lies in the build cache); their dependencies lose both, and their API
// is complete.
func TestLoadOutline(t *testing.T) {
	pkgs, err := typesys.Load(typesys.Config{}, "../testdata/blame/stringer", "os/user")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 2 {
		t.Fatalf("loaded %d packages, want 2", len(pkgs))
	}
	for _, p := range pkgs {
		bodies := 0
		for _, f := range p.Syntax {
			if len(f.Comments) == 0 {
				t.Errorf("%s: %s parsed without its comments", p.PkgPath, p.Fset.File(f.Pos()).Name())
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					bodies++
				}
			}
		}
		if bodies == 0 {
			t.Errorf("%s: parsed without its function bodies", p.PkgPath)
		}
	}
	dep := pkgs[0].Imports["strconv"]
	if pkgs[0].PkgPath == "os/user" {
		dep = pkgs[1].Imports["strconv"]
	}
	if dep == nil || dep.Types == nil || dep.Types.Scope().Lookup("Itoa") == nil {
		t.Fatal("strconv's API did not load")
	}
	for _, f := range dep.Syntax {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				t.Fatalf("strconv's %s kept its body", fd.Name.Name)
			}
		}
	}
}

// TestZeroDoc: the wordings of Go documentation for a usable zero value,
// and the ones that make it usable only after a call.
func TestZeroDoc(t *testing.T) {
	for doc, want := range map[string]bool{
		"The zero value for List is an empty list ready to use.":                                       true,
		"A zero Mutex is unlocked. A Mutex must not be copied after first use.":                        true,
		"The zero value for Buffer is an empty buffer ready to use.":                                   true,
		"Alternatively the zero value of a Reader may be used after calling [Reader.Reset] on it.":     false,
		"A Pool is a set of temporary objects. Its zero value must not be used; call NewPool instead.": false,
		"Cache is an LRU cache. Create one with New.":                                                  false,
		"The zero value is a valid, empty set.":                                                        true,
		"Create it with NewPacked; the zero value is not ready for use.":                               false,
	} {
		if got := typesys.ZeroDoc(doc); got != want {
			t.Errorf("ZeroDoc(%q) = %v, want %v", doc, got, want)
		}
	}
	for doc, want := range map[string]bool{
		"Create it with NewPacked; the zero value is not ready for use.":                               true,
		"A Pool is a set of temporary objects. Its zero value must not be used; call NewPool instead.": true,
		"A zero Histogram cannot be used.":                                                             true,
		"The zero value for List is an empty list ready to use.":                                       false,
		"A zero Mutex is unlocked. A Mutex must not be copied after first use.":                        false,
	} {
		if got := typesys.ZeroDenied(doc); got != want {
			t.Errorf("ZeroDenied(%q) = %v, want %v", doc, got, want)
		}
	}
}

// TestMineUsage: the zero values and literals a package's tests build,
// as a user of the package could, and not a nil pointer declared by var,
// a value only named to an assertion or only asserted, nor one built or
// used through unexported fields and methods.
func TestMineUsage(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/u\n\ngo 1.22\n")
	write("u.go", `package u

type A struct{ m map[int]int }
type B struct{ X int }
type C struct{}
type D struct{}
type E struct{}
type F struct{ n int }
type G struct {
	N int
	n int
}
type H struct{ N int }
type I struct{}
type J struct{}
type K struct{ N int }
type L struct{ m map[int]int }
type M struct{ n int }
type N struct{ m map[int]int }
type P struct{ X int }
type Q struct{ X int }
type R struct{ X int }
type S struct{ n int }
type T struct{ N int; c *A }
type V struct{ c *A }
type W struct{ c *A }
type holder struct{ n *N }

func (a *A) Take(t *T) {}
func (a *A) Seen(v *V) bool { return false }
func (t *T) Exec() {}

func (m M) Equal(o M) bool { return m == o }

func (l *L) Set(k, v int)                 { l.m[k] = v }
func (l *L) UnmarshalJSON(b []byte) error { return nil }
func NewL() *L                            { return &L{m: map[int]int{}} }

func (s *S) Begin() *S { return s }
func (s *S) Next() *S  { return s }

func (k *K) Do()   {}
func (k *K) Undo() {}
type wrap struct {
	i *I
	j *J
}

func NewA() *A { return &A{} }

func (a *A) Add(n int) {}

func (a *A) Put(k string, n int) {}

func (h *H) Do()   {}
func (h *H) wire() {}
`)
	// Counted: a zero A used, a B literal handed on, a D kept in a
	// table. Not counted: a nil *C, an E only named to an assertion, an
	// F only asserted, a G literal setting an unexported field, an H the
	// test reaches into, an I and a J wired into the package's insides.
	write("u_test.go", `package u

import "testing"

var bench *C

var table = []struct{ d *D }{{d: new(D)}}

func TestU(t *testing.T) {
	var a A
	use(a)
	b := B{X: 1}
	use(b)
	isType(&E{}, a)
	var impl interface{} = &F{}
	if _, ok := impl.(interface{ Do() }); !ok {
		t.Fatal()
	}
	g := &G{N: 1, n: 2}
	use(g)
	h := &H{N: 1}
	h.wire()
	h.Do()
	w := wrap{j: &J{}}
	w.i = &I{}
	use(w)
	k := &K{N: 1}
	k.Do()
	nn := &N{}
	_ = holder{n: nn}
	p := P{X: 1}
	json.Marshal(p)
	var m M
	json.Unmarshal(nil, &m)
	if !m.Equal(M{}) {
		t.Errorf("zero %v", m)
	}
	targets := []func() any{func() any { return &L{} }}
	_ = targets
	want := &Q{X: 1}
	use(want)
	cases := []struct{ in int; want []*R }{{in: 1, want: []*R{&R{X: 2}}}}
	use(cases)
	newS().Begin().Next()
	(&S{}).Begin()
	t1 := &T{N: 1}
	a.Take(t1)
	v := &V{}
	a.Seen(v)
	a.Seen(&V{})
}

type stub struct{}

// A mock's answer is a placeholder the test compares.
func (stub) Get() *W { return &W{} }

func newS() *S { return &S{} }

// Two subtests' l are two variables: the zero one is only handed on.
func TestShadow(t *testing.T) {
	t.Run("zero", func(t *testing.T) { l := &L{}; use(l) })
	t.Run("made", func(t *testing.T) { l := NewL(); l.Set(1, 2) })
}

func use(any)              {}
func isType(want, got any) {}
`)
	write("p_test.go", `package u_test

import (
	"fmt"
	"testing"

	"example.com/u"
)

func TestIter(t *testing.T) {
	s := u.NewA()
	for it := s.Iter(); it.Valid(); it.Next() {
		_ = it.Key()
	}
	if it := s.Iter(); it.Valid() && it.Len() > 0 {
		_ = it.Key()
	}
	it := s.Iter()
	it.Key()
}

func TestFlush(t *testing.T) {
	b := u.NewA()
	b.Add(1)
	require.Equal(t, 1, b.Len())
	b.Put("key", -3)
	b.Flush()
	t.Run("sub", func(t *testing.T) {
		c := u.NewA()
		c.Add(2)
		defer c.Flush()
		c.Len()
	})
	require.Equal(t, 1, 1)
}
`)
	ps, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo, Dir: dir}, ".")
	if err != nil || len(ps) != 1 {
		t.Fatal(err)
	}
	u := typesys.MineUsage(ps[0])
	// The literals the tests pass to the package's own operations, and
	// not those passed to require's.
	if got := fmt.Sprint(u.Args); got != `[1 "key" -3 2]` {
		t.Errorf("args %s, want [1 \"key\" -3 2]", got)
	}
	if !u.Zero["A"] || !u.Literal["B"] || !u.Zero["D"] || u.Zero["C"] || u.Zero["E"] || u.Zero["F"] || u.Literal["G"] || u.Literal["H"] || u.Zero["I"] || u.Zero["J"] || u.Files != 2 {
		t.Errorf("usage: zero %v, literal %v, %d files", u.Zero, u.Literal, u.Files)
	}
	// A zero M whose methods are called, decoded into and printed is a
	// zero value the tests build, not one they hand where any function
	// may take it; the zero A handed to use is.
	if !u.Zero["M"] || u.ZeroPassed["M"] || !u.ZeroPassed["A"] || !u.ZeroPassed["D"] {
		t.Errorf("zero %v, passed %v", u.Zero, u.ZeroPassed)
	}
	// An N wired into an unexported field of the package's, and a P
	// only encoded, show no use a user makes of them.
	if u.Zero["N"] || u.LiteralMethods["P"]["*"] {
		t.Errorf("zero N %v, literal methods of P %v", u.Zero["N"], u.LiteralMethods["P"])
	}
	// The fields every literal of a type sets: B's X.
	if got := fmt.Sprint(u.Required["B"]); got != "[X]" {
		t.Errorf("required fields of B %s, want [X]", got)
	}
	// A Q and an R built as what a result should be, in a variable or a
	// table field named want, are compared, not used.
	if u.Literal["Q"] || u.Literal["R"] {
		t.Errorf("literal Q %v, R %v", u.Literal["Q"], u.Literal["R"])
	}
	// A zero S, from a helper that returns one or by hand, takes Begin
	// first: Next is called on what Begin returns.
	if !u.Zero["S"] || u.ZeroPassed["S"] || !u.ZeroMethods["S"]["Begin"] || u.ZeroMethods["S"]["Next"] {
		t.Errorf("zero S %v, passed %v, methods %v", u.Zero["S"], u.ZeroPassed["S"], u.ZeroMethods["S"])
	}
	// A literal handed on may take any method; one kept takes those called.
	if !u.LiteralMethods["B"]["*"] || !u.LiteralMethods["K"]["Do"] || u.LiteralMethods["K"]["Undo"] || u.LiteralMethods["K"]["*"] {
		t.Errorf("literal methods %v", u.LiteralMethods)
	}
	// A literal T handed to the package's Take takes no method of its
	// own, and goes to Take only; a zero V goes to Seen only; a B handed
	// to the test's own helper goes anywhere.
	if u.LiteralMethods["T"] == nil || len(u.LiteralMethods["T"]) != 0 || !u.BuiltTo["T"]["Take"] || u.BuiltTo["T"]["*"] ||
		!u.BuiltTo["V"]["Seen"] || u.BuiltTo["V"]["*"] || !u.BuiltTo["B"]["*"] {
		t.Errorf("literal methods %v, built to %v", u.LiteralMethods, u.BuiltTo)
	}
	// A zero W a mock answers with shows no method working on it.
	if !u.Zero["W"] || u.ZeroMethods["W"] == nil || len(u.ZeroMethods["W"]) != 0 || u.ZeroPassed["W"] {
		t.Errorf("zero W %v, methods %v, passed %v", u.Zero["W"], u.ZeroMethods["W"], u.ZeroPassed["W"])
	}
	// A zero L a factory returns as an any, or another handed to a call,
	// is a target to decode into, not one to call Set on (the Set is on
	// another variable of the same name).
	if !u.Zero["L"] || !u.ZeroMethods["L"]["UnmarshalJSON"] || u.ZeroMethods["L"]["Set"] || u.ZeroMethods["L"]["*"] {
		t.Errorf("zero L: %v, methods %v", u.Zero["L"], u.ZeroMethods["L"])
	}
	// Protocols: Key is asked under Valid in most calls, Flush ends a
	// value's use; Len is called after Add, and require's methods are not
	// the package's.
	if u.Guards["Key"] != "Valid" || len(u.Guards) != 1 {
		t.Errorf("guards %v, want Key: Valid", u.Guards)
	}
	if !u.Final["Flush"] || u.Final["Add"] || u.Final["Equal"] || len(u.Final) != 1 {
		t.Errorf("final %v, want Flush", u.Final)
	}
}

// TestAsserted: an operation takes any, and the source asserts it to the
// package's own interfaces: those are synthesized, and Asserted lists
// them; an unexported one, or another package's, is not.
func TestAsserted(t *testing.T) {
	env := envOf(t, "example.com/w", `package w

import "fmt"

type PrimitiveWalker interface{ Primitive(v int) error }
type MapWalker interface{ Map(m map[string]int) error }
type enterer interface{ Enter() }

func Walk(data, walker any) error {
	if pw, ok := walker.(PrimitiveWalker); ok {
		pw.Primitive(1)
	}
	switch w := walker.(type) {
	case MapWalker:
		w.Map(nil)
	case enterer:
		w.Enter()
	case fmt.Stringer:
		_ = w.String()
	}
	return nil
}
`)
	var names []string
	for _, n := range env.Asserted {
		names = append(names, n.Obj().Name())
		if !env.IsSynth(n) {
			t.Errorf("%s is asserted but not synthesized", n.Obj().Name())
		}
	}
	if got := strings.Join(names, " "); got != "PrimitiveWalker MapWalker" {
		t.Errorf("asserted %q, want PrimitiveWalker MapWalker", got)
	}
}

// TestHookSetters: an exported field of a func type with no results, in
// a type with pointer methods, is a hook users set after the constructor
// (an op that assigns it); a comparator field, a config struct with only
// value methods, an unexported field, a field of another type and an
// embedded one are not.
func TestHookSetters(t *testing.T) {
	env := envOf(t, "example.com/h", `package h

type Handler func(int)

type Cache struct {
	OnEvicted func(key string)
	OnAdd     Handler
	onGet     func()
	Max       int
	Hooks
}

type Hooks struct{ OnClose func() }

func New() *Cache           { return &Cache{} }
func (c *Cache) Add(k string) {}

type Config struct{ OnRemove func(string) }

func (c Config) With() Config { return c }

type Box[T any] struct {
	Less    func(a, b T) bool
	OnEvict func(v T)
}

func (b *Box[T]) Put(v T) {}
`)
	var setters []string
	for _, op := range env.Ops {
		if op.Field != nil {
			if !op.SideEffecting || op.Sig.Params().Len() != 1 || op.Sig.Results().Len() != 0 {
				t.Errorf("%s: side effecting %v, signature %v", op.Name, op.SideEffecting, op.Sig)
			}
			setters = append(setters, op.Name)
		}
	}
	if got, want := strings.Join(setters, " "), "h.(*Box[int]).OnEvict= h.(*Box[string]).OnEvict= h.(*Cache).OnEvicted= h.(*Cache).OnAdd="; got != want {
		t.Errorf("setters %q, want %q", got, want)
	}
}

// envOf builds Γ for a module path of one file, src, and its tests.
func envOf(t *testing.T, path, src string, tests ...string) *typesys.Env {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{"go.mod": "module " + path + "\n\ngo 1.22\n", "p.go": src}
	for i, test := range tests {
		files[fmt.Sprintf("p%d_test.go", i)] = test
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ps, err := typesys.Load(typesys.Config{Dir: dir}, ".")
	if err != nil || len(ps) != 1 {
		t.Fatal(err)
	}
	p := ps[0]
	env, err := typesys.NewEnv(p, typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo), typesys.EnvConfig{})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// TestMover: the tests call Value after Next, in a for and in sequence,
// and Index after Value: Next is the mover of both; Len, asked anywhere,
// has none, and Valid, a query, is a guard rather than a mover.
func TestMover(t *testing.T) {
	env := envOf(t, "example.com/m", `package m

type List struct{ items []int }

func New() *List { return &List{} }
func (l *List) Len() int { return len(l.items) }
func (l *List) Iterator() Iterator { return Iterator{l: l, i: -1} }

type Iterator struct {
	l *List
	i int
}

func (it *Iterator) Next() bool  { it.i++; return it.i < len(it.l.items) }
func (it *Iterator) Value() int  { return it.l.items[it.i] }
func (it *Iterator) Index() int  { return it.i }
func (it *Iterator) Valid() bool { return it.i >= 0 && it.i < len(it.l.items) }
`, `package m

import "testing"

func TestA(t *testing.T) {
	l := New()
	l.Len()
	it := l.Iterator()
	for it.Next() {
		it.Value()
		it.Index()
	}
}

func TestB(t *testing.T) {
	l := New()
	it := l.Iterator()
	it.Next()
	it.Value()
	it.Index()
	l.Len()
}
`)
	movers := map[string]string{}
	for _, op := range env.Ops {
		if m := env.Mover(op); m != nil {
			movers[op.Func.Name()] = m.Name()
		}
	}
	if got := fmt.Sprint(movers); got != "map[Index:Next Value:Next]" {
		t.Errorf("movers %s, want Index and Value after Next", got)
	}
}

// TestDocExamples checks that a code block of a doc comment shows the
// package's protocol as the tests do: Item under Next.
func TestDocExamples(t *testing.T) {
	u := mineDir(t, map[string]string{
		"go.mod": "module example.com/d\n\ngo 1.22\n",
		"d.go": `package d

// Iterator walks a list. Its usage pattern is as follows:
//
//	it := l.Iterator()
//	for it.Next() {
//		n := it.Item()
//	}
type Iterator struct{}

func (it *Iterator) Next() bool { return false }
func (it *Iterator) Item() int  { return 0 }

// Broken shows code that does not parse, which is skipped:
//
//	for it.Next( {
func Broken() {}
`,
	})
	if u.Guards["Item"] != "Next" || !slices.Contains(u.Before["Item"], "Next") {
		t.Errorf("guards %v, before %v: want Item under Next", u.Guards, u.Before)
	}
}

// TestCallbackOnly: a method the tests call only on the parameter of a
// function they hand the package (a func literal, a handler declared
// with results) is for callbacks; one they also call elsewhere is not.
func TestCallbackOnly(t *testing.T) {
	u := mineDir(t, map[string]string{
		"go.mod": "module example.com/c\n\ngo 1.22\n",
		"c.go": `package c

type State struct{}

func New() *State                              { return &State{} }
func (s *State) Register(f func(*State) int)   {}
func (s *State) CheckInt(i int) int            { return 0 }
func (s *State) Push(n int)                    {}
func (s *State) Top() int                      { return 0 }
`,
		"c_test.go": `package c

import "testing"

func handler(s *State) int { s.Push(1); return s.CheckInt(2) }

func drain(s *State) int { return s.Top() }

func TestC(t *testing.T) {
	s := New()
	s.Register(func(s *State) int { s.Push(2); return s.CheckInt(1) })
	s.Register(handler)
	s.Push(3)
	check := func(s *State) int { return s.Top() }
	check(s)
	drain(s)
}
`,
	})
	// Top is called on the parameter of a helper the test keeps and
	// calls itself, twice: no callback.
	if !u.CallbackOnly["State.CheckInt"] || u.CallbackOnly["State.Push"] || u.CallbackOnly["State.Register"] || u.CallbackOnly["State.Top"] {
		t.Errorf("callback-only %v, want State.CheckInt only", u.CallbackOnly)
	}
}

// TestCallbackOnlyElsewhere: a package's external tests in a directory
// of their own (lexer_test/) are its tests, and a state function the
// tests return from another is handed over as the one they pass: Emit,
// called only in state functions, is for callbacks; Next, also called
// at top level, is not.
func TestCallbackOnlyElsewhere(t *testing.T) {
	u := mineDir(t, map[string]string{
		"go.mod": "module example.com/lexer\n\ngo 1.22\n",
		"lexer.go": `package lexer

type StateFunc func(*L) StateFunc

type L struct{}

func New(src string, start StateFunc) *L { return &L{} }
func (l *L) Start()                      {}
func (l *L) Emit(t int)                  {}
func (l *L) Next() rune                  { return 0 }
`,
		"lexer_test/lexer_test.go": `package lexer_test

import (
	"testing"

	"example.com/lexer"
)

func number(l *lexer.L) lexer.StateFunc { l.Next(); l.Emit(1); return ident }

func ident(l *lexer.L) lexer.StateFunc { l.Emit(2); return nil }

func TestLex(t *testing.T) {
	l := lexer.New("1a", number)
	l.Start()
	lexer.New("", nil).Next()
}
`,
	})
	if !u.CallbackOnly["L.Emit"] || u.CallbackOnly["L.Next"] {
		t.Errorf("callback-only %v, want L.Emit only", u.CallbackOnly)
	}
}

// mineDir writes files in a new directory, loads its package and mines
// its tests' and docs' usage.
func mineDir(t *testing.T, files map[string]string) *typesys.Usage {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ps, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo, Dir: dir}, ".")
	if err != nil || len(ps) != 1 {
		t.Fatal(err)
	}
	return typesys.MineUsage(ps[0])
}

// TestUnionInstances: a type parameter that neither int nor string
// satisfies, whose constraint lists its types (V int64 | float64), is
// instantiated with those, so the generic queue's methods are operations;
// one that int satisfies keeps int.
func TestUnionInstances(t *testing.T) {
	env := envOf(t, "example.com/pq", `package pq

type Queue[T comparable, V int64 | float64] struct{ items []T; prios []V }

func New[T comparable, V int64 | float64]() *Queue[T, V] { return &Queue[T, V]{} }
func (q *Queue[T, V]) Put(x T, p V) { q.items = append(q.items, x); q.prios = append(q.prios, p) }
func (q *Queue[T, V]) Len() int     { return len(q.items) }
`)
	var names []string
	for _, op := range env.Ops {
		names = append(names, op.Name)
	}
	got := strings.Join(names, " ")
	for _, want := range []string{"pq.New[int,int64]", "pq.(*Queue[int, int64]).Put", "pq.(*Queue[string, float64]).Len"} {
		if !strings.Contains(got, want) {
			t.Errorf("operations %q lack %s", got, want)
		}
	}
}

// TestChanOpener: Stop closes the channel only Start makes, so Start
// readies it, for a generic type too; a channel the constructor makes,
// or that nothing makes, readies nothing, and a run that sets it to nil
// makes none.
func TestChanOpener(t *testing.T) {
	env := envOf(t, "example.com/d", `package d

type D[T any] struct{ req chan T; done chan struct{} }

func NewD[T any]() *D[T] { return &D[T]{} }
func (d *D[T]) Start() { d.req = make(chan T); go d.run() }
func (d *D[T]) run() { for range d.req {}; d.req = nil }
func (d *D[T]) Stop() { close(d.req) }

type E struct{ req chan int }

func NewE() *E { return &E{req: make(chan int)} }
func (e *E) Start() { e.req = make(chan int) }
func (e *E) Stop() { close(e.req) }

type F struct{ req chan int }

func (f *F) Stop() { close(f.req) }
`)
	opener := map[string]string{}
	for _, op := range env.Ops {
		if op.Func != nil && op.Func.Name() == "Stop" {
			if m := env.Effects.ChanOpener(op.Func.Origin()); m != nil {
				opener[op.Name] = m.Name()
			} else {
				opener[op.Name] = ""
			}
		}
	}
	for name, want := range map[string]string{"d.(*D[int]).Stop": "Start", "d.(*E).Stop": "", "d.(*F).Stop": ""} {
		if got, ok := opener[name]; !ok || got != want {
			t.Errorf("ChanOpener(%s) = %q (listed %v), want %q; all: %v", name, got, ok, want, opener)
		}
	}
}

// TestClosesOnce: a method closes its receiver's channel unguarded at
// its top level (Wait, deferred or not), or in a helper it calls there
// on its receiver (WaitAndClose) or on a field it delegates to (W's), or
// only under a guard (Cancel, Halt), or
// closes one it or another method makes anew (Reset, End); and whether
// the channel it closes is one another method sends on (StopsSends).
func TestClosesOnce(t *testing.T) {
	env := envOf(t, "example.com/c", `package c

import "sync"

type P struct{ task, tickets chan int; once sync.Once; done, fin chan struct{} }

func New() *P { return &P{task: make(chan int), done: make(chan struct{}), fin: make(chan struct{})} }
func (p *P) Wait() { close(p.task) }
func (p *P) Finish() { defer close(p.fin) }
func (p *P) End() { close(p.done) }
func (p *P) Stop() { p.once.Do(func() { close(p.done) }) }
func (p *P) Cancel() { if p.done != nil { close(p.done) } }
func (p *P) Reset() { close(p.done); p.done = make(chan struct{}) }
func (p *P) Len() int { return len(p.task) }
func (p *P) Do(v int) { p.task <- v }
func (p *P) WaitAndClose() error { <-p.tickets; return p.shut() }
func (p *P) shut() error { close(p.tickets); return nil }
func (p *P) Halt() { if p.fin != nil { p.halt() } }
func (p *P) halt() { close(p.fin) }
type W struct{ p *P }
func (w *W) WaitAndClose() error { return w.p.WaitAndClose() }
func (w *W) Wait() { w.p.Wait() }
func (w *W) Len() int { return w.p.Len() }
`)
	// Wait's task channel is one Do sends on: Wait stops the value;
	// Finish's done is a signal no method sends on.
	stops := map[string]bool{"c.(*P).Wait": true, "c.(*W).Wait": true}
	// End closes done unguarded, but Reset makes it anew: a restart.
	want := map[string]bool{"c.(*P).Wait": true, "c.(*P).Finish": true, "c.(*P).WaitAndClose": true, "c.(*P).Halt": false, "c.(*W).WaitAndClose": true, "c.(*W).Wait": true, "c.(*W).Len": false, "c.(*P).End": false, "c.(*P).Stop": false, "c.(*P).Cancel": false, "c.(*P).Reset": false, "c.(*P).Len": false}
	for _, op := range env.Ops {
		w, ok := want[op.Name]
		if !ok {
			continue
		}
		delete(want, op.Name)
		if got := len(env.Effects.ClosesOnce(op.Func.Origin())) > 0; got != w {
			t.Errorf("ClosesOnce(%s) = %v, want %v", op.Name, got, w)
		}
		if got := env.Effects.StopsSends(op.Func.Origin()); got != stops[op.Name] {
			t.Errorf("StopsSends(%s) = %v, want %v", op.Name, got, stops[op.Name])
		}
	}
	if len(want) > 0 {
		t.Errorf("no operations %v", want)
	}
}

// TestReinterprets: a container-of, which converts its pointer argument
// to unsafe.Pointer and returns a pointer converted from one, directly
// or through a helper; and functions that do only half of it.
func TestReinterprets(t *testing.T) {
	env := envOf(t, "example.com/r", `package r

import "unsafe"

type Head struct{ next *Head }
type Item struct{ K string; head Head }

func elementOf(p unsafe.Pointer, off uintptr) unsafe.Pointer { return unsafe.Pointer(uintptr(p) - off) }

func ItemOf(h *Head) *Item { return (*Item)(elementOf(unsafe.Pointer(h), unsafe.Offsetof(Item{}.head))) }
func ItemAt(h *Head) *Item { return (*Item)(unsafe.Add(unsafe.Pointer(h), -16)) }
func KeyOf(h *Head) string { return ItemOf(h).K }
func Addr(h *Head) uintptr { return uintptr(unsafe.Pointer(h)) }
func (it *Item) Head() *Head { return &it.head }

type Ptr struct{ v unsafe.Pointer }

func swap(p *unsafe.Pointer, n unsafe.Pointer) unsafe.Pointer { old := *p; *p = n; return old }
func (p *Ptr) Swap(n *Item) *Item { return (*Item)(swap(&p.v, unsafe.Pointer(n))) }
`)
	// Swap converts its argument and its result, but moves no offset: a
	// typed pointer, not a container-of.
	want := map[string]bool{"r.ItemOf": true, "r.ItemAt": true, "r.KeyOf": false, "r.Addr": false, "r.(*Item).Head": false, "r.(*Ptr).Swap": false}
	checkOps(t, env, "Reinterprets", want, env.Effects.Reinterprets)
}

// TestDropsError: a method that hands out what a sibling returned with
// an error it drops; one that drops another package's error, or returns
// the error, does not.
func TestDropsError(t *testing.T) {
	env := envOf(t, "example.com/e", `package e

import "strconv"

type C struct{ parent *C; s string }

func New() *C { return &C{} }
func (c *C) ParentC() (*C, error) { return c.parent, nil }
func (c *C) Parent() *C { p, _ := c.ParentC(); return p }
func (c *C) Num() int { n, _ := strconv.Atoi(c.s); return n }
func (c *C) Up() (*C, error) { p, err := c.ParentC(); return p, err }
func (c *C) count() (int, error) { return len(c.s), nil }
func (c *C) Len() int { n, _ := c.count(); return n + 1 }
func (c *C) Depth() int { p, _ := c.ParentC(); if p == nil { return 0 }; return 1 + p.Depth() }
`)
	// Len drops an unexported helper's error and returns more than its
	// result; Depth does more than hand the result out.
	want := map[string]bool{"e.(*C).Parent": true, "e.(*C).Num": false, "e.(*C).Up": false, "e.(*C).ParentC": false, "e.(*C).Len": false, "e.(*C).Depth": false}
	checkOps(t, env, "DropsError", want, env.Effects.DropsError)
}

// checkOps checks fact, named name, of the functions of the operations
// want lists, and that each is an operation of env.
func checkOps(t *testing.T, env *typesys.Env, name string, want map[string]bool, fact func(*types.Func) bool) {
	t.Helper()
	for _, op := range env.Ops {
		w, ok := want[op.Name]
		if !ok {
			continue
		}
		delete(want, op.Name)
		if got := fact(op.Func.Origin()); got != w {
			t.Errorf("%s(%s) = %v, want %v", name, op.Name, got, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("no operations %v", want)
	}
}

// TestGenerated: the functions of a file a generator wrote, by its
// "Code generated ... DO NOT EDIT." line, and no others.
func TestGenerated(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/g\n\ngo 1.21\n")
	write("g.go", "package g\n\ntype M struct{ b []byte }\n\nfunc New() *M { return &M{} }\n\nfunc (m *M) Size() int { return len(m.b) }\n")
	write("g.pb.go", "// Code generated by protoc-gen-go-vtproto. DO NOT EDIT.\n\npackage g\n\nfunc (m *M) MarshalTo(buf []byte) int { return copy(buf[:len(m.b)], m.b) }\n")
	pkgs, err := typesys.Load(typesys.Config{Dir: dir}, ".")
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	eff := typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	m := p.Types.Scope().Lookup("M").Type().(*types.Named)
	if m.NumMethods() != 2 {
		t.Fatalf("M has %d methods, want Size and MarshalTo", m.NumMethods())
	}
	for i := 0; i < m.NumMethods(); i++ {
		fn := m.Method(i)
		if got, want := eff.Generated(fn), fn.Name() == "MarshalTo"; got != want {
			t.Errorf("Generated(%s) = %v, want %v", fn.Name(), got, want)
		}
	}
}

// TestRegistryCalls: a call of a func looked up in a map field that a
// method fills under its caller's key (When's handlers[state] = h) is a
// registry's call, directly or through a variable; a map the package
// fills under keys of its own is no registry of its callers'.
func TestRegistryCalls(t *testing.T) {
	env := envOf(t, "example.com/r", `package r

type M struct {
	state    string
	handlers map[string]func(string) string
	builtin  map[string]func() int
}

func New() *M { return &M{handlers: map[string]func(string) string{}, builtin: map[string]func() int{}} }
func (m *M) When(state string) func(h func(string) string) {
	return func(h func(string) string) { m.handlers[state] = h }
}
func (m *M) init() { m.builtin["one"] = func() int { return 1 } }
func (m *M) Send(ev string) {
	h := m.handlers[m.state]
	m.state = h(ev)
}
func (m *M) Again(ev string) string { return m.handlers[ev](ev) }
func (m *M) One() int { return m.builtin["one"]() }
`)
	// Send's h(ev) and Again's, not One's.
	if got := env.Effects.RegistryCalls(); len(got) != 2 {
		t.Errorf("%d registry calls, want 2 (Send's and Again's)", len(got))
	}
}

// TestCompletedBy: a constructor of the package that makes a value with
// another function and calls its initializer first (NewServer's
// MakeServer, then Construct) shows the other function's values are
// completed by it; one that sets an unexported field of a pooled value
// (AcquireBind's, in Ctx.Bind) shows the package completes them; a
// wrapper that calls a setter on New's value, or sets a field of it,
// shows nothing.
func TestCompletedBy(t *testing.T) {
	env := envOf(t, "example.com/two", `package two

type Server struct{ opts *int }

func MakeServer() *Server              { return &Server{} }
func (s *Server) Construct(n int)      { s.opts = &n }
func NewServer(n int) *Server          { s := MakeServer(); s.Construct(n); return s }
func New() *Server                     { return NewServer(1) }
func (s *Server) SetLimit(n int)       { s.opts = &n }
func NewLimited(n int) *Server         { s := New(); s.SetLimit(n); return s }

type Bind struct{ ctx *Ctx }
type Ctx struct{ bind *Bind }

func AcquireBind() *Bind             { return &Bind{} }
func (c *Ctx) Bind() *Bind           { c.bind = AcquireBind(); c.bind.ctx = c; return c.bind }
func NewDefault() *Server            { s := New(); s.opts = nil; return s }
`)
	got := map[string]string{}
	for _, op := range env.Ops {
		if op.Recv == nil && op.Func != nil {
			got[op.Func.Name()] = env.CompletedBy(op.Func)
		}
	}
	if got["MakeServer"] != "Construct" || got["AcquireBind"] != "-" || got["New"] != "" || got["NewServer"] != "" {
		t.Errorf("completed by %v, want MakeServer by Construct, AcquireBind by the package", got)
	}
}
