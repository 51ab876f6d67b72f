package blame_test

import (
	"encoding/json"
	"testing"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
)

// TestForClause is SPEC section 2's table, row by row.
func TestForClause(t *testing.T) {
	for _, tc := range []struct {
		kw     contracts.Keyword
		callee blame.Author
		want   blame.Blame
	}{
		{contracts.Requires, blame.Package, blame.Generator},   // generated code called the package wrongly
		{contracts.Ensures, blame.Package, blame.Program},      // the operation broke its promise
		{contracts.Invariant, blame.Package, blame.Program},    // the operation broke its type's invariant
		{contracts.Requires, blame.Synthesized, blame.Program}, // the package called our callback wrongly
		{contracts.Ensures, blame.Synthesized, blame.Generator},
	} {
		if got := blame.ForClause(tc.kw, tc.callee); got != tc.want {
			t.Errorf("ForClause(%s, %d) = %s, want %s", tc.kw, tc.callee, got, tc.want)
		}
	}
}

func TestNames(t *testing.T) {
	b, err := json.Marshal(struct {
		Blame blame.Blame
		Kind  blame.Kind
	}{blame.Program, blame.ContractFault})
	if err != nil || string(b) != `{"Blame":"program","Kind":"contract-fault"}` {
		t.Errorf("got %s, %v", b, err)
	}
	for k := blame.Precondition; k <= blame.Goexit; k++ {
		if back, err := blame.ParseKind(k.String()); err != nil || back != k {
			t.Errorf("ParseKind(%s) = %v, %v", k, back, err)
		}
	}
	if _, err := json.Marshal(blame.Kind(0)); err == nil {
		t.Error("the zero Kind must not marshal")
	}
}

// TestSetByRootCause: one finding per panic site and kind, whichever
// operation reached it, listing the operations, and one per operation
// and kind, whatever its sites; a clause stays with its operation.
func TestSetByRootCause(t *testing.T) {
	var s blame.Set
	sig := blame.Signature{Blame: blame.Program, Kind: blame.Panic, Party: "p.Push", Site: "f.go:3"}
	if !s.Add(blame.Finding{Signature: sig, Size: 9, Programs: 10}) {
		t.Fatal("first finding not new")
	}
	pushN := sig
	pushN.Party = "p.PushN"
	if s.Add(blame.Finding{Signature: pushN, Size: 3, Programs: 50}) {
		t.Fatal("the same panic site from another operation counted as new")
	}
	s.Add(blame.Finding{Signature: sig, Size: 5, Programs: 70})
	other := sig
	other.Site = "f.go:4"
	if s.Add(blame.Finding{Signature: other, Size: 1}) {
		t.Fatal("another site of an operation reported already counted as new")
	}
	other.Party, other.Site = "p.Pop", "f.go:5"
	if !s.Add(blame.Finding{Signature: other, Size: 1}) {
		t.Fatal("another site of another operation not new")
	}
	// Two instantiations of one generic method, at two sites: one.
	put := blame.Signature{Blame: blame.Program, Kind: blame.Panic, Party: "p.(*C[int, int]).Put", Site: "c.go:71"}
	putS := put
	putS.Party, putS.Site = "p.(*C[string, string]).Put", "c.go:75"
	if !s.Add(blame.Finding{Signature: put}) || s.Add(blame.Finding{Signature: putS}) {
		t.Fatal("two instantiations of Put are two findings")
	}
	post := blame.Signature{Blame: blame.Program, Kind: blame.Postcondition, Party: "p.Push", Site: "!s.Empty()"}
	postN := post
	postN.Party = "p.PushN"
	if !s.Add(blame.Finding{Signature: post}) || !s.Add(blame.Finding{Signature: postN}) {
		t.Fatal("a clause of another operation is another finding")
	}
	// io.Writer's shipped clause broken by a writer and by the locked
	// writer around it: one root cause.
	shipped := blame.Signature{Blame: blame.Program, Kind: blame.Postcondition, Party: "p.multi.Write", Site: "n == len(p) || err != nil", Shipped: true}
	locked := shipped
	locked.Party = "p.(*locked).Write"
	if !s.Add(blame.Finding{Signature: shipped}) || s.Add(blame.Finding{Signature: locked}) {
		t.Fatal("a shipped clause of the package's writers is one finding")
	}
	// A deadlock at one call of a callback under the lock, reached from
	// two operations: one root cause; a hang with no root stays one per
	// operation.
	add := blame.Signature{Blame: blame.Program, Kind: blame.Hang, Party: "p.(*C).Add", Site: "c.go:192"}
	set := add
	set.Party = "p.(*C).Set"
	if !s.Add(blame.Finding{Signature: add}) || s.Add(blame.Finding{Signature: set}) {
		t.Fatal("a deadlock at one call of the callback is one finding")
	}
	spin := blame.Signature{Blame: blame.Program, Kind: blame.Hang, Party: "p.Spin"}
	spin2 := spin
	spin2.Party = "p.Spin2"
	if !s.Add(blame.Finding{Signature: spin}) || !s.Add(blame.Finding{Signature: spin2}) {
		t.Fatal("hangs with no root are one finding per operation")
	}
	all := s.All()
	if len(all) != 9 || all[0].Programs != 10 || all[1].Site != "f.go:5" || all[1].Party != "p.Pop" {
		t.Errorf("got %+v", all)
	}
	if ops := s.Operations(pushN); len(ops) != 2 || ops[0] != "p.Push" || ops[1] != "p.PushN" {
		t.Errorf("operations reaching %s: %v", sig, ops)
	}
}

// TestSetClones: panics at copies of one line of one file, failing the
// same way but for their numbers, are one root cause; a different
// line, file or failure is another.
func TestSetClones(t *testing.T) {
	var s blame.Set
	f := func(party, site, stmt, msg string) blame.Finding {
		return blame.Finding{Signature: blame.Signature{Blame: blame.Program, Kind: blame.Panic, Party: party, Site: site}, Stmt: stmt, Message: msg}
	}
	if !s.Add(f("p.DropInt", "t.go:12", "return s[n:]", "slice bounds out of range [3:0]")) {
		t.Fatal("first finding not new")
	}
	if s.Add(f("p.DropString", "t.go:17", "return s[n:]", "slice bounds out of range [7:2]")) {
		t.Error("a copy of the line, out of range by other numbers, counted as new")
	}
	for _, other := range []blame.Finding{
		f("p.TakeInt", "t.go:30", "return s[:n]", "slice bounds out of range [:3] with capacity 0"),
		f("p.DropBool", "u.go:12", "return s[n:]", "slice bounds out of range [3:0]"),
		f("p.At", "t.go:40", "return s[n:]", "runtime error: invalid memory address or nil pointer dereference"),
		f("p.Get", "t.go:50", "", "slice bounds out of range [3:0]"),
	} {
		if !s.Add(other) {
			t.Errorf("%s at %s (%q, %q) counted as a copy", other.Party, other.Site, other.Stmt, other.Message)
		}
	}
	if ops := s.Operations(blame.Signature{Blame: blame.Program, Kind: blame.Panic, Party: "p.DropInt", Site: "t.go:12"}); len(ops) != 2 || ops[1] != "p.DropString" {
		t.Errorf("operations reaching DropInt's line: %v", ops)
	}
}

func TestMakingKey(t *testing.T) {
	f := func(kind blame.Kind, party, msg string) blame.Finding {
		return blame.Finding{Signature: blame.Signature{Blame: blame.Program, Kind: kind, Party: party}, Message: msg}
	}
	const nilMsg = "runtime error: invalid memory address or nil pointer dereference"
	newQ := []string{"q.NewHeapPriority"}
	pop := blame.MakingKey(f(blame.Panic, "q.(*Heap).Pop", nilMsg), newQ)
	for _, tc := range []struct {
		name string
		f    blame.Finding
		ops  []string
		same bool
	}{
		{"another method, made the same way", f(blame.Panic, "q.(*Heap).Less", nilMsg), newQ, true},
		{"a generic receiver's", f(blame.Panic, "q.(*Heap[int]).Less", nilMsg), newQ, true},
		{"a value method's", f(blame.Panic, "q.Heap.Less", nilMsg), newQ, true},
		{"made another way", f(blame.Panic, "q.(*Heap).Less", nilMsg), []string{"q.NewQueue", "q.NewHeapPriority"}, false},
		{"another message", f(blame.Panic, "q.(*Heap).Less", "runtime error: index out of range [1] with length 0"), newQ, false},
		{"another type", f(blame.Panic, "q.(*Tree).Less", nilMsg), newQ, false},
		{"a hang", f(blame.Hang, "q.(*Heap).Less", nilMsg), newQ, false},
	} {
		k := blame.MakingKey(tc.f, tc.ops)
		if (k == pop) != tc.same {
			t.Errorf("%s: MakingKey = %q, Pop's %q; same = %v", tc.name, k, pop, k == pop)
		}
	}
	if k := blame.MakingKey(f(blame.Panic, "q.Parse", nilMsg), newQ); k != "" {
		t.Errorf("a function's MakingKey = %q, want none", k)
	}
	if k := blame.MakingKey(f(blame.Panic, "q.(*Heap).Pop", nilMsg), nil); k != "" {
		t.Errorf("MakingKey of a program that makes nothing first = %q, want none", k)
	}
}

// TestBlocked is the table of blocked programs, row by row, as Decide
// reads it for a program whose goroutines were all parked.
func TestBlocked(t *testing.T) {
	visited := &wire.Facts{Event: wire.EvHang, Given: []string{wire.GivenVisited}}
	answered := &wire.Facts{Event: wire.EvHang, Given: []string{wire.GivenAnswered}}
	for _, tc := range []struct {
		p     blame.Parked
		facts *wire.Facts
		want  blame.Blame
		rule  string
	}{
		{blame.Parked{Wait: "chan receive"}, nil, blame.Generator, "waits by design"},
		{blame.Parked{Wait: "sync.WaitGroup.Wait"}, nil, blame.Generator, "waits by design"},
		{blame.Parked{Wait: "sleep"}, nil, blame.Generator, "sleeps"},
		{blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", LockInCallback: true}, nil, blame.Program, "deadlock"},
		{blame.Parked{Wait: "sync.WaitGroup.Wait", Lock: "sync.RWMutex.Lock", LockInCallback: true}, nil, blame.Program, "deadlock"},
		// The same wait in a function handed to a walk that called the
		// walked object: suspicious, unless the walk's doc lets it call.
		{blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", LockInCallback: true}, visited, blame.Program, "visitor deadlock"},
		// In a function whose role is to answer (a Reader, a getter) that
		// called the package: no user's code. (Handed to a walk, it is a
		// visitor first: the row above.)
		{blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", LockInCallback: true}, answered, blame.Generator, "answering deadlock"},
		// In a cycle the program made (a logger logging back through
		// the logger that wraps it): it waits for itself, by the facts'
		// self rule.
		{blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", LockInCallback: true}, &wire.Facts{Event: wire.EvHang, Given: []string{wire.GivenSelf}}, blame.Generator, "self"},
		{blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock"}, nil, blame.Generator, "lock held across calls"},
		// A callback that locks a mutex of its own twice: its own Lock.
		{blame.Parked{Wait: "sync.RWMutex.RLock", Lock: "sync.RWMutex.RLock", LockInCallback: true, OwnLock: true}, nil, blame.Generator, "own lock"},
	} {
		p := tc.p
		v := blame.Decide(blame.Observation{End: blame.Blocked, Facts: tc.facts, Parked: &p})
		if v.Blame != tc.want || v.Rule != tc.rule || v.Why == "" || v.Suspicious != (v.Rule == "visitor deadlock") {
			t.Errorf("Decide(blocked %+v) = %+v; want %s, %q", tc.p, v, tc.want, tc.rule)
		}
	}
}
