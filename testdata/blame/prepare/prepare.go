// Package prepare has a Pool that Init readies with its allocator, as
// its doc and its tests say: a Get before Init calls a nil allocator,
// the program's misuse; and a Script that Prepare, "the second function
// the caller must invoke", compiles: a Dump before it, or after it failed,
// reads code there is none of. No finding is wanted. Its pair is preparebug,
// whose Put fails on a pool that Init readied.
package prepare

import "errors"

// Pool hands out values, made by its allocator when it has none.
type Pool struct {
	alloc func() int
	free  []int
	size  int
}

// NewPool returns a pool that keeps at most size values.
func NewPool(size int) *Pool { return &Pool{size: max(size, 1)} }

// Init initializes the pool with the function that makes its values.
func (p *Pool) Init(alloc func() int) { p.alloc = alloc }

// Get takes a value from the pool, or makes one.
func (p *Pool) Get() int {
	if n := len(p.free); n > 0 {
		v := p.free[n-1]
		p.free = p.free[:n-1]
		return v
	}
	return p.alloc()
}

// Put gives v back to the pool, unless it is full.
func (p *Pool) Put(v int) {
	if len(p.free) < p.size {
		p.free = append(p.free, v)
	}
}

// Len is how many values the pool keeps.
func (p *Pool) Len() int { return len(p.free) }

// Script is a program to run.
type Script struct {
	src  string
	code *[]string
}

// NewScript returns the Script of src.
func NewScript(src string) *Script { return &Script{src: src} }

// Prepare is the second function the caller must invoke: it compiles
// the script, and fails on one it cannot parse.
func (s *Script) Prepare() error {
	if s.src == "" || s.src[0] == '(' {
		return errors.New("parse error")
	}
	code := []string{s.src}
	s.code = &code
	return nil
}

// Dump returns the compiled code.
func (s *Script) Dump() string { return (*s.code)[0] }
