// Package finalbug is final with a bug before Flush: Add counts numbers
// by their remainder mod 4 in three buckets. The pair of final.
package finalbug

// Batch sums the numbers added to it, on Flush.
type Batch struct {
	ch   chan int
	hist [3]int
}

// New returns an empty batch.
func New() *Batch { return &Batch{ch: make(chan int, 64)} }

// Add adds n to the batch.
func (b *Batch) Add(n int) {
	b.hist[(n%4+4)%4]++ // BUG: four remainders, three buckets
	b.ch <- n
}

// Flush returns the sum of the numbers added.
func (b *Batch) Flush() int {
	close(b.ch)
	s := 0
	for n := range b.ch {
		s += n
	}
	return s
}
