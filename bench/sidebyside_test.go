// Package bench sets hogen beside pgregory.net/rapid on the paper's
// bounded stack (testdata/stackfixed, whose bugs are fixed so that
// neither tool stops at one) and on an LRU cache with an eviction hook
// (testdata/hooks/lru, the fixed twin of lrubug). Both are hogen's own
// testdata: a state machine that calls a real package would run it
// outside hogen's sandbox. It is a module of its own, so that rapid
// stays out of hogen's go.mod.
//
//	cd bench && go test -bench . -benchtime 3x
//
// hogen's figure is its calls of the stack's operations per second of
// its run, from the stats of `hogen -json` (generation, the harness, the
// synthesized observers and judging included; the build of the harness
// not). rapid's is the steps per second of a state machine written by
// hand over the same operations, each guarded by its precondition as
// hogen guards them: a step is one action of Push, Pop or PushN with its
// precondition query, whether the query lets the call go or skips it.
package bench

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/hogen-go/hogen/testdata/hooks/lru"
	"github.com/hogen-go/hogen/testdata/stackfixed"
	"pgregory.net/rapid"
)

// BenchmarkSideBySide runs hogen and rapid on each package in turn and
// reports hogen's calls per second, rapid's steps per second, and their
// ratio: the stack's is the figure issue 32 asks to raise.
func BenchmarkSideBySide(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "hogen")
	build := exec.Command("go", "build", "-o", bin, "./cmd/hogen")
	build.Dir = ".." // hogen's own module, with its go.sum
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building hogen: %v\n%s", err, out)
	}
	for _, pkg := range []struct {
		name  string
		args  []string
		rapid func(*rapid.T, *int)
	}{
		{"stack", []string{"-iface", "ObserverI", "github.com/hogen-go/hogen/testdata/stackfixed"}, stackMachine},
		{"lru", []string{"github.com/hogen-go/hogen/testdata/hooks/lru"}, lruMachine},
	} {
		b.Run(pkg.name, func(b *testing.B) {
			var calls, steps float64
			var hogenTime, rapidTime time.Duration
			for b.Loop() {
				c, d := runHogen(b, bin, 20000, pkg.args)
				calls, hogenTime = calls+c, hogenTime+d
				s, e := runRapid(b, 2000, pkg.rapid)
				steps, rapidTime = steps+s, rapidTime+e
			}
			h, r := calls/hogenTime.Seconds(), steps/rapidTime.Seconds()
			b.ReportMetric(h, "hogen-calls/s")
			b.ReportMetric(r, "rapid-steps/s")
			b.ReportMetric(h/r, "ratio")
		})
	}
}

// runHogen runs hogen for n programs on one worker and returns the calls
// its programs made and the time its run took.
func runHogen(b *testing.B, bin string, n int, args []string) (float64, time.Duration) {
	cmd := exec.Command(bin, append([]string{"-json", "-seed", "1", "-p", "1", "-n", strconv.Itoa(n), "-o", b.TempDir()}, args...)...)
	out, err := cmd.Output()
	if err != nil {
		b.Fatalf("hogen: %v\n%s", err, out)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var e struct {
			Action              string
			Programs, Calls     float64
			PerSecond, Findings float64
		}
		if json.Unmarshal(sc.Bytes(), &e) != nil || e.Action != "stats" {
			continue
		}
		if e.Findings > 0 || e.Programs == 0 || e.PerSecond == 0 {
			b.Fatalf("hogen: %d findings in %v programs on a fixed package", int(e.Findings), e.Programs)
		}
		return e.Calls, time.Duration(e.Programs / e.PerSecond * float64(time.Second))
	}
	b.Fatalf("hogen printed no stats:\n%s", out)
	return 0, 0
}

// runRapid checks machine n times and returns its steps and the time
// they took.
func runRapid(b *testing.B, n int, machine func(*rapid.T, *int)) (float64, time.Duration) {
	if err := flag.Set("rapid.checks", strconv.Itoa(n)); err != nil {
		b.Fatal(err)
	}
	steps := 0
	start := time.Now()
	rapid.Check(b, func(t *rapid.T) { machine(t, &steps) })
	return float64(steps), time.Since(start)
}

// stackMachine is a state machine of the stack's Push, Pop and PushN,
// each guarded by its precondition as hogen guards them; steps counts
// its actions.
func stackMachine(t *rapid.T, steps *int) {
	s := stackfixed.NewBoundedStack(rapid.IntRange(0, 16).Draw(t, "bound"))
	t.Repeat(map[string]func(*rapid.T){
		"Push": func(t *rapid.T) {
			*steps++
			if s.Capacity() < 1 {
				t.Skip("full")
			}
			s.Push(rapid.Int().Draw(t, "x"))
		},
		"Pop": func(t *rapid.T) {
			*steps++
			if s.Empty() {
				t.Skip("empty")
			}
			s.Pop()
		},
		"PushN": func(t *rapid.T) {
			*steps++
			n := rapid.IntRange(0, 8).Draw(t, "n")
			if s.Capacity() < n {
				t.Skip("no room")
			}
			s.PushN(n, rapid.Int().Draw(t, "x"))
		},
		"": func(t *rapid.T) {
			if s.Capacity() < 0 {
				t.Fatalf("capacity %d", s.Capacity())
			}
		},
	})
}

// lruMachine is a state machine of the cache's Add, Get, Remove, Len and
// Purge over a few keys, with an eviction hook that counts; steps counts
// its actions.
func lruMachine(t *rapid.T, steps *int) {
	c := lru.New(rapid.IntRange(0, 8).Draw(t, "max"))
	evicted := 0
	c.OnEvicted = func(string, int) { evicted++ }
	key := rapid.SampledFrom([]string{"", "a", "b", "c", "hogen"})
	t.Repeat(map[string]func(*rapid.T){
		"Add": func(t *rapid.T) {
			*steps++
			c.Add(key.Draw(t, "key"), rapid.Int().Draw(t, "value"))
		},
		"Get": func(t *rapid.T) {
			*steps++
			c.Get(key.Draw(t, "key"))
		},
		"Remove": func(t *rapid.T) {
			*steps++
			c.Remove(key.Draw(t, "key"))
		},
		"Len": func(t *rapid.T) {
			*steps++
			c.Len()
		},
		"Purge": func(t *rapid.T) {
			*steps++
			c.Purge()
		},
		"": func(t *rapid.T) {
			if c.Len() < 0 {
				t.Fatalf("length %d", c.Len())
			}
		},
	})
}
