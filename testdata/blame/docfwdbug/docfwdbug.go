// Package docfwdbug has a registry whose Capture runs CaptureOnce, as
// docfwd's does, but nothing says that CaptureOnce needs Register first:
// its nil dereference on a new registry is the package's bug.
package docfwdbug

// Registry holds named counters.
type Registry struct{ counts map[string]*int }

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{counts: map[string]*int{}} }

// Register adds the counters that CaptureOnce updates.
func Register(r *Registry) {
	if r.counts["captures"] == nil {
		r.counts["captures"] = new(int)
	}
}

// CaptureOnce counts one capture.
func CaptureOnce(r *Registry) { *r.counts["captures"]++ }

// Capture captures n times.
func Capture(r *Registry, n uint8) {
	for range n {
		CaptureOnce(r)
	}
}

// Captures is how many captures r has counted.
func Captures(r *Registry) int {
	if p := r.counts["captures"]; p != nil {
		return *p
	}
	return 0
}
