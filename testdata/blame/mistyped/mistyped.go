// Package mistyped takes its level as an empty interface whose doc names
// the type it must have: a program that passes another type misuses it,
// however late the package trips over it. No finding is wanted. Its pair
// is mistypedbug, which fails on a level of the named type.
package mistyped

// List keeps up to its level of values.
type List struct {
	level int
	items []int
}

// New returns a list. The level must be a uint type.
func New(level interface{}) *List {
	l := &List{}
	switch v := level.(type) {
	case uint:
		l.level = int(v) + 1
	case uint8:
		l.level = int(v) + 1
	case uint64:
		l.level = int(v) + 1
	}
	l.items = make([]int, l.level)
	return l
}

// Add stores v in the first slot.
func (l *List) Add(v int) { l.items[0] = v }

// Level is the level the list was made with.
func (l *List) Level() int { return l.level }
