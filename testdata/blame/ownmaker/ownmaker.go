// Package ownmaker exports Pool, which only its own unexported newPool
// makes, for Map's plumbing: no exported function returns a Pool, its
// doc calls no zero value ready, and a Pool{} of the program's is no
// pool at all. Its Put on one divides by its zero size. The pair of
// ownmakerbug.
package ownmaker

// Pool recycles a map's buffers, by size class.
type Pool struct {
	classes int
	free    [][][]byte
}

func newPool(classes int) *Pool { return &Pool{classes: classes, free: make([][][]byte, classes)} }

// Put gives b back to the pool.
func (p *Pool) Put(b []byte) {
	c := len(b) % p.classes
	p.free[c] = append(p.free[c], b)
}

// Map maps keys to buffers.
type Map struct {
	m    map[string][]byte
	pool *Pool
}

// New returns an empty map.
func New() *Map { return &Map{m: map[string][]byte{}, pool: newPool(4)} }

// Set maps k to v.
func (m *Map) Set(k string, v []byte) { m.m[k] = v }

// Delete removes k, and gives its buffer back to the pool.
func (m *Map) Delete(k string) {
	if v, ok := m.m[k]; ok {
		m.pool.Put(v)
		delete(m.m, k)
	}
}

// Len is the number of keys.
func (m *Map) Len() int { return len(m.m) }
