package wire

import "testing"

// TestTakesLock checks which waits are in a lock the program asked for:
// a Lock of any shape the harness called, not a lock the package's own
// method waits for.
func TestTakesLock(t *testing.T) {
	for _, tc := range []struct {
		called string
		want   bool
	}{
		{"example.com/p.(*Entry).Lock", true},
		{"example.com/p.(*Table).RLock", true},
		{"example.com/p.(*KeyedMutex[...]).WithLock", true},
		{"example.com/p.(*Set).LockAll", true},
		{"example.com/p.Lock", true},
		{"example.com/p.Lock[...]", true},
		{"example.com/p.(*Keyed).TryLock", false}, // never waits by itself
		{"example.com/p.(*Keyed).Unlock", false},
		{"example.com/p.(*Cache).Get", false},
		{"example.com/p.(*Door).Locked", false},
		{"example.com/p.(*Door).Lockdown", false},
	} {
		g := Goroutine{State: "sync.Mutex.Lock", Stack: "sync.(*Mutex).Lock(...)\n\t/go/sync/mutex.go:1\n" +
			tc.called + "(0xc000010000)\n\t/p/p.go:10 +0x1\nmain.(*exec).call(0x1)\n\t/h/main.go:1 +0x1\n"}
		if got := g.TakesLock(); got != tc.want {
			t.Errorf("TakesLock in %s = %v, want %v", tc.called, got, tc.want)
		}
	}
	// A Lock(k) that waits, in a helper, for the set's own mutex, which
	// the package holds while it runs a hook that called Lock: the
	// package's lock, not the program's.
	g := Goroutine{State: "sync.Mutex.Lock", Stack: "sync.(*Mutex).Lock(...)\n\t/go/sync/mutex.go:1\n" +
		"example.com/p.(*Keyed).get(0x1)\n\t/p/p.go:20 +0x1\n" +
		"example.com/p.(*Keyed).Lock(0x1)\n\t/p/p.go:30 +0x1\nmain.(*exec).call(0x1)\n\t/h/main.go:1 +0x1\n"}
	if g.TakesLock() {
		t.Errorf("TakesLock of a Lock waiting in its helper for the package's mutex = true, want false")
	}
}
