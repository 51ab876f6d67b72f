package contracts_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

// TestBuiltin checks that every shipped contract type-checks and binds
// the declarations it names.
func TestBuiltin(t *testing.T) {
	pkgs, err := typesys.Load(typesys.Config{}, "bufio", "sort", "container/heap", "os/exec")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		set, _ := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, nil)
		if err := set.AddBuiltin(p.Types); err != nil {
			t.Fatal(err)
		}
		want := map[string][]string{
			"bufio": {"io.Reader.Read", "io.Writer.Write", "bufio.ScanBytes", "bufio.SplitFunc"},
			"sort":  {"sort.Interface.Swap", "sort.Interface.Less"},
			"heap":  {"heap.Pop", "heap.Remove", "heap.Fix", "heap.Interface.Pop"},
		}[p.Name]
		got := map[string]bool{}
		for _, c := range set.All() {
			name := c.Obj.Pkg().Name() + "." + c.Obj.Name()
			if sig, ok := c.Obj.Type().(*types.Signature); ok && sig.Recv() != nil {
				name = c.Obj.Pkg().Name() + "." + sig.Recv().Type().(*types.Named).Obj().Name() + "." + c.Obj.Name()
			}
			got[name] = true
		}
		for _, w := range want {
			if !got[w] {
				t.Errorf("%s: no shipped contract for %s (have %v)", p.Name, w, got)
			}
		}
		// The standard library's data interfaces are quiet.
		for _, q := range map[string][]string{"bufio": {"io.Reader", "io.Writer", "bufio.SplitFunc"}, "sort": {"sort.Interface"}, "heap": {"heap.Interface"}, "exec": {"context.Context"}}[p.Name] {
			obj := lookup(p.Types, q)
			if obj == nil || !set.Quiet(obj) {
				t.Errorf("%s: %s is not quiet", p.Name, q)
			}
		}
	}
}

// lookup finds pkg.Name in p or the packages it imports.
func lookup(p *types.Package, qualified string) types.Object {
	for _, q := range append([]*types.Package{p}, p.Imports()...) {
		if name, ok := strings.CutPrefix(qualified, q.Name()+"."); ok {
			if obj := q.Scope().Lookup(name); obj != nil {
				return obj
			}
		}
	}
	return nil
}

// TestQuietQueries: the interface methods that ask rather than act (a
// getter, a comparison with another value of the interface or named as
// one) are quiet;
// those that act, return only an error, or take other values are not.
// quietSrc declares the interfaces of TestQuietQueries.
const quietSrc = `package p
type Item interface {
	Less(than Item) bool
	Compare(other Item) int
	Key() string
	Visit(other Item) bool
	Match(s string) bool
	Hash(seed uint64) uint64
	Next(t Time) Time
	Wrap(h Item) Item
	Apply(s string) (string, error)
}
type Time struct{ sec int64 }
type Clock interface {
	Now() int64
	Done() <-chan struct{}
	Close() error
	Tick()
}
type Channel interface {
	Send(p []byte) error
	Recv() ([]byte, error)
	Close() error
}
type Session interface {
	Send(p []byte) error
	Close() error
	Join(room string) error
}
type Option func(c Clock) bool
type Signature interface {
	NumIn() int
	In(i int) Time
	Bind(i int) error
}
type Cursor interface {
	At(i int) Time
	Move(i int) Time
}
type Element interface {
	Less(other any) bool
	Equal(other any) bool
	Swap(other any) bool
}
`

func TestQuietQueries(t *testing.T) {
	const src = quietSrc
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"Item.Less": true, "Item.Compare": true, "Item.Key": true,
		"Item.Visit": true, // a bool about another Item: a comparison
		"Item.Match": false,
		"Item.Hash":  true, "Item.Next": true, // computations
		"Item.Wrap": false, "Item.Apply": false, // an interface, an error
		"Clock.Now": true, "Clock.Done": true, "Clock.Close": false, "Clock.Tick": false,
		// An interface of I/O alone is a transport, as io.ReadWriteCloser
		// is; one that also acts otherwise is not.
		"Channel.Send": true, "Channel.Recv": true, "Channel.Close": true,
		"Session.Send": false, "Session.Close": false, "Session.Join": false,
		// An indexed accessor beside a count, as reflect.Type's In is;
		// without the count, an integer may be a move.
		"Signature.NumIn": true, "Signature.In": true, "Signature.Bind": false,
		"Cursor.At": false, "Cursor.Move": false,
		// A comparison by its name, whatever it takes.
		"Element.Less": true, "Element.Equal": true, "Element.Swap": false,
	}
	var set *contracts.Set
	for name, quiet := range want {
		typ, meth, _ := strings.Cut(name, ".")
		iface := pkg.Scope().Lookup(typ).Type().Underlying().(*types.Interface)
		var m *types.Func
		for i := 0; i < iface.NumMethods(); i++ {
			if iface.Method(i).Name() == meth {
				m = iface.Method(i)
			}
		}
		if got := set.Quiet(m); got != quiet {
			t.Errorf("Quiet(%s) = %v, want %v", name, got, quiet)
		}
	}
	if set.Quiet(pkg.Scope().Lookup("Option")) {
		t.Error("Quiet(Option) = true: a func type is not an interface method")
	}
}
