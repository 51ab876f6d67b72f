// Package floatdomain sizes its tables from floats: a false-positive
// rate p or fpRate and an error bound epsilon with its delta, which lie
// in [0, 1], and a compression, which is not negative. A p of 8 or a
// compression of -1 makes a size out of range: the program's misuse; a
// rate or bound of 0 asks for an infinite table, there or in a later
// call: suspicious at most. No finding is wanted. Its pair is
// floatdomainbug.
package floatdomain

import "math"

// Filter is a set of bits sized for a false-positive rate.
type Filter struct {
	bits []bool
}

// NewOptimal returns a Filter for n elements at false-positive rate p.
func NewOptimal(n uint64, p float64) *Filter {
	m := -float64(n+1) * math.Log(p) / (math.Ln2 * math.Ln2)
	return &Filter{bits: make([]bool, int(m)+1)}
}

// Add sets the bit of x.
func (f *Filter) Add(x uint64) { f.bits[x%uint64(len(f.bits))] = true }

// Has reports whether the bit of x is set.
func (f *Filter) Has(x uint64) bool { return f.bits[x%uint64(len(f.bits))] }

// Digest keeps a buffer sized by its compression.
type Digest struct {
	buf []float64
}

// NewWithCompression returns a Digest with compression c.
func NewWithCompression(c float64) *Digest {
	return &Digest{buf: make([]float64, 0, int(c*8)+1)}
}

// Add adds x.
func (d *Digest) Add(x float64) { d.buf = append(d.buf, x) }

// Count is how many values were added.
func (d *Digest) Count() int { return len(d.buf) }

// NewWithRate returns a Filter for n elements at false-positive rate
// fpRate.
func NewWithRate(n uint64, fpRate float64) *Filter { return NewOptimal(n, fpRate) }

// Sketch counts in a table sized for an error bound.
type Sketch struct {
	counts []uint32
}

// NewSketch returns a Sketch whose estimates are within epsilon of the
// truth.
func NewSketch(epsilon float64) *Sketch {
	return &Sketch{counts: make([]uint32, uint(math.Ceil(math.E/epsilon)))}
}

// Add counts x.
func (s *Sketch) Add(x uint64) { s.counts[x%uint64(len(s.counts))]++ }

// NewSketchWithin returns a Sketch within epsilon of the truth with
// probability 1-delta.
func NewSketchWithin(epsilon, delta float64) *Sketch {
	rows := uint(math.Ceil(math.Log(1/delta))) + 1
	return &Sketch{counts: make([]uint32, rows*uint(math.Ceil(math.E/epsilon)))}
}

// Fingerprints keeps fingerprints of a width set by a false-positive
// rate.
type Fingerprints struct {
	bits uint
	buf  [8]byte
}

// NewFingerprints returns Fingerprints for false-positive rate fpRate.
func NewFingerprints(fpRate float64) *Fingerprints {
	return &Fingerprints{bits: uint(math.Ceil(math.Log2(1 / fpRate)))}
}

// Print is the fingerprint of x.
func (f *Fingerprints) Print(x []byte) []byte {
	fp := f.buf[:(f.bits+7)/8]
	copy(fp, x)
	return fp
}
