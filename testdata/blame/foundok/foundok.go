// Package foundok has a document of nested maps whose Nested returns the
// map at a path, whether it was found, and an error: the comma-ok
// convention with an error after the ok (as unstructured objects'
// NestedMap does). When found is false the map is the zero Doc, and
// using it is the caller's mistake. No finding is wanted. Its pair is foundokbug.
package foundok

import "errors"

// Doc is a tree of string-keyed maps.
type Doc struct {
	m map[string]any
}

// New returns an empty document.
func New() *Doc { return &Doc{m: map[string]any{}} }

// Put makes the map at key if there is none, and returns it.
func (d *Doc) Put(key string) *Doc {
	if sub, ok := d.m[key].(*Doc); ok {
		return sub
	}
	sub := New()
	d.m[key] = sub
	return sub
}

// Nested returns the map at key, whether there is one, and an error if
// the value at key is not a map.
func (d *Doc) Nested(key string) (Doc, bool, error) {
	v, ok := d.m[key]
	if !ok {
		return Doc{}, false, nil
	}
	sub, ok := v.(*Doc)
	if !ok {
		return Doc{}, false, errors.New("foundok: not a map")
	}
	return *sub, true, nil
}

// Set sets key to the string v.
func (d *Doc) Set(key, v string) { d.m[key] = v }

// Len returns how many keys the map holds.
func (d *Doc) Len() int { return len(d.m) }
