//go:build go1.22

// This file is part of the runtime of hogen's harness: whether a channel
// is closed, without receiving from it.

package harness

import (
	"reflect"
	"runtime"
	"sync/atomic"
	"time"
	"unsafe"
)

// closedOffset is where the runtime keeps a channel's closed flag in its
// hchan: after qcount, dataqsiz, buf and elemsize, a layout unchanged
// since Go 1.0. It is checked on channels made for the purpose, and is 0
// when the check fails: closedChan then tells only empty channels.
var closedOffset = func() uintptr {
	off := (3*unsafe.Sizeof(uintptr(0)) + 2 + 3) &^ 3 // a uint32 after a uint16
	flag := func(ch chan int) uint32 {
		return atomic.LoadUint32((*uint32)(unsafe.Add(reflect.ValueOf(ch).UnsafePointer(), off)))
	}
	open, shut := make(chan int, 1), make(chan int, 1)
	open <- 1
	shut <- 1
	close(shut)
	if flag(open) != 0 || flag(shut) == 0 || flag(make(chan int)) != 0 {
		return 0
	}
	return off
}()

// closedChan reports whether v is a closed channel. Without the flag, it
// tells only an empty one, by a receive that takes nothing from it.
func closedChan(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Chan || rv.IsNil() {
		return false
	}
	if closedOffset != 0 {
		return atomic.LoadUint32((*uint32)(unsafe.Add(rv.UnsafePointer(), closedOffset))) != 0
	}
	if rv.Len() > 0 || rv.Type().ChanDir()&reflect.RecvDir == 0 {
		return false
	}
	got, _ := rv.TryRecv()
	return got.IsValid()
}

// closedOnReturn reports whether v, a channel the package has already
// seen (made it, or was handed it), is closed when handed to it again.
// The package may close it on a goroutine of its own, on a request the
// program made just before (an Unsubscribe): that goroutine gets a few
// chances to run first.
func closedOnReturn(v any) bool {
	for range 4 {
		if closedChan(v) {
			return true
		}
		runtime.Gosched()
	}
	return false
}

// receive takes an element from ch, a channel, waiting at most wait
// (typesys.ReceiveWait): it answers the element and whether one came, as
// v, ok := <-ch, or nil and false when none came in time. It polls with
// sleeps rather than selecting on a timer: the watchdog tells a sleep
// from a block, a select on a timer it cannot.
func receive(ch any, wait time.Duration) (any, bool) {
	rv := reflect.ValueOf(ch)
	deadline := time.Now().Add(wait)
	for {
		if v, ok := rv.TryRecv(); v.IsValid() {
			return v.Interface(), ok
		}
		if time.Now().After(deadline) {
			return nil, false
		}
		time.Sleep(wait / 64)
	}
}
