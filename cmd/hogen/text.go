package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/synth/campaign"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/repro"
	"github.com/hogen-go/hogen/typesys"
)

// text prints a finding as a text block (SPEC section 5).
func (pr *printer) text(w io.Writer, e campaign.Finding) {
	f := e.Finding
	if f.Suspicious {
		fmt.Fprintf(w, "--- suspicious (not counted): %s in %s\n", f.Kind, f.Party)
	} else {
		// Blame "program" is the package's code as the program ran it.
		party := "package"
		if f.Blame == blame.Contract {
			party = "contract"
		}
		fmt.Fprintf(w, "--- %s at fault: %s in %s\n", party, f.Kind, f.Party)
	}
	if f.Contract != "" {
		fmt.Fprintf(w, "    contract: %s\n", f.Contract)
	}
	fmt.Fprintf(w, "    %s\n", f.Message)
	if e.Site != "" {
		fmt.Fprintf(w, "    at %s\n", e.Site)
	}
	if f.Evidence != "" {
		fmt.Fprintf(w, "    why: %s\n", f.Evidence)
	}
	switch f.Callback {
	case exec.CallbackNeeded:
		fmt.Fprintf(w, "    callback: needed (with every synthesized body quiet, the program passes)\n")
	case exec.CallbackNotNeeded:
		fmt.Fprintf(w, "    callback: not needed (it fails with every synthesized body quiet too)\n")
	}
	if len(f.Operations) > 1 {
		fmt.Fprintf(w, "    also reached from: %s\n", strings.Join(f.Operations[1:], ", "))
	}
	pr.textProgram(w, f)
	pr.textRepro(w, e.Repro)
	fmt.Fprintln(w)
}

// textProgram prints the finding's minimized program and its stacks.
func (pr *printer) textProgram(w io.Writer, f blame.Finding) {
	if f.Source != "" {
		origin := fmt.Sprintf("program %d of seed %d", f.Program, pr.o.seed)
		if f.Enumerated {
			origin = fmt.Sprintf("program %d of the enumeration of size %d", f.Program, pr.o.exhaustive)
		}
		fmt.Fprintf(w, "    found after %d programs (%s); %s, minimized to %d calls:\n", f.Programs, f.Elapsed.Round(time.Millisecond), origin, f.Size)
		for _, l := range strings.Split(strings.TrimSpace(programBody(f.Source)), "\n") {
			fmt.Fprintf(w, "        %s\n", l)
		}
	}
	if f.Stacks != "" {
		for _, l := range strings.Split(strings.TrimSpace(f.Stacks), "\n") {
			fmt.Fprintf(w, "      | %s\n", l)
		}
	}
}

// textRepro says where the reproducer is and how to run it.
func (pr *printer) textRepro(w io.Writer, res repro.Result) {
	if res.Path == "" {
		if res.NotRun != "" && res.Test != "" {
			// Written only once it compiles: it did not get that far.
			fmt.Fprintf(w, "    reproducer: not written (not compiled: %s)\n", res.NotRun)
		} else if res.NotRun != "" {
			fmt.Fprintf(w, "    reproducer: none needed: %s\n", res.NotRun)
		}
		return
	}
	confirmed := "confirmed: it fails"
	switch {
	case res.NotRun != "":
		confirmed = "not confirmed: " + res.NotRun
	case !res.Confirmed:
		confirmed = "NOT CONFIRMED"
	}
	fmt.Fprintf(w, "    reproducer: %s (%s)\n", typesys.RelPath(res.Path), confirmed)
	pkgDir := filepath.Dir(pr.p.GoFiles[0])
	switch dir := filepath.Dir(res.Path); {
	case dir == pkgDir:
		pkg := typesys.RelPath(dir)
		if !filepath.IsAbs(pkg) && pkg != "." {
			pkg = "./" + pkg
		}
		fmt.Fprintf(w, "    run it: go test -run '^%s$' %s\n", res.Test, pkg)
	case strings.HasPrefix(res.NotRun, "it is outside the main module"):
		fmt.Fprintf(w, "    run it: move it into a directory of the main module, then go test -run '^%s$' there\n", res.Test)
	case !exec.InMainModule(pr.p):
		fmt.Fprintf(w, "    run it: go test -run '^%s$' ./%s\n", res.Test, typesys.RelPath(dir))
	default:
		fmt.Fprintf(w, "    run it: copy it into %s, then go test -run '^%s$'\n", typesys.RelPath(pkgDir), res.Test)
	}
}

// programBody drops the package clause and imports of a printed program.
func programBody(src string) string {
	if i := strings.Index(src, "\ntype "); i >= 0 {
		return src[i+1:]
	}
	if i := strings.Index(src, "\nfunc "); i >= 0 {
		return src[i+1:]
	}
	return src
}

// textStats prints the sum of a package's run as text.
func (pr *printer) textStats(w io.Writer, e campaign.Stats, perSec float64) {
	discarded := 0
	for _, n := range e.Discarded {
		discarded += n
	}
	fmt.Fprintf(w, "hogen: %s: %d programs in %s (%.0f/s, %.0f calls/s), %d discarded (generator), %d of %d operations called, %d %s\n",
		e.Package, e.Programs, e.Elapsed.Round(time.Millisecond), perSec, float64(e.Calls)/max(e.Elapsed.Seconds(), 1e-3), discarded, e.Ops-len(e.Uncalled), e.Ops,
		e.Findings, plural(e.Findings, "finding", "findings"))
	if perSec < slowRate {
		if went := timeWent(e.Stats); went != "" {
			fmt.Fprintf(w, "hogen: %s: under %d programs/s: %s\n", e.Package, slowRate, went)
		}
	}
	if pr.o.exhaustive > 0 {
		if e.Exhausted {
			fmt.Fprintf(w, "hogen: exhaustive: the space of programs of size %d or less was exhausted: %d programs\n", pr.o.exhaustive, e.Enumerated)
		} else {
			fmt.Fprintf(w, "hogen: exhaustive: %d programs of size %d or less ran; the space was not exhausted\n", e.Enumerated, pr.o.exhaustive)
		}
	}
	if e.Cover != nil {
		hit, total := e.Cover.Statements()
		fmt.Fprintf(w, "hogen: coverage: %.1f%% of statements (%d of %d)\n", e.Cover.Percent(), hit, total)
	}
	if e.Known > 0 {
		fmt.Fprintf(w, "hogen: %d known %s not shown (in the baseline %s)\n", e.Known, plural(e.Known, "finding", "findings"), pr.o.baseline)
	}
	if e.Hidden > 0 {
		fmt.Fprintf(w, "hogen: %d suspicious %s not shown (-suspicious shows them)\n", e.Hidden, plural(e.Hidden, "finding", "findings"))
	}
	if e.Programs == 0 && e.Failed > 0 {
		fmt.Fprintf(w, "hogen: no program could be made: each of %d derivations needed a value hogen cannot build (an unexported type, a struct the package makes, another package's type with no constructor in reach); `hogen -dry` shows what it tries\n", e.Failed)
	}
	if len(e.Uncalled) > 0 {
		fmt.Fprintf(w, "hogen: never called: %s\n", listSome(e.Uncalled, maxUncalled))
	}
	if len(e.Sandbox) > 0 {
		fmt.Fprintf(w, "hogen: sandbox: %s\n", strings.Join(e.Sandbox, "; "))
	}
	if e.Interrupted {
		fmt.Fprintf(w, "hogen: interrupted: reproducers not yet compiled were not written\n")
	}
}

// maxUncalled is how many operations the text summary names as never
// called: a package of thousands of methods (promoted through embedded
// types) would fill the terminal; -json lists them all.
const maxUncalled = 20

// listSome joins the first max of names, and says how many more there are.
func listSome(names []string, max int) string {
	if len(names) <= max {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more (-json lists them all)", strings.Join(names[:max], ", "), len(names)-max)
}

// slowRate is the rate of programs below which the text output says
// where the time went.
const slowRate = 500

// timeWent says where the time of a slow run went (exec.Stats.TimeWent),
// at most three causes, each with its share of the workers' time.
func timeWent(st exec.Stats) string {
	var parts []string
	for _, x := range st.TimeWent() {
		if len(parts) == 3 {
			break
		}
		share := fmt.Sprintf("%s (%.0f%%)", x.Time.Round(time.Millisecond), 100*x.Time.Seconds()/max(st.WorkerTime().Seconds(), 1e-3))
		switch x.What {
		case exec.StartingProcesses:
			parts = append(parts, fmt.Sprintf("%s starting %d harness %s after crashes, hangs or leaks", share, st.Starts, plural(st.Starts, "process", "processes")))
		case "":
			parts = append(parts, share+" in programs slow or hung outside the package's operations")
		default:
			parts = append(parts, fmt.Sprintf("%s in programs slow in %s", share, x.What))
		}
	}
	return strings.Join(parts, "; ")
}
