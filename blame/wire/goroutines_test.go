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
}
