package foreignenumbug

import (
	"testing"
	"time"
)

func TestDays(t *testing.T) {
	if Days(time.February) != 28 || Quarter(time.May) != 2 {
		t.Fatal(Days(time.February), Quarter(time.May))
	}
}
