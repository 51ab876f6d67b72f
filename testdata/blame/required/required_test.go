package required

import (
	"errors"
	"testing"
)

func TestElapsed(t *testing.T) {
	r := &Response{Request: &Request{URL: "a", Start: 1}}
	if r.Elapsed() != -1 {
		t.Error(r.Elapsed())
	}
}

func TestError(t *testing.T) {
	e := &Error{Resp: &Response{}, Err: errors.New("x")}
	if e.Error() != "x" {
		t.Error(e.Error())
	}
}
