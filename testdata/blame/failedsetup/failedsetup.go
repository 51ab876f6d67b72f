// Package failedsetup has a Writer whose SetSchema parses a schema and
// says by its error whether it could: a schema that does not parse
// leaves the writer with none, and a Write after it dereferences the
// missing schema. Go code returns the error instead of writing on, so
// that is the caller's misuse. No finding. Its pair is failedsetupbug.
package failedsetup

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
	if len(cells) > len(w.s.fields) {
		return errors.New("failedsetup: too many cells")
	}
	w.rows = append(w.rows, row)
	return nil
}

// Rows returns the number of rows written.
func (w *Writer) Rows() int { return len(w.rows) }
