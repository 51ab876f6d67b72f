package typesys

import (
	"reflect"
	"testing"
)

func TestConcludeShapes(t *testing.T) {
	u := &Usage{}
	u.strLits = map[string]map[int][]string{
		"At":     {0: {"10:30", "8:00"}},      // a time of day: one syntax
		"Get":    {0: {"alice", "bob"}},       // names: words take any word
		"Handle": {0: {"/users/:id", "/a/b"}}, // two shapes
		"Once":   {0: {"12:00"}},              // one literal shows no habit
		"Set":    {1: {"1.5", "2.0", "10.25"}},
	}
	u.concludeShapes()
	want := map[string]map[int]string{"At": {0: "9:9"}, "Set": {1: "9.9"}}
	if !reflect.DeepEqual(u.Shapes, want) {
		t.Errorf("Shapes = %v, want %v", u.Shapes, want)
	}
}
