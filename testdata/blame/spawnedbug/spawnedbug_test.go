package spawnedbug

import "testing"

func TestRun(t *testing.T) {
	l := New()
	go l.Run()
	done := make(chan bool)
	l.Add(func() { done <- true })
	<-done
	l.Stop()
}

func TestPending(t *testing.T) {
	l := New()
	l.Add(func() {})
	if l.Pending() != 1 {
		t.Error("not pending")
	}
	go l.Run()
	l.Stop()
}
