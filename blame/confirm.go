package blame

import "fmt"

// Confirmation is what hogen saw of a finding after the program that
// showed it: whether the program failed again alone, in a new process,
// and what its compiled reproducer did.
type Confirmation struct {
	// Broken: the reproducer did not compile (a bug of hogen's, which is
	// reported as such with the finding).
	Broken bool
	// Confirmed: the reproducer ran, in a fresh process, and failed at
	// the finding's site with its kind.
	Confirmed bool
	// NotRun says why the reproducer was not run, or is "" when it ran;
	// OutOfTime: because the run's time ran out first.
	NotRun    string
	OutOfTime bool
	// Alone: the program failed again when it ran alone, Replays times.
	Alone   bool
	Replays int
	// Unshown names a type whose value the minimized program built by
	// hand, a struct that is more than data, and that the package's
	// tests and examples never build so (typesys.Env.Unshown); "" when
	// it built none.
	Unshown string
}

// Shown is the verdict on a finding once its confirmation is known.
type Shown uint8

const (
	// Show: the finding is reported as it was judged.
	Show Shown = iota
	// ShowSuspicious: it is reported as suspicious only (never counted,
	// shown with -suspicious).
	ShowSuspicious
	// Drop: it is not reported; a note says why.
	Drop
)

// Confirm decides whether a finding is reported, given its confirmation,
// and says why when it is not reported as judged. A finding is a bug a
// maintainer can act on only if it shows again compiled, in a fresh
// process: a failure that depends on the interpreter's timing (a package
// goroutine still running when the program ends, callbacks run
// concurrently, a callback slow only when interpreted) is not one.
func Confirm(f Finding, c Confirmation) (Shown, string) {
	switch {
	case c.Broken:
		return Show, ""
	case !c.Confirmed && c.NotRun == "":
		return Drop, fmt.Sprintf("hogen: not reported: the %s in %s did not happen again in its compiled reproducer", f.Kind, f.Party)
	case !c.Confirmed && !c.Alone:
		return Drop, fmt.Sprintf("hogen: not reported: the %s in %s did not happen again when its program ran alone (%d times), and its reproducer was not run (%s)", f.Kind, f.Party, c.Replays, c.NotRun)
	case !c.Confirmed && c.OutOfTime:
		return ShowSuspicious, fmt.Sprintf("hogen: not confirmed in time: the %s in %s happened again when its program ran alone, but the time ran out before its reproducer ran; a longer -time confirms it (-suspicious shows it)", f.Kind, f.Party)
	case c.Unshown != "":
		// Go code makes such a value with its package's functions, and
		// the package's own code puts in it what a hand-built one lacks:
		// the failure may be the lack. A maintainer shown a value built
		// as none of the package's tests or examples builds one says
		// "use the constructor".
		return ShowSuspicious, fmt.Sprintf("hogen: suspicious: the %s in %s needs a %s built by hand, which the package's tests and examples never build so (-suspicious shows it)", f.Kind, f.Party, c.Unshown)
	}
	return Show, ""
}
