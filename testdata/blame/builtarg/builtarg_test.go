package builtarg

import "testing"

func TestStats(t *testing.T) {
	c := &Conn{}
	c.ID()
	var s Stats
	if _, ok := s.Lookup(c); ok {
		t.Error("found a count for a new connection")
	}
}

func TestReady(t *testing.T) {
	c := New("a")
	select {
	case <-Ready(c):
		t.Error("ready before gathering")
	default:
	}
}

func TestJobs(t *testing.T) {
	cl := NewClient()
	j := &Job{Type: "mail"}
	cl.Enqueue(j)
	l := cl.Lock()
	if l.Type != "mail" {
		t.Errorf("locked %q", l.Type)
	}
	l.Delete()
}

// A Streamer makes streams.
type Streamer interface{ NewStream() *Stream }

type fakeStreamer struct{}

func (fakeStreamer) NewStream() *Stream { return &Stream{} }

func TestStreams(t *testing.T) {
	var sr Streamer = fakeStreamer{}
	if sr.NewStream() == nil {
		t.Error("no stream")
	}
	s := New("a").NewStream()
	if s.Do("x") != 2 {
		t.Error("wrong number")
	}
}
