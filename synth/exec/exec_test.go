package exec_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/typesys"
)

type fixture struct {
	h   *exec.Harness
	gen *synth.Generator
	env *typesys.Env
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
	return &fixture{h: h, gen: synth.New(env, set, synth.DefaultConfig()), env: env}
}

func TestSmoke(t *testing.T) {
	f := build(t, "../../testdata/stack", "ObserverI")
	counts := map[string]int{}
	f.run(t, 300, func(i int, p *synth.Program, o exec.Outcome) bool {
		key := fmt.Sprintf("%s %v %v %s %s %s", o.Status, o.Blame, o.Kind, o.Party, o.Contract, o.Site)
		if counts[key] == 0 {
			t.Logf("program %d: %s %s", i, key, o.Message+o.Reason)
		}
		counts[key]++
		return true
	})
	t.Log(counts)
}

// run runs the first n programs of seed 1 in one worker, and each
// outcome through f until f returns false.
func (fx *fixture) run(t *testing.T, n int, f func(i int, p *synth.Program, o exec.Outcome) bool) {
	t.Helper()
	w, err := fx.h.NewWorker(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	src := choice.NewRandom(0)
	for i := 0; i < n; i++ {
		src.Reseed(synth.ProgramSeed(1, i))
		p := fx.gen.Generate(src)
		if p == nil {
			continue
		}
		line, err := fx.h.Encode(int64(i), 8, p)
		if err != nil {
			t.Fatal(err)
		}
		o, err := w.Run(int64(i), line, 2*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if !f(i, p, o) {
			return
		}
	}
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
			found := false
			f.run(t, 5000, func(i int, p *synth.Program, o exec.Outcome) bool {
				if o.Status != wire.StatusFinding {
					return true
				}
				found = true
				if got := f.h.Replay(context.Background(), p, o, 8, 2*time.Second, 3); got != tc.alone {
					t.Errorf("program %d (%s in %s): Replay = %v, want %v", i, o.Kind, o.Party, got, tc.alone)
				}
				return false
			})
			if !found {
				t.Fatal("no finding in 5000 programs")
			}
		})
	}
}

// TestRestartsLeaveNoProcess: a worker whose programs end its process
// (testdata/blame/exit's Check(3) exits) goes on in a new one each time,
// from the second restart on in the spare it starts beside the running
// one, gives every program its outcome, and leaves no process behind
// once closed, the spare included.
func TestRestartsLeaveNoProcess(t *testing.T) {
	f := build(t, "../../testdata/blame/exit")
	died, most := 0, 0
	f.run(t, 400, func(i int, p *synth.Program, o exec.Outcome) bool {
		if o.Status == "" {
			t.Errorf("program %d: no outcome", i)
		}
		if o.Died {
			died++
			most = max(most, children(t))
		}
		return died < 5
	})
	if died < 5 {
		t.Fatalf("%d programs ended their process, want 5", died)
	}
	if most < 1 {
		t.Errorf("no spare process was running after a restart")
	}
	// run has closed its worker.
	if n := children(t); n > 0 {
		t.Errorf("%d processes left after Close", n)
	}
}

// children counts the processes whose parent is this one.
func children(t *testing.T) int {
	t.Helper()
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	self := strconv.Itoa(os.Getpid())
	n := 0
	for _, d := range dirs {
		stat, err := os.ReadFile(filepath.Join("/proc", d.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, not ')'.
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) > 1 && fields[1] == self {
			n++
		}
	}
	return n
}

// TestTimeWent: a run's stats say where its time went. Every program
// that calls testdata/hooks/throttle's Wait sleeps 3 ms in it, so Wait
// comes first, and its quick Passed is not named; every program of
// testdata/blame/exit that calls Check(3) ends its process, so the run
// counts the processes started to replace it.
func TestTimeWent(t *testing.T) {
	run := func(dir string, n int) exec.Stats {
		f := build(t, dir)
		st, err := exec.Run(context.Background(), f.h, f.gen,
			exec.RunConfig{Seed: 1, N: n, Procs: 1, Timeout: 2 * time.Second, Fuel: 8}, func(exec.Result) {})
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	st := run("../../testdata/hooks/throttle", 200)
	went := st.TimeWent()
	if len(went) == 0 || went[0].What != "throttle.(*Limiter).Wait" {
		t.Errorf("throttle: the time went to %v, want Wait first", went)
	}
	if _, ok := st.Slow["throttle.(*Limiter).Passed"]; ok {
		t.Errorf("throttle: Passed, which does not wait, is among the slow: %v", st.Slow)
	}
	st = run("../../testdata/blame/exit", 300)
	if st.Starts == 0 || st.Starting <= 0 {
		t.Errorf("exit: %d processes started to replace one (%v), want some", st.Starts, st.Starting)
	}
}

// TestSpinWait: once an operation has spun for ever (testdata/blame/
// spinqbug's Drain on an odd count), the next programs that spin in it
// are stopped after an eighth of the timeout, not the whole of it, and
// are still the same hang of the same operation.
func TestSpinWait(t *testing.T) {
	f := build(t, "../../testdata/blame/spinqbug")
	const timeout = time.Second
	var hangs []exec.Outcome
	_, err := exec.Run(context.Background(), f.h, f.gen,
		exec.RunConfig{Seed: 1, N: 60, Procs: 1, Timeout: timeout, Fuel: 8}, func(r exec.Result) {
			if r.Outcome.Kind == blame.Hang {
				hangs = append(hangs, r.Outcome)
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	if len(hangs) < 2 {
		t.Fatalf("%d hangs in 60 programs, want 2 or more", len(hangs))
	}
	early := 0
	for i, o := range hangs {
		if o.Party != "spinqbug.(*Queue).Drain" {
			t.Errorf("hang %d blamed on %s", i, o.Party)
		}
		if time.Duration(o.Took)*time.Microsecond < timeout {
			early++
			if i == 0 {
				t.Errorf("the first spin was stopped after %dµs, before the timeout", o.Took)
			}
		}
	}
	if early == 0 {
		t.Errorf("none of %d spins after the first was stopped early", len(hangs)-1)
	}
}
