package panictest_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/panictest"
)

func TestEmit(t *testing.T) {
	s := panictest.NewSignal[int]()
	n := 0
	s.AddListener("a", func(v int) { n += v })
	s.Emit(2)
	s.RemoveListener("a")
	if n != 2 || s.Len() != 0 {
		t.Error(n, s.Len())
	}
}

// TestZero: a Signal not made by NewSignal is refused.
func TestZero(t *testing.T) {
	s := panictest.Signal[int]{}
	defer func() {
		if recover() == nil {
			t.Error("Emit of a zero Signal did not panic")
		}
	}()
	s.Emit(1)
}
