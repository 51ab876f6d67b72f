// Package bigpowbug is arithmetic on integers of any size whose Gcd, by
// repeated subtraction, never ends when one number is zero: a busy hang
// in the package's own loop, its bug.
package bigpowbug

import "math/big"

// Num is an integer of any size.
type Num struct{ v *big.Int }

// New returns x as a Num.
func New(x int64) Num { return Num{big.NewInt(x)} }

// Add returns n+m.
func (n Num) Add(m Num) Num { return Num{new(big.Int).Add(n.v, m.v)} }

// Gcd returns the greatest common divisor of the absolute values of n
// and m that fit in an int64; Gcd of 0 and m is |m|.
func (n Num) Gcd(m Num) int64 {
	a, b := abs(n.v.Int64()), abs(m.v.Int64())
	for a != b {
		if a > b {
			a -= b
		} else {
			b -= a
		}
	}
	return a
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
