// Package selfcopy is a health report: named values of any type, which
// MarshalJSON encodes. A Health is a value whose copies share its map,
// so h.AddInfo("self", h) stores the report inside itself, and encoding
// it never ends, as encoding/json says of cyclic values ("Marshal does
// not handle them"): the caller's doing (batch 73).
package selfcopy

import "encoding/json"

// Health is a report of named values.
type Health struct {
	info map[string]any
}

// NewHealth returns an empty report.
func NewHealth() Health { return Health{info: map[string]any{}} }

// AddInfo records value under key.
func (h *Health) AddInfo(key string, value any) { h.info[key] = value }

// Len is the number of values recorded.
func (h Health) Len() int { return len(h.info) }

// MarshalJSON encodes the report as an object of its values.
func (h Health) MarshalJSON() ([]byte, error) {
	m := map[string]any{}
	for k, v := range h.info {
		m[k] = v
	}
	return json.Marshal(m)
}
