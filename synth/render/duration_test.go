package render

import (
	"go/constant"
	"go/types"
	"testing"
	"time"

	"github.com/dave/dst"

	"github.com/hogen-go/hogen/synth"
)

// TestDuration: a duration of whole milliseconds is written with its unit,
// as Go code writes it; any other stays a conversion.
func TestDuration(t *testing.T) {
	timePkg := types.NewPackage("time", "time")
	dur := types.NewNamed(types.NewTypeName(0, timePkg, "Duration", nil), types.Typ[types.Int64], nil)
	other := types.NewNamed(types.NewTypeName(0, types.NewPackage("example.com/p", "p"), "Duration", nil), types.Typ[types.Int64], nil)
	for _, c := range []struct {
		t    types.Type
		n    int64
		want string
	}{
		{dur, int64(time.Millisecond), "time.Millisecond"},
		{dur, int64(10 * time.Millisecond), "10 * time.Millisecond"},
		{dur, 0, ""},
		{dur, -1, ""},
		{dur, 3, ""},
		{dur, 1<<63 - 1, ""},
		{other, int64(time.Millisecond), ""},
	} {
		e := duration(&synth.Lit{T: c.t, Kind: synth.ConstLit, Val: constant.MakeInt64(c.n)})
		got := ""
		if e != nil {
			got = exprString(t, e)
		}
		if got != c.want {
			t.Errorf("%s(%d): got %q, want %q", c.t, c.n, got, c.want)
		}
	}
}

func exprString(t *testing.T, e dst.Expr) string {
	t.Helper()
	switch e := e.(type) {
	case *dst.Ident:
		return "time." + e.Name
	case *dst.BinaryExpr:
		return e.X.(*dst.BasicLit).Value + " " + e.Op.String() + " " + exprString(t, e.Y)
	}
	t.Fatalf("unexpected %T", e)
	return ""
}
