package validflag

import "testing"

func TestNull(t *testing.T) {
	var null Variant
	if null.Valid || null.Kind() != 0 || null.Len() != 0 {
		t.Error("valid null")
	}
}
