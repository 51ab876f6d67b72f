// Package sliceexprbug is sliceexpr's rope with a bug: Substring reads
// one byte past the end of its range, so a range ending at the leaf's
// end, [i:j] with j its weight, fails. The doc's "substring [i:j]"
// asks a range of the caller, and this one is one.
package sliceexprbug

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
func (l StringLeaf) Substring(i, j uint64) []byte {
	if i > j || j > uint64(len(l)) {
		return nil
	}
	return []byte(l)[i : j+1]
}

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
