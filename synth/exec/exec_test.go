package exec_test

import (
	"context"
	"testing"
	"time"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/typesys"
)

type fixture struct {
	h   *exec.Harness
	gen *synth.Generator
}

func build(t testing.TB, dir string, ifaces ...string) *fixture {
	t.Helper()
	pkgs, err := typesys.Load(typesys.Config{}, dir)
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	eff := typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	set, _ := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, eff)
	env, err := typesys.NewEnv(p, eff, typesys.EnvConfig{Ifaces: ifaces})
	if err != nil {
		t.Fatal(err)
	}
	h, err := exec.Build(p, env, set)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return &fixture{h: h, gen: synth.New(env, set, synth.DefaultConfig())}
}

func TestSmoke(t *testing.T) {
	f := build(t, "../../testdata/stack", "ObserverI")
	w, err := f.h.NewWorker(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	src := choice.NewRandom(0)
	counts := map[string]int{}
	for i := 0; i < 300; i++ {
		src.Reseed(synth.ProgramSeed(1, i))
		p := f.gen.Generate(src)
		if p == nil {
			continue
		}
		line, err := f.h.Encode(int64(i), 8, p)
		if err != nil {
			t.Fatal(err)
		}
		o, err := w.Run(int64(i), line, 2*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		key := o.Status + " " + o.Blame + " " + o.Kind + " " + o.Party + " " + o.Contract + " " + o.Site
		if counts[key] == 0 {
			t.Logf("program %d: %s %s", i, key, o.Message+o.Reason)
		}
		counts[key]++
	}
	t.Log(counts)
}

// TestReplay: the first finding of testdata/blame/globalcount (it fails
// at the 3000th call of the process) does not happen again when its
// program runs alone in a new process; the first of testdata/stack (a
// capacity bug) does.
func TestReplay(t *testing.T) {
	for _, tc := range []struct {
		dir   string
		alone bool
	}{
		{"../../testdata/blame/globalcount", false},
		{"../../testdata/stack", true},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			f := build(t, tc.dir)
			w, err := f.h.NewWorker(context.Background(), false)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			src := choice.NewRandom(0)
			for i := 0; i < 5000; i++ {
				src.Reseed(synth.ProgramSeed(1, i))
				p := f.gen.Generate(src)
				if p == nil {
					continue
				}
				line, err := f.h.Encode(int64(i), 8, p)
				if err != nil {
					t.Fatal(err)
				}
				o, err := w.Run(int64(i), line, 2*time.Second)
				if err != nil {
					t.Fatal(err)
				}
				if o.Status != "finding" {
					continue
				}
				if got := f.h.Replay(context.Background(), p, o, 8, 2*time.Second, 3); got != tc.alone {
					t.Errorf("program %d (%s in %s): Replay = %v, want %v", i, o.Kind, o.Party, got, tc.alone)
				}
				return
			}
			t.Fatal("no finding in 5000 programs")
		})
	}
}
