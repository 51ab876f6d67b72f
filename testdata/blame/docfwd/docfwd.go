// Package docfwd has a registry whose Capture runs CaptureOnce, and
// CaptureOnce's doc says what a registry never given to Register does to
// it. A program that captures before it registers misuses the package
// as its doc says, whichever of the two it called, and no finding is
// wanted. Its pair is docfwdbug, whose CaptureOnce says nothing of it
// and fails all the same.
package docfwd

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

// CaptureOnce counts one capture. Giving a registry which has not been
// given to Register will panic.
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
