package synth_test

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// fixture is a loaded testdata package with its generator.
type fixture struct {
	env     *typesys.Env
	pkg     *packages.Package
	gen     *synth.Generator
	printer *render.Printer
	imports map[string]*types.Package // for type-checking printed programs
}

func load(t testing.TB, dir string, cfg synth.Config, ecfg typesys.EnvConfig) *fixture {
	t.Helper()
	// A program may also import errors (errors.New), strconv (a loop's
	// string keys), fmt (a comparator of anys) and time (a receive's wait).
	others := []string{"errors", "strconv", "fmt", "time"}
	pkgs, err := typesys.Load(typesys.Config{}, append([]string{dir}, others...)...)
	if err != nil {
		t.Fatal(err)
	}
	var p *packages.Package
	imports := map[string]*types.Package{}
	var add func(*types.Package)
	add = func(tp *types.Package) {
		if imports[tp.Path()] != nil {
			return
		}
		imports[tp.Path()] = tp
		for _, i := range tp.Imports() {
			add(i)
		}
	}
	for _, q := range pkgs {
		add(q.Types)
		if !slices.Contains(others, q.PkgPath) {
			p = q
		}
	}
	eff := typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	set, diags := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, eff)
	for _, d := range diags {
		if !d.Warning {
			t.Fatalf("%s: %s", p.Fset.Position(d.Pos), d.Message)
		}
	}
	env, err := typesys.NewEnv(p, eff, ecfg)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{env: env, pkg: p, gen: synth.New(env, set, cfg), printer: render.NewPrinter(p.Types), imports: imports}
}

// print renders one program as a main package.
func (f *fixture) print(t testing.TB, prog *synth.Program) string {
	t.Helper()
	src, err := f.printer.File("main", []render.Func{{Name: "main", Prog: prog}})
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

func (f *fixture) Import(path string) (*types.Package, error) {
	if p := f.imports[path]; p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("test importer: no package %s", path)
}

// typeCheck type-checks a printed program with go/types.
func (f *fixture) typeCheck(src string) error {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "prog.go", src, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	conf := types.Config{Importer: f}
	_, err = conf.Check("main", fset, []*ast.File{file}, nil)
	return err
}

// forms are what some program of testdata/features must print, so that
// TestTypeCheck checks it.
var forms = map[string]*regexp.Regexp{
	"a loop":                       regexp.MustCompile(`for i\d+ := 0; i\d+ < \d+; i\d+\+\+ {`),
	"a loop in another order":      regexp.MustCompile(`i\d+ := j\d+ \* \d+ % \d+`),
	"a loop with string keys":      regexp.MustCompile(`k\d+ := strconv.Itoa\(i\d+\)`),
	"a less that compares":         regexp.MustCompile(`func\(a\d+ int, b\d+ int\) bool {\s*return a\d+ < b\d+`),
	"a comparator that compares":   regexp.MustCompile(`if a\d+ < b\d+ {\s*return -1\s*}\s*if a\d+ > b\d+ {\s*return 1\s*}\s*return 0`),
	"a less of anys that compares": regexp.MustCompile(`func\(a\d+ any, b\d+ any\) bool {\s*return fmt.Sprint\(a\d+\) < fmt.Sprint\(b\d+\)`),
	"a receive that waits":         regexp.MustCompile(`select {\s*case (\w+, \w+ = )?<-\w+\.C:\s*case <-time.After\(\d+ \* time.Millisecond\):\s*}`),
	"a less that holds all equal":  regexp.MustCompile(`func\(a\d+ int, b\d+ int\) bool {\s*return false\s*}`),
}

// TestTypeCheck is the paper's theorem 4.5: every program the generator
// derives, printed as Go, is accepted by go/types.
func TestTypeCheck(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 1000
	}
	for _, dir := range []string{"stack", "stackfixed", "features", "tiny", "lint/good", "cache", "blame/sizecb"} {
		t.Run(dir, func(t *testing.T) {
			f := load(t, "../testdata/"+dir, synth.DefaultConfig(), typesys.EnvConfig{})
			src := choice.NewRandom(0)
			made, failed := 0, 0
			seen := map[string]int{} // of each form in features, below
			// The second half starts from a pool of the first half's
			// programs (synth.Feedback): those type-check too, and the
			// pool's programs stay as they were.
			var pool []*synth.Program
			var fb *synth.Feedback
			var before string
			for i := 0; made < n; i++ {
				seed := synth.ProgramSeed(1, i)
				src.Reseed(seed)
				if made == n/2 && fb == nil && len(pool) > 0 {
					fb = &synth.Feedback{Pool: pool}
					for _, p := range pool[len(pool)/2:] {
						fb.States = append(fb.States, synth.Grown{Program: p, Focus: 1})
					}
					before = f.print(t, pool[0])
				}
				prog := f.gen.GenerateFrom(src, fb)
				if prog == nil {
					failed++
					if failed > n {
						t.Fatalf("the generator failed %d times for %d programs", failed, made)
					}
					continue
				}
				made++
				if fb == nil && made%5 == 0 {
					pool = append(pool, prog)
				}
				text := f.print(t, prog)
				if err := f.typeCheck(text); err != nil {
					t.Fatalf("program %d (seed %d) does not type-check: %v\n%s", i, seed, err, text)
				}
				for name, re := range forms {
					if re.MatchString(text) {
						seen[name]++
					}
				}
			}
			if dir == "features" {
				for name := range forms {
					if seen[name] == 0 {
						t.Errorf("no program has %s", name)
					}
				}
				t.Logf("forms: %v", seen)
			}
			if fb != nil && f.print(t, pool[0]) != before {
				t.Errorf("a program of the pool changed:\n%s\nnow:\n%s", before, f.print(t, pool[0]))
			}
			t.Logf("%d programs type-check; %d derivations failed", made, failed)
		})
	}
}

// TestDeterminism checks that the same seed gives byte-identical programs
// from a new generator, and that a recorded choice sequence replays to
// the same program.
func TestDeterminism(t *testing.T) {
	texts := func() []string {
		f := load(t, "../testdata/features", synth.DefaultConfig(), typesys.EnvConfig{})
		var out []string
		src := choice.NewRandom(0)
		for i := 0; i < 300; i++ {
			src.Reseed(synth.ProgramSeed(42, i))
			if prog := f.gen.Generate(src); prog != nil {
				out = append(out, f.print(t, prog))
			}
		}
		return out
	}
	a, b := texts(), texts()
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatal("the same seed gave different programs")
	}

	f := load(t, "../testdata/stack", synth.DefaultConfig(), typesys.EnvConfig{})
	for i := 0; i < 300; i++ {
		rec := &choice.Recorder{Src: choice.NewRandom(synth.ProgramSeed(7, i))}
		prog := f.gen.Generate(rec)
		if prog == nil {
			continue
		}
		replay := choice.NewReplay(rec.Seq)
		again := f.gen.Generate(replay)
		if again == nil {
			t.Fatalf("program %d: replay of %d choices failed", i, len(rec.Seq))
		}
		if x, y := f.print(t, prog), f.print(t, again); x != y {
			t.Fatalf("program %d: replay differs:\n%s\nvs\n%s", i, x, y)
		}
		if replay.Used() != len(rec.Seq) {
			t.Fatalf("program %d: replay drew %d choices, the recording has %d", i, replay.Used(), len(rec.Seq))
		}
	}
}

// TestExhaustive enumerates every program of testdata/tiny (NewCounter,
// and Inc on a *Counter) up to depth 2 and a size of 3 calls, and checks
// them against the list worked out by hand.
//
// A program is a sequence of steps, each a call that costs 1: N is
// NewCounter() binding a new counter, Ij is Inc on the j-th counter.
// (Inc on a counter made on demand, NewCounter().Inc(), is the program
// N I1.) An Inc needs a counter made before it, so the programs of at most
// three calls are:
//
//	length 1: N
//	length 2: N N, N I1
//	length 3: N N N, N N I1, N N I2, N I1 N, N I1 I1
//
// 8 programs. Depth 2 is enough for all of them: the receiver made on
// demand is a call at depth 1.
func TestExhaustive(t *testing.T) {
	cfg := synth.Config{Depth: 2, Size: 3, SideEffectPercent: 80}
	f := load(t, "../testdata/tiny", cfg, typesys.EnvConfig{})
	want := []string{"N", "N N", "N I1", "N N N", "N N I1", "N N I2", "N I1 N", "N I1 I1"}
	got := map[string]int{}
	tried, complete := f.gen.Enumerate(0, func(p *synth.Program) bool {
		got[steps(t, p)]++
		if err := f.typeCheck(f.print(t, p)); err != nil {
			t.Errorf("%s does not type-check: %v", steps(t, p), err)
		}
		return true
	})
	if !complete {
		t.Fatalf("enumeration incomplete after %d sequences", tried)
	}
	for _, w := range want {
		if got[w] != 1 {
			t.Errorf("program %q enumerated %d times, want once", w, got[w])
		}
	}
	if len(got) != len(want) {
		t.Errorf("enumerated %d programs %v, want %d", len(got), got, len(want))
	}
	t.Logf("%d choice sequences, %d distinct programs", tried, len(got))
}

// steps describes a tiny program in the notation of TestExhaustive.
func steps(t *testing.T, p *synth.Program) string {
	counters := map[*synth.Var]int{}
	var out []string
	for _, l := range p.Body.Stmts {
		c, ok := l.Value.(*synth.Call)
		if !ok {
			t.Fatalf("unexpected binding %T", l.Value)
		}
		switch c.Op.Func.Name() {
		case "NewCounter":
			counters[l.Vars[0]] = len(counters) + 1
			out = append(out, "N")
		case "Inc":
			out = append(out, fmt.Sprintf("I%d", counters[c.Recv.(*synth.Var)]))
		}
	}
	return strings.Join(out, " ")
}

// TestRedundancyKey: a call without side effects whose result nothing
// uses does not make a program new; a side-effecting call does.
func TestRedundancyKey(t *testing.T) {
	f := load(t, "../testdata/stack", synth.DefaultConfig(), typesys.EnvConfig{})
	ops := map[string]*typesys.Op{}
	for _, op := range f.env.Ops {
		ops[op.Func.Name()] = op
	}
	if ops["Empty"] == nil || ops["Empty"].SideEffecting || ops["Push"] == nil || !ops["Push"].SideEffecting {
		t.Fatalf("want Empty without side effects and Push with: %v %v", ops["Empty"], ops["Push"])
	}
	one := &synth.Lit{T: types.Typ[types.Int], Kind: synth.ConstLit, Val: constant.MakeInt64(1)}
	prog := func(calls ...string) *synth.Program {
		s := &synth.Var{ID: 1, Hint: "s", T: ops["NewBoundedStack"].Func.Type().(*types.Signature).Results().At(0).Type()}
		b := &synth.Block{Stmts: []*synth.Let{{Vars: []*synth.Var{s}, Value: &synth.Call{Op: ops["NewBoundedStack"], Args: []synth.Term{one}}}}}
		for i, c := range calls {
			call := &synth.Call{Op: ops[c], Recv: s}
			var vars []*synth.Var
			if c == "Push" {
				call.Args = []synth.Term{one}
			} else {
				vars = []*synth.Var{{ID: i + 2, Hint: "b", T: types.Typ[types.Bool]}}
			}
			b.Stmts = append(b.Stmts, &synth.Let{Vars: vars, Value: call})
		}
		return &synth.Program{Body: b, Size: len(b.Stmts)}
	}
	base := prog("Push")
	if synth.Key(base) == synth.Key(prog("Push", "Empty")) {
		t.Fatal("Key does not tell the programs apart: the test shows nothing")
	}
	if synth.RedundancyKey(base) != synth.RedundancyKey(prog("Empty", "Push", "Empty")) {
		t.Error("unused calls of Empty made a program new")
	}
	if synth.RedundancyKey(base) == synth.RedundancyKey(prog("Push", "Push")) {
		t.Error("a second Push did not make a program new")
	}
}

// TestNoNil checks that a parameter Feedback.NoNil marks never gets a
// nil literal, where without it the same programs hand nils to it.
func TestNoNil(t *testing.T) {
	f := load(t, "../testdata/features", synth.DefaultConfig(), typesys.EnvConfig{})
	nils := func(fb *synth.Feedback) map[*typesys.Op]uint64 {
		got := map[*typesys.Op]uint64{}
		src := choice.NewRandom(0)
		for i := range 2000 {
			src.Reseed(synth.ProgramSeed(1, i))
			if p := f.gen.GenerateFrom(src, fb); p != nil {
				synth.NilArgs(p, func(op *typesys.Op, param int) { got[op] |= 1 << param })
			}
		}
		return got
	}
	before := nils(nil)
	if len(before) == 0 {
		t.Fatal("no program of testdata/features hands an operation a nil: the test tests nothing")
	}
	// A pool makes GenerateFrom read the feedback; its program hands no
	// nils, which programs starting from it would copy.
	fb := &synth.Feedback{NoNil: before}
	src := choice.NewRandom(0)
	for i := 0; fb.Pool == nil; i++ {
		src.Reseed(synth.ProgramSeed(2, i))
		if p := f.gen.Generate(src); p != nil && p.Size > 3 {
			clean := true
			synth.NilArgs(p, func(*typesys.Op, int) { clean = false })
			if clean {
				fb.Pool = []*synth.Program{p}
			}
		}
	}
	if after := nils(fb); len(after) > 0 {
		for op, bits := range after {
			t.Errorf("%s: parameters %b took nil literals, though NoNil marks %b", op.Name, bits, before[op])
		}
	}
}

// TestSharedLink: no literal of a node gives one value to two of its
// links (Left and Right of testdata/blame/sharedlink's Node), while
// literals that set both links, to different values, are made.
func TestSharedLink(t *testing.T) {
	f := load(t, "../testdata/blame/sharedlink", synth.DefaultConfig(), typesys.EnvConfig{})
	src := choice.NewRandom(0)
	both := 0
	for i := 0; i < 3000; i++ {
		src.Reseed(synth.ProgramSeed(1, i))
		prog := f.gen.Generate(src)
		if prog == nil {
			continue
		}
		synth.Walk(prog.Body, func(term synth.Term) {
			c, ok := term.(*synth.Composite)
			if !ok {
				return
			}
			var left, right synth.Term
			for j, name := range c.Fields {
				switch name {
				case "Left":
					left = c.Elems[j]
				case "Right":
					right = c.Elems[j]
				}
			}
			lv, lok := left.(*synth.Var)
			rv, rok := right.(*synth.Var)
			if lok && rok {
				both++
				if lv == rv {
					t.Errorf("program %d gives %s both links of a node:\n%s", i, lv.Hint, f.print(t, prog))
				}
			}
		})
	}
	if both == 0 {
		t.Fatal("no literal set both links to variables: the test tests nothing")
	}
}
