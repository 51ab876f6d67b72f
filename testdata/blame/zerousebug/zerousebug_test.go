package zerousebug

import "testing"

func TestEncodeAll(t *testing.T) {
	var e Encoder
	if got := e.EncodeAll([]int{1, 2}, nil); len(got) != 2 {
		t.Errorf("got %v", got)
	}
}
