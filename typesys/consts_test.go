package typesys_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/hogen-go/hogen/typesys"
)

// TestConstsOrder: a package's constants come in the same order at each
// load, though the loader parses its files in parallel (and so gives
// their positions other bases each time): the same seed must give the
// same programs.
func TestConstsOrder(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/c\n\ngo 1.22\n")
	var api strings.Builder
	api.WriteString("package c\n\ntype T struct{ n int }\n\nfunc (t *T) Set(n int) { t.n = n }\n")
	write("api.go", api.String())
	for i := range 24 {
		var b strings.Builder
		fmt.Fprintf(&b, "package c\n\n")
		for j := range 40 { // files of some size, so that parsing them takes a while
			fmt.Fprintf(&b, "// K%d_%d is a constant.\nconst K%d_%d = %d\n\nfunc f%d_%d() int { return K%d_%d * 2 }\n\n", i, j, i, j, i*100+j, i, j, i, j)
		}
		write(fmt.Sprintf("f%02d.go", i), b.String())
	}
	var first string
	for run := range 12 {
		env, _ := loadDir(t, dir)
		var names []string
		for _, c := range env.Consts {
			names = append(names, c.Name())
		}
		order := strings.Join(names, " ")
		if run == 0 {
			first = order
			if !strings.HasPrefix(order, "K0_0 K0_1") {
				t.Fatalf("constants not in file order: %.80s", order)
			}
		} else if order != first {
			t.Fatalf("load %d gave the constants in another order:\n%.200s\nnot\n%.200s", run, order, first)
		}
	}
}

// TestNoZeroEnum: an enumeration numbered from one, never combined bit
// by bit, has no zero value; flags, and enumerations from zero, do.
func TestNoZeroEnum(t *testing.T) {
	dir := t.TempDir()
	src := `package c

type Kind uint8

const (
	Square Kind = 1 << iota
	Circle
)

type Flag uint8

const (
	Read Flag = 1 << iota
	Write
)

type Level int

const (
	Low Level = iota
	High
)

type Step int

const (
	First Step = iota + 1
	Second
)

func Open(f Flag) bool { return f&Write != 0 }

func Area(k Kind) int {
	if k == Square {
		return 1
	}
	return 3
}
`
	for name, text := range map[string]string{"go.mod": "module example.com/c\n\ngo 1.22\n", "c.go": src} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env, p := loadDir(t, dir)
	for name, want := range map[string]bool{"Kind": true, "Flag": false, "Level": false, "Step": true} {
		if got := env.NoZeroEnum(p.Types.Scope().Lookup(name).Type()); got != want {
			t.Errorf("NoZeroEnum(%s) = %v, want %v", name, got, want)
		}
	}
}

// loadDir loads the package of the module in dir and its Env.
func loadDir(t *testing.T, dir string) (*typesys.Env, *packages.Package) {
	t.Helper()
	pkgs, err := typesys.Load(typesys.Config{Dir: dir}, ".")
	if err != nil {
		t.Fatal(err)
	}
	p := pkgs[0]
	env, err := typesys.NewEnv(p, typesys.AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo), typesys.EnvConfig{})
	if err != nil {
		t.Fatal(err)
	}
	return env, p
}
