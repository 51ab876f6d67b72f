// Package foreignretbug is foreignret with a bug of its own: Log reads
// a log NewExecutor never makes.
package foreignretbug

// Policy handles a run's failures.
type Policy interface {
	// ToExecutor returns the policy's executor, made by NewExecutor.
	ToExecutor(attempts int) any
}

// Executor runs work at most a number of times.
type Executor struct {
	max int
	log *[]string
}

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

// Log is the executor's log of tries.
func (e *Executor) Log() []string { return *e.log }

// RunAsync runs f under p on a goroutine of its own, and sends how many
// tries it took.
func RunAsync(p Policy, f func() bool) <-chan int {
	c := make(chan int, 1)
	go func() { c <- Run(p, f) }()
	return c
}
