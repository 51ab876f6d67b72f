package timeofdaybug

import "testing"

func TestAt(t *testing.T) {
	s := New()
	s.Every().At("10:30").Do(func() {})
	s.Every().At("8:00").Do(func() {})
	s.Schedule(s.Every().At("23:59"))
	if s.Due(10, 30) != 1 || s.Due(8, 0) != 1 {
		t.Fatal("not due")
	}
}
