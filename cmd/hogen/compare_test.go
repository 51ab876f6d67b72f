package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestFeedbackCompare measures what feedback (the pool of programs that
// ran clean and the coverage guidance) adds: it runs the same packages
// with the same seeds with -feedback and with -feedback=false, and
// prints, for each, the median statement coverage, programs per second,
// and programs until each bug (the median over the seeds that found it,
// and in how many). It runs only when asked:
//
//	HOGEN_COMPARE=1 go test ./cmd/hogen -run TestFeedbackCompare -v -timeout 60m
//
// The testdata packages with known bugs run -n 5000 programs on one
// worker (-p 1), so that the count is the seed's; the corpus packages in
// which real bugs were found (testdata/realworld/TRIAGE.md) run for
// HOGEN_COMPARE_TIME (10s) each. HOGEN_COMPARE_SEEDS sets the number of
// seeds (5); HOGEN_COMPARE_CORPUS=0 leaves the corpus out, and
// HOGEN_COMPARE_PKG keeps the packages whose path contains it.
func TestFeedbackCompare(t *testing.T) {
	if os.Getenv("HOGEN_COMPARE") == "" {
		t.Skip("set HOGEN_COMPARE=1 to compare runs with and without feedback")
	}
	seeds := 5
	if s, err := strconv.Atoi(os.Getenv("HOGEN_COMPARE_SEEDS")); err == nil && s > 0 {
		seeds = s
	}
	budget := os.Getenv("HOGEN_COMPARE_TIME")
	if budget == "" {
		budget = "10s"
	}
	targets, bin := compareTargets(t)
	var table strings.Builder
	fmt.Fprintf(&table, "| package | feedback | coverage | programs/s | programs until each finding (median, found in) |\n| --- | --- | --- | --- | --- |\n")
	for _, tg := range targets {
		if sel := os.Getenv("HOGEN_COMPARE_PKG"); sel != "" && !strings.Contains(tg.pkg, sel) {
			continue
		}
		for _, fb := range []bool{false, true} {
			tally := compareTally{until: map[string][]int{}}
			for seed := 1; seed <= seeds; seed++ {
				tally.add(compareRun(t, tg, bin, budget, seed, fb))
			}
			label := tg.pkg
			if tg.dir == "" {
				label = filepath.Base(tg.pkg)
			}
			fmt.Fprintf(&table, "| %s | %v | %.1f%% | %.0f | %s |\n", label, fb, median(tally.covs), median(tally.rates), tally.bugs(seeds))
		}
	}
	t.Logf("%d seeds; testdata -n 5000 -p 1, corpus -time %s:\n%s", seeds, budget, table.String())
}

// A compareTarget is a package TestFeedbackCompare runs.
type compareTarget struct {
	pkg  string
	args []string
	dir  string // "" for this module's testdata
}

// compareTargets are the testdata packages with known bugs and, unless
// HOGEN_COMPARE_CORPUS=0, the corpus packages with real ones, with the
// hogen binary built for the corpus.
func compareTargets(t *testing.T) ([]compareTarget, string) {
	targets := []compareTarget{
		{pkg: "../../testdata/stack", args: []string{"-iface", "ObserverI"}},
	}
	for _, p := range []string{"selfwaitbug", "finalbug", "crossedbug", "closedchanbug", "guardbug", "errresbug", "foreignbug", "anykeybug", "optionsbug", "clockbug"} {
		targets = append(targets, compareTarget{pkg: "../../testdata/blame/" + p})
	}
	targets = append(targets, compareTarget{pkg: "../../testdata/grow/bagbug"}, compareTarget{pkg: "../../testdata/grow/ringbug"})
	var bin, dir string
	if os.Getenv("HOGEN_COMPARE_CORPUS") != "0" {
		_, dir, bin = corpus(t)
		for _, p := range []string{"github.com/alphadose/haxmap", "github.com/avast/retry-go/v4", "github.com/coocood/freecache",
			"github.com/vmihailenco/go-tinylfu", "github.com/emirpasic/gods/lists/arraylist", "github.com/emirpasic/gods/trees/redblacktree"} {
			targets = append(targets, compareTarget{pkg: p, dir: dir})
		}
	}
	return targets, bin
}

// compareRun runs hogen -json on tg with seed, with feedback or without,
// and returns its output: a testdata package -n 5000 on one worker, a
// corpus package for budget.
func compareRun(t *testing.T, tg compareTarget, bin, budget string, seed int, fb bool) string {
	args := append([]string{"-json", "-seed", fmt.Sprint(seed), "-feedback=" + fmt.Sprint(fb)}, tg.args...)
	if tg.dir == "" {
		args = append(args, "-n", "5000", "-p", "1", "-o", t.TempDir(), tg.pkg)
		_, out, _ := hogen(t, args...)
		return out
	}
	args = append(args, "-time", budget, tg.pkg)
	cmd := exec.Command(bin, args...)
	cmd.Dir = tg.dir
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Run()
	return stdout.String()
}

// compareTally is what the runs of one package with one setting of
// -feedback measured, over the seeds.
type compareTally struct {
	covs, rates []float64
	until       map[string][]int // finding: the programs until it, by seed that found it
}

// add adds the stats and findings of one run's output.
func (c *compareTally) add(out string) {
	for _, line := range strings.Split(out, "\n") {
		var e event
		if json.Unmarshal([]byte(line), &e) != nil {
			continue
		}
		switch e.str("Action") {
		case "stats":
			if cov, ok := e["Coverage"].(float64); ok {
				c.covs = append(c.covs, cov)
			}
			c.rates = append(c.rates, float64(num(e["PerSecond"])))
		case "finding":
			key := e.str("Kind") + " in " + e.str("Party")
			c.until[key] = append(c.until[key], num(e["Programs"]))
		}
	}
}

// bugs is the table's cell of findings: each with the median programs
// until it and in how many of the seeds it was found.
func (c *compareTally) bugs(seeds int) string {
	var bugs []string
	for k, ns := range c.until {
		sort.Ints(ns)
		bugs = append(bugs, fmt.Sprintf("%s: %d (%d/%d)", k, ns[len(ns)/2], len(ns), seeds))
	}
	sort.Strings(bugs)
	return strings.Join(bugs, "; ")
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	return xs[len(xs)/2]
}
