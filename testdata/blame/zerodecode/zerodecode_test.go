package zerodecode

import (
	"bytes"
	"encoding/gob"
	"testing"
)

func TestGob(t *testing.T) {
	f := New(8)
	f.Add(3)
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(f); err != nil {
		t.Fatal(err)
	}
	g := &Filter{}
	if err := gob.NewDecoder(&buf).Decode(g); err != nil {
		t.Fatal(err)
	}
	if !g.Test(3) {
		t.Error("3 lost")
	}
}
