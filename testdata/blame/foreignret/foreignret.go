// Package foreignret runs work under policies whose ToExecutor returns an
// executor of the package's own, as its doc says: an implementation that
// returns anything else fails Run's type assertion (on RunAsync's
// goroutine too, which crashes the process), the program's doing, as a
// foreign value passed in is. No finding is wanted. Its pair is
// foreignretbug.
package foreignret

// Policy handles a run's failures.
type Policy interface {
	// ToExecutor returns the policy's executor, made by NewExecutor.
	ToExecutor(attempts int) any
}

// Executor runs work at most a number of times.
type Executor struct{ max int }

// NewExecutor returns an executor that tries max times.
func NewExecutor(max int) *Executor { return &Executor{max: max} }

// Run runs f under p until it succeeds or p's executor gives up, and
// returns how many tries it took.
func Run(p Policy, f func() bool) int {
	e := p.ToExecutor(3).(*Executor)
	n := 0
	for n < e.max {
		n++
		if f() {
			break
		}
	}
	return n
}

// RunAsync runs f under p on a goroutine of its own, and sends how many
// tries it took.
func RunAsync(p Policy, f func() bool) <-chan int {
	c := make(chan int, 1)
	go func() { c <- Run(p, f) }()
	return c
}
