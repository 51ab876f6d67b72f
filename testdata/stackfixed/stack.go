// Package stackfixed is testdata/stack with the paper's two bugs fixed:
// Capacity counts right, AfterPush has its contracts back (an observer
// must leave the stack non-empty), and PushN stops early when observers
// fill the stack. hogen must find nothing here.
package stackfixed

// MaxBound is the largest bound a stack may have.
const MaxBound = 1 << 12

// ObserverI is told about every push.
type ObserverI interface {
	// AfterPush is called after x was pushed on s.
	//
	// Contract:
	//   - requires !s.Empty()
	//   - ensures !s.Empty()
	AfterPush(s BoundedStackI, x int)
}

// BoundedStackI is a stack of ints that holds a bounded number of items
// and notifies its observers after each push.
type BoundedStackI interface {
	// Push adds x on top, then notifies the observers.
	//
	// Contract:
	//   - requires self.Capacity() >= 1
	//   - ensures !self.Empty()
	Push(x int)

	// Pop removes the top item and returns it.
	//
	//@ requires !self.Empty()
	Pop() int

	// PushN pushes x up to n times, fewer if observers fill the stack.
	//
	//hogen:requires self.Capacity() >= n
	PushN(n, x int)

	// Capacity is how many more items fit.
	Capacity() int

	// Empty reports whether the stack holds no item.
	Empty() bool

	// AddObs adds an observer, notified after each later push.
	AddObs(o ObserverI)
}

// BoundedStack is the BoundedStackI of this package.
type BoundedStack struct {
	bound     int
	tos       int // index of the top item, -1 when empty
	items     []int
	observers []ObserverI
}

// NewBoundedStack returns an empty stack that holds up to bound items.
//
// Contract:
//   - requires bound >= 0 && bound <= MaxBound
//   - ensures result.Empty()
func NewBoundedStack(bound int) *BoundedStack {
	return &BoundedStack{bound: bound, tos: -1, items: make([]int, bound)}
}

// Push adds x on top, then notifies the observers.
func (s *BoundedStack) Push(x int) {
	s.tos++
	s.items[s.tos] = x
	for _, o := range s.observers {
		o.AfterPush(s, x)
	}
}

// Pop removes the top item and returns it.
func (s *BoundedStack) Pop() int {
	x := s.items[s.tos]
	s.tos--
	return x
}

// PushN pushes x up to n times, fewer if observers fill the stack.
func (s *BoundedStack) PushN(n, x int) {
	for i := 0; i < n && s.Capacity() >= 1; i++ {
		s.Push(x)
	}
}

// Capacity is how many more items fit.
func (s *BoundedStack) Capacity() int { return s.bound - (s.tos + 1) }

// Empty reports whether the stack holds no item.
func (s *BoundedStack) Empty() bool { return s.tos == -1 }

// AddObs adds an observer, notified after each later push.
func (s *BoundedStack) AddObs(o ObserverI) {
	s.observers = append(s.observers, o)
}
