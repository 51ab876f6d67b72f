package contracts

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"regexp"

	"github.com/hogen-go/hogen/typesys"
)

// builtin are the contracts hogen ships for interfaces of the standard
// library, taken from their documentation. They bind every synthesized
// implementation and every call through those interfaces.
var builtin = []struct {
	iface, method string
	kw            Keyword
	expr          string
}{
	// "It returns the number of bytes read (0 <= n <= len(p))."
	{"io.Reader", "Read", Ensures, "0 <= n && n <= len(p)"},
	// "Write must return a non-nil error if it returns n < len(p)."
	{"io.Writer", "Write", Ensures, "0 <= n && n <= len(p)"},
	{"io.Writer", "Write", Ensures, "n == len(p) || err != nil"},
	{"io.ReaderAt", "ReadAt", Ensures, "0 <= n && n <= len(p)"},
	{"io.WriterAt", "WriteAt", Ensures, "0 <= n && n <= len(p)"},
	// "Less and Swap take indices in [0, Len())". Implementations hogen
	// synthesizes are quiet (see independent), so a synthesized Len
	// answers the same when the contract calls it again.
	{"sort.Interface", "Len", Ensures, "result >= 0"},
	{"sort.Interface", "Less", Requires, "0 <= i && i < self.Len() && 0 <= j && j < self.Len()"},
	{"sort.Interface", "Swap", Requires, "0 <= i && i < self.Len() && 0 <= j && j < self.Len()"},
	// heap: "Pop removes and returns the minimum element", of a heap that
	// has one; Remove and Fix take "the element at index i".
	{"container/heap.Pop", "", Requires, "h.Len() > 0"},
	{"container/heap.Remove", "", Requires, "0 <= i && i < h.Len()"},
	{"container/heap.Fix", "", Requires, "0 <= i && i < h.Len()"},
	// "Pop removes and returns element Len() - 1."
	{"container/heap.Interface", "Pop", Requires, "self.Len() > 0"},
	// SplitFunc: "The function is never called with an empty data slice
	// unless atEOF is true." It binds the package's split functions too.
	{"bufio.SplitFunc", "", Requires, "atEOF || len(data) > 0"},
	{"bufio.ScanBytes", "", Requires, "atEOF || len(data) > 0"},
	{"bufio.ScanRunes", "", Requires, "atEOF || len(data) > 0"},
	{"bufio.ScanLines", "", Requires, "atEOF || len(data) > 0"},
	{"bufio.ScanWords", "", Requires, "atEOF || len(data) > 0"},
}

// independent are the interfaces and func types of the standard library
// whose implementations compute from their arguments and the data they
// own, and do not call back into their caller: a Reader that reads from
// the bufio.Reader wrapping it, or a Less that sorts the slice it
// compares, misuses the package rather than tests it. So does a Context
// whose Value drives the state machine it was handed to: its doc has it
// carry "a deadline, a cancellation signal, and other values", and its
// methods "may be called by multiple goroutines simultaneously", under
// the caller's lock too. The implementations
// hogen synthesizes for them are quiet: their bodies call operations
// without side effects only.
var independent = []string{
	"io.Reader", "io.Writer", "io.ReaderAt", "io.WriterAt", "io.Closer",
	"io.ByteReader", "io.ByteWriter", "io.RuneReader", "io.StringWriter",
	"io.ReaderFrom", "io.WriterTo", "io.Seeker",
	"fmt.Stringer", "sort.Interface", "container/heap.Interface", "bufio.SplitFunc",
	"context.Context",
}

// Quiet reports whether synthesized implementations of obj, an interface
// method or a func type, must not act: those of the standard library's
// data interfaces (independent), and the interface methods that by Go's
// conventions answer a question rather than act (see query).
func (s *Set) Quiet(obj types.Object) bool {
	if fn, ok := obj.(*types.Func); ok && s.query(fn) {
		return true
	}
	return s != nil && s.quiet[obj]
}

// query is the package function query, cached: the generator asks it of
// every method it synthesizes, at every derivation.
func (s *Set) query(fn *types.Func) bool {
	if s == nil {
		return query(fn)
	}
	if q, ok := s.queries.Load(fn); ok {
		return q.(bool)
	}
	q := query(fn)
	s.queries.Store(fn, q)
	return q
}

// query reports whether fn, a method of an interface, asks rather than
// acts, so that an implementation that changes state in it lies:
//   - a getter (Effective Go: Owner, not GetOwner): no parameters and a
//     result that is not only an error. Len, Done, Now, String, Err,
//     Deadline: the package calls them whenever it needs the answer, often
//     under its own lock, and a clock that writes the cache it times is
//     no user's code. Close() error and Run() error act.
//   - a comparison of the receiver with another value of its interface:
//     Less(than Item) bool, Compare(other T) int. Like sort.Slice's less,
//     a comparator is pure.
//   - a computation (see computes): Hash(key) uint64, Weight(v) int,
//     Next(t time.Time) time.Time. Like a getter, it gives the package a
//     value it asks for, wherever it is, and a schedule that stops its
//     scheduler from inside Next is no user's code.
//   - an indexed accessor of an interface that counts what it indexes:
//     In(i int) reflect.Type beside NumIn() int, At(i) beside Len(), as
//     reflect.Type's and go/types' Tuple's are. The package reads them
//     while it works, under its own locks too, and a signature that runs
//     the package from inside In is no user's code.
//   - a logging method (log's and slog's Print, Info, Error...): it takes
//     a message and returns nothing. The package logs wherever it is,
//     often under its own lock, and a logger that calls the object it
//     logs for is no user's code.
func query(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
		return false
	}
	if logs(fn.Name(), sig) || transport(sig.Recv().Type()) {
		return true
	}
	if sig.Results().Len() == 0 {
		return false
	}
	res := sig.Results()
	if sig.Params().Len() == 0 {
		return !(res.Len() == 1 && typesys.IsError(res.At(0).Type()))
	}
	if res.Len() == 1 {
		b, ok := res.At(0).Type().Underlying().(*types.Basic)
		if ok && (b.Kind() == types.Bool || b.Kind() == types.Int) &&
			(sig.Params().Len() == 1 && types.Identical(sig.Params().At(0).Type(), sig.Recv().Type()) || comparisonRE.MatchString(fn.Name())) {
			return true // Less(than Item), and Less(other any), Less(i, j int) by the name
		}
	}
	return computes(sig) || indexed(sig)
}

// indexed reports whether sig, of a method of an interface, takes
// integers only and returns one value that is no error, and its
// interface has a count: a method of nothing that returns an integer
// and is named as a count is (NumIn, Len, Count, Size).
func indexed(sig *types.Signature) bool {
	if sig.Results().Len() != 1 || typesys.IsError(sig.Results().At(0).Type()) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if b, ok := sig.Params().At(i).Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
			return false
		}
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for i := 0; i < iface.NumMethods(); i++ {
		m := iface.Method(i).Signature()
		if m.Params().Len() == 0 && m.Results().Len() == 1 && countRE.MatchString(iface.Method(i).Name()) {
			if b, ok := m.Results().At(0).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
				return true
			}
		}
	}
	return false
}

// countRE matches the names Go gives to counts: reflect's NumIn and
// NumField, Len, Count, Size.
var countRE = regexp.MustCompile(`^(Num[A-Z]\w*|Len|Count|Size)$`)

// comparisonRE matches the names Go gives to comparisons: sort's and
// heap's Less, cmp's Compare, Equal.
var comparisonRE = regexp.MustCompile(`^(Less|LessThan|Compare|CompareTo|Cmp|Equal|Equals)$`)

// transport reports whether t is an interface of I/O alone, of two
// methods or more named as io's and net's are, or as their verbs of a
// message (a Channel of Send, Recv and Close; a Conn of Read, Write and
// Close): like io.Reader and io.Writer (independent), what the package
// drives through it carries its data and knows nothing of the package,
// which calls it under its own lock, Close as it shuts down too.
func transport(t types.Type) bool {
	iface, ok := t.Underlying().(*types.Interface)
	if !ok || iface.NumMethods() < 2 {
		return false
	}
	for i := 0; i < iface.NumMethods(); i++ {
		if !transportRE.MatchString(iface.Method(i).Name()) {
			return false
		}
	}
	return true
}

var transportRE = regexp.MustCompile(`^(Read|Write|Close|Send|Recv|Receive|Flush|Seek|ReadFrom|WriteTo|ReadByte|WriteByte|ReadRune|WriteString|SetDeadline|SetReadDeadline|SetWriteDeadline|LocalAddr|RemoteAddr)$`)

// Computes reports whether t is a func type whose funcs compute (see
// computes), or answer with a value from nothing (a gauge's value
// func() float64, a factory func() SigningMethod): like a getter or a
// comparator, it gives the package a value it asks for, and acts on
// nothing.
func Computes(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Results().Len() == 0 {
		return false
	}
	if sig.Params().Len() == 0 {
		// A func of nothing that answers with values and no error: a
		// gauge's value, a factory's new SigningMethod, a lexer's lazy
		// Rules. Its role is to make what the package asks for, as a
		// getter's is, and one that calls back the object asking (a
		// registry under its lock, a value still being built) is no
		// user's code. A loader that may fail (func() (V, error)) does
		// work, and may call back: a cache that loads under its lock is
		// the bug hogen looks for.
		for i := 0; i < sig.Results().Len(); i++ {
			t := sig.Results().At(i).Type()
			if b, ok := t.Underlying().(*types.Basic); ok && (b.Kind() == types.Bool || b.Kind() == types.UnsafePointer) || typesys.IsError(t) {
				return false
			}
		}
		return true
	}
	return computes(sig)
}

// computes reports whether sig is that of a function of its arguments:
// every result a number or a string (a hash, a weight, a cost, a key),
// or of the type of one of its parameters (a schedule's Next(t
// time.Time) time.Time). A bool is left out: a visitor's "go on" is its
// answer to a walk it may act in, and an error is what actions return.
func computes(sig *types.Signature) bool {
	res := sig.Results()
	if sig.Params().Len() == 0 || res.Len() == 0 {
		return false
	}
	for i := 0; i < res.Len(); i++ {
		t := res.At(i).Type()
		if b, ok := t.Underlying().(*types.Basic); ok && b.Kind() != types.Bool && b.Kind() != types.UnsafePointer {
			continue
		}
		same := false
		for j := 0; j < sig.Params().Len(); j++ {
			if types.Identical(t, sig.Params().At(j).Type()) && !types.IsInterface(t) {
				same = true
			}
		}
		if !same {
			return false
		}
	}
	return true
}

// logRE matches the names Go's loggers give their methods: the levels of
// log/slog and of the loggers modelled on it, and log's Print family.
var logRE = regexp.MustCompile(`^(Debug|Info|Warn|Warning|Error|Fatal|Panic|Trace|Notice|Critical|Print|Log)(f|ln|w|Context|Ctx)?$`)

// logs reports whether a method named name with signature sig logs: it
// returns nothing and takes a message, a string that comes first or
// after a context.
func logs(name string, sig *types.Signature) bool {
	return logRE.MatchString(name) && logShape(sig)
}

// Logger reports whether t, a func type named so (type Logger
// func(text string)) or held by a parameter or field named so (Logf,
// Logger), logs: it takes a message as a logging method does (logs) and
// returns nothing. It is called wherever the package is, under its locks
// too, and one that calls back the object it logs for is no user's code.
func Logger(name string, t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || !logShape(sig) {
		return false
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && loggerRE.MatchString(n.Obj().Name()) {
		return true
	}
	return loggerRE.MatchString(name)
}

var loggerRE = regexp.MustCompile(`(?i)^(log|logf|logger|logfunc|logfn|printf|debugf|infof|warnf|errorf)$|logger$|logfunc$`)

// logShape reports whether sig takes a message (a string, after a
// context if any, or log's v ...any) and returns nothing.
func logShape(sig *types.Signature) bool {
	if sig.Results().Len() != 0 || sig.Params().Len() == 0 {
		return false
	}
	first := sig.Params().At(0).Type()
	if n, ok := first.(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && sig.Params().Len() > 1 {
		first = sig.Params().At(1).Type()
	}
	if b, ok := first.Underlying().(*types.Basic); ok && b.Kind() == types.String {
		return true
	}
	// log's Print(v ...any)
	sl, ok := first.(*types.Slice)
	if !ok || !sig.Variadic() {
		return false
	}
	it, ok := sl.Elem().Underlying().(*types.Interface)
	return ok && it.Empty()
}

// AddBuiltin adds the shipped contracts of the interfaces, functions and
// func types that pkg or the packages it imports declare.
func (s *Set) AddBuiltin(pkg *types.Package) error {
	pkgs := map[string]*types.Package{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if pkgs[p.Path()] != nil {
			return
		}
		pkgs[p.Path()] = p
		for _, q := range p.Imports() {
			walk(q)
		}
	}
	walk(pkg)
	for _, name := range independent {
		p := pkgs[name[:len(name)-len(".")-len(lastName(name))]]
		if p == nil {
			continue
		}
		tn, _ := p.Scope().Lookup(lastName(name)).(*types.TypeName)
		if tn == nil {
			return fmt.Errorf("hogen: %s is not a type", name)
		}
		if s.quiet == nil {
			s.quiet = map[types.Object]bool{}
		}
		s.quiet[tn] = true
		if iface, ok := tn.Type().Underlying().(*types.Interface); ok {
			for i := 0; i < iface.NumMethods(); i++ {
				s.quiet[iface.Method(i)] = true
			}
		}
	}
	for _, b := range builtin {
		path, name := b.iface[:len(b.iface)-len(".")-len(lastName(b.iface))], lastName(b.iface)
		p := pkgs[path]
		if p == nil {
			continue
		}
		var con *Contract
		var cl *Clause
		var err error
		switch obj := p.Scope().Lookup(name).(type) {
		case *types.Func: // a function
			sig := obj.Type().(*types.Signature)
			cl, err = builtinClause(p, nil, sig, b.kw, b.expr)
			con = &Contract{Obj: obj, Sig: sig}
		case *types.TypeName:
			if sig, ok := obj.Type().Underlying().(*types.Signature); ok { // a func type
				cl, err = builtinClause(p, nil, sig, b.kw, b.expr)
				con = &Contract{Obj: obj, Sig: sig}
				break
			}
			iface, _ := obj.Type().Underlying().(*types.Interface)
			if iface == nil {
				continue
			}
			for i := 0; i < iface.NumMethods(); i++ {
				if m := iface.Method(i); m.Name() == b.method {
					sig := m.Type().(*types.Signature)
					cl, err = builtinClause(p, obj, sig, b.kw, b.expr)
					con = &Contract{Obj: m, Sig: sig, Self: obj.Type()}
				}
			}
		}
		if con == nil {
			continue
		}
		if err != nil {
			return fmt.Errorf("hogen: the shipped contract of %s %s does not check: %v", b.iface, b.method, err)
		}
		switch b.kw {
		case Requires:
			con.Requires = []*Clause{cl}
		case Ensures:
			con.Ensures = []*Clause{cl}
		}
		s.add(con)
	}
	return nil
}

func lastName(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return s[i+1:]
		}
	}
	return s
}

// builtinClause type-checks a shipped clause in the scope of the
// interface's package, with self, the parameters and the results by name.
func builtinClause(p *types.Package, tn *types.TypeName, sig *types.Signature, kw Keyword, text string) (*Clause, error) {
	fset := token.NewFileSet()
	expr, err := parser.ParseExprFrom(fset, "", text, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	typeExpr := func(t types.Type) (ast.Expr, error) {
		return parser.ParseExpr(types.TypeString(t, types.RelativeTo(p)))
	}
	var fields []*ast.Field
	if tn != nil {
		self, err := typeExpr(tn.Type())
		if err != nil {
			return nil, err
		}
		fields = append(fields, field("self", self))
	}
	for i := 0; i < sig.Params().Len(); i++ {
		v := sig.Params().At(i)
		t, err := typeExpr(v.Type())
		if err != nil {
			return nil, err
		}
		fields = append(fields, field(v.Name(), t))
	}
	if kw == Ensures {
		for i := 0; i < sig.Results().Len(); i++ {
			t, err := typeExpr(sig.Results().At(i).Type())
			if err != nil {
				return nil, err
			}
			fields = append(fields, field(ResultName(sig, i), t))
		}
	}
	lit := &ast.FuncLit{
		Type: &ast.FuncType{Params: &ast.FieldList{List: fields}},
		Body: &ast.BlockStmt{List: []ast.Stmt{&ast.AssignStmt{Lhs: []ast.Expr{ast.NewIdent("_")}, Tok: token.ASSIGN, Rhs: []ast.Expr{expr}}}},
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	if err := types.CheckExpr(fset, p, token.NoPos, lit, info); err != nil {
		return nil, err
	}
	// It has no place in the user's files: no position at all.
	shift(expr, func(token.Pos) token.Pos { return token.NoPos })
	return &Clause{Keyword: kw, Spelling: Directive, Text: text, Expr: expr, Info: info}, nil
}
