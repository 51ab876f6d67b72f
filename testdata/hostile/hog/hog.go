// Package hog allocates without bound: the sandbox's memory limit must
// stop it, at the cost of the programs that call it.
package hog

// Hog allocates 64 MB at a time, and never stops.
func Hog() [][]byte {
	var all [][]byte
	for {
		all = append(all, make([]byte, 64<<20))
	}
}

// Pile keeps values, so that the package has something else to test.
type Pile struct{ vs []int }

// Push keeps v.
func (p *Pile) Push(v int) { p.vs = append(p.vs, v) }

// Len is the number of values.
func (p *Pile) Len() int { return len(p.vs) }
