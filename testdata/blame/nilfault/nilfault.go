// Package nilfault links items by an embedded list head, as the
// kernel's LIST_HEAD does, and converts a head back to its item by
// unsafe arithmetic (container-of). Given a nil head, ValueOf reads
// just below nil, which kills the process with a fault
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

// itemOf returns the item whose head h is.
func itemOf(h *Head) *Item {
	return (*Item)(unsafe.Add(unsafe.Pointer(h), -int(unsafe.Offsetof(Item{}.head))))
}

// ValueOf returns the value of the item whose head h is.
//
//go:noinline
func ValueOf(h *Head) int { return itemOf(h).Val }
