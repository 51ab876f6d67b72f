package contracts

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"regexp"

	"golang.org/x/tools/go/types/typeutil"
)

// printRE matches the names of the functions and methods that print or
// log a message (fmt's, log's, a logger's): a function that calls one,
// then os.Exit, says why it ends the process, as log.Fatal does.
var printRE = regexp.MustCompile(`^(F?Print(f|ln)?|Log(f)?|Error(f)?|Warn(f|ing)?|Info(f)?|Output)$`)

// exitCalls records, for each function of f with a body, where it ends
// the process on purpose: a call of a Fatal function or method (log's
// convention: Print, then os.Exit(1)), or of os.Exit in a body that also
// prints or logs why; and which functions of the package it calls, for
// ExitsOnPurpose.
func (c *checker) exitCalls(f *ast.File) {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		fn, ok := c.info.Defs[fd.Name].(*types.Func)
		if !ok {
			continue
		}
		var exit, fatal, says string
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			callee, ok := typeutil.Callee(c.info, call).(*types.Func)
			if !ok || callee.Pkg() == nil {
				return true
			}
			name, at := callee.Name(), c.fset.Position(call.Pos())
			where := fmt.Sprintf("%s.%s (%s:%d)", callee.Pkg().Name(), name, filepath.Base(at.Filename), at.Line)
			switch {
			case callee.Pkg().Path() == "os" && name == "Exit":
				exit = where
			case name == "Fatal" || name == "Fatalf" || name == "Fatalln":
				fatal = where
			case printRE.MatchString(name):
				says = where
			}
			if callee.Pkg() == c.pkg {
				if c.set.callees == nil {
					c.set.callees = map[*types.Func][]*types.Func{}
				}
				c.set.callees[fn] = append(c.set.callees[fn], callee.Origin())
			}
			return true
		})
		if exit != "" && says != "" && fatal == "" {
			fatal = says + " then " + exit
		}
		if fatal != "" {
			if c.set.exitsAt == nil {
				c.set.exitsAt = map[*types.Func]string{}
			}
			c.set.exitsAt[fn] = fatal
		}
	}
}

// ExitsOnPurpose says where fn, or a function of the package it calls,
// two calls deep, ends the process on purpose, having said why (see
// exitCalls); "" if nowhere. A silent exit of the process while fn runs
// is then the package's design, as log.Fatal's, and no crash.
func (s *Set) ExitsOnPurpose(fn *types.Func) string {
	if fn == nil || s.exitsAt == nil {
		return ""
	}
	level := []*types.Func{fn.Origin()}
	seen := map[*types.Func]bool{}
	for range 3 {
		var next []*types.Func
		for _, f := range level {
			if seen[f] {
				continue
			}
			seen[f] = true
			if at := s.exitsAt[f]; at != "" {
				return at
			}
			next = append(next, s.callees[f]...)
		}
		level = next
	}
	return ""
}
