// Package openerbug has opener's dispatcher, but its Start forgets the
// channel that tells Stop the goroutine ended, and Stop closes that one
// too: a started dispatcher fails to stop, the package's bug.
package openerbug

// Dispatcher runs functions on a goroutine of its own.
type Dispatcher struct {
	request chan func()
	done    chan struct{}
	stopped chan struct{}
}

// NewDispatcher returns a dispatcher, not yet started.
func NewDispatcher() *Dispatcher { return &Dispatcher{} }

// Runner is what a dispatcher does.
type Runner interface {
	Start()
	Dispatch(f func()) bool
	Stop()
}

// NewRunner returns a dispatcher, not yet started, as a Runner.
func NewRunner() Runner { return &Dispatcher{} }

// Start starts the dispatcher's goroutine.
func (d *Dispatcher) Start() {
	d.request = make(chan func(), 8)
	d.done = make(chan struct{})
	go func() {
		for f := range d.request {
			f()
		}
		close(d.done)
	}()
}

// Dispatch runs f on the dispatcher's goroutine, if it has room.
func (d *Dispatcher) Dispatch(f func()) bool {
	select {
	case d.request <- f:
		return true
	default:
		return false
	}
}

// Stop ends the dispatcher's goroutine after what it was handed ran.
func (d *Dispatcher) Stop() {
	close(d.request)
	<-d.done
	close(d.stopped)
}
