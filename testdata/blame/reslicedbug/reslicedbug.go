// Package reslicedbug is resliced with a bug: Last of a list reads
// past its end, the package's bug, found; walking the old list after
// Dedup is still the program's misuse. Its pair is resliced.
package reslicedbug

import "errors"

// Node is a located value.
type Node struct {
	Path  string
	Value int
}

// List is a list of nodes.
type List []*Node

// Of returns a list of nodes with the given values, at paths of their
// own, the first twice.
func Of(values ...int) List {
	var l List
	for i, v := range values {
		l = append(l, &Node{Path: string(rune('a' + i)), Value: v})
	}
	if len(l) > 0 {
		l = append(l, &Node{Path: l[0].Path, Value: l[0].Value})
	}
	return l
}

// Dedup removes the nodes whose path an earlier node has. It returns
// the modified list, which may be shorter, and zeroes the elements
// between its new length and the old one.
func (l List) Dedup() List {
	seen := map[string]bool{}
	n := 0
	for _, x := range l {
		if !seen[x.Path] {
			seen[x.Path] = true
			l[n] = x
			n++
		}
	}
	clear(l[n:])
	return l[:n]
}

// Check returns an error if a node is nil, or nil: a result of no
// slice type, which reslicing does not concern.
func (l List) Check() error {
	for _, x := range l {
		if x == nil {
			return errNil
		}
	}
	return nil
}

var errNil = errors.New("a nil node")

// Sum is the sum of the nodes' values.
func (l List) Sum() int {
	s := 0
	for _, x := range l {
		s += x.Value
	}
	return s
}

// Last is the value of the last node, or 0.
func (l List) Last() int {
	if len(l) == 0 {
		return 0
	}
	return l[len(l)].Value
}
