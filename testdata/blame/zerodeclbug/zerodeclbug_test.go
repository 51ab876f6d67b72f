package zerodeclbug_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/zerodeclbug"
)

func TestCounter(t *testing.T) {
	var c zerodeclbug.Counter
	c.Add("a")
	c.Add("b")
	c.Add("a")
	if c.Top() != "a" {
		t.Fatal(c.Top())
	}
}
