package synth_test

import (
	"testing"

	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/typesys"
)

// reentrant reports whether p synthesizes an ObserverI whose AfterPush
// body calls a side-effecting method of the stack it receives: the shape
// of the paper's second bug.
func reentrant(p *synth.Program) bool {
	found := false
	synth.Walk(p.Body, func(t synth.Term) {
		im, ok := t.(*synth.Impl)
		if !ok || im.Iface.Obj().Name() != "ObserverI" {
			return
		}
		for _, m := range im.Methods {
			if m.Func.Name() != "AfterPush" {
				continue
			}
			s := m.Fn.Params[0] // the stack AfterPush receives
			synth.Walk(m.Fn.Body, func(t synth.Term) {
				if c, ok := t.(*synth.Call); ok && c.Recv == s && c.Op.SideEffecting {
					found = true
				}
			})
		}
	})
	return found
}

// TestStackStats measures, over 10,000 programs for testdata/stack, how
// often the generator makes the paper's re-entrant observer, and how big
// programs are. The share must stay well above zero: without it the
// paper's second bug is out of reach.
func TestStackStats(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 2000
	}
	f := load(t, "../testdata/stack", synth.DefaultConfig(), typesys.EnvConfig{Ifaces: []string{"ObserverI"}})
	src := choice.NewRandom(0)
	made, re, total, biggest := 0, 0, 0, 0
	for i := 0; made < n; i++ {
		src.Reseed(synth.ProgramSeed(1, i))
		p := f.gen.Generate(src)
		if p == nil {
			continue
		}
		made++
		total += p.Size
		biggest = max(biggest, p.Size)
		if reentrant(p) {
			re++
		}
	}
	share := float64(re) / float64(made)
	t.Logf("%d programs: %.1f%% with an observer whose AfterPush calls a side-effecting method of its stack; size mean %.2f, max %d",
		made, 100*share, float64(total)/float64(made), biggest)
	if share < 0.05 {
		t.Errorf("only %.1f%% of programs have a re-entrant observer", 100*share)
	}
}

// BenchmarkGenerate measures generation alone on testdata/stack.
func BenchmarkGenerate(b *testing.B) {
	f := load(b, "../testdata/stack", synth.DefaultConfig(), typesys.EnvConfig{})
	src := choice.NewRandom(0)
	b.ReportAllocs()
	made := 0
	for i := 0; b.Loop(); i++ {
		src.Reseed(synth.ProgramSeed(1, i))
		if f.gen.Generate(src) != nil {
			made++
		}
	}
	b.ReportMetric(float64(made)/b.Elapsed().Seconds(), "programs/s")
}

// TestFewFailedDerivations checks that derivations rarely give up: one
// that does spends the whole effort bound first, and a package where
// most do runs a few programs a second. wrapret's With returns its own
// interface, and a receiver the package must have made was once
// derived as a synthesized one, refused only after its bodies were.
func TestFewFailedDerivations(t *testing.T) {
	for _, dir := range []string{"../testdata/stack", "../testdata/blame/wrapret"} {
		f := load(t, dir, synth.DefaultConfig(), typesys.EnvConfig{})
		src := choice.NewRandom(0)
		failed := 0
		const n = 300
		for i := range n {
			src.Reseed(synth.ProgramSeed(1, i))
			if f.gen.Generate(src) == nil {
				failed++
			}
		}
		if failed > n/20 {
			t.Errorf("%s: %d of %d derivations failed", dir, failed, n)
		}
	}
}
