package typesys

import (
	"go/ast"
	"go/types"
	"regexp"
	"strings"
)

// testFuncRE matches the functions go test runs itself.
var testFuncRE = regexp.MustCompile(`^(Test|Benchmark|Example|Fuzz)`)

// callbackCalls counts, in the test file f, the method calls on a
// parameter of the package's type of a function the tests hand over (a
// func literal or a declared function passed as an argument or set as
// a field: a handler registered by name), by type and method, and every
// method call on a variable, by method. name is the package's type name
// a type expression spells, or "".
func (u *Usage) callbackCalls(f *ast.File, name func(ast.Expr) string) {
	params := map[*ast.Object]string{}
	addParams := func(ft *ast.FuncType) {
		if ft.Params == nil {
			return
		}
		for _, fld := range ft.Params.List {
			t := name(fld.Type)
			if t == "" {
				continue
			}
			for _, id := range fld.Names {
				if id.Obj != nil {
					params[id.Obj] = t
				}
			}
		}
	}
	handed, named := handedFuncs(f)
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && named[fd.Name.Obj] && !testFuncRE.MatchString(fd.Name.Name) {
			addParams(fd.Type)
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if fl, ok := n.(*ast.FuncLit); ok && handed[fl] {
			addParams(fl.Type)
		}
		return true
	})
	ast.Inspect(f, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := c.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok || id.Obj == nil || id.Obj.Kind != ast.Var {
			return true // a package's function, or a call on an expression
		}
		u.methodCalls[sel.Sel.Name]++
		if t, ok := params[id.Obj]; ok {
			u.cbCalls[t+"."+sel.Sel.Name]++
		}
		return true
	})
}

// handedFuncs are what the tests in f hand over: func literals and
// functions named as arguments of a call or as values in a composite
// literal (a handler in Options{OnEvent: h}), or returned (a lexer's
// state function that returns the next state); a func literal kept in
// a variable or a table of test cases is the test's own helper.
func handedFuncs(f *ast.File) (handed map[ast.Node]bool, named map[*ast.Object]bool) {
	handed, named = map[ast.Node]bool{}, map[*ast.Object]bool{}
	hand := func(x ast.Expr) {
		switch x := x.(type) {
		case *ast.FuncLit:
			handed[x] = true
		case *ast.Ident:
			if x.Obj != nil && x.Obj.Kind == ast.Fun {
				named[x.Obj] = true
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			for _, a := range n.Args {
				hand(a)
			}
		case *ast.KeyValueExpr:
			hand(n.Value)
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				hand(r)
			}
		}
		return true
	})
	return handed, named
}

// concludeCallbacks sets CallbackOnly: the methods the tests call, more
// than once, only on what the package handed the functions they gave it
// (L.CheckInt(1) in a Lua function, c.JSON in a handler).
func (u *Usage) concludeCallbacks() {
	byMethod := map[string]int{}
	for k, n := range u.cbCalls {
		_, m, _ := strings.Cut(k, ".")
		byMethod[m] += n
	}
	for k, n := range u.cbCalls {
		_, m, _ := strings.Cut(k, ".")
		if n >= 2 && byMethod[m] == u.methodCalls[m] {
			u.CallbackOnly[k] = true
		}
	}
	u.cbCalls, u.methodCalls = nil, nil
}

// CallbackOnly reports whether the tests call op, a method, only on
// values the package handed the functions they gave it, and the package
// does hand values of op's receiver type to functions: a program calls
// it only in a synthesized body, on what the package handed a body.
func (e *Env) CallbackOnly(op *Op) bool {
	return e.callbackOnly(op, false)
}

// Spawned reports whether the tests call op, a method, only in go
// statements (go tm.Run()), more than once, or once where its body loops
// without end (a client's Connect that dials until the server answers,
// then serves it): a loop that runs until its object is stopped, which
// no caller waits for.
func (e *Env) Spawned(op *Op) bool {
	if op.Recv == nil || op.Func == nil || e.Usage == nil {
		return false
	}
	name := op.Func.Name()
	if e.Usage.Spawned[name] {
		return true
	}
	if !e.Usage.SpawnedOnce[name] || e.Effects == nil {
		return false
	}
	if !types.IsInterface(op.Recv) {
		return e.Effects.Loops(op.Func.Origin())
	}
	// An interface's method (a Client's Connect): the package's own
	// implementations of it.
	for _, fn := range e.Effects.order {
		if r := fn.Signature().Recv(); r != nil && fn.Name() == name && types.Implements(r.Type(), op.Recv.Underlying().(*types.Interface)) && e.Effects.Loops(fn) {
			return true
		}
	}
	return false
}

// VariadicRequired reports whether op is a constructor (a function whose
// first result is a type of the package, or a pointer to one) with a
// variadic of integers that every call of it in the tests fills
// (NewTimingWheel(s, 0, time.Second, 64, 128)): those numbers are what
// the object is made of (the sizes of its levels), and a call with none
// is no use of it. A method's variadic (Call(name, args...)) and a
// constructor's options may well be empty.
func (e *Env) VariadicRequired(op *Op) bool {
	if op.Func == nil || op.Recv != nil || !op.Sig.Variadic() || e.Usage == nil || e.Usage.Calls[op.Func.Name()] == 0 {
		return false
	}
	params, res := op.Sig.Params(), op.Sig.Results()
	elem := params.At(params.Len() - 1).Type().(*types.Slice).Elem()
	if b, ok := elem.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 || res.Len() == 0 {
		return false
	}
	if _, own := e.ownNamed(res.At(0).Type()); !own {
		return false
	}
	m, ok := e.Usage.MinArgs[op.Func.Name()]
	return ok && m >= params.Len()
}

// CallbackOnlyByDoc is CallbackOnly where the method's doc says it is
// used only inside a callback the package runs ("Must be used inside a
// slice or array encoding"), whatever the tests show: the value is the
// one the package hands that callback.
func (e *Env) CallbackOnlyByDoc(op *Op) bool {
	return e.callbackOnly(op, true)
}

// callbackOnly is CallbackOnly, and with byDoc CallbackOnlyByDoc.
func (e *Env) callbackOnly(op *Op, byDoc bool) bool {
	if op.Recv == nil || op.Func == nil || e.Usage == nil {
		return false
	}
	t := op.Recv
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	// The package must hand values of the type to functions it is
	// given: that is where the tests' calls ran.
	return ok && (byDoc || e.Usage.CallbackOnly[n.Obj().Name()+"."+op.Func.Name()]) && e.PassesToCallbacks(n)
}
