package wire

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// FuzzDecode: no input makes Decode panic; what it decodes encodes to a
// frame that decodes to a program that encodes to the same frame again
// (the first encoding may differ from the input, which may spell a
// number in more bytes than it needs). Its seed corpus, in
// testdata/fuzz, is frames of programs the generator made; exec's
// TestFrameKinds writes it.
func FuzzDecode(f *testing.F) {
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, body []byte) {
		p, err := Decode(body)
		if err != nil {
			if !errors.Is(err, ErrFrame) {
				t.Fatalf("Decode: %v, not ErrFrame", err)
			}
			return
		}
		once := bodyOf(AppendFrame(nil, &p))
		q, err := Decode(once)
		if err != nil {
			t.Fatalf("a frame AppendFrame wrote does not decode: %v\n% x", err, once)
		}
		if twice := bodyOf(AppendFrame(nil, &q)); !bytes.Equal(once, twice) {
			t.Fatalf("encoded, decoded and encoded again, the frame differs:\n% x\n% x", once, twice)
		}
	})
}

// bodyOf cuts a frame's length prefix.
func bodyOf(frame []byte) []byte {
	_, k := binary.Uvarint(frame)
	return frame[k:]
}

// TestDecodeRejects: frames cut short, with a kind no term has, or with
// bytes after the program, are ErrFrame, not a panic or a program.
func TestDecodeRejects(t *testing.T) {
	var w Writer
	w.Program(7, 8)
	w.Block(1, 1)
	w.Let([]int{0})
	w.Call(1, 2, false)
	w.Len(1)
	w.Int(0, 42)
	w.LetEnd(false)
	w.Len(0)
	w.Observe(nil)
	good := w.B
	p, err := Decode(good)
	if err != nil {
		t.Fatal(err)
	}
	if c := p.Body.S[0].T; c.K != TermCall || c.ID != 1 || c.Op != 2 || len(c.A) != 1 || c.A[0].I != 42 {
		t.Fatalf("decoded %+v", c)
	}
	for name, bad := range map[string][]byte{
		"cut":      good[:len(good)-1],
		"trailing": append(bytes.Clone(good), 0),
		"kind":     bytes.Replace(bytes.Clone(good), []byte{byte(TermCall)}, []byte{'?'}, 1),
		"bool":     bytes.Replace(bytes.Clone(good), []byte{byte(ConstInt), 84}, []byte{byte(ConstBool), 7}, 1),
	} {
		if _, err := Decode(bad); !errors.Is(err, ErrFrame) {
			t.Errorf("%s: Decode gave %v, want ErrFrame", name, err)
		}
	}
}

// TestCorpusDecodes: each frame of FuzzDecode's seed corpus still
// decodes. They are the encoder's; when the grammar changes, write them
// again (HOGEN_UPDATE_FUZZ=1 go test ./synth/exec -run TestFrameKinds).
func TestCorpusDecodes(t *testing.T) {
	files, _ := filepath.Glob("testdata/fuzz/FuzzDecode/*")
	if len(files) < 10 {
		t.Fatalf("%d seed frames in testdata/fuzz/FuzzDecode", len(files))
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		_, lit, _ := strings.Cut(strings.TrimSpace(string(data)), "\n")
		body, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lit, "[]byte("), ")"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := Decode([]byte(body)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestImplID: a decoded implementation is known by its first method's
// body's id, as the owner of its bodies' frames; the frame does not
// carry it, and encodes the same again.
func TestImplID(t *testing.T) {
	body := &Block{}
	impl := Term{K: TermImpl, Ty: 1, Ms: []*Term{nil, {K: TermFunc, ID: 7, Body: body}, {K: TermFunc, ID: 9, Body: body}}}
	p := Program{ID: 1, Body: Block{N: 1, S: []Let{{V: []int{0}, T: impl}}}}
	frame := bodyOf(AppendFrame(nil, &p))
	q, err := Decode(frame)
	if err != nil {
		t.Fatal(err)
	}
	if got := q.Body.S[0].T.ID; got != 7 {
		t.Errorf("implementation's id %d, want 7 (its first method's)", got)
	}
	if again := bodyOf(AppendFrame(nil, &q)); !bytes.Equal(again, frame) {
		t.Errorf("encoded again, the frame differs")
	}
}
