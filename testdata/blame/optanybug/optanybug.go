// Package optanybug has optany's emitter, but its Emit reads the first
// listener of an event before it looks whether there is one: an event
// with no listeners fails, the package's bug.
package optanybug

import "reflect"

// Emitter calls listeners by event name.
type Emitter struct {
	queue     int
	listeners map[string][]reflect.Value
}

// Option configures an Emitter.
type Option func(*Emitter)

// WithQueueSize sets the size of the queue of asynchronous events.
func WithQueueSize(n int) Option { return func(e *Emitter) { e.queue = n } }

// New returns an emitter configured by opts.
func New(opts ...Option) *Emitter {
	e := &Emitter{queue: 8, listeners: map[string][]reflect.Value{}}
	for _, o := range opts {
		o(e)
	}
	return e
}

// On adds listener, a func, for the event name.
func (e *Emitter) On(name string, listener any) {
	v := reflect.ValueOf(listener)
	if v.Kind() != reflect.Func {
		return
	}
	e.listeners[name] = append(e.listeners[name], v)
}

// Emit calls the listeners of the event name with args, and zeros for
// the parameters args does not fill.
func (e *Emitter) Emit(name string, args ...any) {
	_ = e.listeners[name][0].Type()
	for _, l := range e.listeners[name] {
		t := l.Type()
		in := make([]reflect.Value, t.NumIn())
		for i := range in {
			if i < len(args) && args[i] != nil && reflect.TypeOf(args[i]).AssignableTo(t.In(i)) {
				in[i] = reflect.ValueOf(args[i])
			} else {
				in[i] = reflect.Zero(t.In(i))
			}
		}
		l.Call(in)
	}
}

// Listeners is the number of listeners of the event name.
func (e *Emitter) Listeners(name string) int { return len(e.listeners[name]) }
