// Package handedoutbug is handedout with a Longest that takes the first
// run without asking whether there is one, and so fails on a text
// without the letter: the package's bug, to be found. A Run written by
// hand is still the program's misuse.
package handedoutbug

// Run is one run of the letter.
type Run struct {
	text []rune
	// Index is where the run starts, Length how long it is.
	Index, Length int
}

// String is the run's text.
func (r Run) String() string { return string(r.text[r.Index : r.Index+r.Length]) }

// Match is every run of a letter in a text.
type Match struct {
	Letter rune
	Runs   []Run
}

// Count is how many runs there are.
func (m *Match) Count() int { return len(m.Runs) }

// Find returns the runs of letter in s.
func Find(s string, letter rune) *Match {
	text := []rune(s)
	m := &Match{Letter: letter}
	for i := 0; i < len(text); {
		if text[i] != letter {
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] == letter {
			j++
		}
		m.Runs = append(m.Runs, Run{text: text, Index: i, Length: j - i})
		i = j
	}
	return m
}

// Longest is the longest run.
func (m *Match) Longest() Run {
	best := m.Runs[0] // the bug: no run at all
	for _, r := range m.Runs[1:] {
		if r.Length > best.Length {
			best = r
		}
	}
	return best
}
