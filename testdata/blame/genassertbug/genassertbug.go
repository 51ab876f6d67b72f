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
