package harness

import (
	"errors"
	"io"
	"os"
	"slices"
	"testing"
)

type sim struct{ done chan struct{} }

func (s *sim) Shutdown() {}

type proc struct {
	*sim
	id int
}

type base struct{ n int }

func (b *base) Close() error { return nil }

type srv struct{ base }

type closerHolder struct{ io.Closer }

// TestCloseRefs: a Shutdown a struct promotes from the pointer it embeds
// is that pointer's, and the receiver's own too when it is a pointer;
// one promoted from a value it embeds, or through a nil, is the
// receiver's alone.
func TestCloseRefs(t *testing.T) {
	s := &sim{}
	p := &proc{sim: s}
	f := os.Stdin
	sv := &srv{}
	ref := func(v any) uintptr { r, _ := refOf(v); return r }
	for _, tc := range []struct {
		name     string
		recv     any
		method   string
		promoted bool
		want     []uintptr
	}{
		{"a value that embeds the pointer", proc{sim: s}, "Shutdown", true, []uintptr{ref(s)}},
		{"a pointer that embeds it", p, "Shutdown", true, []uintptr{ref(p), ref(s)}},
		{"its own method", p, "Shutdown", false, []uintptr{ref(p)}},
		{"through a nil pointer", proc{}, "Shutdown", true, nil},
		{"promoted from a value it embeds", sv, "Close", true, []uintptr{ref(sv)}},
		{"through an interface", closerHolder{f}, "Close", true, []uintptr{ref(f)}},
	} {
		if got := closeRefs(tc.recv, tc.method, tc.promoted); !slices.Equal(got, tc.want) {
			t.Errorf("%s: closeRefs = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRenamed: a conversion that fails on what another operation
// registered under the name is that name's; on what the same operation
// returned, or a type no operation returned for it, it is not.
func TestRenamed(t *testing.T) {
	rec := &recorder{}
	rec.noteName("a", "m.GetOrRegisterCounter", "*m.Counter")
	gauge := &op{name: "m.GetOrRegisterGauge", names: 1, nparams: 2}
	counter := &op{name: "m.GetOrRegisterCounter", names: 1, nparams: 2}
	for _, tc := range []struct {
		name string
		o    *op
		args []any
		dyn  string
		want bool
	}{
		{"another operation's counter", gauge, []any{"a", nil}, "*m.Counter", true},
		{"another name", gauge, []any{"b", nil}, "*m.Counter", false},
		{"a type none returned", gauge, []any{"a", nil}, "int", false},
		{"the same operation", counter, []any{"a", nil}, "*m.Counter", false},
	} {
		if got := rec.renamed(tc.o, &callEnv{args: tc.args}, tc.dyn) != ""; got != tc.want {
			t.Errorf("%s: renamed = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestConfigured: a setup that fails and changes its receiver leaves it
// errored; one that fails and leaves it as it was (flag.Value's Set of a
// bad value) does not; a setup that then succeeds makes it whole.
func TestConfigured(t *testing.T) {
	type writer struct {
		schema *int
		rows   int
	}
	bad := []any{errors.New("bad schema")}
	rec := &recorder{}
	w := &writer{schema: new(int)}
	before := shallowCopy(w)
	w.schema = nil
	rec.noteConfigured(w, before, bad)
	if !rec.fromError(w) {
		t.Error("a failed setup that cleared the schema left the writer whole")
	}
	rec.noteConfigured(w, shallowCopy(w), []any{nil})
	if rec.fromError(w) {
		t.Error("a setup that succeeded left the writer errored")
	}
	u := &writer{schema: new(int)}
	rec.noteConfigured(u, shallowCopy(u), bad)
	if rec.fromError(u) {
		t.Error("a failed setup that changed nothing left the writer errored")
	}
}
