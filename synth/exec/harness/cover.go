//go:build go1.22

// This file is part of the runtime of hogen's harness: the coverage
// counters of the package under test, read after every program.

package harness

import (
	"sync/atomic"

	"github.com/hogen-go/hogen/blame/wire"
)

var (
	// coverCounts are the counters go tool cover put in the package's
	// files, one slice per file (set by the generated tables; nil when the
	// package is not instrumented).
	coverCounts [][]uint32
	// coverSeen are the blocks already reported by this process.
	coverSeen []bool
	coverNew  []int
)

// coverLine returns the c line of the blocks reached since the last call,
// or nil when there are none. The caller holds streamMu.
func coverLine(buf []byte) []byte {
	if coverCounts == nil {
		return nil
	}
	if coverSeen == nil {
		n := 0
		for _, c := range coverCounts {
			n += len(c)
		}
		coverSeen = make([]bool, n)
	}
	coverNew = coverNew[:0]
	base := 0
	for _, c := range coverCounts {
		for i := range c {
			if !coverSeen[base+i] && atomic.LoadUint32(&c[i]) != 0 {
				coverSeen[base+i] = true
				coverNew = append(coverNew, base+i)
			}
		}
		base += len(c)
	}
	if len(coverNew) == 0 {
		return nil
	}
	return wire.AppendCover(buf, coverNew)
}
