// Package typednilbug is typednil whose Contains compares what its own
// lookup found, nil or not: the nil *Key it made itself reaches
// Compare, with no nil of the program's. The package's bug, found.
package typednilbug

import (
	"sort"
	"strings"
)

// Item is what the set holds.
type Item interface {
	// Compare orders the item before (<0), with (0) or after (>0) o.
	Compare(o Item) int
}

// Key is an Item named by a string.
type Key struct{ S string }

// Compare orders keys by name, and a key after what is no key.
func (k Key) Compare(o Item) int {
	if ok, isKey := o.(*Key); isKey && ok != nil {
		return strings.Compare(k.S, ok.S)
	}
	return 1
}

// Set holds items, each once.
type Set struct{ items []Item }

// NewSet returns an empty set.
func NewSet() *Set { return &Set{} }

// Add adds it unless an item equal to it is there already, and keeps
// the items in order.
func (s *Set) Add(it Item) {
	for _, x := range s.items {
		if x.Compare(it) == 0 {
			return
		}
	}
	s.items = append(s.items, it)
	sort.Slice(s.items, func(i, j int) bool { return s.items[i].Compare(s.items[j]) < 0 })
}

// Find returns the key named name, or nil when there is none.
func (s *Set) Find(name string) *Key {
	for _, x := range s.items {
		if k, ok := x.(*Key); ok && k != nil && k.S == name {
			return k
		}
	}
	return nil
}

// Contains reports whether a key named name is in the set.
func (s *Set) Contains(name string) bool {
	var it Item = s.Find(name)
	return it.Compare(&Key{S: name}) == 0 // the bug: a nil *Key is no nil Item
}

// Len is the number of items.
func (s *Set) Len() int { return len(s.items) }
