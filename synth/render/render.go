// Package render prints generated programs as Go source with dst: plain
// Go that imports the package under test and nothing of hogen.
// Synthesized implementations become ordinary struct types whose methods
// call func fields, so their bodies are closures that capture the
// program's variables; closures become func literals.
package render

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/dave/dst"
	"github.com/dave/dst/decorator"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/types/typeutil"
)

// Func is one program to print as a function.
type Func struct {
	Name string
	Doc  []string // comment lines, without "//"
	Prog *synth.Program
}

// Printer prints programs of one package.
type Printer struct {
	names    map[string]string // import path -> package name
	pkgNames map[string]bool   // names a variable must not take
}

// NewPrinter returns a printer that knows the package names of pkgs and
// of everything they import.
func NewPrinter(pkgs ...*types.Package) *Printer {
	// errors and testing: the printed programs may use them without the
	// package under test importing them.
	p := &Printer{names: map[string]string{"errors": "errors", "testing": "testing"}}
	var add func(*types.Package)
	add = func(pkg *types.Package) {
		if _, ok := p.names[pkg.Path()]; ok {
			return
		}
		p.names[pkg.Path()] = pkg.Name()
		for _, imp := range pkg.Imports() {
			add(imp)
		}
	}
	for _, pkg := range pkgs {
		add(pkg)
	}
	p.pkgNames = map[string]bool{}
	for _, n := range p.names {
		p.pkgNames[n] = true
	}
	return p
}

// ResolvePackage implements dst's resolver.RestorerResolver.
func (p *Printer) ResolvePackage(path string) (string, error) {
	if n, ok := p.names[path]; ok {
		return n, nil
	}
	el := path[strings.LastIndex(path, "/")+1:]
	return el, nil
}

// File renders funcs as one Go file of package pkgName. The synthesized
// types they need are declared once, before the functions.
func (p *Printer) File(pkgName string, funcs []Func) ([]byte, error) {
	r := &renderer{p: p}
	for _, f := range funcs {
		r.collectImpls(f.Prog.Body)
	}
	file := &dst.File{Name: dst.NewIdent(pkgName)}
	for _, it := range r.implOrder {
		file.Decls = append(file.Decls, r.implDecls(it)...)
	}
	for _, f := range funcs {
		fd, err := r.funcDecl(f)
		if err != nil {
			return nil, err
		}
		file.Decls = append(file.Decls, fd)
	}
	var buf bytes.Buffer
	res := decorator.NewRestorerWithImports("main", p)
	if err := res.Fprint(&buf, file); err != nil {
		return nil, fmt.Errorf("render: %v", err)
	}
	return buf.Bytes(), nil
}

// renderer holds the state of one file.
type renderer struct {
	p         *Printer
	impls     typeutil.Map // *types.Named -> *implType
	implOrder []*implType

	// Per function:
	names map[*synth.Var]string
	count map[string]int
	used  map[*synth.Var]bool

	// For a reproducer:
	repro      *Repro
	typeSuffix string // makes the synthesized types' names its own
	fuelVars   map[*synth.Closure]string
	oldN       int
	oldNames   map[*ast.ParenExpr]string
}

// implType is the struct type printed for a synthesized interface.
type implType struct {
	iface   *types.Named
	name    string
	embeds  bool              // some implementation embeds another
	fields  map[string]string // method name -> func field name
	methods []*types.Func
}

func (r *renderer) collectImpls(b *synth.Block) {
	synth.Walk(b, func(t synth.Term) {
		im, ok := t.(*synth.Impl)
		if !ok {
			return
		}
		it, _ := r.impls.At(im.Iface).(*implType)
		if it == nil {
			it = &implType{iface: im.Iface, name: "impl" + im.Iface.Obj().Name() + r.typeSuffix, fields: map[string]string{}}
			for _, other := range r.implOrder {
				if other.name == it.name {
					it.name += strconv.Itoa(len(r.implOrder))
				}
			}
			iface := im.Iface.Underlying().(*types.Interface)
			taken := map[string]bool{"embed": true}
			for i := 0; i < iface.NumMethods(); i++ {
				m := iface.Method(i)
				f := lowerFirst(m.Name())
				for taken[f] || token.Lookup(f).IsKeyword() {
					f += "Fn"
				}
				taken[f] = true
				it.fields[m.Name()] = f
				it.methods = append(it.methods, m)
			}
			r.impls.Set(im.Iface, it)
			r.implOrder = append(r.implOrder, it)
		}
		if im.Embed != nil {
			it.embeds = true
		}
	})
}

// implDecls declares the struct type of a synthesized interface and its
// methods, which call the func fields (or, where a field is nil, the
// embedded implementation).
func (r *renderer) implDecls(it *implType) []dst.Decl {
	var fields []*dst.Field
	if it.embeds {
		fields = append(fields, &dst.Field{Names: []*dst.Ident{dst.NewIdent("embed")}, Type: r.typ(it.iface)})
	}
	for _, m := range it.methods {
		fields = append(fields, &dst.Field{Names: []*dst.Ident{dst.NewIdent(it.fields[m.Name()])}, Type: r.typ(m.Type())})
	}
	gen := &dst.GenDecl{Tok: token.TYPE, Specs: []dst.Spec{&dst.TypeSpec{
		Name: dst.NewIdent(it.name), Type: &dst.StructType{Fields: &dst.FieldList{List: fields}},
	}}}
	gen.Decs.Before = dst.EmptyLine
	gen.Decs.Start.Append(fmt.Sprintf("// %s implements %s with the bodies hogen synthesized.", it.name, types.TypeString(it.iface, r.qualifier)))
	decls := []dst.Decl{gen}
	for _, m := range it.methods {
		sig := m.Type().(*types.Signature)
		params, args := r.paramList(sig, "impl")
		field := &dst.SelectorExpr{X: dst.NewIdent("impl"), Sel: dst.NewIdent(it.fields[m.Name()])}
		call := &dst.CallExpr{Fun: field, Args: args, Ellipsis: sig.Variadic()}
		var body []dst.Stmt
		if it.embeds {
			super := &dst.CallExpr{
				Fun:  &dst.SelectorExpr{X: &dst.SelectorExpr{X: dst.NewIdent("impl"), Sel: dst.NewIdent("embed")}, Sel: dst.NewIdent(m.Name())},
				Args: cloneExprs(args), Ellipsis: sig.Variadic(),
			}
			var then []dst.Stmt
			if sig.Results().Len() > 0 {
				then = []dst.Stmt{&dst.ReturnStmt{Results: []dst.Expr{super}}}
			} else {
				then = []dst.Stmt{&dst.ExprStmt{X: super}, &dst.ReturnStmt{}}
			}
			body = append(body, &dst.IfStmt{
				Cond: &dst.BinaryExpr{X: dst.Clone(field).(dst.Expr), Op: token.EQL, Y: dst.NewIdent("nil")},
				Body: &dst.BlockStmt{List: then},
			})
		}
		if sig.Results().Len() > 0 {
			body = append(body, &dst.ReturnStmt{Results: []dst.Expr{call}})
		} else {
			body = append(body, &dst.ExprStmt{X: call})
		}
		fd := &dst.FuncDecl{
			Recv: &dst.FieldList{List: []*dst.Field{{Names: []*dst.Ident{dst.NewIdent("impl")}, Type: &dst.StarExpr{X: dst.NewIdent(it.name)}}}},
			Name: dst.NewIdent(m.Name()),
			Type: &dst.FuncType{Params: params, Results: r.resultList(sig)},
			Body: &dst.BlockStmt{List: body},
		}
		fd.Decs.Before = dst.EmptyLine
		decls = append(decls, fd)
	}
	return decls
}

// paramList declares sig's parameters with names that do not clash with
// avoid, and returns them as arguments too.
func (r *renderer) paramList(sig *types.Signature, avoid string) (*dst.FieldList, []dst.Expr) {
	fl := &dst.FieldList{}
	var args []dst.Expr
	seen := map[string]bool{avoid: true}
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		name := p.Name()
		if name == "" || name == "_" || seen[name] || token.Lookup(name).IsKeyword() {
			name = "p" + strconv.Itoa(i)
		}
		seen[name] = true
		var t dst.Expr
		if sig.Variadic() && i == sig.Params().Len()-1 {
			t = &dst.Ellipsis{Elt: r.typ(p.Type().(*types.Slice).Elem())}
		} else {
			t = r.typ(p.Type())
		}
		fl.List = append(fl.List, &dst.Field{Names: []*dst.Ident{dst.NewIdent(name)}, Type: t})
		args = append(args, dst.NewIdent(name))
	}
	return fl, args
}

func (r *renderer) resultList(sig *types.Signature) *dst.FieldList {
	if sig.Results().Len() == 0 {
		return nil
	}
	fl := &dst.FieldList{}
	for i := 0; i < sig.Results().Len(); i++ {
		fl.List = append(fl.List, &dst.Field{Type: r.typ(sig.Results().At(i).Type())})
	}
	return fl
}

func (r *renderer) funcDecl(f Func) (*dst.FuncDecl, error) {
	r.names, r.count, r.used = map[*synth.Var]string{}, map[string]int{}, map[*synth.Var]bool{}
	r.nameVars(f.Prog.Body)
	synth.WalkUses(f.Prog.Body, func(v *synth.Var) { r.used[v] = true })
	params := &dst.FieldList{}
	fd := &dst.FuncDecl{
		Name: dst.NewIdent(f.Name),
		Type: &dst.FuncType{Params: params},
		Body: &dst.BlockStmt{List: r.block(f.Prog.Body)},
	}
	fd.Decs.Before = dst.EmptyLine
	for _, l := range f.Doc {
		fd.Decs.Start.Append("// " + l)
	}
	return fd, nil
}

// nameVars gives each variable its hint and a number: s1, s2, obs1.
func (r *renderer) nameVars(b *synth.Block) {
	var vars []*synth.Var
	synth.WalkDefs(b, func(v *synth.Var) { vars = append(vars, v) })
	sort.SliceStable(vars, func(i, j int) bool { return vars[i].ID < vars[j].ID })
	for _, v := range vars {
		if _, ok := r.names[v]; ok {
			continue
		}
		r.names[v] = r.fresh(v.Hint)
	}
}

// fresh is a new name from hint: hint1, then hint2.
func (r *renderer) fresh(hint string) string {
	// hint1 and hint11 must not meet: a hint never ends in a digit.
	h := strings.TrimRight(hint, "0123456789")
	if h == "" || h == "_" {
		h = "v"
	}
	for {
		r.count[h]++
		name := h + strconv.Itoa(r.count[h])
		if !r.p.pkgNames[name] {
			return name
		}
	}
}

func (r *renderer) block(b *synth.Block) []dst.Stmt {
	var out []dst.Stmt
	for _, l := range b.Stmts {
		if l.Value == nil { // var c1 *T, for the callbacks that capture it
			for _, v := range l.Vars {
				if v != nil && r.used[v] {
					out = append(out, r.varDecl(v))
				}
			}
			continue
		}
		call, isCall := l.Value.(*synth.Call)
		if !isCall {
			out = append(out, r.let(l)...)
			continue
		}
		for _, c := range r.checksAt(call, true) {
			out = append(out, r.checkStmt(c))
		}
		after := r.checksAt(call, false)
		out = append(out, r.oldStmts(after)...)
		switch {
		case r.repro != nil && r.repro.Guards[call] != nil:
			out = append(out, r.guarded(l, r.repro.Guards[call])...)
		case l.Forward || r.checksCapture(l):
			out = append(out, r.forward(l)...)
		default:
			out = append(out, r.let(l)...)
		}
		for _, c := range after {
			out = append(out, r.checkStmt(c))
		}
	}
	if o, ok := orderResult(b); ok {
		return append(out, r.compare(o)...)
	}
	if len(b.Results) > 0 {
		ret := &dst.ReturnStmt{}
		for _, t := range b.Results {
			ret.Results = append(ret.Results, r.expr(t))
		}
		out = append(out, ret)
	}
	return out
}

func (r *renderer) let(l *synth.Let) []dst.Stmt {
	if im, ok := l.Value.(*synth.Impl); ok {
		return r.impl(im)
	}
	if lp, ok := l.Value.(*synth.Loop); ok {
		return []dst.Stmt{r.loop(lp)}
	}
	if c, ok := l.Value.(*synth.Call); ok && c.Op.Receives {
		return r.receive(l, c)
	}
	if set := r.fieldSet(l); set != nil {
		return []dst.Stmt{set}
	}
	value := r.expr(l.Value)
	if lit, ok := l.Value.(*synth.Lit); ok && len(l.Vars) == 1 && l.Vars[0] != nil && r.used[l.Vars[0]] {
		// A literal's own type may be untyped (nil) or differ: say it.
		return []dst.Stmt{&dst.DeclStmt{Decl: &dst.GenDecl{Tok: token.VAR, Specs: []dst.Spec{&dst.ValueSpec{
			Names: []*dst.Ident{dst.NewIdent(r.names[l.Vars[0]])}, Type: r.typ(lit.T), Values: []dst.Expr{value},
		}}}}}
	}
	var lhs []dst.Expr
	anyUsed := false
	for _, v := range l.Vars {
		if v != nil && r.used[v] {
			lhs = append(lhs, dst.NewIdent(r.names[v]))
			anyUsed = true
		} else {
			lhs = append(lhs, dst.NewIdent("_"))
		}
	}
	var stmt dst.Stmt
	_, isCall := value.(*dst.CallExpr)
	if c, ok := l.Value.(*synth.Closure); ok && anyUsed && len(l.Vars) == 1 {
		if _, unnamed := c.T.(*types.Signature); !unnamed {
			// := would give the variable the literal's unnamed func type.
			decl := &dst.DeclStmt{Decl: &dst.GenDecl{Tok: token.VAR, Specs: []dst.Spec{&dst.ValueSpec{
				Names: []*dst.Ident{dst.NewIdent(r.names[l.Vars[0]])}, Type: r.typ(c.T), Values: []dst.Expr{value},
			}}}}
			return []dst.Stmt{decl}
		}
	}
	switch {
	case !anyUsed && isCall:
		stmt = &dst.ExprStmt{X: value}
	case !anyUsed:
		stmt = &dst.AssignStmt{Lhs: lhs[:1], Tok: token.ASSIGN, Rhs: []dst.Expr{value}}
	default:
		stmt = &dst.AssignStmt{Lhs: lhs, Tok: token.DEFINE, Rhs: []dst.Expr{value}}
	}
	if l.Backup != nil && r.repro == nil {
		if c, ok := l.Value.(*synth.Call); ok && synth.FallibleInputs(c) {
			stmt.Decorations().End.Append("// skipped unless the errors it depends on are nil")
		} else {
			stmt.Decorations().End.Append("// skipped unless its requires or guard holds")
		}
	}
	return []dst.Stmt{stmt}
}

// receive prints a receive from a channel field that waits at most
// typesys.ReceiveWait, its used results declared first:
//
//	var tick1 time.Time
//	select {
//	case tick1, _ = <-ticker1.C:
//	case <-time.After(10 * time.Millisecond):
//	}
func (r *renderer) receive(l *synth.Let, c *synth.Call) []dst.Stmt {
	var out []dst.Stmt
	var lhs []dst.Expr
	for _, v := range l.Vars {
		if v == nil || !r.used[v] {
			lhs = append(lhs, dst.NewIdent("_"))
			continue
		}
		out = append(out, r.varDecl(v))
		lhs = append(lhs, dst.NewIdent(r.names[v]))
	}
	recv := &dst.UnaryExpr{Op: token.ARROW, X: &dst.SelectorExpr{X: r.expr(c.Recv), Sel: dst.NewIdent(c.Op.Field.Name())}}
	var comm dst.Stmt = &dst.ExprStmt{X: recv}
	if len(out) > 0 {
		comm = &dst.AssignStmt{Lhs: lhs, Tok: token.ASSIGN, Rhs: []dst.Expr{recv}}
	}
	wait := &dst.BinaryExpr{X: intLit(int(typesys.ReceiveWait / time.Millisecond)), Op: token.MUL, Y: &dst.Ident{Name: "Millisecond", Path: "time"}}
	after := &dst.ExprStmt{X: &dst.UnaryExpr{Op: token.ARROW, X: &dst.CallExpr{Fun: &dst.Ident{Name: "After", Path: "time"}, Args: []dst.Expr{wait}}}}
	return append(out, &dst.SelectStmt{Body: &dst.BlockStmt{List: []dst.Stmt{
		&dst.CommClause{Comm: comm},
		&dst.CommClause{Comm: after},
	}}})
}

// impl prints x := &implT{embed: e} and one assignment per method body.
func (r *renderer) impl(im *synth.Impl) []dst.Stmt {
	it := r.impls.At(im.Iface).(*implType)
	lit := &dst.CompositeLit{Type: dst.NewIdent(it.name)}
	if im.Embed != nil {
		lit.Elts = []dst.Expr{&dst.KeyValueExpr{Key: dst.NewIdent("embed"), Value: r.expr(im.Embed)}}
	}
	value := &dst.UnaryExpr{Op: token.AND, X: lit}
	name := r.names[im.Self]
	if len(im.Methods) == 0 && !r.used[im.Self] {
		return []dst.Stmt{&dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent("_")}, Tok: token.ASSIGN, Rhs: []dst.Expr{value}}}
	}
	out := []dst.Stmt{&dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent(name)}, Tok: token.DEFINE, Rhs: []dst.Expr{value}}}
	for _, m := range im.Methods {
		out = append(out, &dst.AssignStmt{
			Lhs: []dst.Expr{&dst.SelectorExpr{X: dst.NewIdent(name), Sel: dst.NewIdent(it.fields[m.Func.Name()])}},
			Tok: token.ASSIGN,
			Rhs: []dst.Expr{r.closure(m.Fn)},
		})
	}
	return out
}

func (r *renderer) closure(c *synth.Closure) dst.Expr {
	sig := c.Sig()
	var prologue []dst.Stmt
	if name, ok := r.fuelVars[c]; ok {
		// The body re-enters: like hogen's harness, let it run a bounded
		// number of times and answer zero values (io.EOF for an error)
		// after.
		var zeros []dst.Expr
		for i := 0; i < sig.Results().Len(); i++ {
			if t := sig.Results().At(i).Type(); typesys.IsError(t) {
				zeros = append(zeros, &dst.Ident{Name: "EOF", Path: "io"}) // a Reader that ends
			} else {
				zeros = append(zeros, r.zero(t))
			}
		}
		prologue = append(prologue,
			&dst.IfStmt{Cond: &dst.BinaryExpr{X: dst.NewIdent(name), Op: token.LEQ, Y: &dst.BasicLit{Kind: token.INT, Value: "0"}},
				Body: &dst.BlockStmt{List: []dst.Stmt{&dst.ReturnStmt{Results: zeros}}}},
			&dst.IncDecStmt{X: dst.NewIdent(name), Tok: token.DEC})
	}
	for _, chk := range r.checksAt(c, false) {
		prologue = append(prologue, r.checkStmt(chk))
	}
	fl := &dst.FieldList{}
	for i, p := range c.Params {
		var t dst.Expr
		if sig.Variadic() && i == len(c.Params)-1 {
			t = &dst.Ellipsis{Elt: r.typ(p.T.(*types.Slice).Elem())}
		} else {
			t = r.typ(p.T)
		}
		fl.List = append(fl.List, &dst.Field{Names: []*dst.Ident{dst.NewIdent(r.names[p])}, Type: t})
	}
	return &dst.FuncLit{
		Type: &dst.FuncType{Params: fl, Results: r.resultList(sig)},
		Body: &dst.BlockStmt{List: append(prologue, r.block(c.Body)...)},
	}
}

// loop is for i := 0; i < N; i++ { body }, or with a Step,
// for j := 0; j < N; j++ { i := j * Step % N; body }; a used key
// parameter is k := strconv.Itoa(i), first in the body.
func (r *renderer) loop(lp *synth.Loop) dst.Stmt {
	i := r.names[lp.Fn.Params[0]]
	body := r.block(lp.Fn.Body)
	key := len(lp.Fn.Params) > 1 && r.used[lp.Fn.Params[1]]
	if key {
		body = append([]dst.Stmt{&dst.AssignStmt{
			Lhs: []dst.Expr{dst.NewIdent(r.names[lp.Fn.Params[1]])}, Tok: token.DEFINE,
			Rhs: []dst.Expr{&dst.CallExpr{Fun: &dst.Ident{Name: "Itoa", Path: "strconv"}, Args: []dst.Expr{dst.NewIdent(i)}}},
		}}, body...)
	}
	j := i
	if lp.Step > 1 && (key || r.used[lp.Fn.Params[0]]) {
		j = r.fresh("j")
		body = append([]dst.Stmt{&dst.AssignStmt{
			Lhs: []dst.Expr{dst.NewIdent(i)}, Tok: token.DEFINE,
			Rhs: []dst.Expr{&dst.BinaryExpr{
				X:  &dst.BinaryExpr{X: dst.NewIdent(j), Op: token.MUL, Y: intLit(lp.Step)},
				Op: token.REM, Y: intLit(lp.N)}},
		}}, body...)
	}
	return &dst.ForStmt{
		Init: &dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent(j)}, Tok: token.DEFINE, Rhs: []dst.Expr{intLit(0)}},
		Cond: &dst.BinaryExpr{X: dst.NewIdent(j), Op: token.LSS, Y: intLit(lp.N)},
		Post: &dst.IncDecStmt{X: dst.NewIdent(j), Tok: token.INC},
		Body: &dst.BlockStmt{List: body},
	}
}

func intLit(n int) dst.Expr { return &dst.BasicLit{Kind: token.INT, Value: strconv.Itoa(n)} }

// varDecl is var v T.
func (r *renderer) varDecl(v *synth.Var) dst.Stmt {
	return &dst.DeclStmt{Decl: &dst.GenDecl{Tok: token.VAR, Specs: []dst.Spec{&dst.ValueSpec{
		Names: []*dst.Ident{dst.NewIdent(r.names[v])}, Type: r.typ(v.T)}}}}
}

// forward prints a call whose callbacks capture its results:
// var c1 *T; c1 = New(func() { c1.M() }).
func (r *renderer) forward(l *synth.Let) []dst.Stmt {
	return r.assignAfterDecl(l, nil)
}

// zero is the zero value of t as people write it: false, 0, "", nil, or
// *new(T).
func (r *renderer) zero(t types.Type) dst.Expr {
	if b, ok := t.(*types.Basic); ok {
		switch {
		case b.Info()&types.IsBoolean != 0:
			return dst.NewIdent("false")
		case b.Info()&types.IsString != 0:
			return &dst.BasicLit{Kind: token.STRING, Value: `""`}
		case b.Info()&types.IsNumeric != 0:
			return &dst.BasicLit{Kind: token.INT, Value: "0"}
		}
	}
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		return dst.NewIdent("nil")
	}
	return &dst.StarExpr{X: &dst.CallExpr{Fun: dst.NewIdent("new"), Args: []dst.Expr{r.typ(t)}}}
}

// fieldSet prints l if it sets a field (c.OnEvicted = f), as an
// assignment; nil for any other let.
func (r *renderer) fieldSet(l *synth.Let) dst.Stmt {
	c, ok := l.Value.(*synth.Call)
	if !ok || c.Op.Field == nil || c.Op.Receives {
		return nil
	}
	return &dst.AssignStmt{
		Lhs: []dst.Expr{&dst.SelectorExpr{X: r.expr(c.Recv), Sel: dst.NewIdent(c.Op.Field.Name())}},
		Tok: token.ASSIGN,
		Rhs: []dst.Expr{r.expr(c.Args[0])},
	}
}

// guarded prints a call that the program skipped when its precondition
// failed: var x T; if pre { x = call() }.
func (r *renderer) guarded(l *synth.Let, pre []*Clause) []dst.Stmt {
	return r.assignAfterDecl(l, pre)
}

// assignAfterDecl declares the used variables of l, then assigns the
// call's results to them, under the preconditions pre if any.
func (r *renderer) assignAfterDecl(l *synth.Let, pre []*Clause) []dst.Stmt {
	var out []dst.Stmt
	var lhs []dst.Expr
	anyUsed := false
	for _, v := range l.Vars {
		if v != nil && r.used[v] {
			anyUsed = true
			if !l.Forward { // a forward let's variables are declared already
				out = append(out, r.varDecl(v))
			}
			lhs = append(lhs, dst.NewIdent(r.names[v]))
		} else {
			lhs = append(lhs, dst.NewIdent("_"))
		}
	}
	stmt := r.fieldSet(l)
	switch {
	case stmt != nil:
	case anyUsed:
		stmt = &dst.AssignStmt{Lhs: lhs, Tok: token.ASSIGN, Rhs: []dst.Expr{r.expr(l.Value)}}
	default:
		stmt = &dst.ExprStmt{X: r.expr(l.Value)}
	}
	if len(pre) == 0 {
		return append(out, stmt)
	}
	var cond dst.Expr
	for _, c := range pre {
		e := r.clauseExpr(c)
		if cond == nil {
			cond = e
		} else {
			cond = &dst.BinaryExpr{X: cond, Op: token.LAND, Y: e}
		}
	}
	out = append(out, &dst.IfStmt{Cond: cond, Body: &dst.BlockStmt{List: []dst.Stmt{stmt}}})
	return out
}

func (r *renderer) expr(t synth.Term) dst.Expr {
	switch t := t.(type) {
	case *synth.Var:
		return dst.NewIdent(r.names[t])
	case *synth.Lit:
		return r.lit(t)
	case *synth.Composite:
		lit := &dst.CompositeLit{Type: r.typ(t.T)}
		for i, e := range t.Elems {
			switch {
			case t.Fields != nil:
				lit.Elts = append(lit.Elts, &dst.KeyValueExpr{Key: dst.NewIdent(t.Fields[i]), Value: r.expr(e)})
			case t.Keys != nil:
				lit.Elts = append(lit.Elts, &dst.KeyValueExpr{Key: r.expr(t.Keys[i]), Value: r.expr(e)})
			default:
				lit.Elts = append(lit.Elts, r.expr(e))
			}
		}
		if t.Addr {
			return &dst.UnaryExpr{Op: token.AND, X: lit}
		}
		return lit
	case *synth.Make:
		args := []dst.Expr{r.typ(t.T)}
		if _, isMap := t.T.Underlying().(*types.Map); !isMap {
			args = append(args, &dst.BasicLit{Kind: token.INT, Value: strconv.Itoa(t.Len)})
		}
		mk := &dst.CallExpr{Fun: dst.NewIdent("make"), Args: args}
		if !t.Closed {
			return mk
		}
		// func() chan T { ch := make(chan T, 0); close(ch); return ch }():
		// Go has no literal of a closed channel.
		ch := dst.NewIdent("ch")
		return &dst.CallExpr{Fun: &dst.FuncLit{
			Type: &dst.FuncType{Params: &dst.FieldList{}, Results: &dst.FieldList{List: []*dst.Field{{Type: r.typ(t.T)}}}},
			Body: &dst.BlockStmt{List: []dst.Stmt{
				&dst.AssignStmt{Lhs: []dst.Expr{ch}, Tok: token.DEFINE, Rhs: []dst.Expr{mk}},
				&dst.ExprStmt{X: &dst.CallExpr{Fun: dst.NewIdent("close"), Args: []dst.Expr{dst.NewIdent("ch")}}},
				&dst.ReturnStmt{Results: []dst.Expr{dst.NewIdent("ch")}},
			}},
		}}
	case *synth.Call:
		return r.call(t)
	case *synth.Closure:
		return r.closure(t)
	case *synth.Order:
		if isBool(t.T) {
			x, y := r.ordered(t)
			return &dst.BinaryExpr{X: x, Op: token.LSS, Y: y}
		}
		return &dst.CallExpr{Fun: &dst.FuncLit{
			Type: &dst.FuncType{Params: &dst.FieldList{}, Results: &dst.FieldList{List: []*dst.Field{{Type: r.typ(t.T)}}}},
			Body: &dst.BlockStmt{List: r.compare(t)},
		}}
	}
	panic(fmt.Sprintf("render: unexpected term %T", t))
}

// orderResult reports whether b answers an int Order, as a comparator
// that compares does: its body is a comparison.
func orderResult(b *synth.Block) (*synth.Order, bool) {
	if len(b.Results) != 1 {
		return nil, false
	}
	o, ok := b.Results[0].(*synth.Order)
	return o, ok && !isBool(o.T)
}

// compare returns what cmp.Compare would, without the generics a
// module's go line may not have: if x < y { return -1 }; if x > y {
// return 1 }; return 0. A bool Order is return x < y.
func (r *renderer) compare(o *synth.Order) []dst.Stmt {
	if isBool(o.T) {
		return []dst.Stmt{&dst.ReturnStmt{Results: []dst.Expr{r.expr(o)}}}
	}
	ret := func(v string) *dst.BlockStmt {
		return &dst.BlockStmt{List: []dst.Stmt{&dst.ReturnStmt{Results: []dst.Expr{&dst.BasicLit{Kind: token.INT, Value: v}}}}}
	}
	x, y := r.ordered(o)
	return []dst.Stmt{
		&dst.IfStmt{Cond: &dst.BinaryExpr{X: x, Op: token.LSS, Y: y}, Body: ret("-1")},
		&dst.IfStmt{Cond: &dst.BinaryExpr{X: dst.Clone(x).(dst.Expr), Op: token.GTR, Y: dst.Clone(y).(dst.Expr)}, Body: ret("1")},
		&dst.ReturnStmt{Results: []dst.Expr{&dst.BasicLit{Kind: token.INT, Value: "0"}}},
	}
}

// ordered returns the operands of o's comparison: its variables, or
// for values of an interface type (an any) their printed forms, which
// order any two values.
func (r *renderer) ordered(o *synth.Order) (x, y dst.Expr) {
	x, y = r.expr(o.X), r.expr(o.Y)
	if types.IsInterface(o.X.T) {
		sprint := func(e dst.Expr) dst.Expr {
			return &dst.CallExpr{Fun: &dst.Ident{Name: "Sprint", Path: "fmt"}, Args: []dst.Expr{e}}
		}
		x, y = sprint(x), sprint(y)
	}
	return x, y
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

func (r *renderer) call(c *synth.Call) dst.Expr {
	var fun dst.Expr
	if c.Recv != nil {
		fun = &dst.SelectorExpr{X: r.expr(c.Recv), Sel: dst.NewIdent(c.Op.Func.Name())}
	} else {
		fun = &dst.Ident{Name: c.Op.Func.Name(), Path: c.Op.Func.Pkg().Path()}
		if len(c.Op.TypeArgs) == 1 {
			fun = &dst.IndexExpr{X: fun, Index: r.typ(c.Op.TypeArgs[0])}
		} else if len(c.Op.TypeArgs) > 1 {
			var idx []dst.Expr
			for _, ta := range c.Op.TypeArgs {
				idx = append(idx, r.typ(ta))
			}
			fun = &dst.IndexListExpr{X: fun, Indices: idx}
		}
	}
	call := &dst.CallExpr{Fun: fun}
	for _, a := range c.Args {
		call.Args = append(call.Args, r.expr(a))
	}
	return call
}

// lit prints a literal; a constant whose type is not its default one is
// converted: int8(3), stack.Kind(2).
func (r *renderer) lit(l *synth.Lit) dst.Expr {
	switch l.Kind {
	case synth.NilLit, synth.DocNil:
		return dst.NewIdent("nil")
	case synth.ZeroLit:
		switch l.T.Underlying().(type) {
		case *types.Struct, *types.Array, *types.Slice, *types.Map:
			return &dst.CompositeLit{Type: r.typ(l.T)}
		}
		return &dst.StarExpr{X: &dst.CallExpr{Fun: dst.NewIdent("new"), Args: []dst.Expr{r.typ(l.T)}}}
	case synth.ErrorLit:
		return &dst.CallExpr{
			Fun:  &dst.Ident{Name: "New", Path: "errors"},
			Args: []dst.Expr{&dst.BasicLit{Kind: token.STRING, Value: strconv.Quote(constant.StringVal(l.Val))}},
		}
	case synth.NamedConst:
		return &dst.Ident{Name: l.Const.Name(), Path: l.Const.Pkg().Path()}
	}
	if e := duration(l); e != nil {
		return e
	}
	var e dst.Expr
	def := ""
	switch l.Val.Kind() {
	case constant.Bool:
		e, def = dst.NewIdent(l.Val.String()), "bool"
	case constant.String:
		e, def = &dst.BasicLit{Kind: token.STRING, Value: strconv.Quote(constant.StringVal(l.Val))}, "string"
	case constant.Int:
		e, def = &dst.BasicLit{Kind: token.INT, Value: l.Val.ExactString()}, "int"
	case constant.Float:
		f, _ := constant.Float64Val(l.Val)
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0"
		}
		e, def = &dst.BasicLit{Kind: token.FLOAT, Value: s}, "float64"
	default:
		e = &dst.BasicLit{Kind: token.INT, Value: "0"}
	}
	if b, ok := l.T.(*types.Basic); ok && b.Name() == def {
		return e
	}
	return &dst.CallExpr{Fun: r.typ(l.T), Args: []dst.Expr{e}}
}

// duration writes a time.Duration of whole milliseconds as Go code does:
// 10 * time.Millisecond, not time.Duration(10000000). It returns nil for
// any other literal.
func duration(l *synth.Lit) dst.Expr {
	if !synth.IsDuration(l.T) || l.Val.Kind() != constant.Int {
		return nil
	}
	n, ok := constant.Int64Val(l.Val)
	ms := int64(time.Millisecond)
	if !ok || n <= 0 || n%ms != 0 || n/ms > 1<<20 {
		return nil
	}
	unit := &dst.Ident{Name: "Millisecond", Path: "time"}
	if n == ms {
		return unit
	}
	return &dst.BinaryExpr{X: &dst.BasicLit{Kind: token.INT, Value: strconv.FormatInt(n/ms, 10)}, Op: token.MUL, Y: unit}
}

func (r *renderer) qualifier(p *types.Package) string {
	n, _ := r.p.ResolvePackage(p.Path())
	return n
}

// typ prints a type with package-qualified names (dst adds the imports).
func (r *renderer) typ(t types.Type) dst.Expr {
	switch t := t.(type) {
	case *types.Basic:
		return dst.NewIdent(t.Name())
	case *types.Alias:
		return r.aliasType(t)
	case *types.Named:
		obj := t.Obj()
		var x dst.Expr
		if obj.Pkg() == nil {
			x = dst.NewIdent(obj.Name())
		} else {
			x = &dst.Ident{Name: obj.Name(), Path: obj.Pkg().Path()}
		}
		return r.instance(x, t.TypeArgs())
	case *types.Pointer:
		return &dst.StarExpr{X: r.typ(t.Elem())}
	case *types.Slice:
		return &dst.ArrayType{Elt: r.typ(t.Elem())}
	case *types.Array:
		return &dst.ArrayType{Len: &dst.BasicLit{Kind: token.INT, Value: strconv.FormatInt(t.Len(), 10)}, Elt: r.typ(t.Elem())}
	case *types.Map:
		return &dst.MapType{Key: r.typ(t.Key()), Value: r.typ(t.Elem())}
	case *types.Chan:
		dir := dst.SEND | dst.RECV
		switch t.Dir() {
		case types.SendOnly:
			dir = dst.SEND
		case types.RecvOnly:
			dir = dst.RECV
		}
		return &dst.ChanType{Dir: dir, Value: r.typ(t.Elem())}
	case *types.Signature:
		return r.funcType(t)
	case *types.Struct:
		return r.structType(t)
	case *types.Interface:
		return r.interfaceType(t)
	}
	panic(fmt.Sprintf("render: cannot print type %s", t))
}

// aliasType prints an alias by its name, or, for one code outside its
// package cannot name, the type it stands for.
func (r *renderer) aliasType(t *types.Alias) dst.Expr {
	obj := t.Obj()
	if obj.Pkg() == nil {
		return dst.NewIdent(obj.Name())
	}
	if !obj.Exported() {
		return r.typ(types.Unalias(t))
	}
	return r.instance(&dst.Ident{Name: obj.Name(), Path: obj.Pkg().Path()}, t.TypeArgs())
}

// instance is the generic type x instantiated with args: x[A] or
// x[A, B]; x itself without them.
func (r *renderer) instance(x dst.Expr, args *types.TypeList) dst.Expr {
	switch n := args.Len(); {
	case n == 1:
		return &dst.IndexExpr{X: x, Index: r.typ(args.At(0))}
	case n > 1:
		var idx []dst.Expr
		for i := 0; i < n; i++ {
			idx = append(idx, r.typ(args.At(i)))
		}
		return &dst.IndexListExpr{X: x, Indices: idx}
	}
	return x
}

// funcType prints a func type, its parameters without names.
func (r *renderer) funcType(t *types.Signature) *dst.FuncType {
	params := &dst.FieldList{}
	for i := 0; i < t.Params().Len(); i++ {
		var pt dst.Expr
		if t.Variadic() && i == t.Params().Len()-1 {
			pt = &dst.Ellipsis{Elt: r.typ(t.Params().At(i).Type().(*types.Slice).Elem())}
		} else {
			pt = r.typ(t.Params().At(i).Type())
		}
		params.List = append(params.List, &dst.Field{Type: pt})
	}
	return &dst.FuncType{Func: true, Params: params, Results: r.resultList(t)}
}

// structType prints a struct type literal with its fields' names, types
// and tags.
func (r *renderer) structType(t *types.Struct) dst.Expr {
	if t.NumFields() == 0 {
		// The printer breaks an empty field list over two lines.
		return dst.NewIdent("struct{}")
	}
	fl := &dst.FieldList{}
	for i := 0; i < t.NumFields(); i++ {
		f := t.Field(i)
		field := &dst.Field{Type: r.typ(f.Type())}
		if !f.Embedded() {
			field.Names = []*dst.Ident{dst.NewIdent(f.Name())}
		}
		if tag := t.Tag(i); tag != "" {
			field.Tag = &dst.BasicLit{Kind: token.STRING, Value: strconv.Quote(tag)}
		}
		fl.List = append(fl.List, field)
	}
	return &dst.StructType{Fields: fl}
}

// interfaceType prints an interface type literal: any, or its embedded
// types and its own methods.
func (r *renderer) interfaceType(t *types.Interface) dst.Expr {
	if t.Empty() {
		return dst.NewIdent("any")
	}
	fl := &dst.FieldList{}
	for i := 0; i < t.NumEmbeddeds(); i++ {
		fl.List = append(fl.List, &dst.Field{Type: r.typ(t.EmbeddedType(i))})
	}
	for i := 0; i < t.NumExplicitMethods(); i++ {
		m := t.ExplicitMethod(i)
		ft := r.funcType(m.Type().(*types.Signature))
		ft.Func = false
		fl.List = append(fl.List, &dst.Field{Names: []*dst.Ident{dst.NewIdent(m.Name())}, Type: ft})
	}
	return &dst.InterfaceType{Methods: fl}
}

func cloneExprs(es []dst.Expr) []dst.Expr {
	out := make([]dst.Expr, len(es))
	for i, e := range es {
		out[i] = dst.Clone(e).(dst.Expr)
	}
	return out
}

func lowerFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToLower(r)) + s[i+len(string(r)):]
	}
	return s
}
