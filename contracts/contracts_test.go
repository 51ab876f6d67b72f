package contracts_test

import (
	"fmt"
	"go/types"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

func load(t *testing.T, pattern string) (*contracts.Set, []contracts.Diagnostic, *types.Package) {
	t.Helper()
	pkgs, err := typesys.Load(typesys.Config{}, pattern)
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	set, diags := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, nil)
	return set, diags, p.Types
}

// describe renders a contract compactly: R/E/I counts, spellings, olds,
// self.
func describe(c *contracts.Contract, pkg *types.Package) string {
	var b strings.Builder
	fmt.Fprintf(&b, "R%d E%d I%d", len(c.Requires), len(c.Ensures), len(c.Invariants))
	olds := 0
	spell := map[contracts.Spelling]bool{}
	for _, cls := range [][]*contracts.Clause{c.Requires, c.Ensures, c.Invariants} {
		for _, cl := range cls {
			olds += len(cl.Olds)
			spell[cl.Spelling] = true
		}
	}
	fmt.Fprintf(&b, " old%d", olds)
	for _, s := range []contracts.Spelling{contracts.Block, contracts.At, contracts.Directive} {
		if spell[s] {
			fmt.Fprintf(&b, " %s", map[contracts.Spelling]string{contracts.Block: "block", contracts.At: "at", contracts.Directive: "directive"}[s])
		}
	}
	if c.Self != nil {
		fmt.Fprintf(&b, " self=%s", types.TypeString(c.Self, types.RelativeTo(pkg)))
	}
	if c.Recv != "" {
		fmt.Fprintf(&b, " recv=%s", c.Recv)
	}
	return b.String()
}

// TestWellFormed checks what Check records for each declaration of
// testdata/lint/good, where every kind and spelling of contract appears.
func TestWellFormed(t *testing.T) {
	set, diags, pkg := load(t, "../testdata/lint/good")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic: %s", d.Message)
	}
	want := map[string]string{
		"Counter":         "R0 E0 I1 old0 block self=*Counter recv=c",
		"(*Counter).Add":  "R2 E2 I0 old2 block self=*Counter recv=c",
		"(*Counter).Get":  "R0 E1 I0 old0 at self=*Counter recv=c",
		"Split":           "R1 E1 I0 old0 directive",
		"Div":             "R1 E1 I0 old0 at",
		"Sum":             "R0 E1 I0 old0 at",
		"Handler":         "R1 E1 I0 old0 block",
		"Less":            "R1 E0 I0 old0 at",
		"Queue":           "R0 E0 I1 old0 at self=Queue",
		"Queue.Put":       "R1 E1 I0 old1 block self=Queue",
		"Queue.Take":      "R1 E1 I0 old1 at self=Queue",
		"Queue.Each":      "R1 E0 I0 old0 directive self=Queue",
		"Box":             "R0 E0 I1 old0 at self=*Box[T] recv=b",
		"(*Box).Put":      "R0 E1 I0 old0 at self=*Box[T] recv=b",
		"Map":             "R0 E0 I1 old0 at self=Map recv=m",
		"Map.Has":         "R0 E1 I0 old0 at self=Map recv=m",
		"Pair":            "R0 E0 I1 old0 at self=*Pair recv=s",
		"Block":           "R1 E0 I0 old0 block",
		"(*S).Blank":      "R1 E0 I0 old0 at self=*S[_] recv=s",
		"Sum2":            "R0 E1 I0 old0 at",
		"Inline":          "R1 E0 I0 old0 block",
		"Numbered":        "R1 E1 I0 old0 block",
		"Digits":          "R0 E1 I0 old0 at",
		"(*Counter).Self": "R1 E0 I0 old0 at self=*Counter recv=c",
		"(*Recent).Touch": "R0 E1 I0 old0 block self=*Recent recv=r",
	}
	got := map[string]string{}
	for _, c := range set.All() {
		name := c.Obj.Name()
		if fn, ok := c.Obj.(*types.Func); ok {
			name = strings.TrimPrefix(typesys.FuncName(fn), "good.")
			if sig := fn.Type().(*types.Signature); sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
				name = "Queue." + fn.Name()
			}
		}
		got[name] = describe(c, pkg)
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: got %q, want %q", name, got[name], w)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("unexpected contract on %s: %s", name, got[name])
		}
	}
}

// TestClauseText checks that the text and position of a clause are the
// source's, across a continuation line.
func TestClauseText(t *testing.T) {
	set, _, pkg := load(t, "../testdata/lint/good")
	counter := pkg.Scope().Lookup("Counter").Type()
	add, _, _ := types.LookupFieldOrMethod(types.NewPointer(counter), false, pkg, "Add")
	c := set.Of(add)
	if c == nil {
		t.Fatal("no contract for Add")
	}
	var texts []string
	for _, cl := range c.Ensures {
		texts = append(texts, cl.Text)
	}
	want := []string{"result == old(c.n) + d", "self.n == result && result >= old(self.Get())"}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("ensures texts %q, want %q", texts, want)
	}
}

// TestStack checks the paper's contracts, which later stages rely on.
func TestStack(t *testing.T) {
	for _, tc := range []struct {
		dir  string
		want map[string]string // method -> requires|ensures texts
	}{
		{"../testdata/stack", map[string]string{
			"BoundedStackI.Push":  "self.Capacity() >= 1|!self.Empty()",
			"BoundedStackI.Pop":   "!self.Empty()|",
			"BoundedStackI.PushN": "self.Capacity() >= n|",
			"NewBoundedStack":     "bound >= 0 && bound <= MaxBound|result.Empty()",
		}},
		{"../testdata/stackfixed", map[string]string{
			"ObserverI.AfterPush": "!s.Empty()|!s.Empty()",
			"BoundedStackI.Push":  "self.Capacity() >= 1|!self.Empty()",
		}},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			set, diags, _ := load(t, tc.dir)
			if len(diags) > 0 {
				t.Fatalf("diagnostics: %v", diags)
			}
			got := map[string]string{}
			for _, c := range set.All() {
				name := c.Obj.Name()
				if sig, ok := c.Obj.Type().(*types.Signature); ok && sig.Recv() != nil {
					name = strings.TrimSuffix(types.TypeString(sig.Recv().Type(), func(*types.Package) string { return "" }), "") + "." + name
				}
				got[name] = texts(c.Requires) + "|" + texts(c.Ensures)
			}
			for name, w := range tc.want {
				if got[name] != w {
					t.Errorf("%s: %q, want %q", name, got[name], w)
				}
			}
			if _, ok := got["ObserverI.AfterPush"]; ok && tc.dir == "../testdata/stack" {
				t.Errorf("AfterPush of the buggy stack must have no contract")
			}
		})
	}
}

func texts(cls []*contracts.Clause) string {
	var s []string
	for _, c := range cls {
		s = append(s, c.Text)
	}
	return strings.Join(s, ";")
}

// TestWarnings checks which diagnostics of the bad corpus are warnings: a
// test run goes on past those.
func TestWarnings(t *testing.T) {
	_, diags, _ := load(t, "../testdata/lint/bad")
	var warned []string
	for _, d := range diags {
		if d.Warning {
			w, _, _ := strings.Cut(d.Message, ":")
			warned = append(warned, w)
		}
	}
	want := []string{
		"contract on unexported function helper is never checked",
		"requires applies to nothing",
		"invariant applies to nothing here",
		"requires applies to nothing", // inside a function body
		"Contracts",                   // a near miss of the header
		"old is a parameter of function OldParam",
		"contract on constraint interface Ordered is never checked",
	}
	if strings.Join(warned, "|") != strings.Join(want, "|") {
		t.Errorf("warnings %q, want %q", warned, want)
	}
}

// TestExits: a package's documentation that says it ends the process, or
// a Fatal of log's convention, is recorded; a package that only exits is
// not.
func TestExits(t *testing.T) {
	for _, tc := range []struct {
		pkg  string
		want bool
	}{
		{"../testdata/blame/exitdoc", true},
		{"../testdata/blame/exit", false},
	} {
		set, _, _ := load(t, tc.pkg)
		if got := set.Exits != ""; got != tc.want {
			t.Errorf("%s: Exits = %q, want documented %v", tc.pkg, set.Exits, tc.want)
		}
	}
}

// TestExitsOnPurpose: a method that logs why, then ends the process (a
// logger's Fatalln, a Printf then os.Exit), ends it on purpose, through
// the package's own calls too; one that ends it without a word does not.
func TestExitsOnPurpose(t *testing.T) {
	for _, tc := range []struct {
		pkg, method string
		want        bool
	}{
		{"../testdata/blame/silentexit", "Run", true},
		{"../testdata/blame/silentexit", "Check", true},
		{"../testdata/blame/silentexit", "Addr", false},
		{"../testdata/blame/silentexitbug", "Stop", false},
		{"../testdata/blame/exitbug", "Halt", false},
		{"../testdata/blame/exitbug", "Check", true},
	} {
		set, _, pkg := load(t, tc.pkg)
		var fn *types.Func
		if obj := pkg.Scope().Lookup(tc.method); obj != nil {
			fn, _ = obj.(*types.Func)
		} else {
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(pkg.Scope().Lookup("Server").Type()), true, pkg, tc.method)
			fn, _ = obj.(*types.Func)
		}
		if fn == nil {
			t.Fatalf("%s: no %s", tc.pkg, tc.method)
		}
		if got := set.ExitsOnPurpose(fn); (got != "") != tc.want {
			t.Errorf("%s.%s: ExitsOnPurpose = %q, want %v", tc.pkg, tc.method, got, tc.want)
		}
	}
}
