// Package final has a Batch whose use ends with Flush, as the package's
// tests show: they never call anything after it. An Add after Flush
// sends on a closed channel, which is the program's misuse. No finding
// is wanted. Its pair is finalbug.
package final

// Batch sums the numbers added to it, on Flush.
type Batch struct {
	ch   chan int
	hist [3]int
}

// New returns an empty batch.
func New() *Batch { return &Batch{ch: make(chan int, 64)} }

// Add adds n to the batch.
func (b *Batch) Add(n int) {
	b.hist[(n%3+3)%3]++
	b.ch <- n
}

// Flush returns the sum of the numbers added.
func (b *Batch) Flush() int {
	// Under a guard: that the tests end the batch's use with Flush is
	// what tells, not a close of the channel Add sends on (closesonce).
	if b.ch != nil {
		close(b.ch)
	}
	s := 0
	for n := range b.ch {
		s += n
	}
	return s
}
