package wire

import (
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestOutcomeLines(t *testing.T) {
	for _, o := range []Outcome{
		{ID: 7, Status: "ok"},
		{ID: 8, Status: "blocked", Parked: []Goroutine{{ID: 3, State: "chan receive", Stack: "main.f()\n\tf.go:1"}}},
	} {
		line := AppendOutcome(nil, &o)
		back, err := ParseOutcome(line)
		if err != nil || back.ID != o.ID || back.Status != o.Status || len(back.Parked) != len(o.Parked) {
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
