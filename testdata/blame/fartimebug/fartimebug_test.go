package fartimebug

import (
	"testing"
	"time"
)

func TestAfter(t *testing.T) {
	r, err := New(60)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.After(time.Now()); got.IsZero() {
		t.Fatal(got)
	}
}
