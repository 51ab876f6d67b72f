// Package latenil runs a func later on a goroutine of its own. A nil
// func crashes the process then, while a later program runs: the nil is
// the earlier program's (a lasting mark), and no finding.
package latenil

import "time"

// Later runs f on a goroutine of its own after d.
func Later(d time.Duration, f func()) {
	time.AfterFunc(d, func() { go f() })
}

// Wait sleeps for d.
func Wait(d time.Duration) { time.Sleep(d) }
