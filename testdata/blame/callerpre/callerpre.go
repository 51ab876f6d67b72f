// Package callerpre calls a callback in breach of the callback's
// precondition: hogen must blame Walk, the package function that made the
// call, not the callback.
package callerpre

// Visitor is called back for each item.
type Visitor interface {
	// Visit is called with the 1-based index of an item.
	//
	//@ requires i >= 1
	Visit(i int)
}

// Walk calls v.Visit for items 1..n.
func Walk(v Visitor, n int) {
	for i := 0; i < n; i++ { // BUG: starts at 0
		v.Visit(i)
	}
}
