package runloopbug

import (
	"testing"
	"time"
)

func TestConnect(t *testing.T) {
	s := NewServer()
	c := NewClient(s)
	go c.Connect()
	for len(c.Got()) == 0 {
		s.Send("hello")
		time.Sleep(time.Millisecond)
	}
}
