package blame_test

import (
	"testing"

	"github.com/hogen-go/hogen/blame"
)

// TestConfirm: a finding is reported only when it shows again in a
// fresh process; one whose reproducer the time left no room to run, but
// whose program failed again alone, is suspicious until a longer run
// confirms it; so is one whose program needs a value built by hand as
// the package's tests never build one.
func TestConfirm(t *testing.T) {
	f := blame.Finding{Signature: blame.Signature{Blame: blame.Program, Kind: blame.Hang, Party: "p.(*T).M"}}
	for _, tc := range []struct {
		name string
		c    blame.Confirmation
		want blame.Shown
	}{
		{"confirmed", blame.Confirmation{Confirmed: true, Alone: true}, blame.Show},
		{"broken reproducer", blame.Confirmation{Broken: true}, blame.Show},
		{"ran and passed", blame.Confirmation{Alone: true}, blame.Drop},
		{"not run, not again alone", blame.Confirmation{NotRun: "the time ran out", OutOfTime: true, Replays: 3}, blame.Drop},
		{"not run in time, again alone", blame.Confirmation{NotRun: "the time ran out", OutOfTime: true, Alone: true}, blame.ShowSuspicious},
		{"interrupted, again alone", blame.Confirmation{NotRun: "interrupted", Alone: true}, blame.Show},
		{"hand-edited reproducer", blame.Confirmation{NotRun: "the file was edited by hand", Alone: true}, blame.Show},
		{"confirmed, a value built as the tests never do", blame.Confirmation{Confirmed: true, Alone: true, Unshown: "p.Tpl"}, blame.ShowSuspicious},
		{"not confirmed, a value built as the tests never do", blame.Confirmation{Alone: true, Unshown: "p.Tpl"}, blame.Drop},
	} {
		got, why := blame.Confirm(f, tc.c)
		if got != tc.want {
			t.Errorf("%s: got %d (%s), want %d", tc.name, got, why, tc.want)
		}
		if (got != blame.Show) != (why != "") {
			t.Errorf("%s: verdict %d with note %q", tc.name, got, why)
		}
	}
}
