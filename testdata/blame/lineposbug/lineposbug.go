// Package lineposbug is linepos whose Word looks for the word's end one
// byte past the line: at a position in the line's last word (an empty
// line's 0 too), it fails. The package's bug, found.
package lineposbug

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
	for end <= len(line) && line[end] != ' ' { // the bug: <=
		end++
	}
	return line[start:end]
}
