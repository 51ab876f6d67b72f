// Package levelboundbug is a skip list of L levels, a bound it publishes
// as an exported constant. Skip(level, key) takes a level below L; a
// program that asks for level L or more runs past the list's array of
// heads, as an index past a slice's end (batch 65: a skip list's Skip
// and CreatePair given levels past its L). The pair of levelbound; its
// Top has a bug of its own, which is found.
package levelboundbug

// L is the number of levels of a list.
const L = 8

type node struct {
	key  int
	next [L]*node
}

// List is a skip list of ints.
type List struct {
	head [L]*node
	n    int
}

// New returns an empty list.
func New() *List { return &List{} }

// Insert adds key at level 0.
func (l *List) Insert(key int) {
	l.head[0] = &node{key: key, next: [L]*node{l.head[0]}}
	l.n++
}

// Skip returns the first key of level at least key, or -1.
func (l *List) Skip(level int, key int) int {
	for n := l.head[level]; n != nil; n = n.next[level] {
		if n.key >= key {
			return n.key
		}
	}
	return -1
}

// Len is the number of keys.
func (l *List) Len() int { return l.n }

// Top returns the keys at the top level. BUG: it reads the level past
// the top.
func (l *List) Top() []int {
	var out []int
	for n := l.head[l.n%2*L]; n != nil; n = n.next[0] {
		out = append(out, n.key)
	}
	return out
}
