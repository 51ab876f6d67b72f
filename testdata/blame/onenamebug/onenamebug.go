// Package onenamebug has a registry of counters and gauges by name, as
// onename's, but its GetOrRegisterGauge registers a counter: a gauge's
// name asked for again as a gauge fails, the package's bug.
package onenamebug

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
	return r.getOrRegister(name, func() any { return &Counter{} }).(*Gauge)
}
