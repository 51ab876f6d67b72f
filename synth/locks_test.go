package synth

import (
	"testing"

	"github.com/hogen-go/hogen/typesys"
)

// TestPairOf: Pop restores what Push saved on a canvas, Push is its
// opener, and the canvas's other methods are neither; the package's
// StopProfile closes what its StartProfile opened.
func TestPairOf(t *testing.T) {
	pkgs, err := typesys.Load(typesys.Config{}, "../testdata/blame/unpaired")
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	env, err := typesys.NewEnv(p, typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo), typesys.EnvConfig{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Pop": "-Push", "Push": "+Push", "SetColor": "", "Color": "", "StartProfile": "+StartProfile", "StopProfile": "-StartProfile"}
	for _, op := range env.Ops {
		if op.Func == nil {
			continue
		}
		if w, ok := want[op.Func.Name()]; ok {
			if got := PairOf(op); got != w {
				t.Errorf("PairOf(%s) = %q, want %q", op.Name, got, w)
			}
			delete(want, op.Func.Name())
		}
	}
	if len(want) > 0 {
		t.Errorf("no ops %v", want)
	}
}
