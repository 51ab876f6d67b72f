// Package hiddeniface is a runner whose options take a logger of an
// interface type the package does not export: a program can leave it
// nil (the runner then discards), and cannot name the type to
// implement it. hogen's harness must build all the same (batch 76: it
// named the unexported type and did not compile). No finding.
package hiddeniface

// Opts are the options of a Runner.
type Opts struct {
	Limit int
	Log   logger
}

// logger logs at the info level.
type logger interface {
	Info(msg string, args ...any)
}

type discard struct{}

func (discard) Info(string, ...any) {}

// Runner runs jobs.
type Runner struct {
	limit int
	log   logger
	ran   int
}

// NewRunner returns a runner with the options opts.
func NewRunner(opts Opts) *Runner {
	if opts.Log == nil {
		opts.Log = discard{}
	}
	if opts.Limit < 1 {
		opts.Limit = 1
	}
	return &Runner{limit: opts.Limit, log: opts.Log}
}

// Run runs n jobs, at most the runner's limit, and returns how many ran.
func (r *Runner) Run(n int) int {
	n = max(0, min(n, r.limit))
	r.ran += n
	r.log.Info("ran", "jobs", n)
	return n
}
