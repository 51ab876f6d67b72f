package typesys

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// ChanOpener returns the method that makes the channel fn, a method,
// closes (Stop's close(q.request), where only Start assigns q.request =
// make(chan ...)), or nil: until that method has run, the field is nil
// and fn's close panics. The channel is the object's run's, which its
// opener starts: a value is started before it is stopped.
func (e *Effects) ChanOpener(fn *types.Func) *types.Func {
	e.openersOnce.Do(e.findOpeners)
	return e.openers[fn]
}

// findOpeners computes ChanOpener for every method of the package.
func (e *Effects) findOpeners() {
	e.openers = map[*types.Func]*types.Func{}
	// The one function that sets each field, or nil where several do.
	setBy := map[*types.Var]*types.Func{}
	for _, g := range e.order {
		for _, f := range e.assignedFields(e.funcs[g].decl) {
			if h, ok := setBy[f]; ok && h != g {
				setBy[f] = nil
			} else {
				setBy[f] = g
			}
		}
	}
	for _, fn := range e.order {
		fe := e.funcs[fn]
		if fe.decl.Body == nil || fe.decl.Recv == nil {
			continue
		}
		// A field that a constructor, a literal or several functions set
		// may be made without the method; one that nothing sets is no
		// run's, and says nothing.
		var opener *types.Func
		for f := range e.closedFields(fe.decl) {
			g := setBy[f]
			if g == nil || g == fn || !g.Exported() || !sameRecv(g, fn) {
				continue
			}
			if opener != nil && opener != g {
				opener = nil // two runs: no one method readies the value
				break
			}
			opener = g
		}
		if opener != nil {
			e.openers[fn] = opener
		}
	}
}

// sameRecv reports whether the methods f and g have receivers of the
// same named type (of a generic type, whatever its methods call its
// type parameters).
func sameRecv(f, g *types.Func) bool {
	base := func(fn *types.Func) *types.TypeName {
		r := fn.Signature().Recv()
		if r == nil {
			return nil
		}
		t := r.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Origin().Obj()
		}
		return nil
	}
	bf := base(f)
	return bf != nil && bf == base(g)
}

// ClosesOnce returns the channel fields of its receiver that fn, a
// method, closes unguarded: at its body's top level (close(p.task), or a
// deferred close), or in a method it calls there (closesAtTop), with no
// method of the type (fn included) making the field anew (a Start after
// a Stop). A second call closes a closed
// channel and panics: whatever its name, fn ends its value's run, and is
// called once, as Close is (io.Closer: "the behavior of Close after the
// first call is undefined").
func (e *Effects) ClosesOnce(fn *types.Func) []*types.Var { return e.closesOnce(fn, 2) }

// closesOnce is ClosesOnce, following calls depth deep.
func (e *Effects) closesOnce(fn *types.Func, depth int) []*types.Var {
	fe, ok := e.funcs[fn]
	if !ok || fe.decl.Body == nil || fe.decl.Recv == nil {
		return nil
	}
	var out []*types.Var
	remade := map[*types.Var]bool{}
	for _, g := range e.order {
		if gd := e.funcs[g].decl; gd.Recv != nil && sameRecv(g, fn) {
			for _, f := range e.assignedFields(gd) {
				remade[f] = true
			}
		}
	}
	for _, f := range e.closesAtTop(fe.decl, depth) {
		if !remade[f] {
			out = append(out, f)
		}
	}
	return out
}

// closesAtTop are the channel fields of fd's receiver that fd closes in a
// statement of its own body's top level (close(r.f), deferred or not),
// or in one of a method it calls there on the same receiver, depth
// calls deep (return c.close(), a helper that closes the tickets).
func (e *Effects) closesAtTop(fd *ast.FuncDecl, depth int) []*types.Var {
	var out []*types.Var
	for _, st := range fd.Body.List {
		var call *ast.CallExpr
		switch s := st.(type) {
		case *ast.ExprStmt:
			call, _ = s.X.(*ast.CallExpr)
		case *ast.DeferStmt:
			call = s.Call
		case *ast.ReturnStmt:
			if len(s.Results) == 1 {
				call, _ = ast.Unparen(s.Results[0]).(*ast.CallExpr)
			}
		}
		if f := e.closedField(fd, call); f != nil {
			out = append(out, f)
		} else if g := e.recvCall(fd, call); g != nil && depth > 0 {
			out = append(out, e.closesAtTop(g, depth-1)...)
		} else if m := e.fieldCall(fd, call); m != nil && depth > 0 {
			out = append(out, e.closesOnce(m, depth-1)...)
		}
	}
	return out
}

// fieldCall is the method of the package that call calls on a field of
// fd's receiver (r.f.M()), or nil.
func (e *Effects) fieldCall(fd *ast.FuncDecl, call *ast.CallExpr) *types.Func {
	if call == nil {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || e.recvSel(fd, sel.X) == nil {
		return nil
	}
	m, ok := e.info.Uses[sel.Sel].(*types.Func)
	if !ok {
		return nil
	}
	if _, ok := e.funcs[m.Origin()]; !ok {
		return nil
	}
	return m.Origin()
}

// recvCall is the declaration of the method of fd's receiver type that
// call calls on fd's receiver (r.close()), or nil.
func (e *Effects) recvCall(fd *ast.FuncDecl, call *ast.CallExpr) *ast.FuncDecl {
	if call == nil {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || !e.isRecv(fd, sel.X) {
		return nil
	}
	g, ok := e.info.Uses[sel.Sel].(*types.Func)
	if !ok {
		return nil
	}
	ge, ok := e.funcs[g.Origin()]
	if !ok || ge.decl.Body == nil || ge.decl.Recv == nil {
		return nil
	}
	return ge.decl
}

// StopsSends reports whether fn, a method, closes unguarded (ClosesOnce)
// a channel of its receiver, or of a field of it it delegates to, that
// another method sends on, of its type or the field's:
// after fn, those sends panic, as after a Stop, so fn stops the value
// (a pool's Wait that closes the task channel its Do sends to). A
// channel closed only as a signal (done), that no method sends on, ends
// no use: a batch's QueueComplete, after which its Cancel still runs.
func (e *Effects) StopsSends(fn *types.Func) bool {
	closed := e.ClosesOnce(fn)
	if len(closed) == 0 {
		return false
	}
	for _, g := range e.order {
		gd := e.funcs[g].decl
		if g == fn || gd.Body == nil || gd.Recv == nil {
			continue // a method of any type: fn may close its field's (a Group's limiter's)
		}
		sent := false
		ast.Inspect(gd.Body, func(n ast.Node) bool {
			if s, ok := n.(*ast.SendStmt); ok {
				if f := e.recvField(gd, s.Chan); f != nil && slices.Contains(closed, f) {
					sent = true
				}
			}
			return !sent
		})
		if sent {
			return true
		}
	}
	return false
}

// Reinterprets reports whether fn converts a pointer parameter to
// unsafe.Pointer and returns a pointer converted from an unsafe.Pointer
// (a container-of: (*Item)(unsafe.Pointer(uintptr(head) - offset))). Its
// caller vouches that the memory is what the result says it is, a head
// the package linked inside an Item; a program's pointer, nil or made on
// its own, is not, and what reads the result reads foreign memory.
func (e *Effects) Reinterprets(fn *types.Func) bool {
	fe, ok := e.funcs[fn]
	if !ok || fe.decl.Body == nil {
		return false
	}
	params := map[types.Object]bool{}
	sig := fn.Signature()
	for i := 0; i < sig.Params().Len(); i++ {
		if p := sig.Params().At(i); isPointerish(p.Type()) {
			params[p] = true
		}
	}
	if len(params) == 0 {
		return false
	}
	unsafePtr := func(x ast.Expr) bool {
		t := e.info.TypeOf(x)
		b, ok := t.(*types.Basic)
		return ok && b.Kind() == types.UnsafePointer
	}
	converts, returns, offset := false, false, false
	ast.Inspect(fe.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if len(n.Args) == 1 && unsafePtr(n) {
				if id, ok := ast.Unparen(n.Args[0]).(*ast.Ident); ok && params[e.info.Uses[id]] {
					converts = true // unsafe.Pointer(head)
				}
			}
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Offsetof" || sel.Sel.Name == "Add") {
				if _, ok := e.info.Uses[sel.Sel].(*types.Builtin); ok {
					offset = true // unsafe.Offsetof(Item{}.head), unsafe.Add(p, -off)
				}
			}
			// A helper handed a pointer and an offset: elementOf(p, off).
			ptr, off := false, false
			for _, a := range n.Args {
				ptr = ptr || unsafePtr(a)
				off = off || isUintptr(e.info.TypeOf(a))
			}
			offset = offset || ptr && off
		case *ast.BinaryExpr:
			if (n.Op == token.ADD || n.Op == token.SUB) && isUintptr(e.info.TypeOf(n)) {
				offset = true // uintptr(p) - off
			}
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if c, ok := ast.Unparen(r).(*ast.CallExpr); ok && len(c.Args) == 1 && e.info.Types[c.Fun].IsType() && unsafePtr(c.Args[0]) {
					if _, ok := e.info.TypeOf(c).Underlying().(*types.Pointer); ok {
						returns = true // (*Item)(unsafe.Pointer(...))
					}
				}
			}
		}
		return true
	})
	return converts && returns && offset
}

// isUintptr reports whether t is uintptr.
func isUintptr(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind() == types.Uintptr
}

// isPointerish reports whether t is a pointer or an unsafe.Pointer.
func isPointerish(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return true
	case *types.Basic:
		return u.Kind() == types.UnsafePointer
	}
	return false
}

// DropsError reports whether fn, a method with no error result, hands
// out what another method of its type returned with an error it drops
// (parent, _ := c.ParentContainer(); return parent): by Go's convention
// a result that came with an error is no value, and the sibling, which
// says when, is the one to call.
func (e *Effects) DropsError(fn *types.Func) bool {
	fe, ok := e.funcs[fn]
	if !ok || fe.decl.Body == nil || fe.decl.Recv == nil {
		return false
	}
	res := fn.Signature().Results()
	for i := 0; i < res.Len(); i++ {
		if isError(res.At(i).Type()) {
			return false
		}
	}
	// The body is x, _ := c.Sibling(...); return x.
	body := fe.decl.Body.List
	if len(body) != 2 {
		return false
	}
	as, ok := body[0].(*ast.AssignStmt)
	ret, ok2 := body[1].(*ast.ReturnStmt)
	if !ok || !ok2 || len(as.Rhs) != 1 || len(as.Lhs) < 2 || len(ret.Results) != 1 {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	callee, ok := typeutil.Callee(e.info, call).(*types.Func)
	if !ok || !callee.Exported() || callee.Signature().Recv() == nil || !sameRecv(callee, fn) {
		return false
	}
	tuple, ok := e.info.TypeOf(call).(*types.Tuple)
	if !ok || tuple.Len() != len(as.Lhs) {
		return false
	}
	dropped, kept := false, ""
	for i, l := range as.Lhs {
		id, ok := l.(*ast.Ident)
		switch {
		case !ok:
			return false
		case id.Name == "_" && isError(tuple.At(i).Type()):
			dropped = true
		case id.Name != "_":
			kept = id.Name
		}
	}
	r, ok := ast.Unparen(ret.Results[0]).(*ast.Ident)
	return dropped && ok && r.Name == kept
}

// isError reports whether t is the error interface.
func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// Loops reports whether fn's body (not a function literal in it) has a
// loop with no condition (for { ... }): a run loop, which ends only by a
// break or a return from within.
func (e *Effects) Loops(fn *types.Func) bool {
	fe, ok := e.funcs[fn]
	if !ok || fe.decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(fe.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ForStmt:
			found = found || n.Cond == nil
		}
		return !found
	})
	return found
}

// closedFields are the channel fields of fd's receiver that fd closes
// (close(r.f)).
func (e *Effects) closedFields(fd *ast.FuncDecl) map[*types.Var]bool {
	out := map[*types.Var]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if f := e.closedField(fd, call); f != nil {
				out[f] = true
			}
		}
		return true
	})
	return out
}

// closedField is the channel field of fd's receiver that call closes
// (close(r.f)), or nil.
func (e *Effects) closedField(fd *ast.FuncDecl, call *ast.CallExpr) *types.Var {
	if call == nil || len(call.Args) != 1 {
		return nil
	}
	if id, ok := call.Fun.(*ast.Ident); !ok || e.info.Uses[id] != types.Universe.Lookup("close") {
		return nil
	}
	return e.recvField(fd, call.Args[0])
}

// assignedFields are the struct fields fd makes: by an assignment to a
// selector (x.f = ...) or in a composite literal (T{f: ...}) of
// anything but nil (a run that ends sets its channel to nil, and
// makes nothing).
func (e *Effects) assignedFields(fd *ast.FuncDecl) []*types.Var {
	if fd == nil || fd.Body == nil {
		return nil
	}
	var out []*types.Var
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if len(n.Rhs) == len(n.Lhs) && e.isNil(n.Rhs[i]) {
					continue
				}
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					if f, ok := e.info.Uses[sel.Sel].(*types.Var); ok && f.IsField() {
						out = append(out, f.Origin())
					}
				}
			}
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && !e.isNil(n.Value) {
				if f, ok := e.info.Uses[id].(*types.Var); ok && f.IsField() {
					out = append(out, f.Origin())
				}
			}
		}
		return true
	})
	return out
}

// isNil reports whether x is the predeclared nil.
func (e *Effects) isNil(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && e.info.Uses[id] == types.Universe.Lookup("nil")
}

// recvField returns the field x is, when x is r.f for fd's receiver r.
func (e *Effects) recvField(fd *ast.FuncDecl, x ast.Expr) *types.Var {
	f := e.recvSel(fd, x)
	if f == nil {
		return nil
	}
	if _, ok := f.Type().Underlying().(*types.Chan); !ok {
		return nil
	}
	return f
}

// recvSel is the field of fd's receiver that x selects (r.f), as a
// generic type's methods see it, or nil.
func (e *Effects) recvSel(fd *ast.FuncDecl, x ast.Expr) *types.Var {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok || !e.isRecv(fd, sel.X) {
		return nil
	}
	f, ok := e.info.Uses[sel.Sel].(*types.Var)
	if !ok || !f.IsField() {
		return nil
	}
	return f.Origin()
}

// isRecv reports whether x is fd's receiver.
func (e *Effects) isRecv(fd *ast.FuncDecl, x ast.Expr) bool {
	id, ok := x.(*ast.Ident)
	return ok && fd.Recv != nil && len(fd.Recv.List) > 0 && len(fd.Recv.List[0].Names) > 0 &&
		e.info.Uses[id] != nil && e.info.Uses[id] == e.info.Defs[fd.Recv.List[0].Names[0]]
}
