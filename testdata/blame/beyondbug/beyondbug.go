// Package beyondbug is beyond with a bug: Delete skips one value too many,
// and fails on the last position, which is in range: the package's bug,
// found. Its pair is beyond.
package beyondbug

// Seq is a sequence of ints.
type Seq struct{ items []int }

// New returns a sequence of the given values.
func New(values ...int) *Seq { return &Seq{items: append([]int(nil), values...)} }

// Len is the number of values.
func (s *Seq) Len() int { return len(s.items) }

// Append adds v at the end.
func (s *Seq) Append(v int) { s.items = append(s.items, v) }

// At returns the value at position i.
func (s *Seq) At(i int) int { return s.items[i] }

// SplitAt splits the sequence before position i.
func (s *Seq) SplitAt(i int) (*Seq, *Seq) {
	return New(s.items[:i]...), New(s.items[i:]...)
}

// Delete removes the value at position i.
func (s *Seq) Delete(i int) {
	for j := i; j < len(s.items); j++ {
		s.items[j] = s.items[j+1]
	}
	s.items = s.items[:len(s.items)-1]
}
