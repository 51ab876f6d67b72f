// Package outsider describes functions by the types they take and
// return. A reflect.Type has the methods of Signature: a program may hand
// one where a Signature is wanted, and reflect's own Out panics on an
// index past NumOut, as its doc says; that is no bug of this package.
package outsider

import "reflect"

// Signature describes a function's results.
type Signature interface {
	NumOut() int
	Out(i int) reflect.Type
}

// TypeOf returns the type of f.
func TypeOf(f any) reflect.Type { return reflect.TypeOf(f) }

// Results lists the types s's function returns.
func Results(s Signature) []reflect.Type {
	out := make([]reflect.Type, 0, s.NumOut())
	for i := 0; i < s.NumOut(); i++ {
		out = append(out, s.Out(i))
	}
	return out
}
