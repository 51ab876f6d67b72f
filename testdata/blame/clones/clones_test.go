package clones

import "testing"

func TestDrop(t *testing.T) {
	if got := DropInt([]int{1, 2, 3}, 1); len(got) != 2 {
		t.Fatal(got)
	}
	if got := DropString([]string{"a"}, 5); len(got) != 0 {
		t.Fatal(got)
	}
}
