package exec_test

import (
	"context"
	"testing"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
)

// TestMinimize: the first postcondition failure of the paper's stack
// minimizes, with and without its decision stream, to a program that
// still shows it and has fewer statements, without touching the
// program it was given; every run is counted under its pass.
func TestMinimize(t *testing.T) {
	fx := build(t, "../../testdata/stack", "ObserverI")
	w, err := fx.h.NewWorker(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	var p *synth.Program
	var o exec.Outcome
	var stream []int
	for i := 0; i < 3000 && p == nil; i++ {
		rec := &choice.Recorder{Src: choice.NewRandom(synth.ProgramSeed(1, i))}
		q := fx.gen.Generate(rec)
		if q == nil {
			continue
		}
		line, err := fx.h.Encode(int64(i), 8, q)
		if err != nil {
			t.Fatal(err)
		}
		got, err := w.Run(int64(i), line, 2*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status == "finding" && got.Kind == blame.Postcondition && exec.Statements(q) >= 4 {
			p, o, stream = q, got, rec.Seq
		}
	}
	if p == nil {
		t.Fatal("no postcondition failure of 4 statements or more in 3000 programs")
	}
	want, _ := o.Signature()
	key, stmts := synth.Key(p), exec.Statements(p)
	cfg := exec.MinimizeConfig{Fuel: 8, Timeout: 2 * time.Second, Budget: 20 * time.Second, MaxRuns: 400}
	for _, withStream := range []bool{false, true} {
		c := cfg
		if withStream {
			c.Stream = stream
			c.Regenerate = func(seq []int) *synth.Program { return fx.gen.Generate(choice.NewReplay(seq)) }
		}
		m := fx.h.Minimize(w, p, o, c)
		if synth.Key(p) != key {
			t.Fatal("Minimize changed the program it was given")
		}
		if sig, err := m.Outcome.Signature(); err != nil || sig.Key() != want.Key() {
			t.Errorf("stream %v: the minimized program shows %v, not %v", withStream, sig, want)
		}
		n := 0
		for _, k := range m.Tries {
			n += k
		}
		if n != m.Runs || m.Runs == 0 {
			t.Errorf("stream %v: %d runs, %v by pass", withStream, m.Runs, m.Tries)
		}
		if withStream != (m.Tries["stream"] > 0) {
			t.Errorf("stream %v: the stream pass ran %d candidates", withStream, m.Tries["stream"])
		}
		if got := exec.Statements(m.Program); got >= stmts {
			t.Errorf("stream %v: %d statements, from %d", withStream, got, stmts)
		}
		t.Logf("stream %v: %d statements from %d, %d runs: tries %v, accepted %v", withStream, exec.Statements(m.Program), stmts, m.Runs, m.Tries, m.Accepted)
	}
}
