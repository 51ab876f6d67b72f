// Package nanweightbug keeps weighted values; its Quantile reads one
// past the end for q at or above 1: a bug with ordinary floats.
package nanweightbug

import "math"

// Digest holds weighted values in insertion order.
type Digest struct {
	means, weights []float64
	total          float64
}

// New returns an empty digest.
func New() *Digest { return &Digest{} }

// Add records mean with a positive weight; other weights are ignored.
func (d *Digest) Add(mean, weight float64) {
	if !(weight > 0) || math.IsInf(weight, 0) {
		return
	}
	d.means = append(d.means, mean)
	d.weights = append(d.weights, weight)
	d.total += weight
}

// Quantile returns the mean at which the cumulative weight passes q of
// the total, or NaN for an empty digest.
func (d *Digest) Quantile(q float64) float64 {
	if len(d.means) == 0 || math.IsNaN(q) {
		return math.NaN()
	}
	target := q * d.total
	i, cum := 0, d.weights[0]
	for cum <= target { // BUG: at q >= 1 it walks past the last weight
		i++
		cum += d.weights[i]
	}
	return d.means[i]
}
