package contracts

import (
	"cmp"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// Check finds, parses and type-checks the contracts in files, which make
// up pkg as described by info (Defs, Uses, Types and Selections are
// needed). It returns the well-formed contracts and a diagnostic for each
// problem. eff may be nil; Check then analyzes the package itself.
func Check(fset *token.FileSet, files []*ast.File, pkg *types.Package, info *types.Info, eff *typesys.Effects) (*Set, []Diagnostic) {
	if eff == nil {
		eff = typesys.AnalyzeEffects(fset, pkg, files, info)
	}
	c := &checker{fset: fset, pkg: pkg, info: info, eff: eff, set: &Set{Pkg: pkg}}
	c.outer = outerDocs(files)
	for _, f := range files {
		if strings.HasSuffix(fset.File(f.Pos()).Name(), "_test.go") {
			continue // tests are not tested: their contracts mean nothing
		}
		c.file(f)
	}
	sortDiagnostics(fset, c.diags)
	return c.set, c.diags
}

type checker struct {
	fset  *token.FileSet
	pkg   *types.Package
	info  *types.Info
	eff   *typesys.Effects
	set   *Set
	diags []Diagnostic
	// outer are the doc comments of the package and its types, which may
	// state in words what a function rejects.
	outer outer
}

func (c *checker) errorf(pos token.Pos, format string, args ...any) {
	c.diags = append(c.diags, Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

func (c *checker) warnf(pos token.Pos, format string, args ...any) {
	c.diags = append(c.diags, Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...), Warning: true})
}

// target is a declaration that may carry a contract, with what its
// clauses can name.
type target struct {
	obj     types.Object
	what    string // "function Push", "method (*Stack).Push", ...
	sig     *types.Signature
	ftype   *ast.FuncType // the signature's syntax
	fd      *ast.FuncDecl // with a body: clauses are checked inside it
	self    ast.Expr      // syntax of self's type, or nil
	selfT   types.Type
	recv    string   // receiver name besides self
	recvs   []string // for a type: every receiver name its methods use
	typ     bool     // a type declaration: invariants only
	exprPos token.Pos
	hidden  string // why hogen never checks this contract, or ""
	opaque  bool   // a constraint interface: its clauses cannot be type-checked
}

func (c *checker) file(f *ast.File) {
	docs := map[*ast.CommentGroup]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			docs[d.Doc] = true
			if t := c.funcTarget(d); t != nil {
				c.attach(t, d.Doc)
				if t.hidden == "" {
					fn := t.obj.(*types.Func)
					p := readProse(d.Doc, t.sig)
					if p.Panics == "" {
						p.Panics = c.outer.panics(fn)
					}
					forbid, locked := c.outer.callbackForbids(c.pkg, t.sig)
					p.Forbids = cmp.Or(p.Forbids, forbid)
					p.Locked = cmp.Or(p.Locked, locked)
					c.set.addProse(fn, p)
				}
			}
		case *ast.GenDecl:
			docs[d.Doc] = true
			if d.Tok != token.TYPE || d.Lparen.IsValid() {
				c.stray(d.Doc, fmt.Sprintf("a %s declaration", d.Tok), "")
			}
			for _, s := range d.Specs {
				ts, ok := s.(*ast.TypeSpec)
				if !ok {
					continue
				}
				docs[ts.Doc] = true
				doc := ts.Doc
				if doc == nil && !d.Lparen.IsValid() {
					doc = d.Doc
				}
				c.typeSpec(ts, doc, docs)
			}
		}
	}
	c.exits(f)
	c.exitCalls(f)
	// Contracts anywhere else apply to nothing.
	for _, cg := range f.Comments {
		if !docs[cg] {
			c.stray(cg, "", enclosing(f, cg))
		}
	}
}

// enclosing says where a comment that is no doc comment stands.
func enclosing(f *ast.File, cg *ast.CommentGroup) string {
	for _, d := range f.Decls {
		if cg.Pos() < d.Pos() || cg.End() > d.End() {
			continue
		}
		if fd, ok := d.(*ast.FuncDecl); ok {
			return "it stands inside " + fd.Name.Name + "; contracts go in the doc comment above the declaration"
		}
		return "it stands inside a declaration, where hogen reads no contracts (struct fields, trailing comments); use the doc comment of the type (invariant) or of the method"
	}
	return "this comment is not the doc comment of a declaration (a blank line between comment and declaration detaches it)"
}

// stray reports the clauses of a comment that is no declaration's doc.
func (c *checker) stray(cg *ast.CommentGroup, what, where string) {
	raws, _ := scanComments(cg)
	for _, r := range raws {
		if _, ok := keyword(r.keyword); !ok {
			if r.spelling == Directive {
				c.unknownKeyword(r)
			}
			continue
		}
		if what != "" {
			c.warnf(r.kwPos, "%s applies to nothing here: contracts go on functions, methods, interface methods, func types and (invariant) types, not on %s", r.keyword, what)
		} else {
			c.warnf(r.kwPos, "%s applies to nothing: %s", r.keyword, where)
		}
	}
}

func (c *checker) unknownKeyword(r *rawClause) {
	if s := suggest(r.keyword); s != "" {
		c.errorf(r.kwPos, "unknown contract keyword %s; did you mean %s?", r.keyword, s)
	} else {
		c.errorf(r.kwPos, "unknown contract keyword %s: a clause starts with requires, ensures or invariant", r.keyword)
	}
}

func (c *checker) funcTarget(d *ast.FuncDecl) *target {
	fn, _ := c.info.Defs[d.Name].(*types.Func)
	if fn == nil {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	t := &target{obj: fn, sig: sig, ftype: d.Type}
	if d.Recv != nil && len(d.Recv.List) == 1 {
		rf := d.Recv.List[0]
		t.self = rf.Type
		t.selfT = sig.Recv().Type()
		if len(rf.Names) == 1 && rf.Names[0].Name != "_" {
			t.recv = rf.Names[0].Name
		}
		t.what = "method " + typesys.FuncName(fn)
	} else {
		t.what = "function " + fn.Name()
	}
	if !d.Name.IsExported() {
		t.hidden = "contract on unexported " + t.what + " is never checked: hogen calls and monitors only exported operations"
	}
	if d.Body != nil {
		t.fd = d
		t.exprPos = d.Body.Lbrace + 1
	} else {
		t.exprPos = d.Type.Pos()
	}
	return t
}

func (c *checker) typeSpec(ts *ast.TypeSpec, doc *ast.CommentGroup, docs map[*ast.CommentGroup]bool) {
	tn, _ := c.info.Defs[ts.Name].(*types.TypeName)
	if tn == nil {
		return
	}
	exprPos := ts.Type.Pos()
	t := &target{obj: tn, exprPos: exprPos}
	switch st := ts.Type.(type) {
	case *ast.FuncType:
		t.what = "func type " + tn.Name()
		t.sig, _ = tn.Type().Underlying().(*types.Signature)
		t.ftype = st
	case *ast.InterfaceType:
		t.what = "interface " + tn.Name()
		t.typ = true
		t.self = typeExpr(ts)
		t.selfT = tn.Type()
		constraint := ""
		if it, ok := tn.Type().Underlying().(*types.Interface); ok && !it.IsMethodSet() {
			constraint = fmt.Sprintf("contract on constraint interface %s is never checked: no value has a constraint type", tn.Name())
			t.hidden, t.opaque = constraint, true
		}
		for _, m := range st.Methods.List {
			docs[m.Doc] = true
			if len(m.Names) != 1 {
				continue
			}
			fn, _ := c.info.Defs[m.Names[0]].(*types.Func)
			ft, _ := m.Type.(*ast.FuncType)
			if fn == nil || ft == nil {
				continue
			}
			mt := &target{
				obj: fn, what: "method " + tn.Name() + "." + fn.Name(),
				sig: fn.Type().(*types.Signature), ftype: ft,
				self: typeExpr(ts), selfT: tn.Type(), exprPos: exprPos,
				hidden: constraint, opaque: t.opaque,
			}
			if !m.Names[0].IsExported() && constraint == "" {
				mt.hidden = "contract on unexported " + mt.what + " is never checked: code outside the package cannot implement it"
			}
			c.attach(mt, m.Doc)
			// "user must call it just once", "Otherwise, IsSuperset will
			// panic": the sentences of an interface method's doc that bind
			// the program's calls of the package's implementations.
			p := readProse(m.Doc, mt.sig)
			// A line comment is a method's doc too, in an interface's
			// list (Substring(uint64, uint64) // substring [i:j]).
			p.Slices |= readProse(m.Comment, mt.sig).Slices
			c.set.addProse(fn, Prose{Once: p.Once, Panics: p.Panics, Obliges: p.Obliges, Slices: p.Slices, Empty: p.Empty})
		}
	default:
		t.what = "type " + tn.Name()
		t.typ = true
		t.self = typeExpr(ts)
		t.selfT = tn.Type()
		ptr, recvs := c.receivers(tn)
		if ptr {
			t.self = &ast.StarExpr{X: t.self}
			t.selfT = types.NewPointer(tn.Type())
		}
		t.recvs = recvs
		if len(recvs) > 0 {
			t.recv = recvs[0]
		}
	}
	c.attach(t, doc)
}

// receivers says whether tn's methods take pointers, and the receiver
// names they use, most used first.
func (c *checker) receivers(tn *types.TypeName) (ptr bool, names []string) {
	named, ok := tn.Type().(*types.Named)
	if !ok {
		return false, nil
	}
	count := map[string]int{}
	for i := 0; i < named.NumMethods(); i++ {
		sig := named.Method(i).Type().(*types.Signature)
		if _, ok := sig.Recv().Type().(*types.Pointer); ok {
			ptr = true
		}
		if n := sig.Recv().Name(); n != "" && n != "_" && n != "self" {
			if count[n] == 0 {
				names = append(names, n)
			}
			count[n]++
		}
	}
	sort.SliceStable(names, func(i, j int) bool { return count[names[i]] > count[names[j]] })
	return ptr, names
}

// typeExpr is the syntax of the type ts declares, instantiated with its own
// type parameters.
func typeExpr(ts *ast.TypeSpec) ast.Expr {
	name := ast.NewIdent(ts.Name.Name)
	if ts.TypeParams == nil || len(ts.TypeParams.List) == 0 {
		return name
	}
	var args []ast.Expr
	for _, f := range ts.TypeParams.List {
		for _, n := range f.Names {
			args = append(args, ast.NewIdent(n.Name))
		}
	}
	return &ast.IndexListExpr{X: name, Indices: args}
}

// attach checks the clauses of doc against t and records the contract.
func (c *checker) attach(t *target, doc *ast.CommentGroup) {
	raws, misses := scanComments(doc)
	for _, m := range misses {
		c.warnf(m.pos, "%s is not a contract header: hogen reads \"Contract:\" followed by \"- requires E\" items", m.text)
	}
	if len(raws) == 0 {
		return
	}
	if c.pkg.Name() == "main" && t.hidden == "" {
		t.hidden = "contract in a main package is never checked: hogen tests packages that can be imported"
	}
	con := &Contract{Obj: t.obj, Sig: t.sig, Self: t.selfT, Recv: t.recv, Recvs: t.recvs}
	if len(con.Recvs) == 0 && t.recv != "" {
		con.Recvs = []string{t.recv}
	}
	warnedHidden := false
	for _, r := range raws {
		kw, ok := keyword(r.keyword)
		if !ok {
			if r.spelling != At || suggest(r.keyword) != "" {
				c.unknownKeyword(r)
			}
			continue
		}
		if t.hidden != "" && !warnedHidden {
			c.warnf(r.kwPos, "%s", t.hidden)
			warnedHidden = true
		}
		if t.opaque {
			continue
		}
		switch {
		case kw == Invariant && !t.typ:
			c.errorf(r.kwPos, "invariant applies to types, not to %s: use requires or ensures", t.what)
			continue
		case kw != Invariant && t.typ:
			c.errorf(r.kwPos, "%s does not apply to %s: a type takes invariant; requires and ensures go on its methods", kw, t.what)
			continue
		}
		if r.text == "" {
			c.errorf(r.kwPos, "%s needs a boolean expression", kw)
			continue
		}
		cl := c.clause(t, kw, r)
		if cl == nil {
			continue
		}
		con.Self = t.selfT
		switch kw {
		case Requires:
			con.Requires = append(con.Requires, cl)
		case Ensures:
			con.Ensures = append(con.Ensures, cl)
		case Invariant:
			con.Invariants = append(con.Invariants, cl)
		}
	}
	if len(con.Requires)+len(con.Ensures)+len(con.Invariants) > 0 {
		c.set.add(con)
	}
}

// clause parses and type-checks one clause, reporting what is wrong.
func (c *checker) clause(t *target, kw Keyword, r *rawClause) *Clause {
	expr, text, err := c.parse(r)
	if err != nil {
		return nil
	}
	cl := &Clause{Keyword: kw, Spelling: r.spelling, Text: text}
	declared := declaredNames(t.sig)
	expr, ok := c.olds(t, kw, cl, expr, declared)
	if !ok {
		return nil
	}
	cl.Expr = expr
	sc := newClauseScope(t, kw, expr, declared)
	if !c.typeCheck(t, kw, cl, sc.fields) {
		return nil
	}
	if sc.self != nil && t.typ {
		// The type as its methods see it: a generic type instantiated
		// with its own type parameters.
		t.selfT = cl.Info.Defs[sc.self].Type()
	}
	tv := cl.Info.Types[expr]
	if b, ok := tv.Type.Underlying().(*types.Basic); !ok || b.Info()&types.IsBoolean == 0 {
		c.errorf(expr.Pos(), "%s must be a boolean expression; %s has type %s", kw, text, types.TypeString(tv.Type, types.RelativeTo(c.pkg)))
		return nil
	}
	if !c.scopeOK(t, kw, cl, sc.results) {
		return nil
	}
	if !c.pure(cl) {
		return nil
	}
	return cl
}

// olds rewrites each old(E) of expr into cl.Olds, and reports false when
// one stands where it may not. With a parameter named old, old(x) calls
// it: expr stays as it is, with a warning.
func (c *checker) olds(t *target, kw Keyword, cl *Clause, expr ast.Expr, declared map[string]bool) (ast.Expr, bool) {
	if declared["old"] {
		if hasOldCall(expr) {
			c.warnf(expr.Pos(), "old is a parameter of %s: old(...) here calls it, it does not mean the value on entry", t.what)
		}
		return expr, true
	}
	expr, olds, bad := c.rewriteOld(kw, expr)
	cl.Olds = olds
	return expr, !bad
}

// A clauseScope is the names a clause sees beyond the declaration's
// scope, as the parameters of a func literal checked where the
// declaration stands.
type clauseScope struct {
	fields  []*ast.Field
	results map[string]bool // names that denote results
	self    *ast.Ident      // self's field, when self is one
}

// newClauseScope is the scope of a clause of kw on t: self and the
// receiver names, the parameters when there is no body, and the results.
// Where the receiver is in scope by its own name, it renames self in
// expr to that name.
func newClauseScope(t *target, kw Keyword, expr ast.Expr, declared map[string]bool) *clauseScope {
	sc := &clauseScope{results: map[string]bool{}}
	switch {
	case declared["self"] || t.self == nil:
		// A parameter named self is what self means; no receiver, no self.
	case t.fd != nil && t.recv != "":
		// The receiver is in scope by its own name: self is that name.
		renameSelf(expr, t.recv)
	default:
		f := field("self", t.self)
		sc.self = f.Names[0]
		sc.fields = append(sc.fields, f)
		for _, name := range t.recvs {
			if !declared[name] {
				sc.fields = append(sc.fields, field(name, t.self))
			}
		}
	}
	if t.sig != nil {
		if t.fd == nil {
			sc.params(t)
		}
		if t.ftype.Results != nil {
			sc.addResults(t, kw)
		}
	}
	return sc
}

// params declares t's named parameters: with no body, there is no scope
// that holds them.
func (sc *clauseScope) params(t *target) {
	for _, f := range t.ftype.Params.List {
		for _, n := range f.Names {
			if n.Name != "_" {
				sc.fields = append(sc.fields, field(n.Name, paramType(f.Type)))
			}
		}
	}
}

// addResults records the names of t's results, and declares those an
// ensures clause sees that no body holds: unnamed ones, or all of them
// with no body.
func (sc *clauseScope) addResults(t *target, kw Keyword) {
	i := 0
	for _, f := range t.ftype.Results.List {
		names := f.Names
		if len(names) == 0 {
			names = []*ast.Ident{nil}
		}
		for _, n := range names {
			name := ResultName(t.sig, i)
			sc.results[name] = true
			if kw == Ensures && (n == nil || t.fd == nil) {
				sc.fields = append(sc.fields, field(name, f.Type))
			}
			i++
		}
	}
}

// typeCheck type-checks cl.Expr where t's contract stands, with fields
// as the parameters of a func literal around it, into cl.Info, and
// reports the type error if there is one.
func (c *checker) typeCheck(t *target, kw Keyword, cl *Clause, fields []*ast.Field) bool {
	p := t.exprPos - 1 // the literal's parameters are in scope from exprPos on
	lit := &ast.FuncLit{
		Type: &ast.FuncType{Func: p, Params: &ast.FieldList{Opening: p, List: fields, Closing: p}},
		Body: &ast.BlockStmt{Lbrace: p, Rbrace: p, List: []ast.Stmt{
			&ast.AssignStmt{Lhs: []ast.Expr{ast.NewIdent("_")}, TokPos: p, Tok: token.ASSIGN, Rhs: []ast.Expr{cl.Expr}},
		}},
	}
	cl.Info = &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Instances:  map[*ast.Ident]types.Instance{},
	}
	if err := types.CheckExpr(c.fset, c.pkg, t.exprPos, lit, cl.Info); err != nil {
		c.typeError(t, kw, cl.Text, err)
		return false
	}
	return true
}

// parse parses the clause's expression with positions in the file. It
// returns the expression's source text, without any trailing comment.
func (c *checker) parse(r *rawClause) (ast.Expr, string, error) {
	fset := token.NewFileSet()
	expr, err := parser.ParseExprFrom(fset, "", r.text, parser.SkipObjectResolution)
	if err != nil {
		var list scanner.ErrorList
		if errors.As(err, &list) && len(list) > 0 {
			e := list[0]
			c.errorf(r.filePos(e.Pos.Offset), "cannot parse %s: %s", r.keyword, e.Msg)
		} else {
			c.errorf(r.filePos(0), "cannot parse %s: %v", r.keyword, err)
		}
		return nil, "", err
	}
	base := token.Pos(fset.File(expr.Pos()).Base())
	text := strings.TrimSpace(r.text[:expr.End()-base])
	shift(expr, func(p token.Pos) token.Pos { return r.filePos(int(p - base)) })
	return expr, text, nil
}

// shift maps every position in the tree rooted at n.
func shift(n ast.Node, f func(token.Pos) token.Pos) {
	posType := reflect.TypeFor[token.Pos]()
	ast.Inspect(n, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		v := reflect.ValueOf(n)
		if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
			return true
		}
		v = v.Elem()
		for i := 0; i < v.NumField(); i++ {
			fv := v.Field(i)
			if fv.Type() == posType && fv.CanSet() {
				if p := token.Pos(fv.Int()); p.IsValid() {
					fv.SetInt(int64(f(p)))
				}
			}
		}
		return true
	})
}

// rewriteOld replaces each old(E) by (E), whose type is E's, and checks
// that old stands only where it may.
func (c *checker) rewriteOld(kw Keyword, expr ast.Expr) (ast.Expr, []*ast.ParenExpr, bool) {
	var olds []*ast.ParenExpr
	bad, depth := false, 0
	root := astutil.Apply(expr, func(cur *astutil.Cursor) bool {
		call, ok := oldCall(cur.Node())
		if !ok || bad {
			return !bad
		}
		switch {
		case kw != Ensures:
			c.errorf(call.Pos(), "old(...) is allowed only in ensures: %s has no entry state to refer to", kw)
		case depth > 0:
			c.errorf(call.Pos(), "old(...) inside old(...) means nothing more than the outer one")
		case len(call.Args) != 1 || call.Ellipsis.IsValid():
			c.errorf(call.Pos(), "old takes one expression, evaluated on entry")
		default:
			depth++
			return true
		}
		bad = true
		return false
	}, func(cur *astutil.Cursor) bool {
		call, ok := oldCall(cur.Node())
		if !ok || bad {
			return !bad
		}
		depth--
		p := &ast.ParenExpr{Lparen: call.Lparen, X: call.Args[0], Rparen: call.Rparen}
		cur.Replace(p)
		olds = append(olds, p)
		return true
	})
	return root.(ast.Expr), olds, bad
}

func oldCall(n ast.Node) (*ast.CallExpr, bool) {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return nil, false
	}
	id, ok := call.Fun.(*ast.Ident)
	return call, ok && id.Name == "old"
}

// typeError reports a type error, in words about contracts where the
// checker's words would puzzle.
func (c *checker) typeError(t *target, kw Keyword, text string, err error) {
	var te types.Error
	if !errors.As(err, &te) {
		c.errorf(t.exprPos, "%s: %v", kw, err)
		return
	}
	msg := te.Msg
	if strings.Contains(msg, "untyped nil") {
		msg = fmt.Sprintf("%s must be a boolean expression; %s is untyped nil", kw, text)
	}
	if name, ok := strings.CutPrefix(msg, "undefined: "); ok {
		switch {
		case name == "self" && t.self == nil:
			msg = fmt.Sprintf("self is not defined: %s has no receiver", t.what)
		case name == "old":
			msg = "old is used as old(E): the value of E on entry"
		case name == "result" || strings.HasPrefix(name, "result") && isDigits(name[len("result"):]):
			switch {
			case kw != Ensures:
				msg = fmt.Sprintf("%s is not visible in %s: results exist only in ensures", name, kw)
			case t.sig == nil || t.sig.Results().Len() == 0:
				msg = fmt.Sprintf("%s is not defined: %s has no results", name, t.what)
			default:
				var names []string
				for i := 0; i < t.sig.Results().Len(); i++ {
					names = append(names, ResultName(t.sig, i))
				}
				msg = fmt.Sprintf("%s is not defined: contracts of %s call its results %s", name, t.what, strings.Join(names, ", "))
			}
		}
	}
	c.errorf(te.Pos, "%s", msg)
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// scopeOK checks that requires sees no result, old(E) no result, and no
// clause a local variable of the function body.
func (c *checker) scopeOK(t *target, kw Keyword, cl *Clause, results map[string]bool) bool {
	isResult := func(obj types.Object) bool {
		if t.sig == nil {
			return false
		}
		if v, ok := obj.(*types.Var); ok {
			for i := 0; i < t.sig.Results().Len(); i++ {
				if t.sig.Results().At(i) == v {
					return true
				}
			}
			if v.Pos() == token.NoPos && results[v.Name()] {
				return true // a result declared for the clause
			}
		}
		return false
	}
	inOld := map[*ast.Ident]bool{}
	for _, o := range cl.Olds {
		ast.Inspect(o.X, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				inOld[id] = true
			}
			return true
		})
	}
	ok := true
	ast.Inspect(cl.Expr, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || !ok {
			return ok
		}
		obj := cl.Info.Uses[id]
		switch {
		case obj == nil:
		case isResult(obj) && kw == Requires:
			c.errorf(id.Pos(), "%s is a result of %s: results are visible only in ensures", id.Name, t.what)
			ok = false
		case isResult(obj) && inOld[id]:
			c.errorf(id.Pos(), "old(...) is evaluated on entry, before %s exists", id.Name)
			ok = false
		case t.fd != nil && obj.Pos() > t.fd.Body.Lbrace && obj.Pos() < t.fd.Body.Rbrace:
			c.errorf(id.Pos(), "%s here is a local variable of %s (%s), which a contract cannot see: it sees the parameters, results and package-level names (rename the local if it hides a package-level %s)",
				id.Name, t.what, shortPos(c.fset.Position(obj.Pos())), id.Name)
			ok = false
		}
		return ok
	})
	return ok
}

// pure reports a call with side effects in the clause, a write to
// anything outside it, and a channel receive.
func (c *checker) pure(cl *Clause) bool {
	ok := true
	inside := func(obj types.Object) bool { // declared within the clause
		return obj != nil && obj.Pos() >= cl.Expr.Pos() && obj.Pos() < cl.Expr.End()
	}
	write := func(lhs ast.Expr) {
		root := rootOf(lhs)
		id, isID := root.(*ast.Ident)
		if isID && (id.Name == "_" || inside(cl.Info.ObjectOf(id))) && root == lhs {
			return // a variable of the clause's own func literal
		}
		if isID && inside(cl.Info.ObjectOf(id)) && isFresh(cl.Info.TypeOf(id)) {
			return
		}
		c.errorf(lhs.Pos(), "contract writes %s: a contract must not change state", types.ExprString(lhs))
		ok = false
	}
	ast.Inspect(cl.Expr, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					write(l)
				}
			}
			return ok
		case *ast.IncDecStmt:
			write(n.X)
			return ok
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				c.errorf(n.Pos(), "contract receives from a channel, which changes it: a contract must not change state")
				ok = false
			}
			return ok
		}
		call, isCall := n.(*ast.CallExpr)
		if !isCall {
			return true
		}
		if tv, found := cl.Info.Types[call.Fun]; found && tv.IsType() {
			return true
		}
		switch fn := typeutil.Callee(cl.Info, call).(type) {
		case *types.Builtin:
			switch fn.Name() {
			case "delete", "clear", "close", "copy", "print", "println", "panic":
				c.errorf(call.Pos(), "contract calls %s, which has side effects: a contract must not change state", fn.Name())
				ok = false
			}
		case *types.Func:
			if w := c.eff.Of(fn); w.Effect == typesys.Impure {
				where := ""
				if w.Pos.IsValid() {
					where = fmt.Sprintf(" (%s)", shortPos(c.fset.Position(w.Pos)))
				}
				c.errorf(call.Pos(), "contract calls %s, which has side effects: %s%s", typesys.FuncName(fn), "it "+w.Reason, where)
				ok = false
			}
		}
		return ok
	})
	return ok
}

func shortPos(p token.Position) string {
	name := p.Filename
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	return fmt.Sprintf("%s:%d", name, p.Line)
}

func field(name string, typ ast.Expr) *ast.Field {
	return &ast.Field{Names: []*ast.Ident{ast.NewIdent(name)}, Type: typ}
}

// paramType is the type of a parameter as a func literal may declare it
// anywhere in its list: ...T becomes []T.
func paramType(t ast.Expr) ast.Expr {
	if e, ok := t.(*ast.Ellipsis); ok {
		return &ast.ArrayType{Lbrack: e.Ellipsis, Elt: e.Elt}
	}
	return t
}

// isFresh reports whether a value of type t is a copy: writing into it
// changes nothing outside.
func isFresh(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Basic, *types.Struct, *types.Array:
		return true
	}
	return false
}

// declaredNames are the parameter, result and receiver names of sig.
func declaredNames(sig *types.Signature) map[string]bool {
	names := map[string]bool{}
	if sig == nil {
		return names
	}
	if sig.Recv() != nil {
		names[sig.Recv().Name()] = true
	}
	for _, tup := range []*types.Tuple{sig.Params(), sig.Results()} {
		for i := 0; i < tup.Len(); i++ {
			names[tup.At(i).Name()] = true
		}
	}
	return names
}

func hasOldCall(expr ast.Expr) bool {
	found := false
	ast.Inspect(expr, func(n ast.Node) bool {
		if _, ok := oldCall(n); ok {
			found = true
		}
		return !found
	})
	return found
}

// renameSelf makes every use of self in expr a use of name. Field and
// method names and composite literal keys spelled self are left alone.
func renameSelf(expr ast.Expr, name string) {
	skip := map[*ast.Ident]bool{}
	ast.Inspect(expr, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			skip[n.Sel] = true
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				skip[id] = true
			}
		case *ast.Ident:
			if n.Name == "self" && !skip[n] {
				n.Name = name
			}
		}
		return true
	})
}

// rootOf is the variable an assignment to lhs writes into: x for x.f[i].
func rootOf(lhs ast.Expr) ast.Expr {
	for {
		switch e := lhs.(type) {
		case *ast.ParenExpr:
			lhs = e.X
		case *ast.SelectorExpr:
			lhs = e.X
		case *ast.IndexExpr:
			lhs = e.X
		case *ast.StarExpr:
			lhs = e.X
		default:
			return lhs
		}
	}
}
