package campaign_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/synth/campaign"
	"github.com/hogen-go/hogen/typesys"
)

// run tests the testdata package dir through the library API and
// returns its events.
func run(t *testing.T, dir string, cfg campaign.Config) []campaign.Event {
	t.Helper()
	pkgs, err := typesys.Load(typesys.Config{}, dir)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Seed, cfg.Fuel, cfg.Timeout, cfg.Feedback = 1, 8, 2*time.Second, true
	cfg.Out = t.TempDir()
	if cfg.Budget == 0 {
		cfg.Budget = 10 * time.Second
	}
	var events []campaign.Event
	campaign.Run(context.Background(), pkgs[0], cfg, func(e campaign.Event) { events = append(events, e) })
	if len(events) < 2 {
		t.Fatalf("events: %#v", events)
	}
	return events
}

// TestPaperStack: the paper's bounded stack, through Run, gives both of
// its bugs, blamed on the package, each with a reproducer that fails;
// the run ends with Stats then Done, exit code 1.
func TestPaperStack(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a harness and runs programs for seconds")
	}
	events := run(t, "../../testdata/stack", campaign.Config{Ifaces: []string{"ObserverI"}, N: 20000})
	if _, ok := events[0].(campaign.Start); !ok {
		t.Errorf("the first event is %T, want Start", events[0])
	}
	// The panic is in PushN's code, which Push calls too: whichever
	// program shows it first names the party.
	want := map[blame.Kind][]string{
		blame.Panic:         {"stack.(*BoundedStack).PushN", "stack.(*BoundedStack).Push"},
		blame.Postcondition: {"stack.(*BoundedStack).Push"},
	}
	var stats *campaign.Stats
	for _, e := range events {
		switch e := e.(type) {
		case campaign.Finding:
			if e.Blame != blame.Program || !slices.Contains(want[e.Kind], e.Party) {
				t.Errorf("finding %s %s in %s: not one of the stack's bugs", e.Blame, e.Kind, e.Party)
				continue
			}
			if !e.Repro.Confirmed {
				t.Errorf("the %s in %s: its reproducer was not confirmed (%s)", e.Kind, e.Party, e.Repro.NotRun)
			}
			delete(want, e.Kind)
		case campaign.Stats:
			stats = &e
		case campaign.Error:
			t.Errorf("error: %s", e.Message)
		}
	}
	for kind, parties := range want {
		t.Errorf("no %s in %s", kind, strings.Join(parties, " or "))
	}
	if stats == nil || stats.Findings != 2 || stats.Programs == 0 || stats.Calls < stats.Programs {
		t.Errorf("stats: %+v", stats)
	}
	last := events[len(events)-1]
	if d, ok := last.(campaign.Done); !ok || d.Code != campaign.ExitFindings || !d.Tested {
		t.Errorf("the last event is %#v, want Done with code 1", last)
	}
	if _, ok := events[len(events)-2].(campaign.Stats); !ok {
		t.Errorf("the event before Done is %T, want Stats", events[len(events)-2])
	}
}

// TestCorrectStack: the fixed stack gives no finding and exit code 0.
func TestCorrectStack(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a harness and runs programs for seconds")
	}
	events := run(t, "../../testdata/stackfixed", campaign.Config{Ifaces: []string{"ObserverI"}, N: 3000})
	for _, e := range events {
		switch e := e.(type) {
		case campaign.Finding:
			t.Errorf("finding %s %s in %s: %s", e.Blame, e.Kind, e.Party, e.Message)
		case campaign.Error:
			t.Errorf("error: %s", e.Message)
		}
	}
	if d := events[len(events)-1].(campaign.Done); d.Code != campaign.ExitOK {
		t.Errorf("exit code %d, want 0", d.Code)
	}
}

// TestNothingToCall: a -run that matches nothing is an error when the
// user named the package, a note when a pattern only matched it; no
// harness is built either way.
func TestNothingToCall(t *testing.T) {
	for _, explicit := range []bool{true, false} {
		cfg := campaign.Config{Run: mustCompile(t, "^NoSuchOp$"), Explicit: explicit}
		events := run(t, "../../testdata/stack", cfg)
		d := events[len(events)-1].(campaign.Done)
		_, isErr := events[len(events)-2].(campaign.Error)
		_, isNote := events[len(events)-2].(campaign.Note)
		switch {
		case d.Tested:
			t.Errorf("explicit %v: tested", explicit)
		case explicit && (d.Code != campaign.ExitUsage || !isErr):
			t.Errorf("explicit: code %d, %T; want 2 and an Error", d.Code, events[len(events)-2])
		case !explicit && (d.Code != campaign.ExitOK || !isNote):
			t.Errorf("by a pattern: code %d, %T; want 0 and a Note", d.Code, events[len(events)-2])
		}
	}
}

// TestDry: Dry prints programs as Go and runs none.
func TestDry(t *testing.T) {
	events := run(t, "../../testdata/stack", campaign.Config{Ifaces: []string{"ObserverI"}, Dry: 3})
	var src []byte
	for _, e := range events {
		if p, ok := e.(campaign.Programs); ok {
			src = p.Source
		}
		if _, ok := e.(campaign.Start); ok {
			t.Error("a dry run started a harness")
		}
	}
	if n := countFuncs(string(src)); n != 3 {
		t.Errorf("%d programs printed, want 3:\n%s", n, src)
	}
}
