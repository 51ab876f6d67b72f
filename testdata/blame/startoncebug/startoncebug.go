// Package startoncebug is startonce's worker with a bug: Stop closes
// the channel that says the loop is done itself, as well as the loop,
// so a single Start and Stop crash.
package startoncebug

// Worker runs a loop between Start and Stop.
type Worker struct {
	stop, done chan struct{}
}

// NewWorker returns a worker, not yet started.
func NewWorker() *Worker { return &Worker{done: make(chan struct{})} }

// Start starts the worker's loop.
func (w *Worker) Start() {
	w.stop = make(chan struct{})
	go w.loop()
}

func (w *Worker) loop() {
	for {
		select {
		case <-w.stop:
			close(w.done)
			return
		}
	}
}

// Stop ends the worker's loop and waits for it.
func (w *Worker) Stop() {
	close(w.stop)
	<-w.done
	close(w.done)
}
