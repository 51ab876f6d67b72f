package choice_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/synth/choice"
)

// tree draws from src as a small generator would: a first decision of 3,
// then a second decision of 2 only after choice 0, and a third of 2 after
// choice 2.
func tree(src choice.Source) string {
	a := src.Intn(3)
	switch a {
	case 0:
		return fmt.Sprintf("%d%d", a, src.Intn(2))
	case 2:
		return fmt.Sprintf("%d%d", a, src.Weighted([]int{9, 1}))
	}
	return fmt.Sprint(a)
}

func TestExhaustive(t *testing.T) {
	ex := &choice.Exhaustive{}
	var got []string
	for {
		got = append(got, tree(ex))
		if !ex.Next() {
			break
		}
	}
	want := "00 01 1 20 21"
	if strings.Join(got, " ") != want {
		t.Errorf("enumerated %v, want %s", got, want)
	}
}

func TestReplay(t *testing.T) {
	rec := &choice.Recorder{Src: choice.NewRandom(3)}
	first := tree(rec)
	if again := tree(choice.NewReplay(rec.Seq)); again != first {
		t.Errorf("replay gave %s, recording %s", again, first)
	}
	// Past its end a replay chooses 0; out of range it wraps.
	if got := tree(choice.NewReplay(nil)); got != "00" {
		t.Errorf("empty replay gave %s, want 00", got)
	}
	if got := tree(choice.NewReplay([]int{5, 7})); got != "21" {
		t.Errorf("replay of [5 7] gave %s, want 21", got)
	}
}

func TestRandomWeights(t *testing.T) {
	r := choice.NewRandom(1)
	n := 0
	for i := 0; i < 10000; i++ {
		if r.Weighted([]int{80, 20}) == 0 {
			n++
		}
	}
	if n < 7700 || n > 8300 {
		t.Errorf("weight 80 of 100 chosen %d times in 10000", n)
	}
}
