// Package buckets keeps small counters in Buckets. A bucket is picked by
// its position among the Buckets' Count: a program that sets bucket 0 of
// Buckets made with none indexes past them, its own doing. No finding is
// wanted.
package buckets

// Buckets are counters.
type Buckets struct {
	data []uint8
}

// NewBuckets returns count buckets.
func NewBuckets(count uint) *Buckets { return &Buckets{data: make([]uint8, count)} }

// Count is how many buckets there are.
func (b *Buckets) Count() uint { return uint(len(b.data)) }

// Set sets the bucket to v.
func (b *Buckets) Set(bucket uint, v uint8) *Buckets {
	b.data[bucket] = v
	return b
}

// Get returns the bucket's value.
func (b *Buckets) Get(bucket uint) uint8 { return b.data[bucket] }

// Increment adds delta to the bucket, saturating at 255.
func (b *Buckets) Increment(bucket uint, delta uint8) *Buckets {
	if v := b.data[bucket]; int(v)+int(delta) > 255 {
		b.data[bucket] = 255
	} else {
		b.data[bucket] = v + delta
	}
	return b
}
