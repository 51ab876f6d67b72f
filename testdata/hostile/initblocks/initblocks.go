// Package initblocks never finishes its init.
package initblocks

import "time"

var ready bool

func init() {
	for !ready {
		time.Sleep(time.Hour)
	}
}

// Ready reports whether init is done.
func Ready() bool { return ready }
