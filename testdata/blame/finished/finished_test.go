package finished

import "testing"

func TestBuild(t *testing.T) {
	bld := Build()
	bld.Add("a")
	tags := bld.Finish()
	if tags.Len() != 1 {
		t.Fatal(tags.Len())
	}
	bld = Build()
	bld.Add("b")
	bld.Add("c")
	tags = bld.Finish()
	if tags.Len() != 2 {
		t.Fatal(tags.Len())
	}
}
