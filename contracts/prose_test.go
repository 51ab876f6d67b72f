package contracts

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestReadProse checks the sentences of doc comments that decide blame,
// on the standard library's wording and its near misses.
func TestReadProse(t *testing.T) {
	callback := types.NewSignatureType(nil, nil, nil, types.NewTuple(
		types.NewParam(0, nil, "f", types.NewSignatureType(nil, nil, nil, nil, nil, false))), nil, false)
	plain := types.NewSignatureType(nil, nil, nil, types.NewTuple(types.NewParam(0, nil, "n", types.Typ[types.Int])), nil, false)
	polyline := types.NewNamed(types.NewTypeName(0, nil, "Polyline", nil), types.NewSlice(types.Typ[types.Float64]), nil)
	method := types.NewSignatureType(types.NewParam(0, nil, "p", types.NewPointer(polyline)), nil, nil, nil, nil, false)
	for _, tc := range []struct {
		doc             string
		sig             *types.Signature
		panics, forbids bool
	}{
		{"Truncate discards all but the first n unread bytes. It panics if n is negative or greater than the length of the buffer.", plain, true, false},
		{"If n is negative, Grow will panic.", plain, true, false},
		{"Repeat returns count copies of s.\n\nIt panics if count is negative or if the result overflows.", plain, true, false},
		{"Len never panics.", plain, false, false},
		{"It does not panic on a nil receiver.", plain, false, false},
		{"Get returns the value, instead of panicking.", plain, false, false},
		// A negation in the condition, not of the panic.
		{"Giving a registry which has not been given to Register will panic.", plain, true, false},
		{"If the key isn't there, Must panics.", plain, true, false},
		{"Do calls function f on each element of the ring, in forward order. The behavior of Do is undefined if f changes *r.", callback, false, true},
		{"FieldsFunc makes no guarantees about the order in which it calls f(c) and assumes that f always returns the same value for a given c.", callback, false, true},
		{"Range calls f sequentially for each key. f may call any method on m.", callback, false, false},
		{"Do must not be called concurrently with Add.", callback, false, false},
		{"The behavior is undefined if n changes.", plain, true, false}, // no callback to keep quiet: a precondition on n
		{"It panics if the slice is not large enough.", plain, true, false},
		{"Passing a negative n results in a panic.", plain, true, false},
		{"n must be greater than zero.", plain, true, false},
		{"The caller must ensure that n is non-zero.", plain, true, false},
		{"Frame numbering is as for CallFrame: 0 <= n < t.Depth().", plain, true, false},
		{"It returns 0 <= r < 1.", plain, false, false}, // names no parameter
		{"Div returns x / n. Precondition: n is nonzero.", plain, true, false},
		{"The buffer must be sorted.", plain, false, false}, // names no parameter
		// What it assumes of its input, the subject left out.
		{"Transpose flips a matrix over its diagonal. Assumes all rows have the same length.", plain, true, false},
		{"Everyone assumes the buffer is empty.", plain, false, false},
		// Two counts of what it is handed that agree.
		{"FromCSVString builds rows. Note that the number of values must match the number of columns.", plain, true, false},
		{"Dot is the dot product. The length of a must equal the length of b.", plain, true, false},
		{"The number of retries grows with the number of failures.", plain, false, false},
		// A method's precondition on its receiver, by its type or its name.
		{"The polyline must not be empty.", method, true, false},
		{"p must be sorted.", method, true, false},
		{"The returned polyline must not be modified.", method, false, false},
		{"The buffer must be sorted.", method, false, false},
		{"f must not modify the ring.", callback, false, true},
		{"It is a run-time error if n is too large.", plain, true, false},
		// A lock held while the callback runs forbids calling back in.
		{"This call locks a hash table bucket while the compute function is executed.", callback, false, true},
		{"f is called with the lock held.", callback, false, true},
		{"RLock is held for all calls for a given shard.", callback, false, true},
		{"Each calls f under the map's lock.", callback, false, true},
		{"Each takes no lock while f runs.", callback, false, false},
		{"Get locks the cache and returns the value.", callback, false, false},
		{"The shard containing the key will be locked, it is NOT safe to call other cmap funcs inside `fn`.", callback, false, true},
		{"It is not safe for concurrent use; call Update from one goroutine.", callback, false, false},
		{"It is not safe to call Update from several goroutines at once.", callback, false, false},
		{"Update uses unsafe to convert the key.", callback, false, false},
	} {
		cg := &ast.CommentGroup{}
		for _, l := range splitLines(tc.doc) {
			cg.List = append(cg.List, &ast.Comment{Text: "// " + l})
		}
		p := readProse(cg, tc.sig)
		if (p.Panics != "") != tc.panics || (p.Forbids != "") != tc.forbids {
			t.Errorf("%q: got Panics %q, Forbids %q; want panics %v, forbids %v", tc.doc, p.Panics, p.Forbids, tc.panics, tc.forbids)
		}
	}
}

// TestReadProseBlocks: the sentences that say a function waits by design,
// and their near misses.
func TestReadProseBlocks(t *testing.T) {
	plain := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Dequeue retrieves and removes the item from the head of the queue. Blocks, if the queue is empty.": true,
		"Start runs the scheduler. It blocks until Stop is called.":                                         true,
		"Wait waits for all tasks to finish.":                                                               true,
		"TryDequeue returns false at once, without blocking.":                                               false,
		"Get never blocks.": false,
		"Log outputs each metric in the given registry periodically using the given logger.":          true,
		"CaptureStats captures new values. This is designed to be called as a goroutine.":             true,
		"StartCleanup starts a goroutine that periodically removes the expired entries.":              false,
		"Flush writes the buffer. It is called periodically by a timer of the package's own as well.": false,
		"Len returns the number of items.":                                                            false,
		"Get locks the cache while it reads, and waits until the copy is done.":                       false, // a lock, not a wait for others
	} {
		cg := &ast.CommentGroup{}
		for _, l := range splitLines(doc) {
			cg.List = append(cg.List, &ast.Comment{Text: "// " + l})
		}
		if got := readProse(cg, plain).Blocks != ""; got != want {
			t.Errorf("%q: blocks %v, want %v", doc, got, want)
		}
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// TestOuterProse: a panic stated in the receiver type's doc, or the
// package's, for the method it names.
func TestOuterProse(t *testing.T) {
	src := `// Package q is a queue. Peek panics on an empty queue.
package q

// Queue is a FIFO. Pop panics if the queue is empty.
type Queue struct{ xs []int }

func (q *Queue) Pop() int  { x := q.xs[0]; q.xs = q.xs[1:]; return x }
func (q *Queue) Peek() int { return q.xs[0] }
func (q *Queue) Len() int  { return len(q.xs) }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "q.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{}
	pkg, err := conf.Check("q", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	o := outerDocs([]*ast.File{f})
	q := pkg.Scope().Lookup("Queue").Type().(*types.Named)
	for i := 0; i < q.NumMethods(); i++ {
		m := q.Method(i)
		got := o.panics(m) != ""
		if want := m.Name() != "Len"; got != want {
			t.Errorf("%s: panics stated: %v, want %v", m.Name(), got, want)
		}
	}
}

// TestReadProseObliges: an interface method's doc saying what an
// implementation returns.
func TestReadProseObliges(t *testing.T) {
	recv := types.NewVar(0, nil, "a", types.Typ[types.Int])
	sig := types.NewSignatureType(recv, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Alloc should return a slice equivalent to make([]Group, n).":                                     true,
		"ApplyBatch applies logs. The returned slice must be the same length as the input.":               true,
		"Len returns the number of elements.":                                                             false,
		"Get returns the value. Callers must not modify it.":                                              false,
		"Hash returns the key's hash. Equal keys must always return the same hash, as Go's maps require.": true,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, sig).Obliges != ""; got != want {
			t.Errorf("%q: obliges %v, want %v", doc, got, want)
		}
	}
}

// TestReadProseEnds: a method whose doc says it ends the use of its
// receiver.
func TestReadProseEnds(t *testing.T) {
	recv := types.NewVar(0, nil, "p", types.Typ[types.Int])
	method := types.NewSignatureType(recv, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Stop causes this pool to stop accepting new tasks and signals all workers to exit.":                            true,
		"Close releases the iterator. It must not be used after Close.":                                                 true,
		"Release frees the buffer, which cannot be reused.":                                                             true,
		"Shutdown stops the server; it is no longer usable.":                                                            true,
		"Pause stops the pool from starting tasks until Resume.":                                                        false,
		"Close shuts down the SharedBuffer.":                                                                            true,
		"Shutdown shuts down the server gracefully, once its connections are idle.":                                     false, // says how, and may leave it usable
		"Drain shuts down the workers that are idle.":                                                                   false,
		"Add adds a task to the pool.":                                                                                  false,
		"Close closes the map. It is invalid to use a Map after it has been closed, though Close itself is idempotent.": true,
		"Get returns the value. It is invalid to use the value after the map was changed.":                              false,
		"Stop stops the pool. Tasks must not be submitted to the worker pool after calling stop.":                       true,
		"StopWait stops the pool and waits for the queued tasks. No additional tasks may be submitted.":                 true,
		"Submit queues a task. Tasks must not be submitted to a full pool.":                                             false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Ends != ""; got != want {
			t.Errorf("%q: ends %v, want %v", doc, got, want)
		}
	}
	// A function has no receiver to end.
	plain := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// Drain stops accepting input."}}}
	if readProse(cg, plain).Ends != "" {
		t.Error("a function ends its receiver's use")
	}
	// A function that ends the program's use of the whole package does.
	cg = &ast.CommentGroup{List: []*ast.Comment{{Text: "// Shutdown flushes the sinks. This is intended for use immediately prior to application exit."}}}
	if readProse(cg, plain).Ends == "" {
		t.Error("a function for use prior to application exit ends nothing")
	}
}

// TestReadProseResets: a method whose doc says it clears its receiver.
func TestReadProseResets(t *testing.T) {
	recv := types.NewVar(0, nil, "l", types.Typ[types.Int])
	method := types.NewSignatureType(recv, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Init initializes or clears list l.": true,
		"Reset empties the buffer.":          true,
		"Purge removes all entries.":         true,
		"Remove removes the element e.":      false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Resets != ""; got != want {
			t.Errorf("%q: resets %v, want %v", doc, got, want)
		}
	}
}

// TestReadProseElems: a sentence naming the types of the values a
// method works on, not one about their number or order.
func TestReadProseElems(t *testing.T) {
	recv := types.NewVar(0, nil, "q", types.Typ[types.Int])
	method := types.NewSignatureType(recv, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Values can be of any integer type: int, int8, int16, int32, int64.":  true,
		"Collection elements have to be of KeyValue type to use this method.": true,
		"Values must be sorted.":      false,
		"Values can be of any type.":  false,
		"It returns the values of q.": false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Elems != ""; got != want {
			t.Errorf("%q: elems %v, want %v", doc, got, want)
		}
	}
}

// TestReadProsePrepares: a method's first sentence saying that it
// initializes or starts its receiver, or any sentence saying that it is
// to be called before the others.
func TestReadProsePrepares(t *testing.T) {
	recv := types.NewVar(0, nil, "p", types.Typ[types.Int])
	method := types.NewSignatureType(recv, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Init initializes the object pool.":                                                              true,
		"Start begins watching the in-memory circuit breakers.":                                          true,
		"Open opens the database at path.":                                                               true,
		"Get returns a value. It starts a refill when empty.":                                            false, // not the first sentence
		"Restart stops and starts the server.":                                                           false,
		"Init the token bucket.":                                                                         true,
		"InitWithNowFn the token bucket with a custom Now function.":                                     true,
		"Initial returns the initial state.":                                                             false,
		"SetFont sets the font. It is mandatory to call this method at least once before printing text.": true,
		"Load reads the file. This method must be called before any other.":                              true,
		"Prepare is the second function the caller must invoke, it compiles the program.":                true,
		"Write writes p. It is not necessary to call Flush.":                                             false,
		"Close closes. It is not necessary to call this method before exiting.":                          false,
		"Close releases it. It is required to call this method when done, to release resources.":         false,
		"Release frees it. It is mandatory to call this function after use.":                             false,
		"Enable configures the BLE stack. It must be called before any Bluetooth-related calls.":         true,
		"Connect dials. It has to be called first.":                                                      true,
		"Flush writes what is buffered. It must be called before Close.":                                 false, // orders two methods
		"Done ends it. Close must be called before any other use.":                                       false, // another method
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Prepares != ""; got != want {
			t.Errorf("%q: prepares %v, want %v", doc, got, want)
		}
	}
	// A method used only inside a callback the package runs.
	for doc, want := range map[string]bool{
		"AddStringNullEmpty adds a string. Must be used inside a slice or array encoding.": true,
		"Emit sends v. It must only be called from within a handler.":                      true,
		"Add adds v. It must be used with care.":                                           false,
		"Renew renews the lease. It must be called within 5 seconds.":                      false,
		"Set sets v. It must be used inside a transaction.":                                false,
		"CallFrame returns a frame. It should only be used in built-ins called from code.": true,
		"Run runs f. It should be used in a single goroutine.":                             false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Inside != ""; got != want {
			t.Errorf("%q: inside %v, want %v", doc, got, want)
		}
	}
	// A function reserved for the package's own callers.
	for doc, want := range map[string]bool{
		"Call is called by a mock. It should not be called by user code.":                       true,
		"PatchAddPadding adds some padding. Intended to be called only from within patchApply.": true,
		"Reset is for internal use only.":                                                       true,
		"Add adds v. It may be called by user code at any time.":                                false,
		"Close must not be called twice.":                                                       false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Internal != ""; got != want {
			t.Errorf("%q: internal %v, want %v", doc, got, want)
		}
	}
	// A method that starts its receiver is called once (os/exec's Start).
	for doc, want := range map[string]bool{
		"Start starts the specified command but does not wait for it to complete.": true,
		"Serve starts the supervisor.":                                             true,
		"Init initializes the object pool.":                                        false,
		"Next starts a new page when the current one is full.":                     false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, method).Once != ""; got != want {
			t.Errorf("%q: once %v, want %v", doc, got, want)
		}
	}
}

// TestReadProseReleases: the method a function's doc says must be
// called on what it returns, when its result has that method.
func TestReadProseReleases(t *testing.T) {
	pkg := types.NewPackage("p", "p")
	iter := types.NewNamed(types.NewTypeName(0, pkg, "Iter", nil), types.NewStruct(nil, nil), nil)
	iter.AddMethod(types.NewFunc(0, pkg, "Release", types.NewSignatureType(types.NewVar(0, pkg, "it", types.NewPointer(iter)), nil, nil, nil, nil, false)))
	iter.AddMethod(types.NewFunc(0, pkg, "Next", types.NewSignatureType(types.NewVar(0, pkg, "it", types.NewPointer(iter)), nil, nil, nil, nil, false)))
	returns := types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(types.NewParam(0, pkg, "", iter)), false)
	none := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	for _, tc := range []struct {
		doc  string
		sig  *types.Signature
		want string
	}{
		{"Iter returns a read-only iterator. The Release method must be called finished with iterator.", returns, "Release"},
		{"Iter returns an iterator. Callers must call Release when done.", returns, "Release"},
		{"Iter returns an iterator. Release must always be called.", returns, "Release"},
		{"Iter returns an iterator. Next must be called before the first item.", returns, ""}, // a protocol
		{"Iter returns an iterator. Close must be called when done.", returns, ""},            // Iter has no Close
		{"Iter returns a function that must be called when done.", returns, ""},
		{"Flush must be called when done.", none, ""}, // nothing returned
		{"Iter returns an iterator.", returns, ""},
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + tc.doc}}}
		if got := readProse(cg, tc.sig).Releases; got != tc.want {
			t.Errorf("%q: releases %q, want %q", tc.doc, got, tc.want)
		}
	}
}

// TestReadProseUnstarted: a function whose doc says the value it returns
// is not started yet, on httptest's wording and miniredis's.
func TestReadProseUnstarted(t *testing.T) {
	pkg := types.NewPackage("p", "p")
	srv := types.NewNamed(types.NewTypeName(0, pkg, "Server", nil), types.NewStruct(nil, nil), nil)
	returns := types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(types.NewParam(0, pkg, "", types.NewPointer(srv))), false)
	none := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	for _, tc := range []struct {
		doc  string
		sig  *types.Signature
		want bool
	}{
		{"NewMiniRedis makes a new, non-started, Miniredis object.", returns, true},
		{"NewUnstartedServer returns a new Server but doesn't start it.", returns, true},
		{"New returns a worker that is not yet started; call Start.", returns, true},
		{"Run creates and Start()s a Miniredis.", returns, false},
		{"New returns a server, started.", returns, false},
		{"Stop stops the server if it is not started.", none, false}, // nothing returned
		{"Get returns the job, or nil if it is not started.", returns, false},
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + tc.doc}}}
		if got := readProse(cg, tc.sig).Unstarted != ""; got != tc.want {
			t.Errorf("%q: unstarted %v, want %v", tc.doc, got, tc.want)
		}
	}
}

// TestReadProseCallFirst: a function's doc that names a method to call
// on what it returns before using it.
func TestReadProseCallFirst(t *testing.T) {
	pkg := types.NewPackage("p", "p")
	dev := types.NewNamed(types.NewTypeName(0, pkg, "Adapter", nil), types.NewStruct(nil, nil), nil)
	returns := types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(types.NewParam(0, pkg, "", types.NewPointer(dev))), false)
	none := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	for _, tc := range []struct {
		doc  string
		sig  *types.Signature
		want string
	}{
		{"NewAdapter creates a new Adapter with the given ID. Make sure to call Enable() before using it to initialize the adapter.", returns, "Enable"},
		{"New returns a client. You must call Init before use.", returns, "Init"},
		{"New returns a client. Be sure to call c.Connect first, before calling any other method.", returns, "Connect"},
		{"New returns a client. Call Close when done.", returns, ""},
		{"New returns a client. Make sure to call Close after using it.", returns, ""},
		{"Setup prepares the bus. Make sure to call Enable() before using it.", none, ""}, // returns nothing
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + tc.doc}}}
		if got := readProse(cg, tc.sig).CallFirst; got != tc.want {
			t.Errorf("%q: call first %q, want %q", tc.doc, got, tc.want)
		}
	}
}

// TestReadProseNils: the sentences that give a nil argument a meaning,
// on the standard library's wording and their near misses.
func TestReadProseNils(t *testing.T) {
	iface := types.NewInterfaceType(nil, nil)
	sig := func(name string, typ types.Type) *types.Signature {
		return types.NewSignatureType(nil, nil, nil, types.NewTuple(types.NewParam(0, nil, name, typ)), nil, false)
	}
	for _, tc := range []struct {
		doc  string
		sig  *types.Signature
		want uint64
	}{
		{"NewTickerWithTimer returns a new Ticker with a custom timer. A default timer that uses system timer is used when nil is passed.", sig("timer", iface), 1},
		{"If handler is nil, DefaultServeMux is used.", sig("handler", iface), 1},
		{"If f is nil, the default hasher is used.", sig("f", types.NewSignatureType(nil, nil, nil, nil, nil, false)), 1},
		{"A nil cmp means the natural order.", sig("cmp", iface), 1},
		{"opts may be nil, in which case the defaults are used.", sig("opts", types.NewPointer(types.Typ[types.Int])), 1},
		{"ctx must not be nil.", sig("ctx", iface), 0},
		{"If ctx is nil, New panics.", sig("ctx", iface), 0},
		{"If n is nil, the default is used.", sig("n", types.Typ[types.Int]), 0}, // an int is never nil
		{"If x is nil, the default is used.", sig("y", iface), 0},                // names another
		// A field of the argument, not the argument.
		{"Listen registers a listener. If Handler is nil, the listener is ignored.", sig("listener", types.NewPointer(types.Typ[types.Int])), 0},
		{"If it is nil, the listener is ignored.", sig("listener", iface), 1},
	} {
		cg := &ast.CommentGroup{}
		for _, l := range splitLines(tc.doc) {
			cg.List = append(cg.List, &ast.Comment{Text: "// " + l})
		}
		if got := readProse(cg, tc.sig).Nils; got != tc.want {
			t.Errorf("%q: Nils %b, want %b", tc.doc, got, tc.want)
		}
	}
}

func TestReadProseSlices(t *testing.T) {
	params := func(names ...string) *types.Signature {
		var vs []*types.Var
		for _, n := range names {
			typ := types.Typ[types.Int]
			if n == "s" {
				typ = types.Typ[types.String]
			}
			vs = append(vs, types.NewParam(0, nil, n, typ))
		}
		return types.NewSignatureType(nil, nil, nil, types.NewTuple(vs...), nil, false)
	}
	for _, tc := range []struct {
		doc  string
		sig  *types.Signature
		want uint64
	}{
		{"Sub returns the bytes [i:j] of the buffer.", params("i", "j"), 1},
		{"Count counts the elements in [lo, hi).", params("s", "lo", "hi"), 2},
		{"substring [i:j]", params("", ""), 1},     // an interface method's unnamed parameters
		{"substring [i:j]", params("", "", ""), 0}, // which two of three, it does not say
		{"Swap swaps the elements i and j.", params("i", "j"), 0},
		{"Get returns the element at [i].", params("i", "j"), 0},
		{"Put stores v under [k:v] pairs.", params("i", "j"), 0}, // names no parameter
		{"Window returns s[from:to].", params("s", "from", "to"), 2},
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + tc.doc}}}
		if got := readProse(cg, tc.sig).Slices; got != tc.want {
			t.Errorf("%q: Slices %#x, want %#x", tc.doc, got, tc.want)
		}
	}
}

func TestReadProseEmpty(t *testing.T) {
	plain := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	for doc, want := range map[string]bool{
		"Peek returns the item with the highest priority, or nil if the queue is empty.": true,
		"If there are no elements, Min returns false.":                                   true,
		"Pop removes and returns the top of the stack.":                                  false,
		"Front returns the first element of list l or nil if the list is empty.":         true,
		"Max returns the largest value.":                                                 false,
		"Pop removes and returns the least item, or nil when there is none.":             true,
		"Last is the last value added, or 0.":                                            true,
		"Top returns the top of the stack, or nothing.":                                  false,
	} {
		cg := &ast.CommentGroup{List: []*ast.Comment{{Text: "// " + doc}}}
		if got := readProse(cg, plain).Empty != ""; got != want {
			t.Errorf("%q: empty %v, want %v", doc, got, want)
		}
	}
}
