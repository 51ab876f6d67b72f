package exec_test

import (
	"context"
	"fmt"
	"go/constant"
	"go/types"
	"testing"
	"time"

	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/typesys"
)

// programs generates n programs of testdata/stack.
func programs(b *testing.B, f *fixture, n int) []*synth.Program {
	var out []*synth.Program
	src := choice.NewRandom(0)
	for i := 0; len(out) < n; i++ {
		src.Reseed(synth.ProgramSeed(1, i))
		if p := f.gen.Generate(src); p != nil {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkEncode measures turning a program into the harness's input.
func BenchmarkEncode(b *testing.B) {
	f := build(b, "../../testdata/stack", "ObserverI")
	ps := programs(b, f, 1000)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := f.h.Encode(int64(i), 8, ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRoundTrip measures one program's execution in a worker, with
// the encoding and the answer: the latency of one program.
func BenchmarkRoundTrip(b *testing.B) {
	f := build(b, "../../testdata/stack", "ObserverI")
	ps := programs(b, f, 1000)
	lines := make([][]byte, len(ps))
	for i, p := range ps {
		lines[i], _ = f.h.Encode(int64(i), 8, p)
	}
	w, err := f.h.NewWorker(context.Background(), false)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	for i := 0; b.Loop(); i++ {
		j := i % len(ps)
		if _, err := w.Run(int64(j), lines[j], 2*time.Second); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoop measures the whole loop: generation, execution and
// judgment, on 1 and 2 workers.
func BenchmarkLoop(b *testing.B) {
	for _, procs := range []int{1, 2} {
		b.Run(fmt.Sprintf("p%d", procs), func(b *testing.B) {
			f := build(b, "../../testdata/stack", "ObserverI")
			b.ResetTimer()
			start := time.Now()
			st, err := exec.Run(context.Background(), f.h, f.gen,
				exec.RunConfig{Seed: 1, N: b.N, Procs: procs, Timeout: 2 * time.Second, Fuel: 8},
				func(exec.Result) {})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(st.Programs)/time.Since(start).Seconds(), "programs/s")
		})
	}
}

// BenchmarkWorkerStart measures what a crashed or hung program costs
// beyond its own run: starting a fresh harness process in the sandbox
// and waiting for it to be ready.
func BenchmarkWorkerStart(b *testing.B) {
	f := build(b, "../../testdata/stack", "ObserverI")
	for b.Loop() {
		w, err := f.h.NewWorker(context.Background(), false)
		if err != nil {
			b.Fatal(err)
		}
		w.Close()
	}
}

// BenchmarkCalls measures the interpreter's cost per call: one program
// of the stack that makes calls in loops (s := NewBoundedStack(n), n
// Pushes, n Pops), run over and over in one worker; ns/call is the time
// of a run over its calls, with the frame's encoding, the pipe and the
// judgment spread over 2n+1 calls.
func BenchmarkCalls(b *testing.B) {
	f := build(b, "../../testdata/stack", "ObserverI")
	ops := map[string]*typesys.Op{}
	for _, op := range f.env.Ops {
		ops[op.Func.Name()] = op
	}
	const n = 500
	intT := types.Typ[types.Int]
	s := &synth.Var{ID: 1, Hint: "s", T: ops["NewBoundedStack"].Sig.Results().At(0).Type()}
	loop := func(id int, call func(i *synth.Var) *synth.Call) *synth.Let {
		i := &synth.Var{ID: 10 + id, Hint: "i", T: intT, Param: true}
		fn := &synth.Closure{ID: id, T: types.NewSignatureType(nil, nil, nil, types.NewTuple(types.NewParam(0, nil, "i", intT)), nil, false),
			Params: []*synth.Var{i}, Body: &synth.Block{Stmts: []*synth.Let{{Value: call(i)}}}}
		return &synth.Let{Value: &synth.Loop{N: n, Step: 1, Fn: fn}}
	}
	p := &synth.Program{Body: &synth.Block{Stmts: []*synth.Let{
		{Vars: []*synth.Var{s}, Value: &synth.Call{ID: 1, Op: ops["NewBoundedStack"], Args: []synth.Term{&synth.Lit{T: intT, Kind: synth.ConstLit, Val: constant.MakeInt64(n)}}}},
		loop(2, func(i *synth.Var) *synth.Call {
			return &synth.Call{ID: 3, Op: ops["Push"], Recv: s, Args: []synth.Term{i}}
		}),
		loop(4, func(*synth.Var) *synth.Call { return &synth.Call{ID: 5, Op: ops["Pop"], Recv: s} }),
	}}}
	w, err := f.h.NewWorker(context.Background(), false)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	calls := 0
	start := time.Now()
	for i := 0; b.Loop(); i++ {
		line, err := f.h.Encode(int64(i), 8, p)
		if err != nil {
			b.Fatal(err)
		}
		o, err := w.Run(int64(i), line, 2*time.Second)
		if err != nil || o.Status != "ok" || o.Calls != 2*n+1 {
			b.Fatalf("status %s, %d calls, want ok and %d: %v %s", o.Status, o.Calls, 2*n+1, err, o.Message)
		}
		calls += o.Calls
	}
	el := time.Since(start)
	b.ReportMetric(float64(el.Nanoseconds())/float64(calls), "ns/call")
	b.ReportMetric(float64(calls)/el.Seconds(), "calls/s")
}
