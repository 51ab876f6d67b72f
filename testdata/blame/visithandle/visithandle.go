// Package visithandle is a store whose Store is a handle, a struct value
// that shares its state through a pointer, as sharded maps are: its Each
// holds the lock while the function it is handed runs, and a function
// that calls the store deadlocks. That is a visitor's re-entry, which
// Each's doc does not allow: suspicious, not a finding. Set calls the
// hook the store keeps with the lock held too, and a hook that reads the
// store deadlocks: the package's bug, to be found.
package visithandle

import "sync"

type state struct {
	mu       sync.Mutex
	m        map[string]int
	onChange func(key string)
}

// Store is a map of counts. Copies of a Store share it.
type Store struct{ s *state }

// New returns an empty store that calls onChange after each Set.
func New(onChange func(key string)) Store {
	return Store{&state{m: map[string]int{}, onChange: onChange}}
}

// Len is the number of keys.
func (st Store) Len() int {
	st.s.mu.Lock()
	defer st.s.mu.Unlock()
	return len(st.s.m)
}

// Set stores n for key and tells the store's hook.
func (st Store) Set(key string, n int) {
	st.s.mu.Lock()
	defer st.s.mu.Unlock()
	st.s.m[key] = n
	if st.s.onChange != nil {
		st.s.onChange(key)
	}
}

// Each calls f with each key and count.
func (st Store) Each(f func(key string, n int)) {
	st.s.mu.Lock()
	defer st.s.mu.Unlock()
	for k, n := range st.s.m {
		f(k, n)
	}
}
