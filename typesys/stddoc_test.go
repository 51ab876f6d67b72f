package typesys

import (
	"go/importer"
	"go/token"
	"go/types"
	"testing"
)

// TestForeignMadeStd: a standard library struct with unexported fields
// and a constructor is made with it (xml.Encoder), unless its doc calls
// the zero value ready (bytes.Buffer) or says what it is (big.Int's
// "represents the value 0"), or its package reaches the operating
// system (os.File).
func TestForeignMadeStd(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	for _, c := range []struct {
		path, name string
		want       bool
	}{
		{"encoding/xml", "Encoder", true},
		{"bufio", "Reader", true},
		{"bytes", "Buffer", false},
		{"strings", "Builder", false},
		{"os", "File", false},
		{"time", "Time", false},
		{"math/big", "Int", false},
		{"container/ring", "Ring", false},
	} {
		p, err := imp.Import(c.path)
		if err != nil {
			t.Fatal(err)
		}
		n := p.Scope().Lookup(c.name).Type().(*types.Named)
		if got := foreignMade(n); got != c.want {
			t.Errorf("foreignMade(%s.%s) = %v, want %v", c.path, c.name, got, c.want)
		}
	}
}
