package exec_test

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/synth/exec"
)

// untilBugs runs testdata/stack with seeds 1..seeds and returns, per
// seed, after how many programs each of the paper's bugs showed (5001:
// not within 5000).
func untilBugs(t *testing.T, seeds int) (panics, posts []int) {
	f := build(t, "../../testdata/stack", "ObserverI")
	for seed := 1; seed <= seeds; seed++ {
		p, q := 5001, 5001
		_, err := exec.Run(context.Background(), f.h, f.gen,
			exec.RunConfig{Seed: int64(seed), N: 5000, Procs: 1, Timeout: 2 * time.Second, Fuel: 8},
			func(r exec.Result) {
				o := r.Outcome
				switch {
				case o.Kind == blame.Panic && strings.Contains(o.Message, "index out of range"):
					p = min(p, r.Programs)
				case o.Kind == blame.Postcondition && o.Contract == "!self.Empty()":
					q = min(q, r.Programs)
				}
			})
		if err != nil {
			t.Fatal(err)
		}
		panics, posts = append(panics, p), append(posts, q)
	}
	sort.Ints(panics)
	sort.Ints(posts)
	return panics, posts
}

// TestProgramsUntilBugs measures, over 20 seeds, how many programs it
// takes to show each bug of the paper, and holds the medians to the
// targets: the paper needed about 12 and 250.
func TestProgramsUntilBugs(t *testing.T) {
	seeds := 20
	if testing.Short() {
		seeds = 5
	}
	panics, posts := untilBugs(t, seeds)
	t.Logf("over %d seeds: panic after median %d (max %d), postcondition after median %d (max %d); all: %v %v",
		seeds, panics[seeds/2], panics[seeds-1], posts[seeds/2], posts[seeds-1], panics, posts)
	if posts[seeds-1] > 5000 || panics[seeds-1] > 5000 {
		t.Errorf("a bug was not found within 5000 programs for some seed")
	}
	if !testing.Short() && (panics[seeds/2] > 12 || posts[seeds/2] > 100) {
		t.Errorf("medians %d and %d, want at most 12 and 100", panics[seeds/2], posts[seeds/2])
	}
}

// TestNilFeedback checks that the generator learns, within a run, which
// parameters' nils crash the package: testdata/hooks/group's Go runs its
// func on a goroutine, where a nil crashes the process. Without feedback
// the nils keep coming; with it, they stop after a few epochs.
func TestNilFeedback(t *testing.T) {
	without, with := discardsWithFeedback(t, "../../testdata/hooks/group", "nil")
	t.Logf("programs discarded for a nil in 2000: %d without feedback, %d with", without, with)
	if without < 50 {
		t.Fatalf("only %d programs of 2000 handed Go a nil without feedback: the test tests nothing", without)
	}
	if with > without/4 {
		t.Errorf("with feedback, %d programs were discarded for a nil; without, %d", with, without)
	}
}

// discardsWithFeedback counts the discards of cause in 2000 programs on
// the package in dir, without feedback and with it.
func discardsWithFeedback(t *testing.T, dir, cause string) (without, with int) {
	f := build(t, dir)
	count := func(feedback bool) int {
		st, err := exec.Run(context.Background(), f.h, f.gen,
			exec.RunConfig{Seed: 1, N: 2000, Procs: 1, Timeout: 2 * time.Second, Fuel: 8, Feedback: feedback},
			func(exec.Result) {})
		if err != nil {
			t.Fatal(err)
		}
		return st.Discarded[cause]
	}
	return count(false), count(true)
}

// TestWaitFeedback: programs that wait by design in an operation (a Get
// of an empty queue, a Run until Stop) each cost a wait before they are
// given up; feedback has the generator call such operations less.
func TestWaitFeedback(t *testing.T) {
	without, with := discardsWithFeedback(t, "../../testdata/hostile/blocks", "blocked")
	t.Logf("programs given up as waiting in 2000: %d without feedback, %d with", without, with)
	if without < 200 {
		t.Fatalf("only %d programs of 2000 waited without feedback: the test tests nothing", without)
	}
	if with > without*2/3 {
		t.Errorf("with feedback, %d programs waited; without, %d", with, without)
	}
}
