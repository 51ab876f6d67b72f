package zeroarg

import "testing"

func TestZeroEquals(t *testing.T) {
	var k Kind
	if !k.Equals(Kind{}) {
		t.Errorf("zero kind %v differs from itself", k)
	}
}

func TestDescribe(t *testing.T) {
	if got := Describe(List(Named("int"))); got != "list of int" {
		t.Errorf("got %q", got)
	}
}
