// Package zerostep has a Spinner that Start makes, whose zero value its
// tests use only to print a result with Success. Success changes the
// spinner but readies nothing: UpdateText of a zero spinner, after a
// Success or not, reads the style only Start sets, the caller's misuse.
// No finding. Its pair is zerostepbug.
package zerostep

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
func (s *Spinner) Output() string { return strings.Join(s.lines, "\n") }
