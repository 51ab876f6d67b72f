// Package linepos splits a line of input at the cursor. Its functions
// take the line and a position in it, as slices.Insert(s, i, v) takes i
// in [0, len(s)]: a program that hands a position past the line's end
// misuses them, and no finding is wanted. Its pair is lineposbug, whose
// Word reads past the end of the line.
package linepos

// Before returns the words of line before pos, and how far into the
// last of them pos is.
func Before(line []rune, pos int) ([][]rune, int) {
	var words [][]rune
	line = line[:pos]
	start := 0
	for i, r := range line {
		if r == ' ' {
			words = append(words, line[start:i])
			start = i + 1
		}
	}
	words = append(words, line[start:])
	return words, len(line) - start
}

// Word returns the word of line that pos is in or at the end of.
func Word(line string, pos int) string {
	start, end := pos, pos
	for start > 0 && line[start-1] != ' ' {
		start--
	}
	for end < len(line) && line[end] != ' ' {
		end++
	}
	return line[start:end]
}
