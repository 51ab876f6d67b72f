package guardbug

import "testing"

func TestWalk(t *testing.T) {
	s := &Set{}
	s.Add(2)
	s.Add(1)
	var got []int
	for it := s.Iter(); it.Valid(); it.Next() {
		got = append(got, it.Key())
	}
	if len(got) != 2 || got[0] != 1 {
		t.Fatal(got)
	}
}

func TestFirst(t *testing.T) {
	s := &Set{}
	s.Add(3)
	if it := s.Iter(); it.Valid() {
		if it.Key() != 3 {
			t.Fatal(it.Key())
		}
	}
}
