package ifaceprep

import "testing"

func TestLoad(t *testing.T) {
	e := NewEnforcer()
	if err := e.InitWithModel("m"); err != nil {
		t.Fatal(err)
	}
	var ie IEnforcer = e
	ie.LoadPolicy()
	if ie.Rules() != 1 {
		t.Fatal("rules")
	}
}
