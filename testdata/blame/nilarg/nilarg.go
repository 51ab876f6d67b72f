// Package nilarg dereferences its argument: a nil that hogen passed is
// hogen's fault, not a finding.
package nilarg

// Node holds a value.
type Node struct{ V int }

// Value returns n's value.
func Value(n *Node) int { return n.V }
