// Package startonce is a worker a program starts, then stops. Start has
// no error to refuse a second call, and a second one runs a second
// loop: Stop then ends both, and both close the channel that says the
// loop is done. A value started is not started again (httptest.Server's
// Start refuses a second call as "already started"): that crash is the
// program's doing.
package startonce

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
}
