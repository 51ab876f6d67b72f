// Package unmeasuredbug is unmeasured with a bug: Compact reads one
// position past its transitions whatever it is handed, the package's
// bug, found. Its pair is unmeasured.
package unmeasuredbug

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

// Compact removes the empty transitions.
func (s *State) Compact() {
	kept := s.trans[:0]
	for i := 0; i <= len(s.trans); i++ {
		if s.trans[i] != "" {
			kept = append(kept, s.trans[i])
		}
	}
	s.trans = kept
}
