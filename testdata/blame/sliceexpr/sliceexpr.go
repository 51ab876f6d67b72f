// Package sliceexpr is a rope whose leaves are text fragments. The Leaf
// interface writes Substring's two unnamed parameters as a slice
// expression, "substring [i:j]": a range whose start is at most its end,
// as s[i:j] needs. Substring(1, 0) of a StringLeaf fails as s[1:0]
// does, and that is the caller's mistake (batch 73).
package sliceexpr

// Leaf is a fragment of text.
type Leaf interface {
	Weight() uint64                  // length of the fragment in bytes
	Substring(uint64, uint64) []byte // substring [i:j]
}

// StringLeaf is the default Leaf, a Go string.
type StringLeaf string

// Weight is the length of the leaf's text in bytes.
func (l StringLeaf) Weight() uint64 { return uint64(len(l)) }

// Substring returns a part of the leaf's text.
func (l StringLeaf) Substring(i, j uint64) []byte { return []byte(l)[i:j] }

// Rope is a sequence of leaves.
type Rope struct{ leaves []Leaf }

// Append adds a leaf at the end of the rope.
func (r *Rope) Append(l Leaf) { r.leaves = append(r.leaves, l) }

// Len is the length of the rope's text in bytes.
func (r *Rope) Len() uint64 {
	var n uint64
	for _, l := range r.leaves {
		n += l.Weight()
	}
	return n
}
