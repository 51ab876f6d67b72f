//go:build hogen_harness && go1.22

// This file is part of the runtime of hogen's harness: the worker loop: frames in on fd 3, outcomes out on fd 4.

package main

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"time"
)

func main() {
	// Infinite recursion should crash in milliseconds, not after a
	// gigabyte of stack.
	debug.SetMaxStack(16 << 20)
	trace := os.Getenv("HOGEN_TRACE") != ""
	if path := os.Getenv("HOGEN_CPUPROFILE"); path != "" { // for hogen's own benchmarks
		if f, err := os.Create(fmt.Sprintf("%s.%d", path, os.Getpid())); err == nil {
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	// Programs arrive on their own goroutine: a program that deadlocks is
	// then a hang with its stacks, as in a real program with background
	// goroutines, rather than the runtime's "all goroutines are asleep".
	frames := make(chan []byte, 64)
	go func() {
		in := bufio.NewReaderSize(os.NewFile(3, "hogen-programs"), 1<<20)
		for {
			n, err := binary.ReadUvarint(in)
			if err != nil {
				close(frames)
				return
			}
			buf := make([]byte, n)
			if _, err := io.ReadFull(in, buf); err != nil {
				close(frames)
				return
			}
			frames <- buf
		}
	}()
	out := bufio.NewWriterSize(os.NewFile(4, "hogen-outcomes"), 1<<16)
	enc := json.NewEncoder(out)
	pending, last := 0, time.Now()
	for frame := range frames {
		o := runFrame(frame, trace)
		if o.Status == "ok" {
			out.WriteByte('o')
			out.WriteString(strconv.FormatInt(o.ID, 10))
			out.WriteByte('\n')
		} else {
			out.WriteByte('j')
			enc.Encode(o)
		}
		// Outcomes go out in batches, but never sit long: hogen takes
		// silence for a hang.
		pending++
		if len(frames) == 0 || pending >= 32 || o.Status != "ok" || time.Since(last) > 10*time.Millisecond {
			out.Flush()
			pending, last = 0, time.Now()
		}
	}
	out.Flush()
}

func runFrame(frame []byte, trace bool) (o outcome) {
	var p wireProgram
	func() {
		defer func() {
			if r := recover(); r != nil {
				o = outcome{Status: "error", Message: fmt.Sprintf("bad program: %v", r)}
			}
		}()
		d := &decoder{b: frame}
		p = d.program()
	}()
	if o.Status != "" {
		return o
	}
	fuel := map[int]int{}
	markFuel(&p.Body, p.Fuel, fuel)
	if suspectMarked {
		suspectMarked = false
		fmt.Fprintln(os.Stderr, "hogen-suspect-end")
	}
	cur = &exec{prog: &p, fuel: fuel, trace: trace, skipped: map[int]bool{}, exhausted: map[int]bool{}}
	o = cur.run()
	cur = nil
	return o
}

// markFuel gives every synthesized body its fuel.
func markFuel(b *wireBlock, fuel int, m map[int]int) {
	var walk func(t *wireTerm)
	walk = func(t *wireTerm) {
		if t == nil {
			return
		}
		switch t.K {
		case 'f':
			m[t.ID] = fuel
			markFuel(t.Body, fuel, m)
		case 'i':
			walk(t.E)
			for _, fn := range t.Ms {
				walk(fn)
			}
		case 'C':
			walk(t.R)
		}
		for i := range t.A {
			walk(&t.A[i])
		}
		for i := range t.Keys {
			walk(&t.Keys[i])
		}
		for i := range t.El {
			walk(&t.El[i])
		}
	}
	for i := range b.S {
		walk(&b.S[i].T)
	}
	for i := range b.R {
		walk(&b.R[i])
	}
}
