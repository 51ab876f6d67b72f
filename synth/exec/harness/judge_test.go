package harness

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestHugeProduct: the product of the lengths a call combines saturates
// at 1<<40 instead of wrapping around, so a huge input is not lost.
func TestHugeProduct(t *testing.T) {
	big := make([]int, 1<<24)
	for _, tc := range []struct {
		name string
		args []any
		want uint64
		huge bool
	}{
		{"small", []any{"ab", []int{1, 2, 3}}, 6, false},
		{"one factor", []any{big}, 1 << 24, false},
		{"two big", []any{big, big}, 1 << 40, true},
		{"three big", []any{big, big, big}, 1 << 40, true},
		{"saturated then big", []any{strings.Repeat("x", 1<<20), strings.Repeat("y", 1<<20), big}, 1 << 40, true},
	} {
		got, huge := hugeProduct(tc.args)
		if got != tc.want || huge != tc.huge {
			t.Errorf("%s: %d, %v; want %d, %v", tc.name, got, huge, tc.want, tc.huge)
		}
	}
}

// TestSameHandle: two copies of a struct that shares its state through
// a pointer are one object; two such structs over different states, and
// values that hold no reference, are not.
func TestSameHandle(t *testing.T) {
	type state struct{ n int }
	type handle struct{ s *state }
	type shards struct {
		parts []*state
		hash  func(string) uint32
	}
	s1, s2 := &state{}, &state{}
	parts := []*state{s1}
	m := map[int]int{}
	for _, tc := range []struct {
		name string
		a, b any
		want bool
	}{
		{"copies of a handle", handle{s1}, handle{s1}, true},
		{"handles of two states", handle{s1}, handle{s2}, false},
		{"copies over one slice", shards{parts: parts}, shards{parts: parts}, false}, // a value type's copies share arrays
		{"copies over one map", struct{ m map[int]int }{m}, struct{ m map[int]int }{m}, true},
		{"a handle and a pointer", handle{s1}, s1, false},
		{"no reference", struct{ n int }{1}, struct{ n int }{1}, false},
		{"a nil receiver", handle{s1}, nil, false},
		{"two nils", nil, nil, false},
	} {
		if got := sameHandle(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestNilElem: a slice or map that holds a nil, or an interface holding
// a nil pointer (a nil *T result put in a []error), hands the package a
// nil, unless the tests build its type holding one (nilsOK).
func TestNilElem(t *testing.T) {
	type myErr struct{ error }
	var nilErr *myErr
	for _, tc := range []struct {
		name string
		v    any
		want bool
	}{
		{"nil error", []error{nil}, true},
		{"nil interface", []fmt.Stringer{nil}, true},
		{"nil map value", map[string]fmt.Stringer{"a": nil}, true},
		{"nil error map value", map[string]error{"a": nil}, true},
		{"typed nil error map value", map[string]error{"a": nilErr}, true},
		{"map of ints", map[string]int{"a": 0}, false},
		{"typed nil in an interface", []error{nilErr}, true},
		{"nil pointer", []*int{nil}, true},
		{"no nil", []error{&myErr{}}, false},
		{"ints", []int{0}, false},
		{"not a slice", nilErr, false},
	} {
		if got := nilElem(tc.v); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	type errs map[string]error
	nilsOK = map[reflect.Type]bool{reflect.TypeFor[errs](): true}
	defer func() { nilsOK = nil }()
	for _, tc := range []struct {
		name string
		v    any
		want bool
	}{
		{"nil error the tests put", errs{"a": nil}, false},
		{"typed nil the tests put", errs{"a": nilErr}, true},
	} {
		if got := nilElem(tc.v); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestNearStopped: a value handed to one the program stopped, one made
// over a stopped one, and an element of a stopped slice are stopped
// with it; a value of another owner is not.
func TestNearStopped(t *testing.T) {
	type sink struct{ q chan int }
	type metrics struct{ s *sink }
	sink1, sink2, other := &sink{}, &sink{}, &sink{}
	met1 := &metrics{s: sink1}
	newMetrics := &op{name: "p.New"}
	var rec recorder
	rec.link(newMetrics, &callEnv{args: []any{sink1}, results: []any{met1}})
	rec.stop([]uintptr{ref(met1)}, true)
	if !rec.nearStopped(sink1) {
		t.Errorf("the sink New was made over was not stopped with it")
	}
	if rec.nearStopped(other) {
		t.Errorf("a sink of no stopped value was stopped")
	}
	met2 := &metrics{s: sink1}
	rec.link(newMetrics, &callEnv{args: []any{sink1}, results: []any{met2}})
	if !rec.nearStopped(met2) {
		t.Errorf("a value made over a stopped sink was not near it")
	}
	rec.stop(elemRefs([]*sink{sink2}), true)
	if !rec.nearStopped([]*sink{other, sink2}) {
		t.Errorf("a slice holding a stopped sink was not near it")
	}
}

func ref(v any) uintptr {
	p, _ := refOf(v)
	return p
}

// TestLinkedTo: values handed to each other's changing methods form a
// cycle the self rule sees, through any number of them; a reading
// method links nothing.
func TestLinkedTo(t *testing.T) {
	type node struct{ next map[string]*node }
	a, b, c := &node{}, &node{}, &node{}
	put := &op{name: "p.(*node).Put", hasRecv: true, mutates: true}
	get := &op{name: "p.(*node).Equal", hasRecv: true}
	var rec recorder
	rec.link(put, &callEnv{recv: a, args: []any{"k", b}})
	rec.link(get, &callEnv{recv: b, args: []any{c}})
	if rec.linkedTo(a, c) || rec.linkedTo(c, a) {
		t.Errorf("a reading method linked its argument")
	}
	rec.link(put, &callEnv{recv: b, args: []any{"k", c}})
	if !rec.linkedTo(a, c) {
		t.Errorf("c.Put(k, a) would close a -> b -> c -> a: not seen")
	}
	if rec.linkedTo(c, a) {
		t.Errorf("a.Put(k, c) closes no cycle, as c holds nothing")
	}
}

// TestContainsWithin: a wrapper that holds what it wraps in an
// atomic.Value, an interface and a struct of its own is found holding it
// when looked at deep enough, as noteWrapper looks, and not by the
// shallower contains of the self rule.
func TestContainsWithin(t *testing.T) {
	type sync struct{ l any }
	type prefixed struct{ l any }
	type swap struct{ v atomic.Value }
	type held struct{ l any }
	target := &struct{ n int }{}
	var s swap
	s.v.Store(held{&prefixed{l: &sync{l: &prefixed{l: &sync{l: target}}}}})
	if contains(&s, target) {
		t.Errorf("contains looked deeper than its 8")
	}
	if !containsWithin(&s, target, wrapDepth, 256) {
		t.Errorf("containsWithin(%d) did not find the wrapped value", wrapDepth)
	}
	if containsWithin(&s, &struct{ n int }{}, wrapDepth, 256) {
		t.Errorf("found a value s does not hold")
	}
}

// TestPartOf: a pointer to a field of the receiver's struct, its
// embedded one included, is a part of it; the receiver itself, or
// another value, is not.
func TestPartOf(t *testing.T) {
	type elem struct{ kids []*elem }
	type doc struct {
		elem
		name string
	}
	d, other := &doc{}, &elem{}
	for _, tc := range []struct {
		name    string
		v, recv any
		want    bool
	}{
		{"embedded", &d.elem, d, true},
		{"field", &d.name, d, true},
		{"itself", d, d, false},
		{"another", other, d, false},
		{"not a pointer", d.elem, d, false},
	} {
		if got := partOf(tc.v, tc.recv); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestAnswerSlots: with an ok that is false, a lookup's value is no
// answer, but an integer is where the value would be (BinarySearch).
func TestAnswerSlots(t *testing.T) {
	type node struct{ id string }
	if got := fmt.Sprint(answerSlots([]int{3, 4}, []any{node{}, 7, false})); got != "[3]" {
		t.Errorf("answerSlots = %s, want [3]", got)
	}
}

// TestNotOK: the comma-ok bool is last, or before a last error; a bool
// that comes before anything else is no ok.
func TestNotOK(t *testing.T) {
	type node struct{ m map[string]int }
	for _, tc := range []struct {
		name    string
		results []any
		at      int
		no      bool
	}{
		{"v, ok", []any{node{}, false}, 1, true},
		{"v, ok true", []any{node{}, true}, 1, false},
		{"v, found, err", []any{node{}, false, nil}, 1, true},
		{"v, found, err true", []any{node{}, true, nil}, 1, false},
		{"v, found, err failed", []any{node{}, false, fmt.Errorf("x")}, 1, true},
		{"v, n, err", []any{node{}, 3, nil}, 2, false},
		{"ok alone", []any{false}, 0, false},
		{"bool, v", []any{false, node{}}, 1, false},
	} {
		if at, no := notOK(tc.results); no != tc.no || no && at != tc.at {
			t.Errorf("%s: notOK = %d, %v; want %d, %v", tc.name, at, no, tc.at, tc.no)
		}
	}
	if got := fmt.Sprint(nilSlots([]int{5, 6}, []any{node{}, &node{m: map[string]int{}}})); got != "[5]" {
		t.Errorf("nilSlots = %s, want [5]: a zero struct is what a failed lookup hands back", got)
	}
}

// TestReslice: a changing method's shorter result on the same array makes
// the receiver as it was stale, and only that: not a longer result, not
// another array, not a nil interface result, and never the result.
func TestReslice(t *testing.T) {
	rec := &recorder{}
	l := []int{1, 2, 3, 4}
	rec.reslice(l, []any{l[:4:4]}) // the same slice
	rec.reslice(l, []any{nil})     // a nil error
	rec.reslice(l, []any{append([]int(nil), l[:2]...)})
	if rec.isResliced(l) {
		t.Fatal("a slice returned as it was, a nil or another array made it stale")
	}
	short := l[:2]
	rec.reslice(l, []any{short})
	if !rec.isResliced(l) || rec.isResliced(short) {
		t.Fatalf("after a shorter result: old stale %v (want true), result stale %v (want false)", rec.isResliced(l), rec.isResliced(short))
	}
	rec.reslice(short, []any{l}) // the result is the slice now, whatever it was
	if rec.isResliced(l) {
		t.Error("a result that has a stale slice's array and length is the slice now")
	}
}

// TestNilEmbedded: a struct, or a pointer to one, that embeds a nil
// interface or pointer; not one whose embedded fields are set, nor a
// named field that is nil.
func TestNilEmbedded(t *testing.T) {
	type named struct{ S fmt.Stringer }
	type embeds struct{ fmt.Stringer }
	type embedsPtr struct{ *strings.Builder }
	type view struct{ embeds } // ent's View embeds a Schema that embeds a nil Interface
	for _, tc := range []struct {
		v    any
		want bool
	}{
		{embeds{}, true},
		{&embeds{}, true},
		{embedsPtr{}, true},
		{embedsPtr{&strings.Builder{}}, false},
		{named{}, false},
		{view{}, true},
		{view{embeds{&strings.Builder{}}}, false},
		{42, false},
		{nil, false},
	} {
		if got := nilEmbedded(tc.v); got != tc.want {
			t.Errorf("nilEmbedded(%#v) = %v, want %v", tc.v, got, tc.want)
		}
	}
}

// TestBuiltAroundTime: a time the receiver handed out shares only the
// standard library's *Location with it (time.Local's, for every local
// time), and is no value built around the receiver.
func TestBuiltAroundTime(t *testing.T) {
	type rule struct{ start time.Time }
	type node struct{ next *rule }
	r := &rule{start: time.Now()}
	if builtAround(r, r.start) {
		t.Error("a local time is built around the rule that holds another")
	}
	if !builtAround(r, node{next: r}) {
		t.Error("a node that points to the rule is not built around it")
	}
}

// TestFarTime: a time a century away is huge; the zero time, "unset", is
// not.
func TestFarTime(t *testing.T) {
	now := time.Now()
	for _, c := range []struct {
		t    time.Time
		huge bool
	}{
		{now, false},
		{time.Time{}, false},
		{now.AddDate(50, 0, 0), false},
		{now.Add(math.MaxInt64), true},
		{time.Date(1, 1, 2, 0, 0, 0, 0, time.UTC), true},
	} {
		if huge, _ := intFacts(c.t); huge != c.huge {
			t.Errorf("%v: huge %v, want %v", c.t, huge, c.huge)
		}
	}
}

type visitOpt interface{ opt() }

type checkOpt struct{ fn func(string) error }

func (checkOpt) opt() {}

type wrapOpt struct{ inner visitOpt }

func (wrapOpt) opt() {}

type ptrOpts struct{ Check func(string) error }

// TestVisitorOption: a function handed to a call in one of its options
// (by value in an interface, in a variadic slice, behind a pointer) is
// handed to it; another function is not, and an option reached through
// an unexported interface field is read without a fault.
func TestVisitorOption(t *testing.T) {
	pkgPath = reflect.TypeFor[checkOpt]().PkgPath()
	defer func() { pkgPath = "" }()
	fn := func(string) error { return nil }
	other := func(string) error { return nil }
	for _, tc := range []struct {
		name string
		args []any
		want bool
	}{
		{"argument", []any{"x", fn}, true},
		{"option", []any{"x", []visitOpt{checkOpt{fn}}}, true},
		{"pointer", []any{&ptrOpts{Check: fn}}, true},
		{"other", []any{"x", []visitOpt{checkOpt{other}}}, false},
		{"unexported nest", []any{wrapOpt{checkOpt{fn}}}, false},
		{"none", []any{"x", 3}, false},
	} {
		a := activeCall{op: &op{}, e: &callEnv{args: tc.args}}
		if got := visitor(a, any(fn)); got != tc.want {
			t.Errorf("%s: visitor %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOfKind: a failed assertion is the doc's misuse only when the value
// is not of the kind or type the doc names.
func TestOfKind(t *testing.T) {
	for _, tc := range []struct {
		dyn, word string
		want      bool
	}{
		{"string", "integer", false},
		{"int32", "integer", true},
		{"uint8", "integer", true},
		{"int", "float", false},
		{"float32", "float", true},
		{"int32", "keyvalue", false},
		{"linq.KeyValue", "keyvalue", true},
	} {
		if got := ofKind(tc.dyn, tc.word); got != tc.want {
			t.Errorf("ofKind(%q, %q) = %v, want %v", tc.dyn, tc.word, got, tc.want)
		}
	}
}

// TestSettled: a walk reads a slice field's header once; the package's
// goroutine that then shrinks the slice (here, this test) leaves the
// walk's elements as they were, not an Index past the new length.
func TestSettled(t *testing.T) {
	s := struct{ xs []int }{xs: []int{1, 2, 3}}
	v := settled(reflect.ValueOf(&s).Elem().Field(0))
	s.xs = nil
	if v.Len() != 3 || v.Index(2).Int() != 3 {
		t.Errorf("settled slice has %d elements after the field shrank, want 3", v.Len())
	}
	if n := settled(reflect.ValueOf([2]int{})).Len(); n != 2 {
		t.Errorf("an array: %d elements, want 2", n)
	}
}
