package contracts

import (
	"go/ast"
	"go/types"
	"regexp"
	"strings"

	"github.com/hogen-go/hogen/typesys"
)

// Prose is what a function's doc comment says in words, rather than in
// contract clauses, that decides who is to blame. Go documentation states
// most preconditions this way ("It panics if n is negative."), and a
// finding that the documentation already announces is not a bug.
type Prose struct {
	// Panics is the sentence announcing that the function panics on some
	// input: a runtime error escaping it is the documented rejection of
	// that input, blamed on the generator.
	Panics string
	// Forbids is the sentence forbidding callbacks to act ("The behavior of
	// Do is undefined if f changes *r.", "assumes that f always returns
	// the same value", or a lock held while f runs): the callbacks hogen
	// hands it do not act.
	Forbids string
	// Locked is the sentence saying that the function runs its callback
	// with a lock held ("It is called while lock is held", "f is called
	// under the map's lock"): the callback calls nothing of the package,
	// whose operations, getters too, take that lock.
	Locked string
	// Blocks is the sentence saying that the function blocks or waits
	// ("Blocks, if the queue is empty.", "Run blocks until Stop is
	// called"): a program with nobody to unblock it waits by design.
	Blocks string
	// Ends is the sentence saying that a method ends the use of its
	// receiver ("Stop causes this pool to stop accepting new tasks", "The
	// iterator must not be used after Close"): nothing is called on the
	// receiver after it, as after a final method of the package's tests;
	// or that a function ends the use of the package ("intended for use
	// immediately prior to application exit").
	Ends string
	// Resets is the sentence saying that a method clears or resets its
	// receiver ("Init initializes or clears list l", "Reset empties the
	// buffer"): what the receiver handed out before is stale.
	Resets string
	// Nils has bit i set when the doc says what a nil parameter i means
	// ("A default timer is used when nil is passed", "If h is nil,
	// DefaultServeMux is used"): nil is an argument it takes, as much as
	// any other.
	Nils uint64
	// Typed has bit i set when the doc names the type that the empty
	// interface parameter i takes ("Parameter must be a uint type"):
	// TypeWord, a predeclared type's name or its prefix ("uint").
	Typed    uint64
	TypeWord string
	// Reenters is the sentence letting a function the method runs call
	// or change the receiver ("f itself may call any method on m"): a
	// walk that then trips over the change is the method's bug.
	Reenters string
	// Once is the sentence saying that a method is to be called once
	// ("user must call it just once"): a second call is a misuse, as a
	// second Close is.
	Once string
	// Obliges is the sentence of an interface method's doc saying what
	// an implementation must return ("Alloc should return a slice
	// equivalent to make([]Group, n)", "The returned slice must be the
	// same length as the input"): a synthesized one may not.
	Obliges string
	// Internal is the sentence saying that the function is for the
	// package's own use or a generated caller's ("It should not be
	// called by user code", "Intended to be called only from within
	// patchApply"): no program calls it.
	Internal string
	// Prepares is the first sentence of a method's doc when it says the
	// method initializes or starts its receiver ("Init initializes the
	// object pool", "Start begins watching the breakers"): the receiver's
	// other methods are used after it, as the package's tests use them.
	Prepares string
	// Inside is the sentence of a method's doc that says it is to be used
	// only inside a callback the package runs ("Must be used inside a
	// slice or array encoding"): on the value the package hands it.
	Inside string
	// Mandatory is the sentence of a method's doc that says it must be
	// called before the others ("It is mandatory to call this method at
	// least once before printing text"); Prepares holds it too.
	Mandatory string
	// Unstarted is the sentence of a function's doc that says the value
	// it returns is not started yet ("NewMiniRedis makes a new,
	// non-started, Miniredis object", "returns a new Server but doesn't
	// start it"): its Start methods come before what a started one does.
	Unstarted string
	// CallFirst is the method of the value a function returns that its
	// doc says to call before using it ("Make sure to call Enable()
	// before using it", "You must call Init before use"): the value's
	// other methods come after it, as for a method whose own doc says it
	// is mandatory.
	CallFirst string
	// Releases is the method of the function's result that its doc says
	// must be called ("The Release method must be called when finished
	// with the iterator", "Callers must call Close"): until it is, the
	// result may hold what the package's other operations wait for (an
	// iterator's read lock).
	Releases string
	// Ranges is the sentence saying what an index or position out of
	// range does ("returns false if the index is out of bounds"): the
	// method takes any index, not only one below its receiver's length.
	Ranges string
	// Elems is the sentence naming the types of the values a method
	// works on ("Values can be of any integer type", "Collection elements
	// have to be of KeyValue type"): a failed type assertion on another
	// is the documented rejection of it.
	Elems string
	// ElemWord is the type Elems names: a kind ("integer", "float") or a
	// type's name ("KeyValue").
	ElemWord string
	// Empty is the sentence saying what a method does when its receiver
	// is empty ("Peek returns nil if the queue is empty", "If there are
	// no elements, Min returns false"): taking from an empty one is a
	// case it handles, not the caller's mistake.
	Empty string
	// Slices has bit i set when the doc writes integer parameters i and
	// i+1 as the bounds of a slice expression or a half-open interval
	// ("substring [i:j]", "the elements in [lo, hi)"): a range, whose
	// start is at most its end, as s[i:j] needs.
	Slices uint64
}

var (
	panicsRE = regexp.MustCompile(`(?i)\b(panics|will panic|may panic|to panic|it panic|a panic|run-?time (error|panic))\b`)
	// mustRE finds a precondition stated as an obligation: "n must be
	// positive", "The slice must be sorted", "buf should not be nil",
	// "Precondition: y is nonzero", or as a range: "0 <= depth <
	// thread.CallStackDepth()".
	// assumesRE finds a precondition stated as what the function
	// assumes of its input, the sentence's subject left out or the
	// function's: "Assumes all rows have the same length".
	assumesRE = regexp.MustCompile(`(?i)^(it |this function |this method )?assumes\b`)
	// agreeRE finds a precondition that two counts of what the function
	// is handed, or of its receiver, agree: "the number of values must
	// match the number of columns", "the length of a must equal the
	// length of b". Its subject is a count, not a parameter's name.
	agreeRE = regexp.MustCompile(`(?i)\bthe (number|count|length|size) of (\w+ ){0,2}(must|should|has to) (match|equal|be (equal to|the same as)) the (number|count|length|size) of\b`)
	mustRE  = regexp.MustCompile(`(?i)\b0\s*<=?\s*\w+\s*<|\b(must|should)( not| never)? (be|have|contain|point|refer|hold|exceed|ensure|guarantee|match)\b|\bis (required|assumed|expected) to\b|\bis undefined (if|when|unless|for)\b|\bprecondition:`)
	// notPanicsRE finds a negation of the panic itself ("never panics",
	// "does not panic", "instead of panicking"), not of a condition
	// before it ("a registry which has not been given to Register will
	// panic").
	notPanicsRE = regexp.MustCompile(`(?i)(\bnever|\bnot|n't|\bno longer|\binstead of|\brather than|\bwithout)( \w+)? panic`)
	forbidRE    = regexp.MustCompile(`(?i)\b(undefined|must not|must never|should not|may not|is not allowed|are not allowed|not permitted|(not |un)safe to (call|use)|always returns? the same)\b`)
	actRE       = regexp.MustCompile(`(?i)\b(chang|modif|mutat|alter|add|remov|insert|delet|call|same value)`)
	// blocksRE finds a function that blocks, or runs until its process
	// ends ("outputs each metric periodically", "designed to be called
	// as a goroutine").
	blocksRE = regexp.MustCompile(`(?i)\b(blocks|block until|will block|may block|blocking|waits (for|until)|wait (for|until)|sleeps|(called|run|started) (as|in) (a|its own) goroutine|runs forever|never returns)\b`)
	// periodicRE finds a function that acts periodically itself, not
	// one that starts a goroutine or timer to (backgroundRE).
	periodicRE   = regexp.MustCompile(`(?i)\bperiodically\b`)
	backgroundRE = regexp.MustCompile(`(?i)\b(goroutines?|background|timers?|tickers?|schedules?|returns?)\b`)
	notBlockRE   = regexp.MustCompile(`(?i)\b(non-?blocking|never|not|doesn't|without|no longer|instead of)\b[^.]*\b(block|wait)`)
	// endsRE finds a method that ends the use of its receiver.
	// A sentence that calls any use after the end invalid ("It is
	// invalid to use a Map after it has been closed") says so too, and
	// one that forbids more work after it ("Tasks must not be submitted
	// to the worker pool after calling stop", "No additional tasks may be
	// submitted").
	endsRE = regexp.MustCompile(`(?i)\b(stops? accepting|no longer accepts?|(must|should|can) ?(not|n't|never) be (re)?used (again )?after|is no longer usable|cannot be reused|not be used again)\b|^\w+ shuts down (the|this|its) \w+\W*$|\b(invalid|illegal|an error|undefined|not (valid|safe|allowed|permitted)) to (use|call)\b[^.]*\bafter\b[^.]*\b(closed|stopped|released|freed|shut down|destroyed|disposed)\b|\b(must|may|should|can) ?(not|n't|never) be (submitted|added|queued|enqueued|scheduled|sent|published|pushed)\b[^.]*\bafter (calling |this|it)|\bno (additional|more|further|new) \w+ (may|can|will|should) be (submitted|added|queued|enqueued|scheduled|sent|published|pushed|accepted)\b`)
	// endsUseRE finds a function that ends the program's use of the
	// package ("This is intended for use immediately prior to application
	// exit"): nothing of the package is called after it.
	endsUseRE = regexp.MustCompile(`(?i)\b(prior to|before) (the )?(application|program|process)('s)? (exits?|shutdown|ends)\b`)
	// nilRE finds a sentence giving a nil argument a meaning; notNilRE
	// one that forbids it ("must not be nil", "panics if nil").
	nilRE = regexp.MustCompile(`(?i)\b(nil is (passed|given|used)|(if|when|where) \w+ is nil|(is|are|may be|can be) nil\b[^.]*\b(default|used|uses|means|ignored|disabl)|nil (\w+ )?(means|disables|uses|selects)|(defaults?|is used|are used|is ignored)\b[^.]*\bnil\b)`)
	// nilSubjectRE finds what a sentence says is nil ("If Handler is
	// nil"): a field of the argument is not the argument.
	nilSubjectRE = regexp.MustCompile(`(?i)\b(\w+) (?:is|are|may be|can be) nil\b`)
	notNilRE     = regexp.MustCompile(`(?i)\b(must|should|cannot|can't|may not)\b[^.]*\bnil\b|\bnil\b[^.]*\b(panics?|not allowed|invalid)\b|\bnon-nil\b`)
	// typedRE finds the type an empty interface parameter must have.
	typedRE = regexp.MustCompile(`(?i)\b(?:must|should) be (?:a|an|of type|of) (u?int|float|complex|string|bool|byte|rune)(?:\d*)(?: type| value|\b)`)
	// reentersRE finds a method letting its callback call or change the
	// receiver.
	reentersRE = regexp.MustCompile(`(?i)\b(may|can)( safely)? (call|modify|mutate|change|delete|remove|add|insert)\b[^.]*\b(any method|methods|itself|the (map|list|tree|set|queue|cache|receiver|collection|container))\b|\bsafe to (call|modify|mutate|change|delete|remove|add|insert)\b[^.]*\b(during|while|from within|inside)\b`)
	// obligesRE finds a sentence saying what a method must return.
	obligesRE = regexp.MustCompile(`(?i)\b(must|should|has to|is expected to)( always)? return\b|\breturned \w+ (must|should)\b`)
	// onceRE finds a method to be called once.
	onceRE = regexp.MustCompile(`(?i)\b(must|should|may|can)\b[^.]*\bcall(ed)?\b[^.]*\b(just|only|at most|exactly) once\b|\b(must|should) not be called (more than once|twice|again)\b`)
	// elemsRE finds the types of the values a method works on.
	elemsRE = regexp.MustCompile(`(?i)\b(values|elements|items)\b[^.]*\b(can|must|have to|has to|should|need to)\b[^.]*\bof (?:any )?(\w+) types?\b`)
	// rangesRE finds what a method does with an index out of range.
	rangesRE = regexp.MustCompile(`(?i)\b(out of (range|bounds)|beyond (the|its) (end|length|size|bounds)|past the end|invalid (index|position)|(greater|larger) than (or equal to )?(the )?(length|size|len))`)
	// releasesRE finds a method that must be called on what a function
	// returns: "The Release method must be called", "Users must call
	// Close", "Done must always be called".
	releasesRE = regexp.MustCompile(`(?i)\b(?:the )?(\w+)(?: method)? must (?:always )?(?:be )?called\b|\bmust (?:always )?call (?:the |its )?(\w+)\b`)
	// internalRE finds a doc reserving a function for the package's own
	// callers: "It should not be called by user code", "Intended to be
	// called only from within patchApply", "for internal use only".
	internalRE = regexp.MustCompile(`(?i)\b(should|must) not be called (by|from) (user|client|application|outside)|\bintended to be called only (from|by)\b|\bfor internal use( only)?\b|\bnot (meant|intended) to be called (directly|by (users|user code|clients))`)
	// preparesRE finds, in a method's first sentence, that it readies
	// its receiver for the others.
	// An Init whose name is its verb ("Init the token bucket") says so
	// too.
	preparesRE = regexp.MustCompile(`^\w+ (initiali[sz]es|starts|begins|prepares|sets up|opens|connects)\b|^Init(iali[sz]e)?\w* (the|this|a|an|its)\b`)
	// mandatoryRE finds, in any sentence of a method's doc, that the
	// method must be called before the others: "It is mandatory to call
	// this method at least once before printing text", "This method must
	// be called before any other", "It must be called before any
	// Bluetooth-related calls", "Prepare is the second function the
	// caller must invoke". Not "It must be called before Close": that
	// orders two methods, it readies nothing.
	mandatoryRE = regexp.MustCompile(`(?i)\b(mandatory|required|necessary) to call this (method|function)\b[^.]*\b(before|first)\b|\bthis (method|function) must be called (first|before)\b|^it (must|has to|needs to) be called (first|before (any|all|every|other|the other|using)\b)|\bis the (first|second|next) (function|method)\b[^.]*\b(must|should) (call|invoke)\b`)
	// notMandatoryRE finds a sentence that denies it: "It is not
	// necessary to call this method before ...".
	notMandatoryRE = regexp.MustCompile(`(?i)\b(not|never|no longer)\b`)
	// insideRE finds a method's doc saying it is used only inside a
	// callback the package runs: "Must be used inside a slice or array
	// encoding", "must only be called from within a handler".
	insideRE = regexp.MustCompile(`(?i)\b(must|should) (only )?be (used|called) (only )?(in|inside|within|from (inside|within) )[^.]{0,40}\b(callbacks?|handlers?|hooks?|visitors?|built-?ins?|encoding|decoding|marshal\w*|unmarshal\w*|func\w*)\b`)
	// startsRE finds, in a method's first sentence, that it starts its
	// receiver.
	startsRE = regexp.MustCompile(`^\w+ (starts|begins) (the|this|its)\b`)
	// beforeRE finds a call required before others, not after: a
	// protocol, not a release.
	beforeRE = regexp.MustCompile(`(?i)\bcalled (before|first|prior)\b`)
	resetsRE = regexp.MustCompile(`(?i)\b(clears|resets|reinitiali[sz]es|empties|removes all)\b`)
	// lockRE finds a function announcing that it holds a lock while its
	// callback runs ("This call locks a hash table bucket while the
	// compute function is executed", "f is called with the lock held"):
	// a callback that calls back in deadlocks by the doc's own word.
	lockRE = regexp.MustCompile(`(?i)\b(locks|locked|holds? (the|a|its) (\w+ )?(lock|mutex))\b[^.]*\b(while|during|until)\b|\b(r?lock|mutex) (is )?held\b|\bunder (the|a|its) ([\w']+ )?(lock|mutex)\b`)
)

// readProse finds the sentences of doc that Prose records. Forbids is
// looked for only in functions that take a callback.
func readProse(doc *ast.CommentGroup, sig *types.Signature) Prose {
	var p Prose
	if doc == nil {
		return p
	}
	callback := false
	for i := 0; i < sig.Params().Len(); i++ {
		switch sig.Params().At(i).Type().Underlying().(type) {
		case *types.Signature, *types.Interface:
			callback = true
		}
	}
	var params []string
	for i := 0; i < sig.Params().Len(); i++ {
		if n := sig.Params().At(i).Name(); n != "" && n != "_" {
			params = append(params, n)
		}
	}
	for i, s := range sentences(doc.Text()) {
		if sig.Recv() != nil {
			p.methodSentence(i, s)
		}
		if p.Panics == "" && panicsRE.MatchString(s) && !notPanicsRE.MatchString(s) {
			p.Panics = s
		}
		if p.Panics == "" && (assumesRE.MatchString(s) || agreeRE.MatchString(s)) && sig.Params().Len() > 0 {
			p.Panics = s // "Assumes all rows have the same length": of what it is handed
		}
		if p.Panics == "" && mustRE.MatchString(s) && (mentions(s, params...) || receiverSentence(s, sig)) && !callbackSentence(s, sig) {
			p.Panics = s
		}
		if p.Blocks == "" && (blocksRE.MatchString(s) || periodicRE.MatchString(s) && !backgroundRE.MatchString(s)) && !notBlockRE.MatchString(s) && !lockRE.MatchString(s) {
			p.Blocks = s
		}
		if p.Ends == "" && endsUseRE.MatchString(s) {
			p.Ends = s
		}
		if m := typedRE.FindStringSubmatch(s); m != nil && p.TypeWord == "" {
			p.Typed, p.TypeWord = typedParams(s, sig), strings.ToLower(m[1])
			if p.Typed == 0 {
				p.TypeWord = ""
			}
		}
		if p.Reenters == "" && callback && reentersRE.MatchString(s) {
			p.Reenters = s
		}
		if p.Internal == "" && internalRE.MatchString(s) {
			p.Internal = s
		}
		p.resultSentence(s, sig)
		p.Slices |= sliceParams(s, sig)
		if p.Empty == "" && emptyRE.MatchString(s) {
			p.Empty = s
		}
		if p.Ranges == "" && rangesRE.MatchString(s) {
			p.Ranges = s
		}
		if m := elemsRE.FindStringSubmatch(s); m != nil && p.Elems == "" && m[3] != "any" {
			p.Elems, p.ElemWord = s, strings.ToLower(m[3])
		}
		if nilRE.MatchString(s) && !notNilRE.MatchString(s) {
			for i := 0; i < sig.Params().Len() && i < 64; i++ {
				if pv := sig.Params().At(i); nilable(pv.Type()) && mentions(s, pv.Name()) && nilOf(s, pv.Name()) {
					p.Nils |= 1 << i
				}
			}
		}
		if callback && p.Forbids == "" && forbids(s) {
			p.Forbids = s
		}
		if callback && p.Locked == "" && lockRE.MatchString(s) {
			p.Locked = s
		}
	}
	return p
}

// resultSentence reads sentence s of a function's doc for what it says
// of the value the function returns: a method to call on it when done,
// or that it is not started yet.
func (p *Prose) resultSentence(s string, sig *types.Signature) {
	if p.Releases == "" {
		p.Releases = released(s, sig)
	}
	if p.Unstarted == "" && sig.Results().Len() > 0 && unstartedRE.MatchString(s) && !condRE.MatchString(s[:unstartedRE.FindStringIndex(s)[0]]) {
		p.Unstarted = s // not "..., or nil if it is not started"
	}
	if m := callFirstRE.FindStringSubmatch(s); p.CallFirst == "" && sig.Results().Len() > 0 && m != nil {
		p.CallFirst = m[1]
	}
}

// callFirstRE finds a sentence that names a method to call on a value
// before using it, and gives the method's name: "Make sure to call
// Enable() before using it", "You must call Init before use".
var callFirstRE = regexp.MustCompile(`(?i:\b(?:make sure to|be sure to|you must|must|need to|remember to|do not forget to|don't forget to) (?:first )?call )(?:\w+\.)?([A-Z]\w*)(?:\(\))?(?i: (?:first,? )?(?:before|prior to) (?:using|use|calling|any)\b)`)

// unstartedRE finds a sentence that says a value is made but not
// started: "non-started", "unstarted", "not yet started", "doesn't
// start it".
var unstartedRE = regexp.MustCompile(`(?i)\b(non-started|unstarted|not (yet )?started|(does not|doesn't|without) start(ing)? (it|them)\b)`)

// condRE finds a condition: what follows it holds only in a case.
var condRE = regexp.MustCompile(`(?i)\b(if|unless|when|whether|until|once)\b`)

// emptyRE finds a sentence about an empty receiver, or one with
// nothing to give.
var emptyRE = regexp.MustCompile(`(?i)\b(is|are|be|being) empty\b|\bempty (queue|stack|list|heap|set|tree|deque|buffer|container|collection|cache|map|ring)\b|\bno (more )?(elements?|items?|entries|entry|values?|nodes?)\b|\bnothing (left|to)\b|\bnone\b|,? or (nil|0|zero|false|-1|the zero value)\b`)

// sliceRE finds a slice expression or a half-open interval of two
// names: [i:j], [lo, hi).
var sliceRE = regexp.MustCompile(`\[\s*([A-Za-z_]\w*)\s*(?::\s*([A-Za-z_]\w*)\s*\]|,\s*([A-Za-z_]\w*)\s*\))`)

// sliceParams is the mask of the first of two adjacent integer
// parameters of sig that sentence s writes as the bounds of a slice
// expression: by their names, or, where the parameters are unnamed (an
// interface method's Substring(uint64, uint64) // substring [i:j]), the
// signature's only two integers.
func sliceParams(s string, sig *types.Signature) uint64 {
	var mask uint64
	ps := sig.Params()
	isInt := func(i int) bool {
		b, ok := ps.At(i).Type().Underlying().(*types.Basic)
		return ok && b.Info()&types.IsInteger != 0
	}
	var ints []int
	for i := 0; i < ps.Len() && i < 64; i++ {
		if isInt(i) {
			ints = append(ints, i)
		}
	}
	for _, m := range sliceRE.FindAllStringSubmatch(s, -1) {
		lo, hi := m[1], m[2]+m[3]
		for i := 0; i+1 < ps.Len() && i < 63; i++ {
			if isInt(i) && isInt(i+1) && ps.At(i).Name() == lo && ps.At(i+1).Name() == hi {
				mask |= 1 << i
			}
		}
		if len(ints) == 2 && ints[1] == ints[0]+1 && unnamed(ps.At(ints[0])) && unnamed(ps.At(ints[1])) {
			mask |= 1 << ints[0]
		}
	}
	return mask
}

// unnamed reports whether parameter v has no name.
func unnamed(v *types.Var) bool { return v.Name() == "" || v.Name() == "_" }

// nilOf reports whether sentence s, which gives a nil a meaning, gives
// it to the parameter named name: the word it says is nil is the
// parameter or a pronoun, or it names none. "If Handler is nil, the
// listener is ignored" speaks of a listener's Handler, not of a nil
// listener.
func nilOf(s, name string) bool {
	subjects := nilSubjectRE.FindAllStringSubmatch(s, -1)
	for _, m := range subjects {
		switch w := strings.ToLower(m[1]); w {
		case strings.ToLower(name), "it", "this", "that", "they", "argument", "parameter", "value", "both", "either":
			return true
		}
	}
	return len(subjects) == 0
}

// methodSentence reads sentence i of a method's doc for what it says of
// the receiver's protocol: a method to call before the others, once, to
// end its use, or to reset it.
func (p *Prose) methodSentence(i int, s string) {
	if p.Mandatory == "" && mandatoryRE.MatchString(s) && !notMandatoryRE.MatchString(s) {
		p.Prepares, p.Mandatory = s, s
	}
	if p.Prepares == "" && i == 0 && preparesRE.MatchString(s) {
		p.Prepares = s
	}
	if i == 0 && startsRE.MatchString(s) && p.Once == "" {
		// os/exec's Cmd.Start: "Start starts the specified command", and
		// a second Start is an error. A value is started once.
		p.Once = s
	}
	if p.Ends == "" && endsRE.MatchString(s) {
		p.Ends = s
	}
	if p.Resets == "" && resetsRE.MatchString(s) {
		p.Resets = s
	}
	if p.Obliges == "" && obligesRE.MatchString(s) {
		p.Obliges = s
	}
	if p.Once == "" && onceRE.MatchString(s) {
		p.Once = s
	}
	if p.Inside == "" && insideRE.MatchString(s) {
		p.Inside = s
	}
}

// released is the method of sig's first result that sentence s says
// must be called, or "".
func released(s string, sig *types.Signature) string {
	m := releasesRE.FindStringSubmatch(s)
	if m == nil || sig.Results().Len() == 0 || beforeRE.MatchString(s) {
		return ""
	}
	name := m[1] + m[2]
	t := sig.Results().At(0).Type()
	if _, ok := t.Underlying().(*types.Pointer); !ok {
		if _, isIface := t.Underlying().(*types.Interface); !isIface {
			t = types.NewPointer(t) // a method of *T is callable on the variable
		}
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	if _, ok := obj.(*types.Func); !ok {
		return ""
	}
	return name
}

// forbids reports whether s forbids a callback to act, or says that it
// runs under a lock.
func forbids(s string) bool {
	lower := strings.ToLower(s)
	return forbidRE.MatchString(s) && actRE.MatchString(s) && !strings.Contains(lower, "concurrent") && !strings.Contains(lower, "goroutine") || lockRE.MatchString(s)
}

// typedParams is the mask of sig's empty interface parameters that
// sentence s is about: those it names, or the only one when it speaks
// of "the parameter", "the argument" or "the value".
func typedParams(s string, sig *types.Signature) uint64 {
	var mask, anys uint64
	n := 0
	for i := 0; i < sig.Params().Len() && i < 64; i++ {
		p := sig.Params().At(i)
		it, ok := p.Type().Underlying().(*types.Interface)
		if !ok || it.NumMethods() > 0 {
			continue
		}
		anys |= 1 << i
		n++
		if mentions(s, p.Name()) {
			mask |= 1 << i
		}
	}
	if mask == 0 && n == 1 && genericRE.MatchString(s) {
		mask = anys
	}
	return mask
}

var genericRE = regexp.MustCompile(`(?i)\b(parameter|argument|value|it)\b`)

// nilable reports whether t's values may be nil.
func nilable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature, *types.Map, *types.Slice, *types.Chan:
		return true
	}
	return false
}

// sentences splits text at the ends of sentences: a period, question or
// exclamation mark followed by a space or the end.
func sentences(text string) []string {
	text = strings.Join(strings.Fields(text), " ")
	var out []string
	for len(text) > 0 {
		i := strings.Index(text, ". ")
		if i < 0 {
			out = append(out, text)
			break
		}
		out = append(out, text[:i+1])
		text = text[i+2:]
	}
	return out
}

// Prose returns what fn's doc comment says about panics and callbacks, or
// the zero Prose. Instantiated generic functions find their origin's.
func (s *Set) Prose(fn *types.Func) Prose {
	if s == nil || fn == nil {
		return Prose{}
	}
	return s.prose[fn.Origin()]
}

func (s *Set) addProse(fn *types.Func, p Prose) {
	if p == (Prose{}) {
		return
	}
	if s.prose == nil {
		s.prose = map[*types.Func]Prose{}
	}
	s.prose[fn] = p
}

// mentions reports whether sentence s names one of words, as a word.
func mentions(s string, words ...string) bool {
	for _, w := range words {
		for i := 0; ; {
			j := strings.Index(s[i:], w)
			if j < 0 {
				break
			}
			j += i
			before := j == 0 || !isWordByte(s[j-1])
			after := j+len(w) == len(s) || !isWordByte(s[j+len(w)])
			if before && after {
				return true
			}
			i = j + len(w)
		}
	}
	return false
}

func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// receiverSentence reports whether s, a sentence of a method's doc, is
// about the receiver ("The polyline must not be empty." of a method of
// Polyline, "s must be sorted" of one whose receiver is s), not about
// what the method returns ("The returned list must not be modified").
func receiverSentence(s string, sig *types.Signature) bool {
	r := sig.Recv()
	if r == nil || returnRE.MatchString(s) || protocolRE.MatchString(s) {
		return false
	}
	// "the caller's buffer" names no receiver s, "must be a Point" no
	// receiver a.
	s = strings.ReplaceAll(s, "'s ", " ")
	if r.Name() != "" && r.Name() != "_" && r.Name() != "a" && mentions(s, r.Name()) {
		return true
	}
	t := r.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		name := strings.ToLower(n.Obj().Name())
		return mentions(strings.ToLower(s), "the "+name, "this "+name)
	}
	return false
}

var returnRE = regexp.MustCompile(`(?i)\breturn`)

// protocolRE finds a sentence about when the receiver may be used ("The
// pool must not be used after Wait", "must not be copied"): its protocol
// (Prose.Ends), not a state its methods require.
var protocolRE = regexp.MustCompile(`(?i)\b(used|called|reused|copied|accessed|shared|modified|changed|mutated)\b`)

// callbackSentence reports whether s is about what a callback parameter
// must do ("f must not modify the map"): that binds hogen's callbacks
// (Forbids), not the caller's arguments.
func callbackSentence(s string, sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if _, ok := p.Type().Underlying().(*types.Signature); ok && mentions(s, p.Name()) {
			return true
		}
	}
	return false
}

// outer holds the package's doc and its types' docs, by type name.
type outer struct {
	pkg   string
	types map[string]string
}

func outerDocs(files []*ast.File) outer {
	o := outer{types: map[string]string{}}
	for _, f := range files {
		if f.Doc != nil {
			o.pkg += f.Doc.Text() + "\n"
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, s := range gd.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					doc := ts.Doc
					if doc == nil && len(gd.Specs) == 1 {
						doc = gd.Doc
					}
					if doc != nil {
						o.types[ts.Name.Name] = doc.Text()
					}
				}
			}
		}
	}
	return o
}

// callbackForbids finds, in the doc of the package's own type of one of
// sig's callback parameters, a sentence forbidding the callback to act
// ("It is called while lock is held, therefore it MUST NOT try to access
// other keys in same map"): a func or interface type declared for a
// callback documents how it is called as much as the method that takes it.
//
// locked is the sentence saying that the callback runs under a lock.
func (o outer) callbackForbids(pkg *types.Package, sig *types.Signature) (forbid, locked string) {
	for i := 0; i < sig.Params().Len(); i++ {
		n, ok := sig.Params().At(i).Type().(*types.Named)
		if !ok || n.Obj().Pkg() != pkg {
			continue
		}
		switch n.Underlying().(type) {
		case *types.Signature, *types.Interface:
			for _, s := range sentences(o.types[n.Obj().Name()]) {
				if forbid == "" && forbids(s) {
					forbid = s
				}
				if locked == "" && lockRE.MatchString(s) {
					locked = s
				}
			}
		}
	}
	return forbid, locked
}

// panics finds, in the doc of fn's receiver type or of the package, a
// sentence saying that fn panics ("Methods of a zero Pool panic", "Get
// panics on an empty queue").
func (o outer) panics(fn *types.Func) string {
	var docs []string
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			docs = append(docs, o.types[n.Obj().Name()])
		}
	}
	docs = append(docs, o.pkg)
	for _, doc := range docs {
		for _, s := range sentences(doc) {
			if panicsRE.MatchString(s) && !notPanicsRE.MatchString(s) && mentions(s, fn.Name()) {
				return s
			}
		}
	}
	return ""
}

var (
	exitRE   = regexp.MustCompile(`(?i)\bos\.Exit\b|\b(process|program) (will |then |is )?(exits?|terminates?|terminated)\b|\b(exits?|terminates?) the (process|program)\b|\bexit(s|ed)? with (an? )?(error |exit |non-?zero )?(status|code)\b|\blog\.Fatal`)
	goexitRE = regexp.MustCompile(`\bruntime\.Goexit\b`)
)

// exits records the first sentence of f's comments that says the package
// ends the process or its goroutine, and the first exported Fatal method
// or function (log's convention: Fatal is Print followed by os.Exit(1)).
func (c *checker) exits(f *ast.File) {
	for _, cg := range typesys.DocComments(f) {
		text := cg.Text()
		if c.set.Exits == "" {
			c.set.Exits = sentenceOf(text, exitRE)
		}
		if c.set.Goexits == "" {
			c.set.Goexits = sentenceOf(text, goexitRE)
		}
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && c.set.Exits == "" && fd.Name.IsExported() && strings.HasPrefix(fd.Name.Name, "Fatal") {
			c.set.Exits = fd.Name.Name + " (by log's convention, Print followed by os.Exit(1))"
		}
	}
}

// sentenceOf is the first sentence of text that re matches, or "".
func sentenceOf(text string, re *regexp.Regexp) string {
	loc := re.FindStringIndex(text)
	if loc == nil {
		return ""
	}
	start := strings.LastIndexAny(text[:loc[0]], ".\n") + 1
	end := loc[1] + strings.IndexAny(text[loc[1]:]+".", ".\n")
	return strings.TrimSpace(strings.Join(strings.Fields(text[start:end]), " "))
}
