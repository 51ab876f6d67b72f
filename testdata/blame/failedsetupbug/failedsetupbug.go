// Package failedsetupbug is failedsetup with a bug: Write checks the
// cells against the fields one too late, and a row with more cells than
// the schema has fields indexes past them. Writing on after a failed
// SetSchema stays the caller's misuse.
package failedsetupbug

import (
	"errors"
	"strings"
)

type schema struct{ fields []string }

// Writer writes rows of comma-separated cells.
type Writer struct {
	s    *schema
	rows []string
}

// NewWriter returns a writer of one field, value.
func NewWriter() *Writer { return &Writer{s: &schema{fields: []string{"value"}}} }

// SetSchema sets the writer's schema from a comma-separated list of
// field names.
func (w *Writer) SetSchema(names string) error {
	w.s = nil
	if names == "" {
		return errors.New("failedsetup: empty schema")
	}
	w.s = &schema{fields: strings.Split(names, ",")}
	return nil
}

// Write writes the row of comma-separated cells, one per field at most.
func (w *Writer) Write(row string) error {
	cells := strings.Split(row, ",")
	for i := range cells {
		if w.s.fields[i] == "" {
			return errors.New("failedsetup: unnamed field")
		}
	}
	w.rows = append(w.rows, row)
	return nil
}

// Rows returns the number of rows written.
func (w *Writer) Rows() int { return len(w.rows) }
