package litmethods

import "testing"

func TestPattern(t *testing.T) {
	c := &Context{Keys: []string{"a", "b"}}
	if p := c.Pattern(); p != "/a/b" {
		t.Fatal(p)
	}
}
