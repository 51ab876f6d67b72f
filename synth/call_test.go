package synth

import (
	"testing"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/typesys"
)

// TestCallRetriedKeepsArity: when everything after a call fails, the
// generator derives the call again with another receiver, and then too
// with every argument. A parameter whose doc says what nil means
// (Bus.Adopt's parent) takes nil at times, and that choice once removed the
// parameter for the derivations after it: a zerolog Err() with no
// argument, which the harness's adapter indexed past.
func TestCallRetriedKeepsArity(t *testing.T) {
	pkgs, err := typesys.Load(typesys.Config{}, "../testdata/features")
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	eff := typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	set, _ := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, eff)
	env, err := typesys.NewEnv(p, eff, typesys.EnvConfig{})
	if err != nil {
		t.Fatal(err)
	}
	var retry *typesys.Op
	for _, op := range env.Ops {
		if op.Func.Name() == "Adopt" {
			retry = op
		}
	}
	if retry == nil {
		t.Fatal("no Bus.Adopt in testdata/features")
	}
	g := New(env, set, DefaultConfig())
	derived, nils, short := 0, 0, 0
	for seed := range uint64(40) {
		g.src, g.effort = choice.NewRandom(seed), maxEffort
		// Three buses in Γ, and every derivation of the call refused:
		// each bus is tried as the receiver in turn.
		st := newState(g.cfg.Size)
		for range 3 {
			st, _ = st.newVar(retry.Recv, "b")
		}
		g.call(retry, st, g.cfg.Depth, func(t Term, st state, fail fk) *Program {
			derived++
			c := t.(*Call)
			if len(c.Args) != 1 {
				short++
			} else if l, ok := c.Args[0].(*Lit); ok && l.Kind == DocNil {
				nils++
			}
			return fail()
		}, func() *Program { return nil })
	}
	if short > 0 {
		t.Fatalf("%d of %d derivations of Bus.Adopt had not its argument", short, derived)
	}
	if derived < 100 || nils == 0 {
		t.Fatalf("%d derivations of Bus.Adopt, %d with a nil parent: the test does not retry", derived, nils)
	}
	t.Logf("%d derivations, %d with a nil parent", derived, nils)
}
