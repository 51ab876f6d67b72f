package typesys_test

import (
	"go/types"
	"testing"
)

// TestSynthesizedRoles: a context.Context is made by its package (from
// Background), and never synthesized; an http.Handler, a role the
// program's callbacks play, is, though net/http makes some; so is the
// package's own interface, in a module whose path has no dot; a test
// reporter (a part of testing.TB whose Fatalf ends the test) is not,
// a Logger is.
func TestSynthesizedRoles(t *testing.T) {
	env := envOf(t, "myapp", `package myapp

import (
	"context"
	"net/http"
)

type Observer interface{ Notify() }

func Nop() Observer { return nil }

// TestReporter is what a mock reports to: *testing.T is one.
type TestReporter interface {
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Logger only logs.
type Logger interface{ Logf(format string, args ...any) }

func Run(ctx context.Context, h http.Handler, o Observer, t TestReporter, l Logger) {}
`)
	want := map[string]bool{"context.Context": false, "net/http.Handler": true, "myapp.Observer": true, "myapp.TestReporter": false, "myapp.Logger": true}
	run := env.Pkg.Scope().Lookup("Run").Type().(*types.Signature)
	for i := 0; i < run.Params().Len(); i++ {
		n := run.Params().At(i).Type().(*types.Named)
		name := n.Obj().Pkg().Path() + "." + n.Obj().Name()
		if got := env.Synthesizable(n); got != want[name] {
			t.Errorf("Synthesizable(%s) = %v, want %v", name, got, want[name])
		}
	}
}

// TestConfigRoles: an interface in an exported field of a struct an
// operation takes (Config{Hasher: h}, *Options) is a role to
// synthesize, as a parameter of that interface is; an unexported
// field's is not the program's to set.
func TestConfigRoles(t *testing.T) {
	env := envOf(t, "example.com/c", `package c

type Hasher interface{ Sum64(b []byte) uint64 }

type Logger interface{ Log(msg string) }

type Evicter interface{ Evict(key string) }

type Config struct {
	Hasher Hasher
	hidden Evicter
}

type Options struct{ Logger Logger }

func New(c Config) int { return 0 }

func Open(o *Options) int { return 0 }
`)
	for name, want := range map[string]bool{"Hasher": true, "Logger": true, "Evicter": false} {
		n := env.Pkg.Scope().Lookup(name).Type()
		if got := env.IsSynth(n); got != want {
			t.Errorf("IsSynth(%s) = %v, want %v", name, got, want)
		}
	}
}

// TestWiredFields: NewMock sets the request's Mock and Response, which
// a request is used through; Release's nil and a type parameter's field
// are no wiring.
func TestWiredFields(t *testing.T) {
	env := envOf(t, "example.com/w", `package w

type Mock struct{ r *Request }

type Request struct {
	Mock     *Mock
	Response *Response
	Conn     *Mock
}

type Response struct{ Status int }

type Node[T any] struct{ Value T }

func NewMock(req *Request, res *Response) *Mock {
	m := &Mock{r: req}
	req.Mock = m
	req.Response = res
	return m
}

func Release(req *Request) { req.Conn = nil }

func Set[T any](n *Node[T], v T) { n.Value = v }
`)
	req := types.NewPointer(env.Pkg.Scope().Lookup("Request").Type())
	var got []string
	for _, w := range env.WiredFields(req) {
		got = append(got, w.Field+" by "+w.By)
	}
	if len(got) != 2 || got[0] != "Mock by NewMock" || got[1] != "Response by NewMock" {
		t.Errorf("wired fields of *Request: %v, want Mock and Response by NewMock", got)
	}
	node := env.Pkg.Scope().Lookup("Node").Type().(*types.Named)
	inst, _ := types.Instantiate(nil, node, []types.Type{types.Typ[types.Int]}, true)
	if ws := env.WiredFields(types.NewPointer(inst)); len(ws) != 0 {
		t.Errorf("wired fields of *Node[int]: %v, want none (a type parameter's field)", ws)
	}
}

// TestNamedGuards: GetDynamicNames is for a completer whose IsDynamic
// says so, and an iterator's Key for one that is Valid; SetDynamic,
// String and the iterator's Len are not guarded, nor is Key where the
// tests call it unguarded.
func TestNamedGuards(t *testing.T) {
	src := `package g

type Completer struct{ dynamic bool; names func() []string }

func (c *Completer) IsDynamic() bool            { return c.dynamic }
func (c *Completer) GetDynamicNames() []string  { return c.names() }
func (c *Completer) SetDynamic(d bool)          { c.dynamic = d }
func (c *Completer) String() string             { return "" }

type Iter struct{ keys []int; i int }

func (it *Iter) Valid() bool { return it.i < len(it.keys) }
func (it *Iter) Next()       { it.i++ }
func (it *Iter) Key() int    { return it.keys[it.i] }
func (it *Iter) Len() int    { return len(it.keys) }
`
	env := envOf(t, "example.com/g", src)
	want := map[string]string{"GetDynamicNames": "IsDynamic", "SetDynamic": "", "String": "", "Key": "Valid", "Len": "", "Next": ""}
	for _, op := range env.Ops {
		if op.Func == nil || op.Recv == nil {
			continue
		}
		w, ok := want[op.Func.Name()]
		if !ok {
			continue
		}
		g, _ := env.Guard(op)
		got := ""
		if g != nil {
			got = g.Name()
		}
		if got != w {
			t.Errorf("guard of %s = %q, want %q", op.Name, got, w)
		}
	}
	unguarded := envOf(t, "example.com/g", src, `package g

import "testing"

func TestKey(t *testing.T) {
	it := &Iter{keys: []int{1}}
	it.Key()
	it2 := &Iter{keys: []int{2}}
	it2.Key()
}
`)
	for _, op := range unguarded.Ops {
		if op.Func != nil && op.Func.Name() == "Key" {
			if g, _ := unguarded.Guard(op); g != nil {
				t.Errorf("Key, which the tests call unguarded, is guarded by %s", g.Name())
			}
		}
	}
}

// TestEndGuard: tests that read a Key they know is there, and loop
// while IsNotEnd: Key is for an iterator that is not at the end, as
// C++'s iterators are for one that is not end().
func TestEndGuard(t *testing.T) {
	ended := envOf(t, "example.com/e", `package e

type Iter struct{ keys []int; i int }

func (it *Iter) IsNotEnd() bool { return it.i < len(it.keys) }
func (it *Iter) MoveToNext()    { it.i++ }
func (it *Iter) Key() int       { return it.keys[it.i] }
`, `package e

import "testing"

func TestKey(t *testing.T) {
	it := &Iter{keys: []int{1}}
	it.Key()
	for it := (&Iter{keys: []int{1, 2}}); it.IsNotEnd(); it.MoveToNext() {
	}
}
`)
	for _, op := range ended.Ops {
		if op.Func != nil && op.Func.Name() == "Key" {
			if g, negated := ended.Guard(op); g == nil || g.Name() != "IsNotEnd" || negated {
				t.Errorf("Key's guard is %v (negated %v), want IsNotEnd", g, negated)
			}
		}
	}
}
