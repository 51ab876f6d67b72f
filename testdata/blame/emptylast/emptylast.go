// Package emptylast names a duration by the last unit of a table it is
// handed that fits, without saying that the table must not be empty: a
// finding that rests on a weak rule only, suspicious, shown only with
// -suspicious.
package emptylast

import (
	"strconv"
	"time"
)

// Unit is one row of a table of units, smallest first.
type Unit struct {
	Name string
	Size time.Duration
}

// Name formats d in the largest unit of table that is not larger than d,
// or in the table's smallest unit.
func Name(d time.Duration, table []Unit) string {
	i := len(table) - 1
	for i > 0 && table[i].Size > d {
		i--
	}
	u := table[i]
	if u.Size <= 0 {
		return strconv.FormatInt(int64(d), 10) + u.Name
	}
	return strconv.FormatInt(int64(d/u.Size), 10) + u.Name
}
