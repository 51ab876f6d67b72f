// Package closeshelper's WaitAndClose ends its limiter: it takes every
// ticket back and hands the closing to a helper of its own, which closes
// the ticket channel unguarded, so that a second WaitAndClose closes it
// again. Its doc does not say it is called once; its body does, one
// call down, and so does a Group's, which hands it to its
// limiter. The pair of closeshelperbug.
package closeshelper

// Limiter runs at most a limit of jobs at once.
type Limiter struct {
	tickets chan int
	limit   int
}

// New returns a limiter of limit jobs at once (at least one).
func New(limit int) *Limiter {
	limit = max(limit, 1)
	l := &Limiter{tickets: make(chan int, limit), limit: limit}
	for i := range limit {
		l.tickets <- i
	}
	return l
}

// Execute runs job on a goroutine of its own once a ticket is free.
func (l *Limiter) Execute(job func()) {
	t := <-l.tickets
	go func() {
		defer func() { l.tickets <- t }()
		if job != nil {
			job()
		}
	}()
}

// Limit returns how many jobs may run at once.
func (l *Limiter) Limit() int { return l.limit }

// WaitAndClose waits for the jobs executed to finish. New jobs are not
// allowed.
func (l *Limiter) WaitAndClose() error {
	for range l.limit {
		<-l.tickets
	}
	return l.close()
}

// Group runs jobs, at most a limit at once, as its limiter does.
type Group struct{ l *Limiter }

// NewGroup returns a group of limit jobs at once (at least one).
func NewGroup(limit int) *Group { return &Group{l: New(limit)} }

// Go runs job once a ticket is free.
func (g *Group) Go(job func()) { g.l.Execute(job) }

// WaitAndClose waits for the jobs run to finish. New jobs are not
// allowed.
func (g *Group) WaitAndClose() error { return g.l.WaitAndClose() }

// close frees the tickets.
func (l *Limiter) close() error {
	close(l.tickets)
	return nil
}
