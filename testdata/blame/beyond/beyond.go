// Package beyond is a sequence whose accessors take positions below its
// length, as Go's slices do, without saying so: a program that splits it
// past its end misuses it. No finding is wanted. Its pair is beyondbug,
// whose Delete fails on the last position, which is in range.
package beyond

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
func (s *Seq) Delete(i int) { s.items = append(s.items[:i], s.items[i+1:]...) }
