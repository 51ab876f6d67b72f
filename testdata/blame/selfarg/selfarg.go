// Package selfarg is a JSON-like value that holds other values: a
// program that sets a value into itself has made a cycle that String,
// like fmt, does not guard against. No finding is wanted. Its pair is
// selfargbug, whose String fails on an empty object.
package selfarg

import (
	"strconv"
	"strings"
)

// Value is an object of named values, or a number.
type Value struct {
	num  int
	keys []string
	vals []*Value
}

// NewObject returns an empty object.
func NewObject() *Value { return &Value{} }

// NewNumber returns the number n.
func NewNumber(n int) *Value { return &Value{num: n} }

// Set sets key to v.
func (o *Value) Set(key string, v *Value) {
	o.keys = append(o.keys, key)
	o.vals = append(o.vals, v)
}

// String returns the value as JSON.
func (o *Value) String() string {
	if o.keys == nil {
		return strconv.Itoa(o.num)
	}
	var b strings.Builder
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + k + `":` + o.vals[i].String())
	}
	b.WriteByte('}')
	return b.String()
}
