// Package pqueue is a priority queue of ints ordered by a comparator given
// to its constructor. It is correct for any comparator: the heap code
// indexes only within the slice it owns, so a comparator that is not a
// strict weak order yields a strange order, never a crash; and a
// comparator that tries to change the queue while the queue is moving its
// items is refused with a panic instead of corrupting it. Drain's callback
// runs while the queue is consistent, and may Push, Pop or Drain freely.
package pqueue

// Queue is a min-queue by less. It is not safe for concurrent use.
// The zero Queue orders by <. A comparator that calls Push, Pop, Drain or
// Clear on the queue it orders makes that call panic.
type Queue struct {
	less  func(a, b int) bool
	items []int
	busy  bool // less is running: the queue must not change
}

// New returns an empty queue ordered by less; a nil less means <.
//
//hogen:ensures result.Len() == 0
func New(less func(a, b int) bool) *Queue { return &Queue{less: less} }

func (q *Queue) lessAt(i, j int) bool {
	if q.less == nil {
		return q.items[i] < q.items[j]
	}
	return q.less(q.items[i], q.items[j])
}

func (q *Queue) mutate() {
	if q.busy {
		panic("pqueue: the comparator changed the queue")
	}
}

func (q *Queue) up(i int) {
	q.busy = true
	defer func() { q.busy = false }()
	for i > 0 {
		parent := (i - 1) / 2
		if !q.lessAt(i, parent) {
			return
		}
		q.items[i], q.items[parent] = q.items[parent], q.items[i]
		i = parent
	}
}

func (q *Queue) down(i int) {
	q.busy = true
	defer func() { q.busy = false }()
	n := len(q.items)
	for {
		least := i
		for _, c := range [2]int{2*i + 1, 2*i + 2} {
			if c < n && q.lessAt(c, least) {
				least = c
			}
		}
		if least == i {
			return
		}
		q.items[i], q.items[least] = q.items[least], q.items[i]
		i = least
	}
}

// Push adds x.
//
//hogen:ensures self.Len() == old(self.Len()) + 1
func (q *Queue) Push(x int) {
	q.mutate()
	q.items = append(q.items, x)
	q.up(len(q.items) - 1)
}

// Pop removes and returns the least item; ok is false if the queue is
// empty.
//
//hogen:ensures ok == (old(self.Len()) > 0)
//hogen:ensures self.Len() == old(self.Len()) - 1 || !ok
func (q *Queue) Pop() (x int, ok bool) {
	q.mutate()
	n := len(q.items)
	if n == 0 {
		return 0, false
	}
	x = q.items[0]
	q.items[0] = q.items[n-1]
	q.items = q.items[:n-1]
	q.down(0)
	return x, true
}

// Peek returns the least item without removing it; ok is false if the
// queue is empty.
//
//hogen:ensures ok == (self.Len() > 0)
func (q *Queue) Peek() (x int, ok bool) {
	if len(q.items) == 0 {
		return 0, false
	}
	return q.items[0], true
}

// Drain pops items until the queue is empty and calls f, if not nil, with
// each; items that f pushes are drained too.
//
//hogen:ensures self.Len() == 0
func (q *Queue) Drain(f func(x int)) {
	for {
		x, ok := q.Pop()
		if !ok {
			return
		}
		if f != nil {
			f(x)
		}
	}
}

// Clear removes every item.
//
//hogen:ensures self.Len() == 0
func (q *Queue) Clear() {
	q.mutate()
	q.items = nil
}

// Len is the number of items.
//
//hogen:ensures result >= 0
func (q *Queue) Len() int { return len(q.items) }
