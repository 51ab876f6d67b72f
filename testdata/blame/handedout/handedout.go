// Package handedout finds the runs of a letter in a text. A Run keeps
// the text it was found in, unexported: the package hands Runs out
// inside the Matches it returns, and a Run the program writes by hand
// has no text to slice. No finding is wanted. Its pair is handedoutbug,
// whose Longest fails on a text with no run.
package handedout

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
