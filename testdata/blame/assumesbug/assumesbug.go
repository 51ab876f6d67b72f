// Package assumesbug works on matrices, stored as rows. Transpose's doc
// says what it assumes of its input, in the words Go docs use for a
// precondition: a ragged matrix is the caller's error, and the index
// past a short row it meets is the documented consequence. The pair of
// assumes; its Trace has a bug of its own, which is found.
package assumesbug

// Transpose flips m over its diagonal. Assumes all rows have the same
// length.
func Transpose(m [][]int) [][]int {
	if len(m) == 0 {
		return nil
	}
	t := make([][]int, len(m[0]))
	for j := range t {
		t[j] = make([]int, len(m))
		for i := range m {
			t[j][i] = m[i][j]
		}
	}
	return t
}

// Sum returns the sum of m's elements.
func Sum(m [][]int) int {
	s := 0
	for _, row := range m {
		for _, v := range row {
			s += v
		}
	}
	return s
}

// Trace returns the sum of m's diagonal, as far as it goes. BUG: it goes
// as far as the rows do, past a short row's end.
func Trace(m [][]int) int {
	s := 0
	for i := range m {
		s += m[i][i]
	}
	return s
}
