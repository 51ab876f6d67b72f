package wire

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestOutcomeLines(t *testing.T) {
	for _, o := range []Outcome{
		{ID: 7, Status: "ok"},
		{ID: 9, Status: "ok", States: []uint64{0xfedcba9876543210, 1}, Calls: 12},
		{ID: 10, Status: "ok", States: []uint64{3}, Tainted: true},
		{ID: 11, Status: "ok", Calls: 2, Took: 3100, Busy: "p.(*L).Wait"},
		{ID: 8, Status: "blocked", Parked: []Goroutine{{ID: 3, State: "chan receive", Stack: "main.f()\n\tf.go:1"}}},
	} {
		line := AppendOutcome(nil, &o)
		back, err := ParseOutcome(line)
		if err != nil || back.ID != o.ID || back.Status != o.Status || fmt.Sprint(back.States) != fmt.Sprint(o.States) || len(back.Parked) != len(o.Parked) || back.Tainted != o.Tainted || back.Calls != o.Calls || back.Took != o.Took || back.Busy != o.Busy {
			t.Errorf("%q: got %+v, %v", line, back, err)
		}
	}
	if _, err := ParseOutcome([]byte("x\n")); err == nil {
		t.Error("a line of no kind parsed")
	}
}

// TestGoroutines reads a real dump: a goroutine parked on a mutex that
// another holds, one on a channel, one asleep.
func TestGoroutines(t *testing.T) {
	var mu sync.Mutex
	mu.Lock()
	ch := make(chan int)
	var started sync.WaitGroup
	started.Add(3)
	go func() { started.Done(); mu.Lock() }()
	go func() { started.Done(); <-ch }()
	go func() { started.Done(); time.Sleep(time.Hour) }()
	started.Wait()
	time.Sleep(50 * time.Millisecond) // let them park
	buf := make([]byte, 1<<20)
	gs := Goroutines(string(buf[:runtime.Stack(buf, true)]))
	classes := map[Class]int{}
	for _, g := range gs {
		if g.ID == 0 || g.Stack == "" {
			t.Errorf("goroutine not parsed: %+v", g)
		}
		if strings.Contains(g.Stack, "TestGoroutines.func") {
			classes[ClassOf(g.State)]++
		}
	}
	if classes[Locked] != 1 || classes[Waiting] != 1 || classes[Active] != 1 {
		t.Errorf("classes of the three goroutines: %v", classes)
	}
	mu.Unlock()
	close(ch)
}

func TestClassOf(t *testing.T) {
	for state, want := range map[string]Class{
		"running": Active, "runnable": Active, "sleep": Active, "syscall": Active, "IO wait": Active,
		"chan receive": Waiting, "select": Waiting, "sync.WaitGroup.Wait": Waiting, "sync.Cond.Wait": Waiting,
		"sync.Mutex.Lock": Locked, "sync.RWMutex.RLock": Locked,
		"chan send (nil chan)": Stuck, "select (no cases)": Stuck,
		"GC worker (idle)": System,
	} {
		if got := ClassOf(state); got != want {
			t.Errorf("ClassOf(%q) = %d, want %d", state, got, want)
		}
	}
}

// TestCalled finds the operation a harness's term called: the frame
// above the first of package main.
func TestCalled(t *testing.T) {
	for _, tc := range []struct{ stack, want string }{
		{`sync.runtime_SemacquireRWMutexR(0x0?, 0x18?, 0x5cd838?)
	/usr/local/go/src/runtime/sema.go:100 +0x25
sync.(*RWMutex).RLock(...)
	/usr/local/go/src/sync/rwmutex.go:74
example.com/m.(*RBMutex).RLock(0x2bf27cacaaf0)
	/m/rbmutex.go:94 +0x67
main.init.0.func149({0x59d520?, 0x2bf27cacaaf0?}, {0x0?, 0x2bf27ccde868?, 0x57b920?})
	/tmp/h/tables.go:490 +0x2f
main.(*exec).invoke(0x2bf27cad8b60?, 0x2bf27cacaaf0?, 0x2bf27cacaaf0?, 0x0?)
	/tmp/h/judge.go:136 +0x1d4`, "example.com/m.(*RBMutex).RLock"},
		{`sync.(*Mutex).Lock(...)
	/usr/local/go/src/sync/mutex.go:1
example.com/m.(*Cache).Get(0x1)
	/m/cache.go:9 +0x67
main.init.0.func3()
	/tmp/h/tables.go:4 +0x2f`, "example.com/m.(*Cache).Get"},
		{"runtime.gopark()\n\t/x.go:1\n", ""},
	} {
		if got := (Goroutine{Stack: tc.stack}).Called(); got != tc.want {
			t.Errorf("Called() = %q, want %q", got, tc.want)
		}
	}
}

func TestStdTop(t *testing.T) {
	for _, tc := range []struct{ stack, want string }{
		{`runtime.asyncPreempt2()
	/usr/local/go/src/runtime/preempt.go:320 +0x14
runtime.asyncPreempt()
	/usr/local/go/src/runtime/preempt_amd64.s:124 +0x28b
math/big.basicSqr(0x1?, {0x3d18c3b8b520, 0x60, 0x17b}, {0x3d18c3b86e20, 0x30, 0x5e7})
	/usr/local/go/src/math/big/natmul.go:129 +0x262
example.com/m.Num.Pow(...)
	/m/num.go:19`, "math/big.basicSqr"},
		// Inlined into math/big's multiplication (a hang CI saw).
		{`slices.Grow[...](...)
	/usr/local/go/src/slices/slices.go:426
math/big.(*stack).nat(0x1f456c4ae078, 0x400001)
	/usr/local/go/src/math/big/nat.go:321 +0x85
math/big.karatsubaSqr(0x1f456c4ae078, {0x1f45af81c020, 0x800000, 0x800001})
	/usr/local/go/src/math/big/natmul.go:292 +0x1f8
example.com/m.Num.Pow(...)
	/m/num.go:19
main.(*exec).call(0x1)
	/h/interp.go:1`, "slices.Grow[...] math/big.(*stack).nat math/big.karatsubaSqr"},
		{`example.com/m.(*Cache).Get(0x1)
	/m/cache.go:9 +0x67`, ""},
		{"runtime.gopark()\n\t/x.go:1\n", ""},
	} {
		if got := strings.Join((Goroutine{Stack: tc.stack}).StdTop(), " "); got != tc.want {
			t.Errorf("StdTop() = %q, want %q", got, tc.want)
		}
	}
}

func TestPanicBoundsAt(t *testing.T) {
	for _, tc := range []struct {
		msg  string
		want []int64
	}{
		{"runtime error: index out of range [7] with length 0", []int64{7}},
		{"runtime error: slice bounds out of range [:7] with capacity 0", []int64{7}},
		{"runtime error: slice bounds out of range [3:1]", []int64{3, 1}},
		{"runtime error: index out of range [-1]", []int64{-1}},
		{"runtime error: integer divide by zero", nil},
	} {
		if got := PanicBoundsAt(tc.msg); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("PanicBoundsAt(%q) = %v, want %v", tc.msg, got, tc.want)
		}
	}
}

func TestPanicBoundsLen(t *testing.T) {
	for msg, want := range map[string]int64{
		"runtime error: index out of range [7] with length 0":           0,
		"runtime error: slice bounds out of range [:7] with capacity 1": 1,
		"runtime error: slice bounds out of range [3:1]":                -1,
	} {
		n, ok := PanicBoundsLen(msg)
		if !ok {
			n = -1
		}
		if n != want {
			t.Errorf("PanicBoundsLen(%q) = %d, want %d", msg, n, want)
		}
	}
}

// TestHugeAllocation: a crash out of memory asking for one block of a
// gigabyte is the huge rule's; one that asked for less, whatever was in
// use (testdata/hostile/hog's endless 64 MB blocks), is not.
func TestHugeAllocation(t *testing.T) {
	for msg, want := range map[string]bool{
		"runtime: out of memory: cannot allocate 4299161600-byte block (7995392 in use)":  true,  // one block of 4 GB
		"runtime: out of memory: cannot allocate 67108864-byte block (3078062080 in use)": false, // 3 GB in use, block by block
		"runtime: out of memory: cannot allocate 8388608-byte block (307806208 in use)":   false, // 300 MB in use
		"fatal error: out of memory": false,
	} {
		if got := HugeAllocation(msg); got != want {
			t.Errorf("HugeAllocation(%q) = %v, want %v", msg, got, want)
		}
	}
}

func TestNilFault(t *testing.T) {
	for _, tc := range []struct {
		stderr string
		want   bool
	}{
		{"unexpected fault address 0xffffffffffffffc8\nfatal error: fault\n[signal SIGSEGV: segmentation violation code=0x1 addr=0xffffffffffffffc8 pc=0x5c5b6a]\n", true},
		{"fatal error: fault\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x2038 pc=0x5c5b6a]\n", true},
		{"fatal error: fault\n[signal SIGSEGV: segmentation violation code=0x1 addr=0xc000123456 pc=0x5c5b6a]\n", false},
		{"fatal error: all goroutines are asleep - deadlock!\n", false},
	} {
		if got := NilFault(tc.stderr); got != tc.want {
			t.Errorf("NilFault(%q) = %v, want %v", tc.stderr, got, tc.want)
		}
	}
}

func TestShape(t *testing.T) {
	for s, want := range map[string]string{
		"12:32":      "9:9",
		"8:00":       "9:9",
		"":           "",
		"/users/:id": "/a/:a",
		"hogen":      "a",
		"v1.2.3":     "a9.9.9",
		"*/5 * * *":  "*/9 * * *",
	} {
		if got := Shape(s); got != want {
			t.Errorf("Shape(%q) = %q, want %q", s, got, want)
		}
	}
	for shape, want := range map[string]bool{"9:9": true, "a": false, "a a": false, "": false, "/a/:a": true} {
		if got := Syntactic(shape); got != want {
			t.Errorf("Syntactic(%q) = %v, want %v", shape, got, want)
		}
	}
}
