package wire

import "fmt"

// Site is which value of a call a check is on: its receiver
// (SiteRecv), an argument (SiteArg) or a result (SiteResult). The zero
// Site is none.
type Site int

// SiteRecv is the site of a call's receiver.
const SiteRecv Site = 1

// Arguments and results are numbered from these; a call takes fewer
// than maxArgs arguments.
const (
	siteArg    Site = 2
	siteResult Site = 102
	maxArgs         = int(siteResult - siteArg)
)

// SiteArg is the site of argument i, below maxArgs; ok is false if
// there cannot be one.
func SiteArg(i int) (s Site, ok bool) {
	if i < 0 || i >= maxArgs {
		return 0, false
	}
	return siteArg + Site(i), true
}

// SiteResult is the site of result i.
func SiteResult(i int) Site { return siteResult + Site(i) }

// Arg reports which argument s is, if it is one.
func (s Site) Arg() (int, bool) {
	if s >= siteArg && s < siteResult {
		return int(s - siteArg), true
	}
	return 0, false
}

// Result reports which result s is, if it is one.
func (s Site) Result() (int, bool) {
	if s >= siteResult {
		return int(s - siteResult), true
	}
	return 0, false
}

func (s Site) String() string {
	if s == SiteRecv {
		return "receiver"
	}
	if i, ok := s.Arg(); ok {
		return fmt.Sprintf("argument %d", i)
	}
	if i, ok := s.Result(); ok {
		return fmt.Sprintf("result %d", i)
	}
	return "none"
}

// InvCheck is an invariant, by its clause's id, to check after a call
// on one of the values the call touched. The harness's table of
// operations lists them; hogen writes it.
type InvCheck struct {
	Clause int
	Where  Site
}
