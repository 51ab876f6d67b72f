// Package nilslice is a slice type with accessors, as statistics
// packages have: Get's index is below Len, and an empty (nil) Data has
// no index at all.
package nilslice

// Data is a sample.
type Data []float64

// Load returns a sample of n zeros.
func Load(n int) Data {
	if n <= 0 {
		return nil
	}
	return make(Data, min(n, 1000))
}

// Len returns the sample's size.
func (d Data) Len() int { return len(d) }

// Get returns the value at index i.
func (d Data) Get(i int) float64 { return d[i] }

// Sum returns the sum of the values.
func (d Data) Sum() float64 {
	s := 0.0
	for _, v := range d {
		s += v
	}
	return s
}
