// Package genassertbug is genassert with a bug: Last reads one past the
// end of the Query. A Query of strings summed stays the program's doing;
// the bug is found.
package genassertbug

// Query is a sequence of values.
type Query struct {
	items []any
}

// Repeat returns a Query of v, n times.
func Repeat[T any](v T, n int) Query {
	var q Query
	for i := 0; i < n; i++ {
		q.items = append(q.items, v)
	}
	return q
}

// From returns a Query of the elements of s.
func From[T any](s []T) Query {
	var q Query
	for _, v := range s {
		q.items = append(q.items, v)
	}
	return q
}

// Count is how many values q has.
func (q Query) Count() int { return len(q.items) }

// First returns q's first value, or nil if it has none.
func (q Query) First() any {
	if len(q.items) == 0 {
		return nil
	}
	return q.items[0]
}

// Last returns q's last value, or nil if it has none.
func (q Query) Last() any {
	if len(q.items) == 0 {
		return nil
	}
	return q.items[len(q.items)]
}

// SumInts sums the values of q. Values can be of any integer type: int,
// int8, int16, int32, int64.
func (q Query) SumInts() int64 {
	var sum int64
	for _, v := range q.items {
		switch x := v.(type) {
		case int:
			sum += int64(x)
		case int8:
			sum += int64(x)
		case int16:
			sum += int64(x)
		case int32:
			sum += int64(x)
		default:
			sum += v.(int64)
		}
	}
	return sum
}

// Range returns a Query of the n integers from start.
func Range(start, n int) Query {
	var q Query
	for i := 0; i < n; i++ {
		q.items = append(q.items, start+i)
	}
	return q
}

// SumFloats sums the values of q. Values can be of any float type:
// float32 or float64.
func (q Query) SumFloats() float64 {
	var sum float64
	for _, v := range q.items {
		if x, ok := v.(float32); ok {
			sum += float64(x)
			continue
		}
		sum += v.(float64)
	}
	return sum
}

// MaxInt returns the greatest of q's values, 0 for none.
func (q Query) MaxInt() int {
	m := 0
	for i, v := range q.items {
		if x := v.(int); i == 0 || x > m {
			m = x
		}
	}
	return m
}
