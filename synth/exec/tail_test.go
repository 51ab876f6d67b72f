package exec

import (
	"strings"
	"testing"

	"github.com/hogen-go/hogen/blame/wire"
)

// TestTailBufferKeepsTheProgramsStart: a crash whose goroutine dump is
// longer than the tail still shows its panic line and the marks of the
// program that crashed, and not those of the program before it.
func TestTailBufferKeepsTheProgramsStart(t *testing.T) {
	b := &tailBuffer{max: 1 << 10}
	b.Write([]byte(wire.SuspectMark + wire.GivenNil + " the program before\n"))
	b.Write([]byte(wire.SuspectEnd + "\n"))
	b.Write([]byte(wire.SuspectMark + wire.GivenHuge + " 5000000000 to New\n"))
	b.Write([]byte("panic: runtime error: makechan: size out of range\n\ngoroutine 1 [running]:\n"))
	for i := 0; i < 100; i++ {
		b.Write([]byte("goroutine 7 [select]:\nworker()\n\t/x/worker.go:21 +0x13c\n\n"))
	}
	s := b.String()
	var f wire.Facts
	givenLast(s, &f, true)
	if !f.Has(wire.GivenHuge) || f.Has(wire.GivenNil) {
		t.Errorf("given %v, want huge only", f.Given)
	}
	if msg := crashMessage(s, 2); !strings.Contains(msg, "makechan") {
		t.Errorf("crash message %q", msg)
	}
}

// TestMarkInsideCrashLine: a mark the harness wrote while the runtime
// printed "fatal error: " still counts, and the message is the runtime's.
func TestMarkInsideCrashLine(t *testing.T) {
	stderr := "fatal error: " + wire.SuspectMark + wire.GivenNil + " argument 2 of AfterFunc\ngo of nil func value\n\ngoroutine 7 [running]:\n"
	var f wire.Facts
	givenLast(stderr, &f, true)
	if !f.Has(wire.GivenNil) {
		t.Errorf("given %v, want nil", f.Given)
	}
	if msg := crashMessage(stderr, 2); msg != "fatal error: go of nil func value" {
		t.Errorf("crash message %q", msg)
	}
}

// TestLastingMarks: a lasting mark of an earlier program counts for a
// crash, which may come from a goroutine that program left, and not for
// a hang, which is the running program's.
func TestLastingMarks(t *testing.T) {
	stderr := wire.SuspectEnd + "\n" + wire.LastingMark + wire.GivenNil + " argument 2 of AfterFunc\n" +
		wire.SuspectMark + wire.GivenHuge + " 1<<40 to New\n"
	var crash, hang wire.Facts
	givenLast(stderr, &crash, true)
	givenLast(stderr, &hang, false)
	if !crash.Has(wire.GivenNil) || !crash.Has(wire.GivenHuge) {
		t.Errorf("crash: given %v, want nil and huge", crash.Given)
	}
	if hang.Has(wire.GivenNil) || !hang.Has(wire.GivenHuge) {
		t.Errorf("hang: given %v, want huge only", hang.Given)
	}
}

// TestLastingMarksOutliveTheTail: the harness writes its lasting marks
// once; a crash many programs and much output later still finds them,
// once each.
func TestLastingMarksOutliveTheTail(t *testing.T) {
	b := &tailBuffer{max: 1 << 10}
	b.Write([]byte(wire.SuspectEnd + "\n" + wire.LastingMark + wire.GivenNil + " argument 2 of AfterFunc\n"))
	for i := 0; i < 1000; i++ {
		b.Write([]byte(wire.SuspectMark + wire.GivenHuge + " 1<<40 to New\n"))
		b.Write([]byte(wire.SuspectEnd + "\n"))
	}
	b.Write([]byte("panic: send on closed channel\n"))
	s := b.String()
	if len(s) > 2<<10 {
		t.Errorf("tail of %d bytes, want at most about %d", len(s), 1<<10)
	}
	var f wire.Facts
	if details := givenLast(s, &f, true); !f.Has(wire.GivenNil) || f.Has(wire.GivenHuge) || details != "argument 2 of AfterFunc" {
		t.Errorf("given %v (%q), want nil once", f.Given, details)
	}
}

// TestLastingMarksAcrossWrites: a pipe keeps no write's bounds. The
// lasting marks count when they come in one read with later programs'
// marks and ends, or cut in two by reads.
func TestLastingMarksAcrossWrites(t *testing.T) {
	lasting := wire.LastingMark + wire.GivenNil + " argument 2 of AfterFunc\n"
	later := wire.SuspectEnd + "\n" + wire.SuspectMark + wire.GivenHuge + " 1<<40 to New\n" + wire.SuspectEnd + "\n"
	stream := wire.SuspectEnd + "\n" + lasting + later + "fatal error: go of nil func value\n"
	for cut := 1; cut < len(stream); cut += 7 {
		b := &tailBuffer{max: 1 << 10}
		b.Write([]byte(stream[:cut]))
		b.Write([]byte(stream[cut:]))
		var f wire.Facts
		if givenLast(b.String(), &f, true); !f.Has(wire.GivenNil) || f.Has(wire.GivenHuge) {
			t.Errorf("cut at %d: given %v, want nil only", cut, f.Given)
		}
	}
}

// TestLastingMarkAfterOutput: a lasting mark written while a goroutine
// of the package printed a line without its end still counts, after a
// thousand programs' output.
func TestLastingMarkAfterOutput(t *testing.T) {
	b := &tailBuffer{max: 1 << 10}
	b.Write([]byte("progress: 10%... " + wire.LastingMark + wire.GivenForeign + " a value a synthesized P.ToExecutor returned as an interface\n"))
	for i := 0; i < 1000; i++ {
		b.Write([]byte(wire.SuspectEnd + "\n"))
	}
	b.Write([]byte("panic: interface conversion: interface {} is int, not *p.executor\n"))
	var f wire.Facts
	if givenLast(b.String(), &f, true); !f.Has(wire.GivenForeign) {
		t.Errorf("given %v, want foreign", f.Given)
	}
}

// TestZeroSizedCallMarks: a crash during a call on an object made with a
// measure of 0 is zero size; one after that call returned is not.
func TestZeroSizedCallMarks(t *testing.T) {
	call := wire.SuspectMark + wire.ZeroSizedCall + " p.(*Wheel).Add\n"
	ret := wire.SuspectMark + wire.ZeroSizedReturn + " p.(*Wheel).Add\n"
	for _, tc := range []struct {
		stderr string
		want   bool
	}{
		{wire.SuspectEnd + "\n" + call, true},
		{wire.SuspectEnd + "\n" + call + ret, false},
		{wire.SuspectEnd + "\n" + call + ret + call, true},
		{call + wire.SuspectEnd + "\n", false},
	} {
		var f wire.Facts
		givenLast(tc.stderr, &f, true)
		if f.Has(wire.GivenZeroSize) != tc.want {
			t.Errorf("%q: given %v, want zero size %v", tc.stderr, f.Given, tc.want)
		}
	}
}
