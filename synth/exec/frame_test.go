package exec_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
)

// frameDirs are the testdata packages whose programs the frame tests
// encode: between them they use every kind of term.
var frameDirs = []struct{ dir, iface string }{
	{"../../testdata/features", ""},
	{"../../testdata/stack", "ObserverI"},
}

// frameFixture is a fixture with a feedback pool of its first
// programs, from which programs grow by loops.
type frameFixture struct {
	*fixture
	fb *synth.Feedback
}

func newFrameFixture(t testing.TB, dir string, ifaces ...string) frameFixture {
	fx := frameFixture{fixture: build(t, dir, ifaces...), fb: &synth.Feedback{}}
	src := choice.NewRandom(0)
	for i := 0; len(fx.fb.Pool) < 16 && i < 1000; i++ {
		src.Reseed(synth.ProgramSeed(2, i))
		if p := fx.gen.Generate(src); p != nil {
			fx.fb.Pool = append(fx.fb.Pool, p)
		}
	}
	return fx
}

// frameOf generates program seed of fx and returns its frame's body (the
// length prefix checked and cut), or nil if the generator gave up. A
// clone of the program encodes to the same frame: it keeps the IDs.
func frameOf(t testing.TB, fx frameFixture, seed uint64) []byte {
	src := choice.NewRandom(0)
	src.Reseed(seed)
	p := fx.gen.GenerateFrom(src, fx.fb)
	if p == nil {
		return nil
	}
	frame, err := fx.h.Encode(int64(seed%1000), 8, p)
	if err != nil {
		t.Fatal(err)
	}
	if clone, _ := fx.h.Encode(int64(seed%1000), 8, synth.Clone(p)); !bytes.Equal(clone, frame) {
		t.Fatalf("program %d and its clone encode differently", seed)
	}
	n, k := binary.Uvarint(frame)
	if k <= 0 || int(n) != len(frame)-k {
		t.Fatalf("program %d: the frame's length says %d, its body is %d bytes", seed, n, len(frame)-k)
	}
	return frame[k:]
}

// roundTrip fails t unless body decodes and encodes back to itself,
// and its calls and closures have IDs of their own.
func roundTrip(t testing.TB, body []byte) {
	p, err := wire.Decode(body)
	if err != nil {
		t.Fatalf("a frame of the encoder's does not decode: %v\n% x", err, body)
	}
	ids := map[int]bool{}
	walkTerms(&p.Body, func(t *wire.Term) bool {
		if t.K == wire.TermCall || t.K == wire.TermFunc {
			if t.ID <= 0 || ids[t.ID] {
				return false
			}
			ids[t.ID] = true
		}
		return true
	}, func(id int) { t.Fatalf("ID %d is not a node's own\n% x", id, body) })
	again := wire.AppendFrame(nil, &p)
	_, k := binary.Uvarint(again)
	if !bytes.Equal(again[k:], body) {
		t.Fatalf("decoded and encoded again, the frame differs:\n% x\n% x", body, again[k:])
	}
}

// FuzzFrame: a program of the generator's, from any seed, encodes to a
// frame that wire.Decode reads and wire.AppendFrame writes back byte
// for byte: the host's encoder and the harness's decoder speak one
// grammar.
func FuzzFrame(f *testing.F) {
	fx := newFrameFixture(f, frameDirs[0].dir)
	for i := range 64 {
		f.Add(synth.ProgramSeed(1, i))
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		if body := frameOf(t, fx, seed); body != nil {
			roundTrip(t, body)
		}
	})
}

// TestFrameKinds: the frames of the testdata packages' first programs
// round-trip, and between them use every kind of term, so FuzzFrame's
// seeds and wire's FuzzDecode corpus exercise the whole grammar. With
// HOGEN_UPDATE_FUZZ=1 it writes that corpus (blame/wire/testdata/fuzz).
func TestFrameKinds(t *testing.T) {
	update := os.Getenv("HOGEN_UPDATE_FUZZ") == "1"
	corpus := "../../blame/wire/testdata/fuzz/FuzzDecode"
	if update {
		os.RemoveAll(corpus)
		if err := os.MkdirAll(corpus, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	seen := map[wire.Kind]bool{}
	for _, d := range frameDirs {
		var ifaces []string
		if d.iface != "" {
			ifaces = append(ifaces, d.iface)
		}
		fx := newFrameFixture(t, d.dir, ifaces...)
		written := 0
		for i := range 300 {
			body := frameOf(t, fx, synth.ProgramSeed(1, i))
			if body == nil {
				continue
			}
			roundTrip(t, body)
			p, _ := wire.Decode(body)
			fresh := kindsOf(&p.Body, seen)
			if update && (fresh || written < 8) {
				written++
				name := filepath.Join(corpus, fmt.Sprintf("%s-%03d", filepath.Base(d.dir), i))
				data := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", body)
				if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, k := range []wire.Kind{wire.TermVar, wire.TermAddr, wire.TermConst, wire.TermNil, wire.TermDocNil,
		wire.TermZero, wire.TermError, wire.TermNamed, wire.TermComposite, wire.TermOrder, wire.TermMake,
		wire.TermCall, wire.TermFunc, wire.TermLoop, wire.TermImpl} {
		if !seen[k] {
			t.Errorf("no program used a term of kind %q", k)
		}
	}
}

// kindsOf adds the kinds of b's terms to seen, and reports whether one
// was new.
func kindsOf(b *wire.Block, seen map[wire.Kind]bool) (fresh bool) {
	walkTerms(b, func(t *wire.Term) bool {
		if !seen[t.K] {
			seen[t.K], fresh = true, true
		}
		return true
	}, nil)
	return fresh
}

// walkTerms calls f on each term of b, reaching into bodies; where f
// returns false, bad gets the term's ID.
func walkTerms(b *wire.Block, f func(*wire.Term) bool, bad func(int)) {
	var walk func(t *wire.Term)
	walk = func(t *wire.Term) {
		if t == nil {
			return
		}
		if !f(t) {
			bad(t.ID)
		}
		for _, ts := range [][]wire.Term{t.Keys, t.El, t.A} {
			for i := range ts {
				walk(&ts[i])
			}
		}
		walk(t.R)
		walk(t.E)
		for _, m := range t.Ms {
			walk(m)
		}
		if t.Body != nil {
			walkTerms(t.Body, f, bad)
		}
	}
	for i := range b.S {
		walk(&b.S[i].T)
	}
	for i := range b.R {
		walk(&b.R[i])
	}
}
