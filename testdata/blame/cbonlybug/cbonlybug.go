// Package cbonlybug runs functions registered by name, each with the
// arguments of its call: CheckInt reads an argument of the function
// being called, and the tests call it only there. A program that calls
// it outside a call reads no frame, its misuse; Call's own bug, no frame
// for a call of no arguments, is found. Its pair is cbonly.
package cbonlybug

// State holds the registered functions and the calls under way.
type State struct {
	funcs  map[string]func(*State) int
	frames [][]int
}

// New returns a State with no functions.
func New() *State { return &State{funcs: map[string]func(*State) int{}} }

// Register makes f callable as name.
func (s *State) Register(name string, f func(*State) int) { s.funcs[name] = f }

// Call calls the function registered as name with args, and returns
// its result, or 0 if there is none.
func (s *State) Call(name string, args ...int) int {
	f := s.funcs[name]
	if f == nil {
		return 0
	}
	if len(args) > 0 { // the bug: a call of no arguments has a frame too
		s.frames = append(s.frames, args)
		defer func() { s.frames = s.frames[:len(s.frames)-1] }()
	}
	return f(s)
}

// CheckInt returns the i-th argument, from 1, of the function being
// called, or 0 if it has fewer.
func (s *State) CheckInt(i int) int {
	args := s.frames[len(s.frames)-1]
	if i < 1 || i > len(args) {
		return 0
	}
	return args[i-1]
}
