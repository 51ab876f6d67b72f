// Package outsiderbug describes functions by the types they return, and
// builds such descriptions by hand. Its own Out counts from the end, one
// past it: Out(0) reads past the list. (A reflect.Type has the methods of
// Signature too; what it refuses is reflect's business.)
package outsiderbug

import "reflect"

// Signature describes a function's results.
type Signature interface {
	NumOut() int
	Out(i int) reflect.Type
}

// TypeOf returns the type of f.
func TypeOf(f any) reflect.Type { return reflect.TypeOf(f) }

// Results is a Signature made of a list of types.
type Results struct{ types []reflect.Type }

// Returning describes a function that returns values of types.
func Returning(types ...reflect.Type) *Results { return &Results{types: types} }

// NumOut returns how many types r lists.
func (r *Results) NumOut() int { return len(r.types) }

// Out returns the i'th type r lists; i is below NumOut.
func (r *Results) Out(i int) reflect.Type {
	return r.types[len(r.types)-i] // one past: len-1-i is meant
}
