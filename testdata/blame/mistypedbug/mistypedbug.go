// Package mistypedbug is mistyped with a bug: a level of 0, of the type
// its doc names, leaves the list no slot, and Add fails: the package's
// bug, found. Its pair is mistyped.
package mistypedbug

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
		l.level = int(v)
	case uint8:
		l.level = int(v)
	case uint64:
		l.level = int(v)
	}
	l.items = make([]int, l.level)
	return l
}

// Add stores v in the first slot.
func (l *List) Add(v int) { l.items[0] = v }

// Level is the level the list was made with.
func (l *List) Level() int { return l.level }
