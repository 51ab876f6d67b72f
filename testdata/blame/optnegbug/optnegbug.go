// Package optnegbug is optneg whose Fail divides by the buckets but
// one: a breaker of one bucket, a count in range, fails. The package's
// bug, found.
package optnegbug

// Option configures a Breaker.
type Option func(*options)

type options struct {
	bucket int
	window int
}

// WithBucket sets the number of buckets in a window.
func WithBucket(b int) Option { return func(o *options) { o.bucket = b } }

// Breaker counts the failures of a window, by bucket.
type Breaker struct {
	counts []int
	width  int
	now    int
}

// NewBreaker returns a breaker of 10 buckets over a window of 100 ticks,
// or as the options say.
func NewBreaker(opts ...Option) *Breaker {
	o := options{bucket: 10, window: 100}
	for _, f := range opts {
		f(&o)
	}
	b := &Breaker{counts: make([]int, o.bucket)}
	if o.bucket > 0 {
		b.width = o.window / o.bucket
	}
	return b
}

// Fail counts a failure now.
func (b *Breaker) Fail() {
	if len(b.counts) > 0 && b.width > 0 {
		b.counts[b.now/b.width%(len(b.counts)-1)]++ // the bug: one bucket divides by 0
	}
}

// Tick moves time on.
func (b *Breaker) Tick() { b.now++ }
