package zerostepbug

import (
	"strings"
	"testing"
)

func TestZeroSuccess(t *testing.T) {
	var s Spinner
	s.Success("done")
	if !strings.Contains(s.Output(), "SUCCESS") {
		t.Error("no success")
	}
}

func TestUpdate(t *testing.T) {
	s := Start("a")
	s.UpdateText("b")
	s.Success("ok")
}
