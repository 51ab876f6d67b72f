// Package nilfault links items by an embedded list head, as the
// kernel's LIST_HEAD does, and converts a head back to its item by
// unsafe arithmetic (container-of). Given a nil head, ItemOf returns a
// pointer just below nil, and reading it kills the process with a fault
// rather than a nil-dereference panic: the program's nil all the same.
// The pair of nilfaultbug.
package nilfault

import "unsafe"

// Head links an item into a list.
type Head struct{ next, prev *Head }

// Item is a key in a list.
type Item struct {
	Key  string
	Val  int
	head Head
}

// List is a list of items.
type List struct{ root Head }

// New returns an empty list.
func New() *List {
	l := &List{}
	l.root.next, l.root.prev = &l.root, &l.root
	return l
}

// Push adds an item for key and returns its head.
func (l *List) Push(key string) *Head {
	it := &Item{Key: key}
	it.head.prev, it.head.next = l.root.prev, &l.root
	l.root.prev.next = &it.head
	l.root.prev = &it.head
	return &it.head
}

// ItemOf returns the item whose head h is.
func ItemOf(h *Head) *Item {
	return (*Item)(unsafe.Add(unsafe.Pointer(h), -int(unsafe.Offsetof(Item{}.head))))
}

// Head returns the item's list head.
func (it *Item) Head() *Head { return &it.head }

// Value returns the item's value.
//
//go:noinline
func (it *Item) Value() int { return it.Val }
