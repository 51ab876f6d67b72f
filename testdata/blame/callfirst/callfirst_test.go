package callfirst

import "testing"

func TestNew(t *testing.T) {
	r := NewRadio("hci0")
	if r.Sent() != 0 {
		t.Error("sent before any Send")
	}
}
