// Package registry is a state machine of handlers its user registers: When
// registers the handler of a state, and Send hands an event to the
// handler of the current state. A machine no When configured has no
// handler to call, and Send calls the nil it looks up: the user never
// registered one, as the package's tests and examples always do first.
// The pair of registrybug.
package registry

import "sync"

// Handler handles an event in a state, and returns the next state.
type Handler func(event string) string

// Machine is a state machine.
type Machine struct {
	mu       sync.Mutex
	state    string
	handlers map[string]Handler
	sent     int
}

// New returns a machine in the state start, with no handlers.
func New(start string) *Machine {
	return &Machine{state: start, handlers: map[string]Handler{}}
}

// When registers h as the handler of state.
func (m *Machine) When(state string, h Handler) *Machine {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.handlers[state] = h
	return m
}

// Send hands event to the handler of the current state, and moves to the
// state it returns.
func (m *Machine) Send(event string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	h := m.handlers[m.state]
	m.state = h(event)
	m.sent++
}

// State returns the current state.
func (m *Machine) State() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.state
}
