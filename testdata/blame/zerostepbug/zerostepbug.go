// Package zerostepbug is zerostep with a bug: Output of a spinner that
// printed nothing reads its last line. UpdateText of a zero spinner
// stays the caller's misuse.
package zerostepbug

import "strings"

// Style colors text.
type Style struct{ code string }

// Spinner shows text while work goes on.
type Spinner struct {
	Text  string
	style *Style
	done  bool
	lines []string
}

// Start returns a started spinner showing text.
func Start(text string) *Spinner { return &Spinner{Text: text, style: &Style{code: "1"}} }

// UpdateText changes the text of the active spinner.
func (s *Spinner) UpdateText(text string) {
	s.Text = "\x1b[" + s.style.code + "m" + text
}

// Success stops the spinner, printing msg as a success.
func (s *Spinner) Success(msg string) {
	s.done = true
	s.lines = append(s.lines, "SUCCESS "+msg)
}

// Output returns what the spinner printed, a line each.
func (s *Spinner) Output() string {
	last := s.lines[len(s.lines)-1]
	return strings.Join(append(s.lines[:len(s.lines)-1:len(s.lines)-1], last), "\n")
}
