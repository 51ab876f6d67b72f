// Package onename has a registry of counters and gauges by name, whose
// GetOrRegister functions return what the name holds, asserted to the
// kind each makes. A program that registers a name as a counter and asks
// for it as a gauge misuses the registry, which keeps one value under a
// name, and no finding is wanted. Its pair is onenamebug, whose gauges
// fail when asked for twice as gauges.
package onename

// Registry keeps metrics by name.
type Registry struct{ m map[string]any }

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{m: map[string]any{}} }

// Counter counts.
type Counter struct{ n int }

// Inc adds 1.
func (c *Counter) Inc() { c.n++ }

// Count is what c counted.
func (c *Counter) Count() int { return c.n }

// Gauge holds a value.
type Gauge struct{ v int }

// Set sets the value.
func (g *Gauge) Set(v int) { g.v = v }

// Value is the value.
func (g *Gauge) Value() int { return g.v }

func (r *Registry) getOrRegister(name string, make func() any) any {
	if m, ok := r.m[name]; ok {
		return m
	}
	m := make()
	r.m[name] = m
	return m
}

// GetOrRegisterCounter returns the counter named name, registering a new
// one if there is none.
func GetOrRegisterCounter(name string, r *Registry) *Counter {
	return r.getOrRegister(name, func() any { return &Counter{} }).(*Counter)
}

// GetOrRegisterGauge returns the gauge named name, registering a new one
// if there is none.
func GetOrRegisterGauge(name string, r *Registry) *Gauge {
	return r.getOrRegister(name, func() any { return &Gauge{} }).(*Gauge)
}
