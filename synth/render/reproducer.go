package render

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"time"

	"github.com/dave/dst"
	"github.com/dave/dst/decorator"
	"github.com/dave/dst/dstutil"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
)

// Repro describes a reproducer: a test that runs the program and fails
// with the blame message while the bug is there.
type Repro struct {
	Pkg    *types.Package // the package under test
	Fset   *token.FileSet // positions of its contracts
	Test   string         // TestHogen...
	Header []string       // comment lines for the top of the file
	// Constraint, if set, is the file's build constraint (go1.22): it
	// sets the file's language version over an older go line.
	Constraint string
	Prog       *synth.Program
	Message    string // the blame message t.Fatalf prints
	Recover    bool   // a panic escaping the program fails the test with Message
	Deadline   time.Duration
	MaxStack   bool // lower the stack limit so infinite recursion crashes at once
	Checks     []*Check
	Guards     map[*synth.Call][]*Clause // calls printed under their preconditions
	Fuel       map[*synth.Closure]int    // bodies that re-enter: count their runs
}

// Clause is a contract clause with the program's terms for its names.
type Clause struct {
	Clause *contracts.Clause
	// Bind gives the term that each name of the clause stands for:
	// self, receiver names, parameters, results.
	Bind map[string]synth.Term
	// Guard, if set, makes the clause a call of that method on the term
	// bound to self, a bool method the package's tests ask before the
	// call (Clause is nil): if it.Valid() { it.Next() }. Negated: the
	// method must say false (if !it.Done() { it.Edge() }).
	Guard   string
	Negated bool
	// NoError, if set, makes the clause self == nil, where self is an
	// error that came with a result the call uses (Clause is nil):
	// if err == nil { c.Add(1) }.
	NoError bool
}

// Check is a clause evaluated in the program: after the call At (or,
// Before, just before it), or at the start of the synthesized body At.
type Check struct {
	Clause
	At     synth.Term
	Before bool
	// Method, if set, makes the check a call of that method on the term
	// bound to self (the String/Error oracle) instead of a clause.
	Method string
}

// Internal reports whether the reproducer must be in the package itself
// (package x, not x_test): some clause names what only the package sees.
func (rp *Repro) Internal() bool {
	var cls []*contracts.Clause
	for _, c := range rp.Checks {
		if c.Clause.Clause != nil {
			cls = append(cls, c.Clause.Clause)
		}
	}
	for _, gs := range rp.Guards {
		for _, g := range gs {
			if g.Clause != nil {
				cls = append(cls, g.Clause)
			}
		}
	}
	for _, cl := range cls {
		for _, obj := range cl.Info.Uses {
			if obj.Pkg() == rp.Pkg && !obj.Exported() && !isLocal(obj, rp.Pkg) {
				return true
			}
		}
	}
	return false
}

// isLocal reports whether obj is a name of the clause's own scope: a
// parameter, result, receiver or self, which the reproducer binds.
func isLocal(obj types.Object, pkg *types.Package) bool {
	v, ok := obj.(*types.Var)
	return ok && !v.IsField() && v.Parent() != pkg.Scope()
}

// Reproducer prints rp as a Go test file.
func (p *Printer) Reproducer(rp *Repro) ([]byte, error) {
	pkgName := rp.Pkg.Name() + "_test"
	localPath := rp.Pkg.Path() + "_test"
	if rp.Internal() {
		pkgName, localPath = rp.Pkg.Name(), rp.Pkg.Path()
	}
	r := &renderer{p: p, repro: rp}
	// Reproducers share their package: their types must not meet.
	r.typeSuffix = "_" + rp.Test[strings.LastIndexByte(rp.Test, '_')+1:]
	r.collectImpls(rp.Prog.Body)
	file := &dst.File{Name: dst.NewIdent(pkgName)}
	if rp.Constraint != "" {
		file.Decs.Start.Append("//go:build "+rp.Constraint, "\n")
	}
	for _, l := range rp.Header {
		file.Decs.Start.Append("// " + l)
	}
	file.Decs.Start.Append("\n")
	for _, it := range r.implOrder {
		file.Decls = append(file.Decls, r.implDecls(it)...)
	}
	fd, err := r.testDecl()
	if err != nil {
		return nil, err
	}
	file.Decls = append(file.Decls, fd)
	var buf bytes.Buffer
	res := decorator.NewRestorerWithImports(localPath, p)
	if err := res.Fprint(&buf, file); err != nil {
		return nil, fmt.Errorf("render: %v", err)
	}
	return buf.Bytes(), nil
}

func (r *renderer) testDecl() (*dst.FuncDecl, error) {
	rp := r.repro
	r.names, r.count, r.used = map[*synth.Var]string{}, map[string]int{}, map[*synth.Var]bool{}
	r.nameVars(rp.Prog.Body)
	synth.WalkUses(rp.Prog.Body, func(v *synth.Var) { r.used[v] = true })
	for _, c := range rp.Checks {
		r.markBound(&c.Clause)
	}
	for _, gs := range rp.Guards {
		for _, g := range gs {
			r.markBound(g)
		}
	}
	t := &dst.Ident{Name: "T", Path: "testing"}
	var body []dst.Stmt
	if rp.Recover {
		// defer func() { if r := recover(); r != nil { t.Fatalf("...: %v\n%s", r, debug.Stack()) } }():
		// the stack shows where it panicked, to the reader and to hogen,
		// which confirms a reproducer only where it fails at the site found.
		body = append(body, &dst.DeferStmt{Call: &dst.CallExpr{Fun: &dst.FuncLit{
			Type: &dst.FuncType{Params: &dst.FieldList{}},
			Body: &dst.BlockStmt{List: []dst.Stmt{&dst.IfStmt{
				Init: &dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent("r")}, Tok: token.DEFINE, Rhs: []dst.Expr{&dst.CallExpr{Fun: dst.NewIdent("recover")}}},
				Cond: &dst.BinaryExpr{X: dst.NewIdent("r"), Op: token.NEQ, Y: dst.NewIdent("nil")},
				Body: &dst.BlockStmt{List: []dst.Stmt{fatalf("%s: %v\n%s", &dst.BasicLit{Kind: token.STRING, Value: strconv.Quote(rp.Message)}, dst.NewIdent("r"),
					&dst.CallExpr{Fun: &dst.Ident{Name: "Stack", Path: "runtime/debug"}})}},
			}}},
		}}})
	}
	if rp.MaxStack {
		body = append(body, &dst.ExprStmt{X: &dst.CallExpr{
			Fun: &dst.Ident{Name: "SetMaxStack", Path: "runtime/debug"}, Args: []dst.Expr{&dst.BasicLit{Kind: token.INT, Value: "16 << 20"}},
		}})
	}
	r.fuelVars = map[*synth.Closure]string{}
	n := 0
	synth.Walk(rp.Prog.Body, func(t synth.Term) {
		if c, ok := t.(*synth.Closure); ok {
			if f, ok := rp.Fuel[c]; ok {
				n++
				name := "fuel" + strconv.Itoa(n)
				r.fuelVars[c] = name
				body = append(body, &dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent(name)}, Tok: token.DEFINE,
					Rhs: []dst.Expr{&dst.BasicLit{Kind: token.INT, Value: strconv.Itoa(f)}}})
			}
		}
	})
	prog := r.block(rp.Prog.Body)
	if rp.Deadline > 0 {
		// The program runs in a goroutine; the test fails at the deadline.
		done := dst.NewIdent("done")
		body = append(body,
			&dst.AssignStmt{Lhs: []dst.Expr{done}, Tok: token.DEFINE, Rhs: []dst.Expr{&dst.CallExpr{
				Fun: dst.NewIdent("make"), Args: []dst.Expr{&dst.ChanType{Dir: dst.SEND | dst.RECV, Value: &dst.StructType{Fields: &dst.FieldList{}}}}}}},
			&dst.GoStmt{Call: &dst.CallExpr{Fun: &dst.FuncLit{Type: &dst.FuncType{Params: &dst.FieldList{}}, Body: &dst.BlockStmt{List: append([]dst.Stmt{
				&dst.DeferStmt{Call: &dst.CallExpr{Fun: dst.NewIdent("close"), Args: []dst.Expr{dst.NewIdent("done")}}},
			}, prog...)}}}},
			&dst.SelectStmt{Body: &dst.BlockStmt{List: []dst.Stmt{
				&dst.CommClause{Comm: &dst.ExprStmt{X: &dst.UnaryExpr{Op: token.ARROW, X: dst.NewIdent("done")}}},
				&dst.CommClause{Comm: &dst.ExprStmt{X: &dst.UnaryExpr{Op: token.ARROW, X: &dst.CallExpr{
					Fun: &dst.Ident{Name: "After", Path: "time"}, Args: []dst.Expr{&dst.BinaryExpr{
						X: &dst.BasicLit{Kind: token.INT, Value: strconv.FormatInt(rp.Deadline.Milliseconds(), 10)}, Op: token.MUL,
						Y: &dst.Ident{Name: "Millisecond", Path: "time"}}}}}},
					Body: []dst.Stmt{fatal(rp.Message)}},
			}}})
	} else {
		body = append(body, prog...)
	}
	fd := &dst.FuncDecl{
		Name: dst.NewIdent(rp.Test),
		Type: &dst.FuncType{Params: &dst.FieldList{List: []*dst.Field{{Names: []*dst.Ident{dst.NewIdent("t")}, Type: &dst.StarExpr{X: t}}}}},
		Body: &dst.BlockStmt{List: body},
	}
	fd.Decs.Before = dst.EmptyLine
	return fd, nil
}

// markBound makes the variables a clause names printable: an unused
// result is otherwise printed as _.
func (r *renderer) markBound(c *Clause) {
	names := map[string]bool{"self": true}
	if c.Clause != nil {
		for id := range c.Clause.Info.Uses {
			names[id.Name] = true
		}
	}
	for name, t := range c.Bind {
		if v, ok := t.(*synth.Var); ok && names[name] {
			r.used[v] = true
		}
	}
}

// fatal is t.Fatal(msg): msg is no format (a clause may hold a %).
func fatal(msg string) dst.Stmt {
	return &dst.ExprStmt{X: &dst.CallExpr{
		Fun:  &dst.SelectorExpr{X: dst.NewIdent("t"), Sel: dst.NewIdent("Fatal")},
		Args: []dst.Expr{&dst.BasicLit{Kind: token.STRING, Value: strconv.Quote(msg)}},
	}}
}

func fatalf(format string, args ...dst.Expr) dst.Stmt {
	return &dst.ExprStmt{X: &dst.CallExpr{
		Fun:  &dst.SelectorExpr{X: dst.NewIdent("t"), Sel: dst.NewIdent("Fatalf")},
		Args: append([]dst.Expr{&dst.BasicLit{Kind: token.STRING, Value: strconv.Quote(format)}}, args...),
	}}
}

// checksAt returns the checks to print after (or before) the call in l.
func (r *renderer) checksAt(at synth.Term, before bool) []*Check {
	if r.repro == nil {
		return nil
	}
	var out []*Check
	for _, c := range r.repro.Checks {
		if c.At == at && c.Before == before {
			out = append(out, c)
		}
	}
	return out
}

// checksCapture reports whether a check placed in a callback of l's
// value names what l binds: the invariant of c1 checked when New's
// callback runs must see c1 declared first (var c1 *T; c1 = New(...)).
func (r *renderer) checksCapture(l *synth.Let) bool {
	if r.repro == nil || len(r.repro.Checks) == 0 {
		return false
	}
	binds := map[*synth.Var]bool{}
	for _, v := range l.Vars {
		if v != nil {
			binds[v] = true
		}
	}
	found := false
	synth.Walk(&synth.Block{Stmts: []*synth.Let{l}}, func(t synth.Term) {
		if t == l.Value {
			return // checks at the call itself come before or after it
		}
		for _, c := range r.repro.Checks {
			if c.At != t {
				continue
			}
			for _, b := range c.Bind {
				if v, ok := b.(*synth.Var); ok && binds[v] {
					found = true
				}
			}
		}
	})
	return found
}

// checkStmts prints: olds captured before, and the if statement after.
func (r *renderer) checkStmt(c *Check) dst.Stmt {
	if c.Method != "" {
		// _ = any(v).(fmt.Stringer).String(): the harness chose the method
		// by the value's dynamic type, which its static type may hide.
		iface := &dst.Ident{Name: "Stringer", Path: "fmt"}
		if c.Method == "Error" {
			iface = &dst.Ident{Name: "error"}
		}
		asserted := &dst.TypeAssertExpr{X: &dst.CallExpr{Fun: dst.NewIdent("any"), Args: []dst.Expr{r.expr(c.Bind["self"])}}, Type: iface}
		return &dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent("_")}, Tok: token.ASSIGN, Rhs: []dst.Expr{&dst.CallExpr{
			Fun: &dst.SelectorExpr{X: asserted, Sel: dst.NewIdent(c.Method)}}}}
	}
	cond := r.clauseExpr(&c.Clause)
	return &dst.IfStmt{
		Cond: &dst.UnaryExpr{Op: token.NOT, X: &dst.ParenExpr{X: cond}},
		Body: &dst.BlockStmt{List: []dst.Stmt{fatal(r.repro.Message)}},
	}
}

// oldStmts capture the old(E) values of the checks after call.
func (r *renderer) oldStmts(checks []*Check) []dst.Stmt {
	var out []dst.Stmt
	for _, c := range checks {
		if c.Clause.Clause == nil {
			continue
		}
		for _, o := range c.Clause.Clause.Olds {
			r.oldN++
			name := "old" + strconv.Itoa(r.oldN)
			if r.oldNames == nil {
				r.oldNames = map[*ast.ParenExpr]string{}
			}
			e := r.astExpr(&c.Clause, o.X)
			r.oldNames[o] = name
			out = append(out, &dst.AssignStmt{Lhs: []dst.Expr{dst.NewIdent(name)}, Tok: token.DEFINE, Rhs: []dst.Expr{e}})
		}
	}
	return out
}

func (r *renderer) clauseExpr(c *Clause) dst.Expr {
	if c.Guard != "" {
		call := &dst.CallExpr{Fun: &dst.SelectorExpr{X: r.expr(c.Bind["self"]), Sel: dst.NewIdent(c.Guard)}}
		if c.Negated {
			return &dst.UnaryExpr{Op: token.NOT, X: call}
		}
		return call
	}
	if c.NoError {
		return &dst.BinaryExpr{X: r.expr(c.Bind["self"]), Op: token.EQL, Y: dst.NewIdent("nil")}
	}
	return r.astExpr(c, c.Clause.Expr)
}

// astExpr prints part of a checked clause with the program's terms for its
// names and package-qualified names for the package's own.
func (r *renderer) astExpr(c *Clause, e ast.Expr) dst.Expr {
	dec := decorator.NewDecorator(r.repro.Fset)
	node, err := dec.DecorateNode(e)
	if err != nil {
		panic(fmt.Sprintf("render: %v", err))
	}
	info := c.Clause.Info
	pkg := r.repro.Pkg
	out := dstutil.Apply(node, func(cur *dstutil.Cursor) bool {
		an := dec.Map.Ast.Nodes[cur.Node()]
		switch a := an.(type) {
		case *ast.ParenExpr:
			if name, ok := r.oldNames[a]; ok {
				cur.Replace(dst.NewIdent(name))
				return false
			}
		case *ast.SelectorExpr:
			if id, ok := a.X.(*ast.Ident); ok {
				if pn, ok := info.Uses[id].(*types.PkgName); ok {
					cur.Replace(&dst.Ident{Name: a.Sel.Name, Path: pn.Imported().Path()})
					return false
				}
			}
			// Only the operand: a field or method name stays.
			d := cur.Node().(*dst.SelectorExpr)
			d.X = r.astExpr(c, a.X)
			return false
		case *ast.KeyValueExpr:
			d := cur.Node().(*dst.KeyValueExpr)
			d.Value = r.astExpr(c, a.Value)
			return false
		case *ast.Ident:
			obj := info.Uses[a]
			switch {
			case obj == nil:
			case obj.Pkg() == pkg && obj.Parent() == pkg.Scope():
				cur.Replace(&dst.Ident{Name: a.Name, Path: pkg.Path()})
			case c.Bind[a.Name] != nil && isLocal(obj, pkg):
				cur.Replace(r.expr(c.Bind[a.Name]))
			}
			return false
		}
		return true
	}, nil)
	return out.(dst.Expr)
}
