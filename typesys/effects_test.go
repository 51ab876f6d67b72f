package typesys_test

import (
	"go/ast"
	"go/types"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/typesys"
)

// TestEffects checks the effect of every function of testdata/effects
// against the comment that ends its line.
func TestEffects(t *testing.T) {
	pkgs, err := typesys.Load(typesys.Config{}, "./testdata/effects")
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	eff := typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	want := map[int]string{} // line -> effect
	for _, f := range p.Syntax {
		for _, cg := range f.Comments {
			text := strings.TrimSpace(strings.TrimPrefix(cg.List[0].Text, "//"))
			word, _, _ := strings.Cut(text, ":")
			word, _, _ = strings.Cut(word, ",")
			word = strings.Fields(word + " x")[0]
			if word == "pure" || word == "impure" || word == "unknown" {
				want[p.Fset.Position(cg.Pos()).Line] = word
			}
		}
	}
	checked := 0
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			w, ok := want[p.Fset.Position(fd.Pos()).Line]
			if !ok {
				w, ok = want[p.Fset.Position(fd.End()).Line]
			}
			if !ok {
				t.Errorf("%s has no expected effect", fd.Name.Name)
				continue
			}
			fn := p.TypesInfo.Defs[fd.Name].(*types.Func)
			if got := eff.Of(fn); got.Effect.String() != w {
				t.Errorf("%s: effect %s (%s), want %s", typesys.FuncName(fn), got.Effect, got.Reason, w)
			}
			checked++
		}
	}
	// An interface method is as pure as the package's implementations of
	// it; its name matters only when there is none to read.
	iface := p.Types.Scope().Lookup("I").Type().Underlying().(*types.Interface)
	for name, w := range map[string]string{"Len": "pure", "Touch": "impure", "Pop": "pure"} {
		m, _, _ := types.LookupFieldOrMethod(iface, false, p.Types, name)
		if got := eff.Of(m.(*types.Func)); got.Effect.String() != w {
			t.Errorf("I.%s: effect %s (%s), want %s", name, got.Effect, got.Reason, w)
		}
	}
	if checked < 30 {
		t.Errorf("checked %d functions, want all of testdata/effects", checked)
	}
}

func TestImperativeName(t *testing.T) {
	for name, want := range map[string]bool{
		"Push": true, "PushN": true, "AddObs": true, "Set": true, "SetValue": true,
		"Pop": true, "Close": true, "Len": false, "Empty": false, "Capacity": false,
		"Settle": false, "Get": false, "String": false, "Adder": false,
	} {
		if got := typesys.ImperativeName(name); got != want {
			t.Errorf("ImperativeName(%q) = %v, want %v", name, got, want)
		}
	}
}
