package negguardbug_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/negguardbug"
)

func TestQueue(t *testing.T) {
	q := negguardbug.New()
	q.Push(1)
	q.Push(2)
	sum := 0
	for !q.Empty() {
		sum += q.Pop()
	}
	if !q.Empty() {
		t.Fatal("not empty")
	}
	q.Push(3)
	if !q.Empty() {
		sum += q.Pop()
	}
	if sum != 6 {
		t.Fatal(sum)
	}
}
