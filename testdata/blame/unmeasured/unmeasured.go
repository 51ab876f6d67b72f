// Package unmeasured is a state of an automaton whose transitions are
// inserted and read by position, as Go's slices are, and which has no
// length to ask: a program that inserts past the end misuses it, as
// s[:7] of an empty slice does, and the runtime's own message names the
// index it passed. No finding is wanted. Its pair is unmeasuredbug.
package unmeasured

// State is a state of an automaton.
type State struct{ trans []string }

// NewState returns a state with no transitions.
func NewState() *State { return &State{} }

// Add appends the transition t.
func (s *State) Add(t string) { s.trans = append(s.trans, t) }

// AddTransition inserts the transition t at position index.
func (s *State) AddTransition(t string, index int) {
	s.trans = append(s.trans[:index], append([]string{t}, s.trans[index:]...)...)
}

// Transition returns the transition at position i, or "" if there is
// none.
func (s *State) Transition(i int) string {
	if i < 0 || i >= len(s.trans) {
		return ""
	}
	return s.trans[i]
}
