// Package parallel pairs patterns with their names, two slices that
// OrdTokens indexes by one loop: parallel slices, of one length, as its
// callers pass them. A program that passes two patterns and one name
// misuses it, and no finding is wanted. Its pair is parallelbug, whose
// OrdTokens reads one name too far.
package parallel

import "strings"

// OrdTokens returns "name=pattern" for each pattern and the name at its
// index.
func OrdTokens(patterns []string, names []string) []string {
	var out []string
	for i := range patterns {
		out = append(out, names[i]+"="+patterns[i])
	}
	return out
}

// Join joins tokens with spaces.
func Join(tokens []string) string { return strings.Join(tokens, " ") }
