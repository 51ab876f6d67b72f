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
	type target struct {
		pkg  string
		args []string
		dir  string // "" for this module's testdata
	}
	targets := []target{
		{pkg: "../../testdata/stack", args: []string{"-iface", "ObserverI"}},
	}
	for _, p := range []string{"selfwaitbug", "finalbug", "crossedbug", "closedchanbug", "guardbug", "errresbug", "foreignbug", "anykeybug", "optionsbug", "clockbug"} {
		targets = append(targets, target{pkg: "../../testdata/blame/" + p})
	}
	targets = append(targets, target{pkg: "../../testdata/grow/bagbug"}, target{pkg: "../../testdata/grow/ringbug"})
	var bin, dir string
	if os.Getenv("HOGEN_COMPARE_CORPUS") != "0" {
		_, dir, bin = corpus(t)
		for _, p := range []string{"github.com/alphadose/haxmap", "github.com/avast/retry-go/v4", "github.com/coocood/freecache",
			"github.com/vmihailenco/go-tinylfu", "github.com/emirpasic/gods/lists/arraylist", "github.com/emirpasic/gods/trees/redblacktree"} {
			targets = append(targets, target{pkg: p, dir: dir})
		}
	}
	var table strings.Builder
	fmt.Fprintf(&table, "| package | feedback | coverage | programs/s | programs until each finding (median, found in) |\n| --- | --- | --- | --- | --- |\n")
	for _, tg := range targets {
		if sel := os.Getenv("HOGEN_COMPARE_PKG"); sel != "" && !strings.Contains(tg.pkg, sel) {
			continue
		}
		for _, fb := range []bool{false, true} {
			var covs, rates []float64
			until := map[string][]int{}
			for seed := 1; seed <= seeds; seed++ {
				args := append([]string{"-json", "-seed", fmt.Sprint(seed), "-feedback=" + fmt.Sprint(fb)}, tg.args...)
				var out string
				if tg.dir == "" {
					args = append(args, "-n", "5000", "-p", "1", "-o", t.TempDir(), tg.pkg)
					_, out, _ = hogen(t, args...)
				} else {
					args = append(args, "-time", budget, tg.pkg)
					cmd := exec.Command(bin, args...)
					cmd.Dir = tg.dir
					var stdout bytes.Buffer
					cmd.Stdout = &stdout
					cmd.Run()
					out = stdout.String()
				}
				for _, line := range strings.Split(out, "\n") {
					var e event
					if json.Unmarshal([]byte(line), &e) != nil {
						continue
					}
					switch e.str("Action") {
					case "stats":
						if c, ok := e["Coverage"].(float64); ok {
							covs = append(covs, c)
						}
						rates = append(rates, float64(num(e["PerSecond"])))
					case "finding":
						key := e.str("Kind") + " in " + e.str("Party")
						until[key] = append(until[key], num(e["Programs"]))
					}
				}
			}
			var bugs []string
			for k, ns := range until {
				sort.Ints(ns)
				bugs = append(bugs, fmt.Sprintf("%s: %d (%d/%d)", k, ns[len(ns)/2], len(ns), seeds))
			}
			sort.Strings(bugs)
			label := tg.pkg
			if tg.dir == "" {
				label = filepath.Base(tg.pkg)
			}
			fmt.Fprintf(&table, "| %s | %v | %.1f%% | %.0f | %s |\n", label, fb, median(covs), median(rates), strings.Join(bugs, "; "))
		}
	}
	t.Logf("%d seeds; testdata -n 5000 -p 1, corpus -time %s:\n%s", seeds, budget, table.String())
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	return xs[len(xs)/2]
}
