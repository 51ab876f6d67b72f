//go:build go1.22 && unix

// This file is part of the runtime of hogen's harness: the stacks hogen asks for at a hang.

package harness

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// dumpOnQuit answers hogen's SIGQUIT (sent when a program runs past its
// timeout) with the stacks of every goroutine and exits. The runtime's
// own dump shows a goroutine that computes on another thread as "stack
// unavailable": the operation that hung, and what it computed, would be
// unknown. runtime.Stack stops the world first, so it shows them all. If
// the world does not stop in time, the runtime's dump is the fallback.
func dumpOnQuit() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGQUIT)
	ready := make(chan bool)
	go dumpStacks(c, ready)
	<-ready
}

func dumpStacks(c chan os.Signal, ready chan bool) {
	harnessGoroutines[goid()] = true
	ready <- true
	<-c
	done := make(chan []byte, 1)
	go func() { done <- allStacks() }()
	select {
	case b := <-done:
		os.Stderr.Write(b)
		os.Exit(2)
	case <-time.After(time.Second):
		signal.Reset(syscall.SIGQUIT)
		syscall.Kill(os.Getpid(), syscall.SIGQUIT)
		select {}
	}
}
