// Package parallelbug is parallel whose OrdTokens reads the name after
// each pattern's: patterns and names of one length, as they should be,
// fail. The package's bug, found.
package parallelbug

import "strings"

// OrdTokens returns "name=pattern" for each pattern and the name at its
// index.
func OrdTokens(patterns []string, names []string) []string {
	var out []string
	for i := range patterns {
		out = append(out, names[i]+"="+patterns[i])
		if i+1 == len(patterns) {
			out = append(out, names[i+1]) // the bug: one past the end
		}
	}
	return out
}

// Join joins tokens with spaces.
func Join(tokens []string) string { return strings.Join(tokens, " ") }
