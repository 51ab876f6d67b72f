package ctortestbug

import (
	"io"
	"testing"
)

func TestSinkIsWriter(t *testing.T) {
	var impl interface{} = &Sink{}
	if _, ok := impl.(io.Writer); !ok {
		t.Fatal("Sink is not an io.Writer")
	}
}

func TestSinkCounts(t *testing.T) {
	s := &Sink{words: map[string]int{}}
	s.Write([]byte("a b a"))
	if s.Count("a") != 2 {
		t.Fatal(s.words)
	}
}

func TestSetName(t *testing.T) {
	o := &Options{}
	o = o.SetName("x")
	if o.Name != "x" {
		t.Fatal(o.Name)
	}
}
