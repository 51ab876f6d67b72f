// Package repro turns findings into reproducers: small Go tests, printed
// from the minimized program, that fail with the blame message while the
// bug is there. It writes them and confirms each by running it.
package repro

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"go/version"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	hexec "github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// Writer writes the reproducers of one package's findings.
type Writer struct {
	Pkg *packages.Package
	// Set and Env are the package's contracts and Γ: the preconditions
	// and guards a reproducer's calls keep.
	Set *contracts.Set
	Env *typesys.Env
	// Sandbox is where reproducers are staged, compiled and run; MainDir
	// the main module's directory.
	Sandbox *sandbox.Sandbox
	MainDir string
	Printer *render.Printer
	// Dir is where reproducers go; "" is the package's directory.
	Dir string
	// Command reruns hogen as it ran; it goes in each file's header.
	Command string
	Seed    int64
	Fuel    int
	Timeout time.Duration
}

// requires returns the preconditions that guard calls of op.
func (w *Writer) requires(op *typesys.Op) []hexec.ContractClause {
	var out []hexec.ContractClause
	for _, con := range w.Set.Effective(op.Func) {
		for _, cl := range con.Requires {
			out = append(out, hexec.ContractClause{Contract: con, Clause: cl})
		}
	}
	return out
}

// guard returns the name of the bool method the package's tests ask
// before they call op, or "", and whether it must say false.
func (w *Writer) guard(op *typesys.Op) (string, bool) {
	if g, negated := w.Env.Guard(op); g != nil {
		return g.Name(), negated
	}
	return "", false
}

// Result is a written reproducer.
type Result struct {
	Path      string
	Test      string
	Confirmed bool
	// NotRun says why the reproducer was not run to confirm it, or is "".
	NotRun string
	// Broken: the reproducer does not compile (a bug of hogen); Output
	// has the compiler's errors.
	Broken bool
	// Output is what the test printed when it was run.
	Output string
	// Compiled: the reproducer compiled (Confirm), and Install may write
	// it. Kept: Install left a confirmed reproducer of an earlier run in
	// place of this one, which was not confirmed.
	Compiled, Kept bool

	src    []byte // the reproducer, unsigned
	staged string // where it waits until it compiled ("": not written)

	kind    blame.Kind
	message string
	value   string // a panic's value, first line, as the reproducer prints it, or ""
	exit    int    // a crash's exit status, from its message, or -1 for any
	site    string // the panic's or crash's file:line in the package, or ""
}

// Names returns the file and test names of a finding's reproducer: one
// per root cause (Signature.Key), named by its operation, or for a
// panic at a line of the package by that line's file and number, and by
// its kind. They depend on the root cause only, so a second run
// overwrites the file whichever operation reached it first. A
// suspicious finding is named apart from a finding of the same
// signature (a panic at the same site, one after a misuse, one not):
// each has its own reproducer to confirm.
func Names(sig blame.Signature, suspicious bool) (file, test string) {
	sig = sig.Key()
	party := sig.Party
	if party == "" {
		party = strings.Replace(sig.Site, ".go:", " ", 1)
	}
	if i := strings.Index(party, "."); i >= 0 && !strings.HasPrefix(party, "requires ") &&
		!strings.HasPrefix(party, "ensures ") && !strings.HasPrefix(party, "invariant ") {
		party = party[i+1:]
	}
	words := regexp.MustCompile(`[A-Za-z0-9]+`).FindAllString(party, -1)
	if len(words) > 4 {
		words = words[:4]
	}
	words = append(words, regexp.MustCompile(`[A-Za-z0-9]+`).FindAllString(sig.Kind.String(), -1)...)
	key := sig.String()
	if suspicious {
		words = append(words, "suspicious")
		key = "suspicious " + key
	}
	h := sha256.Sum256([]byte(key))
	tag := hex.EncodeToString(h[:])[:6]
	var camel, snake []string
	for _, w := range words {
		camel = append(camel, string(unicode.ToUpper(rune(w[0])))+w[1:])
		snake = append(snake, strings.ToLower(w))
	}
	return "hogen_" + strings.Join(snake, "_") + "_" + tag + "_test.go",
		"TestHogen" + strings.Join(camel, "") + "_" + tag
}

// Message is the blame message a reproducer fails with.
func Message(f blame.Finding) string {
	what := f.Contract
	if what == "" && f.Kind == blame.Panic {
		return fmt.Sprintf("hogen: %s blamed: %s in %s", f.Blame, f.Kind, f.Party) // the panic value follows
	}
	if what == "" {
		what = f.Message
	}
	return fmt.Sprintf("hogen: %s blamed: %s in %s: %s", f.Blame, f.Kind, f.Party, what)
}

// Write prints the reproducer of f, shown by program p with outcome o,
// writes it and confirms it.
func (w *Writer) Write(f blame.Finding, p *synth.Program, o hexec.Outcome, before int) (Result, error) {
	file, test := Names(f.Signature, f.Suspicious)
	rp := w.newRepro(f, p, test, before)
	b := &reproBuilder{w: w, f: f, p: p, o: o, rp: rp, nodes: synth.Nodes(p), lets: letsOf(p), defs: defsOf(p)}
	switch f.Kind {
	case blame.Panic, blame.ContractFault:
		rp.Recover = true
	case blame.Hang:
		rp.Deadline = w.Timeout
	case blame.Crash:
		rp.MaxStack = strings.Contains(f.Message, "stack")
	}
	b.oracleCheck()
	b.clauseCheck()
	b.guards()
	b.fuel()
	if v := w.Pkg.Module; v == nil || v.GoVersion == "" || version.Compare("go"+v.GoVersion, hexec.LangTag) < 0 {
		rp.Constraint = hexec.LangTag // any and generics under an older go line
	}
	src, err := w.Printer.Reproducer(rp)
	if err != nil {
		return Result{}, err
	}
	return w.stage(f, file, test, src)
}

// newRepro starts the reproducer, test, of f shown by program p, which
// was minimized from before statements: its header and message.
func (w *Writer) newRepro(f blame.Finding, p *synth.Program, test string, before int) *render.Repro {
	return &render.Repro{
		Pkg:  w.Pkg.Types,
		Fset: w.Pkg.Fset,
		Test: test,
		Header: []string{
			"Code generated by hogen; it reproduces a bug hogen found. Edit it freely:",
			"once edited, hogen no longer overwrites it.",
			"",
			Message(f),
			fmt.Sprintf("Seed %d, program %d, minimized from %d statements to %d.", w.Seed, f.Program, before, hexec.Statements(p)),
			"Rerun: " + w.Command,
			"",
			"This test fails while the bug is there and passes once it is fixed.",
		},
		Prog:    p,
		Message: Message(f),
		Guards:  map[*synth.Call][]*render.Clause{},
		Fuel:    map[*synth.Closure]int{},
	}
}

// reproBuilder adds to the reproducer rp of finding f, shown by program
// p with outcome o, what makes it fail as the program did: its checks,
// its guards, the fuel of its bodies.
type reproBuilder struct {
	w     *Writer
	f     blame.Finding
	p     *synth.Program
	o     hexec.Outcome
	rp    *render.Repro
	nodes map[int]synth.Term         // the program's calls and bodies by ID
	lets  map[*synth.Call]*synth.Let // as the program was before nameArgs
	defs  map[*synth.Var]*synth.Let  // as the program was before nameArgs
}

// node is the call or body whose ID is id, or nil.
func (b *reproBuilder) node(id int) synth.Term { return b.nodes[id] }

// oracleCheck adds the check of the oracle method that failed on a
// result of a call (o.Oracle).
func (b *reproBuilder) oracleCheck() {
	call, ok := b.node(b.o.At).(*synth.Call)
	if !ok || b.o.Oracle == "" {
		return
	}
	lets := b.lets
	if i, ok := b.o.Where.Result(); ok && lets[call] != nil && i < len(lets[call].Vars) && lets[call].Vars[i] != nil {
		v := lets[call].Vars[i]
		b.rp.Checks = append(b.rp.Checks, &render.Check{At: call, Method: b.o.Oracle,
			Clause: render.Clause{Bind: map[string]synth.Term{"self": v}}})
	}
}

// clauseCheck adds the check of the contract clause that failed
// (o.Clause), after or before the call, or at the start of the
// synthesized body, it was checked at. Arguments the clause names are
// bound to variables first (nameArgs).
func (b *reproBuilder) clauseCheck() {
	con, cl := b.o.Failed.Contract, b.o.Failed.Clause
	if cl == nil {
		return
	}
	p, o, lets := b.p, b.o, b.lets
	at := b.node(o.At)
	check := &render.Check{At: at}
	check.Clause = render.Clause{Clause: cl}
	switch at := at.(type) {
	case *synth.Call:
		nameArgs(p, at, lets[at], usedParams(con, cl))
		check.Bind = callBinding(con, at, lets[at])
		check.Before = cl.Keyword == contracts.Requires
		if cl.Keyword == contracts.Invariant {
			if i, ok := o.Where.Arg(); ok {
				nameArgs(p, at, lets[at], map[int]bool{i: true}) // check the very value passed
			}
			check.Bind = invBinding(con, at, lets[at], o.Where)
		}
	case *synth.Closure:
		check.Bind = bodyBinding(con, at, implOf(p, at))
		if outer, ok := b.node(o.Outer).(*synth.Call); ok && cl.Keyword == contracts.Invariant {
			// Broken when the outer call called back: check it at the
			// start of the callback, on the outer call's receiver.
			check.Bind = invBinding(con, outer, lets[outer], wire.SiteRecv)
		}
	}
	if check.At != nil && check.Bind != nil {
		b.rp.Checks = append(b.rp.Checks, check)
	}
}

// guards keeps every guarded call's guard, as hogen ran it: once the bug
// is fixed, a precondition may fail where it held (Capacity counted
// wrong), and the call must then be skipped. A guard that only compares
// literals and constants held, and says nothing.
func (b *reproBuilder) guards() {
	skipped := map[synth.Term]bool{}
	for _, id := range b.o.Skipped {
		skipped[b.node(id)] = true
	}
	// A crash or a hang reports no skipped calls: every call that uses a
	// result that may have come with an error keeps its guard.
	unknown := b.f.Kind == blame.Hang || b.f.Kind == blame.Crash
	for call, l := range b.lets {
		if l.Backup == nil {
			continue
		}
		var gs []*render.Clause
		constant := true
		for _, cc := range b.w.requires(call.Op) {
			bind := callBinding(cc.Contract, call, l)
			gs = append(gs, &render.Clause{Clause: cc.Clause, Bind: bind})
			constant = constant && isConstant(cc.Clause, bind)
		}
		if name, negated := b.w.guard(call.Op); name != "" && call.Recv != nil && !requiresGuard(b.w.requires(call.Op), name, negated) {
			gs = append(gs, &render.Clause{Guard: name, Negated: negated, Bind: map[string]synth.Term{"self": call.Recv}})
			constant = false
		}
		mayskip := skipped[call] || unknown && synth.FallibleInputs(call)
		if mayskip {
			// Skipped because it would use a result that came with an
			// error: if err == nil { c.Add(1) }.
			for _, e := range errorsUsed(call, b.defs) {
				gs = append(gs, &render.Clause{NoError: true, Bind: map[string]synth.Term{"self": e}})
			}
		}
		if len(gs) > 0 && (!constant || mayskip) {
			b.rp.Guards[call] = gs
		}
	}
}

// requiresGuard reports whether one of the requires clauses ccs is the
// guard itself, self.name() or !self.name() as negated says: the doc's
// requires !s.Empty() and the convention's guard !s.Empty() of a Pop
// are printed once.
func requiresGuard(ccs []hexec.ContractClause, name string, negated bool) bool {
	for _, cc := range ccs {
		e := ast.Unparen(cc.Clause.Expr)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.NOT && negated {
			e = ast.Unparen(u.X)
		} else if negated {
			continue
		}
		if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 0 {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == name {
				if _, ok := sel.X.(*ast.Ident); ok {
					return true
				}
			}
		}
	}
	return false
}

// fuel counts the runs of the bodies that re-entered; after a hang or a
// crash hogen cannot tell which did, so all do.
func (b *reproBuilder) fuel() {
	for _, id := range b.o.Exhausted {
		if c, ok := b.node(id).(*synth.Closure); ok {
			b.rp.Fuel[c] = b.w.Fuel
		}
	}
	if b.f.Kind == blame.Hang || b.f.Kind == blame.Crash {
		loops := map[*synth.Closure]bool{} // a loop's body is no func: it has no fuel
		synth.Walk(b.p.Body, func(t synth.Term) {
			switch t := t.(type) {
			case *synth.Loop:
				loops[t.Fn] = true
			case *synth.Closure:
				if !loops[t] {
					b.rp.Fuel[t] = b.w.Fuel
				}
			}
		})
	}
}

// stage returns the result of src, the reproducer of f, to be written
// as file: unless the file there was edited by hand, src waits outside
// the tree until it compiles (Confirm), where a stop leaves nothing of
// it behind.
func (w *Writer) stage(f blame.Finding, file, test string, src []byte) (Result, error) {
	dir := w.Dir
	if dir == "" {
		dir = filepath.Dir(w.Pkg.GoFiles[0])
	}
	path := filepath.Join(dir, file)
	res := Result{Path: path, Test: test, kind: f.Kind, message: Message(f), site: f.Site, src: src, exit: -1}
	if f.Kind == blame.Panic && f.Contract == "" {
		res.value = panicValue(f.Message)
	}
	if m := exitStatus.FindStringSubmatch(f.Message); f.Kind == blame.Crash && m != nil {
		res.exit, _ = strconv.Atoi(m[1])
	}
	if old, err := os.ReadFile(path); err == nil && !isGenerated(old) {
		res.NotRun = "the file was edited by hand, and hogen left it as it was; remove it for a new one"
		return res, nil
	}
	sb := w.Sandbox
	stage := filepath.Join(sb.Dir, "tmp", "hogen-staged")
	if err := os.MkdirAll(stage, 0o755); err != nil {
		return Result{}, err
	}
	res.staged = filepath.Join(stage, file)
	if err := os.WriteFile(res.staged, src, 0o644); err != nil {
		return Result{}, err
	}
	return res, nil
}

// sumPrefix starts the last line of a reproducer: a checksum of the lines
// above it, which tells a file hogen wrote from one a user edited.
const sumPrefix = "// hogen:sum "

func checksum(src []byte) string {
	h := sha256.Sum256(src)
	return hex.EncodeToString(h[:8])
}

// unconfirmedMark ends the checksum line of a reproducer hogen wrote
// without seeing it fail (the time ran out first): a later run replaces
// it, and a confirmed one only with a confirmed one.
const unconfirmedMark = " unconfirmed"

// sign appends the checksum line to src.
func sign(src []byte, confirmed bool) []byte {
	line := sumPrefix + checksum(src)
	if !confirmed {
		line += unconfirmedMark
	}
	return append(src[:len(src):len(src)], line+"\n"...)
}

func isGenerated(src []byte) bool {
	ok, _ := generated(src)
	return ok
}

// generated reports whether a reproducer is as hogen wrote it, and if so
// whether hogen had confirmed it.
func generated(src []byte) (ok, confirmed bool) {
	body := bytes.TrimSuffix(src, []byte("\n"))
	i := bytes.LastIndexByte(body, '\n')
	last := body[i+1:]
	sum, ok := bytes.CutPrefix(last, []byte(sumPrefix))
	if !ok {
		return false, false
	}
	sum, unconfirmed := bytes.CutSuffix(sum, []byte(unconfirmedMark))
	if string(sum) != checksum(src[:i+1]) {
		return false, false
	}
	return true, !unconfirmed
}

// Confirm compiles the reproducers of the results, which Write made, into
// one test binary, the way the user would, and runs each test as the
// harness's workers run: in their scratch directory, confined to it.
// A result is confirmed when its test fails the way the finding says. A
// reproducer that does not compile is marked Broken. When ctx is done,
// the results not yet run get NotRun set to why. Nothing is written into
// the tree: Install does that, for the results to report.
func (w *Writer) Confirm(ctx context.Context, results []*Result, why func() string) {
	var todo []*Result
	for _, r := range results {
		if r.staged != "" && !r.Confirmed && !r.Broken {
			todo = append(todo, r)
		}
	}
	giveUp := func(rs []*Result) {
		for _, r := range rs {
			if r.NotRun == "" && !r.Broken && !r.Confirmed && r.Output == "" {
				r.NotRun = why()
			}
		}
	}
	bin, ok := w.compile(ctx, todo)
	if !ok {
		giveUp(todo)
		return
	}
	defer os.Remove(bin)
	sb := w.Sandbox
	for _, r := range todo {
		if r.Broken {
			continue
		}
		if ctx.Err() != nil {
			giveUp(todo)
			return
		}
		r.Confirmed, r.Output = w.run(ctx, sb, bin, r)
	}
	giveUp(todo)
}

// Install writes the reproducers of results into the tree, each where
// Write said (Path), once it compiled: a confirmed one over any earlier
// one hogen wrote, one not confirmed only where no confirmed one is (it
// then stays, and Kept says so). A result that did not compile gets an
// empty Path: it is never written.
func (w *Writer) Install(results []*Result) error {
	for _, r := range results {
		if r.staged == "" {
			continue // a file edited by hand: left as it was
		}
		if !r.Compiled || r.Broken {
			r.Path = ""
			continue
		}
		if !r.Confirmed {
			if old, err := os.ReadFile(r.Path); err == nil {
				if ok, confirmed := generated(old); ok && confirmed {
					r.Kept = true
					continue
				}
			}
		}
		if err := os.MkdirAll(filepath.Dir(r.Path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(r.Path, sign(r.src, r.Confirmed), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// compile builds one test binary of the reproducers, each placed by a
// build overlay where it will be built from (its package's directory,
// when the package is the main module's: its tests come along, and an
// internal test compiles), so that none is in the tree before it
// compiles. A reproducer the compiler rejects is marked Broken, and the
// others are compiled again.
func (w *Writer) compile(ctx context.Context, rs []*Result) (bin string, ok bool) {
	if len(rs) == 0 {
		return "", false
	}
	pkgDir := filepath.Dir(w.Pkg.GoFiles[0])
	buildDir := pkgDir
	if !hexec.InMainModule(w.Pkg) {
		// A package of the standard library or the module cache: the
		// reproducers are a test package of their own where they go,
		// or, outside the main module (go test builds only in it), in
		// a directory of the main module that only the overlay has.
		buildDir = filepath.Dir(rs[0].Path)
		if !hexec.Within(w.MainDir, buildDir) {
			buildDir = filepath.Join(w.MainDir, "hogen-repro-check")
		}
	}
	sb := w.Sandbox
	bin = filepath.Join(sb.Dir, "tmp", "hogen-repro.test")
	ovPath := filepath.Join(sb.Dir, "tmp", "hogen-overlay.json")
	for range rs {
		replace := map[string]string{}
		for _, r := range rs {
			if !r.Broken {
				replace[filepath.Join(buildDir, filepath.Base(r.Path))] = r.staged
			}
		}
		ov, _ := json.Marshal(map[string]map[string]string{"Replace": replace})
		if err := os.WriteFile(ovPath, ov, 0o644); err != nil {
			return "", false
		}
		args := []string{"test", "-c", "-o", bin, "-overlay", ovPath}
		runDir, target := pkgDir, "."
		if buildDir != pkgDir {
			// vet runs in the package's directory, which may exist only
			// in the overlay; the user's go test vets the file later.
			args = append(args, "-vet=off")
			rel, err := filepath.Rel(w.MainDir, buildDir)
			if err != nil {
				return "", false
			}
			runDir, target = w.MainDir, "./"+filepath.ToSlash(rel)
		}
		out, err := sandbox.GoCommand(ctx, runDir, append(args, target)...).CombinedOutput()
		if err != nil && bytes.Contains(out, []byte(sandbox.LinknameRefused)) {
			// A package that reaches into the runtime by go:linkname
			// links only as its users must build it.
			out, err = sandbox.GoCommand(ctx, runDir, append(append(args, sandbox.NoLinknameCheck), target)...).CombinedOutput()
		}
		if err == nil {
			for _, r := range rs {
				r.Compiled = !r.Broken
			}
			return bin, true
		}
		if ctx.Err() != nil {
			return "", false
		}
		broken := 0
		for _, r := range rs {
			if !r.Broken && bytes.Contains(out, []byte(filepath.Base(r.Path)+":")) {
				r.Broken, r.Output = true, string(out)
				broken++
			}
		}
		if broken == 0 {
			for _, r := range rs { // the package's own tests do not build
				if !r.Broken {
					r.NotRun = "its package's tests do not compile: " + firstLine(string(out))
				}
			}
			return "", false
		}
	}
	return "", false
}

// run runs one reproducer's test and reports whether it failed the way
// its finding says.
func (w *Writer) run(parent context.Context, sb *sandbox.Sandbox, bin string, r *Result) (bool, string) {
	// A hang's test fails at its own deadline; anything else is quick.
	ctx, cancel := context.WithTimeout(parent, 2*w.Timeout+10*time.Second)
	defer cancel()
	cmd, err := sb.Command(ctx, bin, "-test.count=1", "-test.run", "^"+r.Test+"$")
	if err != nil {
		return false, err.Error()
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.WaitDelay = time.Second
	err = cmd.Run()
	sb.Release(cmd)
	text := out.String()
	if err == nil {
		return false, text // it passed: it reproduces nothing
	}
	if parent.Err() != nil {
		return false, "" // stopped, not failed: Confirm says why
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	}
	return r.failedSame(text, code), text
}

// exitStatus finds a crash's exit status in its message.
var exitStatus = regexp.MustCompile(`exited with status (\d+)`)

// failedSame reports whether a failed reproducer's output shows its
// finding. A panic or a crash is confirmed where it happened: a stack
// from elsewhere (a goroutine another program left, a reproducer that
// fails before the site, a state only earlier programs in the worker
// built) is another failure. A panic must also carry the same value: the
// reproducer's own recover prints the finding's headline for any panic.
//
// A crash is confirmed by an exit with its status (code, the reproducer's
// exit code): a program that exited 3 is not confirmed by a reproducer
// that panics (2) before it gets there.
func (r *Result) failedSame(text string, code int) bool {
	var atSite bool
	switch {
	case strings.HasPrefix(r.site, "<autogenerated>"):
		// A method wrapper the compiler wrote has no file to look for:
		// it must be the frame that panicked.
		atSite = panicFrame(text) == r.site
	case strings.Contains(r.site, ".go:") && overflowed(r.message):
		// A recursion overflows the stack at whichever of its lines asks
		// for more: the finding's file in the reproducer's frames, and
		// an overflow, are the same failure.
		file, _, _ := strings.Cut(r.site, ":")
		atSite = overflowed(text) && strings.Contains(text, "/"+file+":")
	case strings.Contains(r.site, ".go:"):
		atSite = strings.Contains(text, "/"+r.site+" ") || strings.Contains(text, "/"+r.site+"\n")
	default:
		atSite = true // no site ("exit": the process ended)
	}
	switch r.kind {
	case blame.Crash:
		// The test binary itself died (run directly, it prints no FAIL
		// line for a crash): any exit but the launcher's own failure.
		// An exit of status 0 ends a test binary as the testing package
		// says: "unexpected call to os.Exit(0) during test".
		if r.exit == 0 {
			return strings.Contains(text, "os.Exit(0)") && atSite
		}
		return !strings.HasPrefix(text, "hogen sandbox:") && atSite && (r.exit < 0 || code == r.exit)
	case blame.Goexit:
		return strings.Contains(text, "runtime.Goexit")
	case blame.Panic:
		_, printed, ok := strings.Cut(text, r.message)
		return ok && atSite && (r.value == "" || sameValue(r.value, printed))
	}
	return strings.Contains(text, r.message)
}

// overflowed reports whether a message or an output tells of a stack
// overflow.
func overflowed(s string) bool {
	return strings.Contains(s, "stack exceeds") || strings.Contains(s, "fatal error: stack overflow")
}

// numbers matches the numbers a panic value may print: addresses differ
// from one process to the next, and indexes and lengths from the program
// that found the panic to the minimized one.
var numbers = regexp.MustCompile(`0x[0-9a-f]+|[0-9]+`)

// sameValue reports whether the panic a reproducer printed (the rest of
// its headline's line, after ": ") is the finding's value: of the same
// class when the runtime raised it (minimizing may turn an index past the
// end into index -1, at the same site), the same text, numbers aside,
// when the package did.
func sameValue(value, printed string) bool {
	printed, _, _ = strings.Cut(strings.TrimPrefix(printed, ": "), "\n")
	class := func(v string) string {
		c := wire.PanicClass(v)
		if c == wire.PanicLastIndex {
			return wire.PanicBounds
		}
		return c
	}
	if c := class(value); c != wire.PanicOther && c != wire.PanicValue {
		return c == class(printed)
	}
	return strings.Contains(numbers.ReplaceAllString(printed, "#"), numbers.ReplaceAllString(value, "#"))
}

// panicValue is the panic's value as the reproducer prints it, from the
// finding's message ("String panicked: " is the oracle's); its first
// line only.
func panicValue(msg string) string {
	if _, v, ok := strings.Cut(msg, " panicked: "); ok {
		msg = v
	}
	msg, _, _ = strings.Cut(msg, "\n")
	return msg
}

// panicFrame returns the location (file:line, file without its
// directory) of the first frame below the runtime's panic machinery in a
// stack printed by debug.Stack, or "".
func panicFrame(text string) string {
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(strings.TrimSpace(lines[i]), "panic(") {
			continue
		}
		for j := i + 2; j+1 < len(lines); j += 2 { // i+1 is panic's own location
			fn := strings.TrimSpace(lines[j])
			if strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "panic(") {
				continue
			}
			loc := strings.TrimSpace(lines[j+1])
			if k := strings.LastIndexByte(loc, ' '); k >= 0 {
				loc = loc[:k] // the +0x offset
			}
			if k := strings.LastIndexByte(loc, '/'); k >= 0 {
				loc = loc[k+1:]
			}
			return loc
		}
	}
	return ""
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return l
}

// isConstant reports whether a clause, with its names bound to b, only
// compares literals and constants: no variable, no call.
func isConstant(cl *contracts.Clause, b map[string]synth.Term) bool {
	for id, obj := range cl.Info.Uses {
		switch obj.(type) {
		case *types.Const, *types.Nil, *types.Builtin, *types.TypeName:
			continue
		}
		if t, ok := b[id.Name]; ok {
			switch t.(type) {
			case *synth.Lit, *synth.Closure: // a closure is never nil
				continue
			}
		}
		return false
	}
	return true
}

// letsOf maps each call to the let that binds its results.
func letsOf(p *synth.Program) map[*synth.Call]*synth.Let {
	out := map[*synth.Call]*synth.Let{}
	for _, b := range blocksOf(p) {
		for _, l := range b.Stmts {
			if c, ok := l.Value.(*synth.Call); ok {
				out[c] = l
			}
		}
	}
	return out
}

// defsOf maps each variable a Let binds to that Let.
func defsOf(p *synth.Program) map[*synth.Var]*synth.Let {
	out := map[*synth.Var]*synth.Let{}
	for _, b := range blocksOf(p) {
		for _, l := range b.Stmts {
			for _, v := range l.Vars {
				if v != nil {
					out[v] = l
				}
			}
		}
	}
	return out
}

// errorsUsed returns, in order of binding, the errors that must be nil
// for call to run: those that came with a variable it takes, and those
// a guarded call that bound one depended on (the harness skips a
// guarded call that takes a result that came with an error, and what
// it binds is as unusable).
func errorsUsed(call *synth.Call, defs map[*synth.Var]*synth.Let) []*synth.Var {
	seen, visited := map[*synth.Var]bool{}, map[*synth.Var]bool{}
	var errs []*synth.Var
	var visit func(c *synth.Call)
	var input func(t synth.Term)
	input = func(t synth.Term) {
		if c, ok := t.(*synth.Composite); ok {
			// A composite literal holding the value: Options{Out: w}.
			for _, k := range c.Keys {
				input(k)
			}
			for _, e := range c.Elems {
				input(e)
			}
			return
		}
		v, ok := t.(*synth.Var)
		if !ok || visited[v] {
			return
		}
		visited[v] = true // a forward variable's value may hold the variable itself
		l := defs[v]
		if l == nil {
			return
		}
		switch val := l.Value.(type) {
		case *synth.Impl: // it delegates to its embedded value
			input(val.Embed)
			return
		case *synth.Composite:
			input(val)
			return
		}
		def, ok := l.Value.(*synth.Call)
		if !ok {
			return
		}
		if n := len(l.Vars); n > 1 && v != l.Vars[n-1] && typesys.IsError(def.Op.Sig.Results().At(n-1).Type()) {
			if e := l.Vars[n-1]; e != nil && !seen[e] {
				seen[e] = true
				errs = append(errs, e)
			}
		}
		if l.Backup != nil {
			visit(def)
		}
	}
	visit = func(c *synth.Call) {
		input(c.Recv)
		for _, a := range c.Args {
			input(a)
		}
	}
	visit(call)
	sort.Slice(errs, func(i, j int) bool { return errs[i].ID < errs[j].ID })
	return errs
}

// nameArgs binds every argument of call that is not a variable to a new
// variable just before it: a check after the call must see the very
// value the call got, and a literal like nil cannot be indexed.
func nameArgs(p *synth.Program, call *synth.Call, l *synth.Let, used map[int]bool) {
	if l == nil {
		return
	}
	maxID := 0
	synth.WalkDefs(p.Body, func(v *synth.Var) { maxID = max(maxID, v.ID) })
	var lets []*synth.Let
	for i, a := range call.Args {
		if _, ok := a.(*synth.Var); ok || a.Type() == nil || !used[min(i, call.Op.Sig.Params().Len()-1)] {
			continue
		}
		maxID++
		v := &synth.Var{ID: maxID, Hint: "arg", T: call.Op.Sig.Params().At(min(i, call.Op.Sig.Params().Len()-1)).Type()}
		if call.Op.Sig.Variadic() && i >= call.Op.Sig.Params().Len()-1 {
			v.T = v.T.(*types.Slice).Elem()
		}
		lets = append(lets, &synth.Let{Vars: []*synth.Var{v}, Value: a})
		call.Args[i] = v
	}
	if len(lets) == 0 {
		return
	}
	for _, b := range blocksOf(p) {
		for i, s := range b.Stmts {
			if s == l {
				b.Stmts = append(append(append([]*synth.Let{}, b.Stmts[:i]...), lets...), b.Stmts[i:]...)
				return
			}
		}
	}
}

// usedParams are the indexes of the parameters a clause names.
func usedParams(con *contracts.Contract, cl *contracts.Clause) map[int]bool {
	names := map[string]bool{}
	for id := range cl.Info.Uses {
		names[id.Name] = true
	}
	used := map[int]bool{}
	if con.Sig != nil {
		for i := 0; i < con.Sig.Params().Len(); i++ {
			if names[con.Sig.Params().At(i).Name()] {
				used[i] = true
			}
		}
	}
	return used
}

func blocksOf(p *synth.Program) []*synth.Block {
	out := []*synth.Block{p.Body}
	synth.Walk(p.Body, func(t synth.Term) {
		if c, ok := t.(*synth.Closure); ok {
			out = append(out, c.Body)
		}
	})
	return out
}

// implOf finds the implementation whose method body c is.
func implOf(p *synth.Program, c *synth.Closure) *synth.Impl {
	var found *synth.Impl
	synth.Walk(p.Body, func(t synth.Term) {
		if im, ok := t.(*synth.Impl); ok {
			for _, m := range im.Methods {
				if m.Fn == c {
					found = im
				}
			}
		}
	})
	return found
}

// callBinding names, for a clause of con, the terms of a call: self and
// the receiver's names, the parameters, the results.
func callBinding(con *contracts.Contract, call *synth.Call, l *synth.Let) map[string]synth.Term {
	b := map[string]synth.Term{}
	if call.Recv != nil {
		b["self"] = call.Recv
		for _, r := range append([]string{con.Recv}, con.Recvs...) {
			if r != "" {
				b[r] = call.Recv
			}
		}
	}
	if sig := con.Sig; sig != nil {
		n := sig.Params().Len()
		for i := 0; i < n; i++ {
			name := sig.Params().At(i).Name()
			if sig.Variadic() && i == n-1 {
				if i <= len(call.Args) {
					b[name] = &synth.Composite{T: sig.Params().At(i).Type(), Elems: call.Args[i:]}
				}
				continue
			}
			if i < len(call.Args) {
				b[name] = call.Args[i]
			}
		}
		if l != nil {
			for i := 0; i < sig.Results().Len() && i < len(l.Vars); i++ {
				if l.Vars[i] != nil {
					b[contracts.ResultName(sig, i)] = l.Vars[i]
				}
			}
		}
	}
	return b
}

// invBinding binds self, and the receiver names, to the value an
// invariant was checked on.
func invBinding(con *contracts.Contract, call *synth.Call, l *synth.Let, where wire.Site) map[string]synth.Term {
	var v synth.Term
	if where == wire.SiteRecv {
		v = call.Recv
	} else if i, ok := where.Result(); ok && l != nil && i < len(l.Vars) {
		if lv := l.Vars[i]; lv != nil {
			v = lv
		}
	} else if i, ok := where.Arg(); ok && i < len(call.Args) {
		v = call.Args[i]
	}
	if v == nil {
		return nil
	}
	b := map[string]synth.Term{"self": v}
	for _, r := range con.Recvs {
		b[r] = v
	}
	return b
}

// bodyBinding names the terms of a synthesized body: self is the
// implementation, the parameters are the body's.
func bodyBinding(con *contracts.Contract, c *synth.Closure, im *synth.Impl) map[string]synth.Term {
	b := map[string]synth.Term{}
	if im != nil {
		b["self"] = im.Self
	}
	if sig := con.Sig; sig != nil {
		for i := 0; i < sig.Params().Len() && i < len(c.Params); i++ {
			b[sig.Params().At(i).Name()] = c.Params[i]
		}
	}
	return b
}

// Prune removes from dir the reproducers hogen wrote (their checksum
// holds: never a file edited by hand) whose names keep lacks: their
// finding did not show in this run. It returns the paths removed.
func Prune(dir string, keep map[string]bool) ([]string, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "hogen_*_test.go"))
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, path := range paths {
		if keep[filepath.Base(path)] {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil || !isGenerated(src) {
			continue
		}
		if err := os.Remove(path); err != nil {
			return removed, err
		}
		removed = append(removed, path)
	}
	return removed, nil
}
