package countsagreebug

import "testing"

func TestColumn(t *testing.T) {
	tb := NewTable("id", "name")
	tb.AddRow("1", "ann")
	if cells, ok := tb.Column("id"); !ok || len(cells) != 1 {
		t.Errorf("column id: %v %v", cells, ok)
	}
}
