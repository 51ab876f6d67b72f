// Package levelbound is a skip list of L levels, a bound it publishes
// as an exported constant. Skip(level, key) takes a level below L, and
// Level(maxL, p) a bound of levels at most L; a program that asks for
// more runs past the list's arrays, as an index past a slice's end
// (batch 65: a skip list's Skip and CreatePair given levels past its L).
// A node NewNode makes with rank 0 has no level to go next on (batch
// 65 AG2): a size of 0, at most suspicious. The pair of levelboundbug.
package levelbound

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

// probs are the chances of a node's climbing each level.
var probs = [L]float64{1, 0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125}

// Level returns the level a node of chance p climbs to, at most maxL.
func (l *List) Level(maxL int, p float64) int {
	level := 0
	for level < maxL && p < probs[level] {
		level++
	}
	return level
}

// Node is a node of rank fingers, made by NewNode for the list to link.
type Node struct {
	Key     int
	Fingers []*Node
}

// NewNode returns an unlinked node of key with rank fingers.
func NewNode(key, rank int) *Node { return &Node{Key: key, Fingers: make([]*Node, rank)} }

// Next returns the node after n at the lowest level.
func (n *Node) Next() *Node { return n.Fingers[0] }
