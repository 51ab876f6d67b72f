// Package optany has an emitter built with functional options whose
// listeners are any funcs, called by reflection with the event's
// arguments and zeros for the ones missing. An option is for the
// constructor: a program that registers one as a listener has it called
// with a nil emitter, its misuse, and no finding is wanted. Its pair is
// optanybug, whose Emit fails on an event with no listeners.
package optany

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
