// Package contracts reads the pre- and post-conditions and invariants
// written in doc comments, type-checks them in the scope of their
// declaration, and reports what is wrong with them.
//
// A contract is attached to the doc comment of a function, a method, an
// interface method, a named func type, or (invariants only) a type, in any
// of three spellings:
//
//	// Contract:
//	//   - requires s.Capacity() >= 1
//	//   - ensures !s.Empty()
//
//	//@ requires s.Capacity() >= 1
//
//	//hogen:requires s.Capacity() >= 1
//
// Check does the work for one type-checked package; Analyzer runs it under
// go vet, gopls or golangci-lint.
package contracts

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"sync"

	"github.com/hogen-go/hogen/typesys"
)

// Keyword is the kind of a clause.
type Keyword uint8

// The keywords of a contract.
const (
	Requires Keyword = iota + 1
	Ensures
	Invariant
)

var keywordNames = [...]string{Requires: "requires", Ensures: "ensures", Invariant: "invariant"}

func (k Keyword) String() string {
	if int(k) < len(keywordNames) && keywordNames[k] != "" {
		return keywordNames[k]
	}
	return "keyword?"
}

// ParseKeyword is the inverse of Keyword.String.
func ParseKeyword(s string) (Keyword, bool) {
	for k, n := range keywordNames {
		if n != "" && n == s {
			return Keyword(k), true
		}
	}
	return 0, false
}

// Spelling is how a clause was written in the comment.
type Spelling uint8

// The three spellings of SPEC section 2.
const (
	Block     Spelling = iota + 1 // a "  - requires E" item of a "Contract:" block
	At                            // "//@ requires E", or gofmt's "// @ requires E"
	Directive                     // "//hogen:requires E"
)

// Clause is one boolean expression of a contract.
type Clause struct {
	Keyword  Keyword
	Spelling Spelling
	// Text is the expression as written, without the keyword.
	Text string
	// Expr is the parsed, type-checked expression. Its positions are those
	// of the comment in the declaration's file. Each old(E) of the source
	// appears in Expr as the *ast.ParenExpr (E) listed in Olds.
	Expr ast.Expr
	// Olds are the old(E) sites: E is evaluated on entry. Ensures only.
	Olds []*ast.ParenExpr
	// Info holds the types and uses of Expr's nodes.
	Info *types.Info
}

// Pos is the position of the clause's expression.
func (c *Clause) Pos() token.Pos { return c.Expr.Pos() }

// Contract is every clause attached to one declaration.
type Contract struct {
	// Obj is the declaration: a *types.Func for a function, method or
	// interface method; a *types.TypeName for a func type or, with
	// Invariants, any other type.
	Obj types.Object
	// Sig is the signature the clauses speak of: the function's, the
	// method's, or the func type's; nil for invariants.
	Sig *types.Signature
	// Self is the type that the name self denotes: the receiver, the
	// interface, or for an invariant the type (a pointer to it when its
	// methods take pointers); nil when there is no self.
	Self types.Type
	// Recv is the receiver name the clauses may use besides self.
	Recv string
	// Recvs are all the receiver names a type's invariant may use: those
	// of its methods. For a method, Recv alone.
	Recvs []string

	Requires, Ensures, Invariants []*Clause
}

// ResultName is the name a contract uses for result i of sig: its own name
// if named, result for a single unnamed one, resultI for several.
func ResultName(sig *types.Signature, i int) string {
	if n := sig.Results().At(i).Name(); n != "" && n != "_" {
		return n
	}
	if sig.Results().Len() == 1 {
		return "result"
	}
	return "result" + strconv.Itoa(i)
}

// Set is the contracts of one package.
type Set struct {
	Pkg   *types.Package
	byObj map[types.Object]*Contract
	list  []*Contract
	// effective caches Effective.
	mu        sync.Mutex
	effective map[*types.Func][]*Contract
	// prose is what exported functions' doc comments say in words.
	prose map[*types.Func]Prose
	// quiet are the interface methods and func types whose synthesized
	// implementations must not act (see Quiet).
	quiet   map[types.Object]bool
	queries sync.Map // *types.Func → bool: query's answers (see Set.query)
	// Exits is the sentence of the package's documentation that says it
	// ends the process (os.Exit, "the process will exit"), or the name
	// of a Fatal method (log's convention: Print, then os.Exit(1)); ""
	// if none. Goexits is the sentence that says it calls runtime.Goexit.
	Exits, Goexits string
	// exitsAt are the functions that end the process on purpose, with
	// where; callees the package's functions each calls (see
	// ExitsOnPurpose).
	exitsAt map[*types.Func]string
	callees map[*types.Func][]*types.Func
}

// Of returns the contract of a function, method, interface method or type,
// or nil. Instantiated generic objects find their origin's contract.
func (s *Set) Of(obj types.Object) *Contract {
	if s == nil || obj == nil {
		return nil
	}
	switch o := obj.(type) {
	case *types.Func:
		obj = o.Origin()
	case *types.TypeName:
		if n, ok := o.Type().(*types.Named); ok {
			obj = n.Origin().Obj()
		}
	}
	return s.byObj[obj]
}

// All returns the contracts in source order.
func (s *Set) All() []*Contract { return s.list }

// Filter returns a copy of s with the contracts that keep accepts, and
// all that s read of doc prose and quiet types.
func (s *Set) Filter(keep func(*Contract) bool) *Set {
	out := &Set{Pkg: s.Pkg, prose: s.prose, quiet: s.quiet, Exits: s.Exits, Goexits: s.Goexits, exitsAt: s.exitsAt, callees: s.callees}
	for _, c := range s.list {
		if keep(c) {
			out.add(c)
		}
	}
	return out
}

// Add records a contract in the set (merging it with one already there
// for the same declaration).
func (s *Set) Add(c *Contract) { s.add(c) }

func (s *Set) add(c *Contract) {
	if s.byObj == nil {
		s.byObj = map[types.Object]*Contract{}
	}
	if old, ok := s.byObj[c.Obj]; ok { // a second comment on the same object
		old.Requires = append(old.Requires, c.Requires...)
		old.Ensures = append(old.Ensures, c.Ensures...)
		old.Invariants = append(old.Invariants, c.Invariants...)
		return
	}
	s.byObj[c.Obj] = c
	s.list = append(s.list, c)
}

// Diagnostic is a problem with a contract, at the position it concerns.
type Diagnostic struct {
	Pos     token.Pos
	Message string
	// Warning marks a contract that is well-formed but will not do what
	// its author likely meant (it is never checked, or applies to
	// nothing). A test run goes on past warnings, not past errors.
	Warning bool
}

// Format renders d as go vet does: file.go:27:5: [warning: ]message,
// the file relative to the working directory where it is below it.
func (d Diagnostic) Format(fset *token.FileSet) string {
	prefix := ""
	if d.Warning {
		prefix = "warning: "
	}
	return fmt.Sprintf("%s: %s%s", typesys.RelPath(fset.Position(d.Pos).String()), prefix, d.Message)
}

// sortDiagnostics orders ds by file name, line and column: positions
// alone follow the order in which the loader happened to read the files.
func sortDiagnostics(fset *token.FileSet, ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := fset.Position(ds[i].Pos), fset.Position(ds[j].Pos)
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// Effective returns the contracts that bind a call of fn: fn's own and,
// for a method of a concrete type or an interface, those of every
// interface method of the set that it implements (so (*Stack).Push
// answers to StackI.Push's contract, as a subtype must, and a
// synthesized http.ResponseWriter's Write to io.Writer's).
func (s *Set) Effective(fn *types.Func) []*Contract {
	if s == nil {
		return nil
	}
	fn = fn.Origin()
	s.mu.Lock()
	defer s.mu.Unlock()
	if cs, ok := s.effective[fn]; ok {
		return cs
	}
	var out []*Contract
	if c := s.byObj[fn]; c != nil {
		out = append(out, c)
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		// An interface's method answers to those of the interfaces it
		// implements too: http.ResponseWriter's Write is io.Writer's.
		recv := sig.Recv().Type()
		for _, c := range s.list {
			m, ok := c.Obj.(*types.Func)
			if !ok || m.Name() != fn.Name() || c == s.byObj[fn] {
				continue
			}
			msig := m.Type().(*types.Signature)
			if msig.Recv() == nil {
				continue
			}
			iface, ok := msig.Recv().Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			if types.Implements(recv, iface) {
				out = append(out, c)
			}
		}
	}
	if s.effective == nil {
		s.effective = map[*types.Func][]*Contract{}
	}
	s.effective[fn] = out
	return out
}

// HasRequires reports whether any contract binding fn has a precondition.
func (s *Set) HasRequires(fn *types.Func) bool {
	for _, c := range s.Effective(fn) {
		if len(c.Requires) > 0 {
			return true
		}
	}
	return false
}
