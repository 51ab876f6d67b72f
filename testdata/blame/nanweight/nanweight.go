// Package nanweight keeps weighted values, as a digest does. An empty
// one's Quantile is NaN; a NaN handed back as a weight breaks the
// sums the lookup relies on: the program's garbage in.
package nanweight

import "math"

// Digest holds weighted values in insertion order.
type Digest struct {
	means, weights []float64
	total          float64
}

// New returns an empty digest.
func New() *Digest { return &Digest{} }

// Add records mean with weight; a negative weight is ignored.
func (d *Digest) Add(mean, weight float64) {
	if weight < 0 {
		return
	}
	d.means = append(d.means, mean)
	d.weights = append(d.weights, weight)
	d.total += weight
}

// Quantile returns the mean at which the cumulative weight reaches q of
// the total, or NaN for an empty digest.
func (d *Digest) Quantile(q float64) float64 {
	if len(d.means) == 0 {
		return math.NaN()
	}
	q = max(0, min(q, 1))
	if q != q {
		q = 0
	}
	target := q * d.total
	i, cum := 0, d.weights[0]
	for !(cum >= target) { // a NaN total never stops it before the end
		i++
		cum += d.weights[i]
	}
	return d.means[i]
}
