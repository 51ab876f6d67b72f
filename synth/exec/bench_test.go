package exec_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
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
