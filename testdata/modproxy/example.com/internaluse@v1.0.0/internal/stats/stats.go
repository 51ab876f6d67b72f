// Package stats is internal to its module.
package stats

// Counts are hits and misses.
type Counts struct{ Hits, Misses int }
