package panictestbug_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/panictestbug"
)

func TestEmit(t *testing.T) {
	s := panictestbug.NewSignal[int]()
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
	s := panictestbug.Signal[int]{}
	defer func() {
		if recover() == nil {
			t.Error("Emit of a zero Signal did not panic")
		}
	}()
	s.Emit(1)
}
