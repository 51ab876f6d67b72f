// Package bigpow is arithmetic on integers of any size. A power of a
// power is a number with more digits than memory holds: computing it
// runs past any timeout, and that is the program's workload, not a bug.
package bigpow

import "math/big"

// Num is an integer of any size.
type Num struct{ v *big.Int }

// New returns x as a Num.
func New(x int64) Num { return Num{big.NewInt(x)} }

// Pow returns n to the power e; e must not be negative.
func (n Num) Pow(e Num) Num {
	if e.v.Sign() < 0 {
		return New(0)
	}
	return Num{new(big.Int).Exp(n.v, e.v, nil)}
}

// Add returns n+m.
func (n Num) Add(m Num) Num { return Num{new(big.Int).Add(n.v, m.v)} }

// Int64 returns n's value if it fits in an int64.
func (n Num) Int64() (int64, bool) { return n.v.Int64(), n.v.IsInt64() }
