// Package selfcopybug is selfcopy's report with a bug: Share, the part
// of the values that are strings, divides by the number of values, and
// an empty report, as NewHealth makes, has none.
package selfcopybug

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

// Share is the percentage of the values that are strings.
func (h Health) Share() int {
	n := 0
	for _, v := range h.info {
		if _, ok := v.(string); ok {
			n++
		}
	}
	return 100 * n / len(h.info)
}
