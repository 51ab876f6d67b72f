// Package emptylastbug keeps a history of steps whose Last forgets that
// Clear empties it: the empty slice is the package's own, and the panic
// is its bug.
package emptylastbug

// History is a list of steps, oldest first.
type History struct{ steps []string }

// New returns a history that starts with the step "start".
func New() *History { return &History{steps: []string{"start"}} }

// Do records a step.
func (h *History) Do(step string) { h.steps = append(h.steps, step) }

// Clear forgets every step.
func (h *History) Clear() { h.steps = h.steps[:0] }

// Last returns the latest step, or "" if there is none.
func (h *History) Last() string { return h.steps[len(h.steps)-1] }
