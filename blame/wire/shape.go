package wire

// Shape is the shape of a string in a syntax: each run of digits "9",
// each run of letters "a", every other byte itself ("12:32" and "8:00"
// are "9:9"). The strings a package's tests and examples hand a
// parameter share one when it takes a syntax (a time of day, a path
// pattern), and a string of another shape is outside it.
func Shape(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			c = '9'
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80:
			c = 'a'
		}
		if (c == '9' || c == 'a') && len(b) > 0 && b[len(b)-1] == c {
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// Syntactic reports whether shape is a syntax's: it has a byte that is
// neither a digit nor a letter (a time's ':', a path's '/'). A shape of
// words alone is a name's, which takes any word, and the empty one too.
func Syntactic(shape string) bool {
	for i := 0; i < len(shape); i++ {
		if c := shape[i]; c != '9' && c != 'a' && c != ' ' {
			return true
		}
	}
	return false
}
