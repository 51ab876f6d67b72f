// Package countsagreebug is countsagree with a bug: Column reads the
// cell after the column's, past the row's end for the last column.
// AddRow of more values than columns stays the caller's misuse. Its
// pair is countsagree.
package countsagreebug

// Table is a table of string cells.
type Table struct {
	cols []string
	rows [][]string
}

// NewTable returns a table with the named columns.
func NewTable(cols ...string) *Table { return &Table{cols: cols} }

// AddRow adds a row of values, one for each column.
// Note that the number of values must match the number of columns.
func (t *Table) AddRow(cells ...string) *Table {
	row := make([]string, len(t.cols))
	for i, v := range cells {
		row[i] = v
	}
	t.rows = append(t.rows, row)
	return t
}

// Rows is the number of rows.
func (t *Table) Rows() int { return len(t.rows) }

// Column returns the cells of the named column, and false if the table
// has no such column.
func (t *Table) Column(name string) ([]string, bool) {
	for i, c := range t.cols {
		if c == name {
			var cells []string
			for _, r := range t.rows {
				cells = append(cells, r[i+1])
			}
			return cells, true
		}
	}
	return nil, false
}
