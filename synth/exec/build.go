package exec

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// Harness is a built harness for one package.
type Harness struct {
	// Binary is the harness executable, in hogen's cache.
	Binary string
	// Cached reports whether the build was found in the cache.
	Cached bool
	// MainDir is the root of the main module, where the harness was built.
	MainDir string
	// OnLeak, if set, hears from every worker that gave up because the
	// programs left goroutines or memory behind; it may be called from
	// several goroutines at once.
	OnLeak func(wire.Leak)
	// InitTimeout bounds the wait for a worker to start: the package's
	// init must be done by then (0: 10 s).
	InitTimeout time.Duration
	// Net lets the programs reach the network (hogen -net); by default
	// the sandbox denies it. Set it before the first worker starts.
	Net bool
	// Blocks are the package's basic blocks the harness counts, in the
	// order it numbers them; nil when the package is not instrumented.
	Blocks []cover.Block
	fset   *token.FileSet // of the package's syntax
	u      *universe
	// spins are the parties whose programs were seen to compute for ever.
	spins sync.Map

	sbOnce sync.Once
	sb     *sandbox.Sandbox
	sbErr  error
}

// Sandbox returns the scratch directory that the harness's workers, and
// reproducers run the same way, run in: made on first use, removed by
// Close.
func (h *Harness) Sandbox() (*sandbox.Sandbox, error) {
	h.sbOnce.Do(func() {
		h.sb, h.sbErr = sandbox.New(sandbox.Policy{Net: h.Net, NoAddressLimit: RaceHarness(), Logs: harnessLogs()})
	})
	return h.sb, h.sbErr
}

// Close removes the scratch directory of the harness's workers. Stop the
// workers first.
func (h *Harness) Close() error {
	h.sbOnce.Do(func() {}) // no scratch made after Close
	return h.sb.Close()
}

// Build writes the harness for p, whose Γ is env and contracts set, and
// builds it in the main module without touching the user's tree: the
// harness is a package that exists only in a build overlay, and the
// package's own contracts join it the same way (or, for a package in the
// read-only module cache, in a scratch copy of its module that a scratch
// go.mod replaces it with). A harness already built from the same
// sources is reused from hogen's cache (os.UserCacheDir()/hogen).
func Build(p *packages.Package, env *typesys.Env, set *contracts.Set) (*Harness, error) {
	// A package the counters break (one the harness's runtime itself
	// imports, say) is tested without coverage; HOGEN_DEBUG_COVER says
	// why.
	files, err := coverFiles(p)
	if err == nil && files != nil {
		var h *Harness
		if h, err = build(p, env, set, files); err == nil {
			return h, nil
		}
	}
	if err != nil && os.Getenv("HOGEN_DEBUG_COVER") != "" {
		fmt.Fprintln(os.Stderr, err)
	}
	return build(p, env, set, nil)
}

// coverFiles instruments p's files for coverage (see package cover), or
// returns nil when p has cgo files, which go tool cover cannot rewrite
// alone.
func coverFiles(p *packages.Package) ([]cover.File, error) {
	for _, f := range p.Syntax {
		for _, imp := range f.Imports {
			if imp.Path.Value == `"C"` {
				return nil, nil
			}
		}
	}
	return cover.Instrument(p.GoFiles)
}

// build builds the harness, with p's files instrumented as covered when
// covered is not nil.
func build(p *packages.Package, env *typesys.Env, set *contracts.Set, covered []cover.File) (*Harness, error) {
	mainDir, err := MainModuleDir()
	if err != nil {
		return nil, err
	}
	if len(p.GoFiles) == 0 {
		return nil, fmt.Errorf("hogen: %s has no Go files", p.PkgPath)
	}
	u := newUniverse(env, set)
	srcs, err := u.harnessSources(p, covered)
	if err != nil {
		return nil, err
	}
	key, err := digest(p, mainDir, srcs.tables, srcs.shipped, srcs.own)
	if err != nil {
		return nil, err
	}
	dir := CacheDir()
	bin := filepath.Join(dir, "harness-"+key[:24])
	h := &Harness{Binary: bin, MainDir: mainDir, u: u, Blocks: cover.Blocks(covered), fset: p.Fset}
	now := time.Now()
	if _, err := os.Stat(bin); err == nil {
		h.Cached = true
		touch(bin, now)
		return h, nil
	}
	defer maybeTrim(dir, now) // after the rename: the new harness is the newest
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	tmp, err := sandbox.TempDir("hogen-harness-")
	if err != nil {
		return nil, err
	}
	defer sandbox.Remove(tmp)
	if err := compileHarness(p, mainDir, key, tmp, bin, srcs, covered); err != nil {
		return nil, err
	}
	return h, nil
}

// sources are the generated sources of a harness: its tables, the
// contracts shipped with hogen, and the package's own contracts (nil
// when it has none).
type sources struct {
	tables, shipped, own []byte
}

// harnessSources writes the sources of the harness for p, whose files
// covered are instrumented.
func (u *universe) harnessSources(p *packages.Package, covered []cover.File) (sources, error) {
	var s sources
	var err error
	if ids := u.clauseIDs(true); len(ids) > 0 {
		if s.own, err = u.contractsSource(ids, u.env.Pkg); err != nil {
			return sources{}, err
		}
	}
	if s.shipped, err = u.contractsSource(u.clauseIDs(false), nil); err != nil {
		return sources{}, err
	}
	var coverVars []string
	for _, f := range covered {
		coverVars = append(coverVars, f.Var)
	}
	if s.tables, err = u.tablesSource(p.Fset, coverVars); err != nil {
		return sources{}, err
	}
	return s, nil
}

// compileHarness builds the harness for p from srcs into bin, in an
// overlay whose files it writes in tmp. The harness is a package that
// exists only in the overlay: below the package under test when that is
// in the main module (so it may import an internal package), else at the
// main module's root, which requires the package (the standard library,
// a dependency).
func compileHarness(p *packages.Package, mainDir, key, tmp, bin string, srcs sources, covered []cover.File) error {
	pkgDir := filepath.Dir(p.GoFiles[0])
	virtual := "hogenharness" + key[:12]
	buildDir := pkgDir
	if !InMainModule(p) {
		buildDir = mainDir
	}
	ov := &overlay{tmp: tmp, replace: map[string]string{}}
	args := []string{"build", "-tags", harnessTag, sandbox.HarnessLinkFlags}
	if RaceHarness() {
		args = append(args, "-race")
	}
	if err := ov.addHarness(filepath.Join(buildDir, virtual), srcs); err != nil {
		return err
	}
	modArgs, err := ov.addOwn(p, pkgDir, mainDir, srcs.own, covered)
	if err != nil {
		return err
	}
	args = append(args, modArgs...)
	ovPath, err := ov.save()
	if err != nil {
		return err
	}
	out := bin + ".tmp" + fmt.Sprint(os.Getpid())
	args = append(args, "-overlay", ovPath, "-o", out, "./"+virtual)
	msg, err := goBuild(buildDir, args)
	if err != nil && strings.Contains(msg, sandbox.LinknameRefused) {
		// A package that reaches into the runtime by go:linkname links
		// only as its users must build it.
		args[slices.Index(args, sandbox.HarnessLinkFlags)] = sandbox.HarnessNoLinknameCheck
		msg, err = goBuild(buildDir, args)
	}
	if err != nil {
		os.Remove(out)
		msg = strings.ReplaceAll(msg, tmp+string(filepath.Separator), "")
		return fmt.Errorf("hogen: building the harness for %s failed (a bug of hogen):\n%s", p.PkgPath, msg)
	}
	return os.Rename(out, bin)
}

// goBuild runs the go command with args in dir and returns its stderr.
func goBuild(dir string, args []string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = os.Environ()
	if slices.Contains(args, "-mod=mod") {
		cmd.Env = append(cmd.Env, "GOWORK=off") // -modfile does not work in a workspace
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	return stderr.String(), err
}

// overlay is the build overlay of a harness: the files it puts in the
// build, which wait in a scratch directory.
type overlay struct {
	tmp     string            // the scratch directory
	replace map[string]string // a path in the build -> its file in tmp
}

// add writes src into the scratch directory as name, to stand at the
// path at in the build.
func (ov *overlay) add(name string, src []byte, at string) error {
	file := filepath.Join(ov.tmp, name)
	ov.replace[at] = file
	return os.WriteFile(file, src, 0o644)
}

// addHarness puts the harness's files into vdir: the generated tables
// and shipped contracts, and the runtime.
func (ov *overlay) addHarness(vdir string, srcs sources) error {
	files := map[string][]byte{"tables.go": srcs.tables, "shipped.go": srcs.shipped}
	for name, src := range runtimeSrc() {
		files[name] = src
	}
	for name, src := range files {
		if err := ov.add(name, src, filepath.Join(vdir, name)); err != nil {
			return err
		}
	}
	return nil
}

// addOwn puts the package's own files into pkgDir: its contracts, and
// its files instrumented for coverage in place of the originals. In the
// module cache, which the go command keeps out of overlays, they go into
// a copy of the package's module instead (see replaceWithCopy), and
// addOwn returns the go build flags that use it.
func (ov *overlay) addOwn(p *packages.Package, pkgDir, mainDir string, ownSrc []byte, covered []cover.File) ([]string, error) {
	own := map[string][]byte{}
	if ownSrc != nil {
		own["zz_hogen_contracts.go"] = ownSrc
	}
	for _, f := range covered {
		own[filepath.Base(f.Path)] = f.Src
	}
	if len(own) > 0 && inModCache(pkgDir) {
		return replaceWithCopy(p, pkgDir, mainDir, ov.tmp, own)
	}
	for i, name := range slices.Sorted(maps.Keys(own)) {
		if err := ov.add(fmt.Sprintf("own%d.go", i), own[name], filepath.Join(pkgDir, name)); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// save writes the overlay's description, for go build -overlay, and
// returns its path.
func (ov *overlay) save() (string, error) {
	data, _ := json.Marshal(map[string]map[string]string{"Replace": ov.replace})
	path := filepath.Join(ov.tmp, "overlay.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "", err
	}
	return path, nil
}

// inModCache reports whether dir is beneath GOMODCACHE, where the go
// command refuses overlays: the package's own contracts cannot join it
// there.
func inModCache(dir string) bool {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	cache := strings.TrimSpace(string(out))
	if err != nil || cache == "" {
		return false
	}
	return Within(cache, dir)
}

// Within reports whether path is dir or inside it.
func Within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// replaceWithCopy copies p's module out of the module cache into
// tmp/mod, writes the package's own files (its contracts, its files
// instrumented) into the copy, and writes a
// scratch go.mod (tmp/go.mod, the main module's with a replace of p's
// module by the copy). It returns the go build flags that use it.
func replaceWithCopy(p *packages.Package, pkgDir, mainDir, tmp string, own map[string][]byte) ([]string, error) {
	if p.Module == nil || p.Module.Dir == "" {
		return nil, fmt.Errorf("hogen: %s is in the module cache but belongs to no module", p.PkgPath)
	}
	mod := p.Module
	copyDir := filepath.Join(tmp, "mod")
	if err := os.CopyFS(copyDir, os.DirFS(mod.Dir)); err != nil {
		return nil, fmt.Errorf("hogen: copying %s out of the module cache: %v", mod.Path, err)
	}
	// Files in the module cache are read-only, and so are their copies.
	_ = filepath.WalkDir(copyDir, func(path string, d os.DirEntry, err error) error {
		if err == nil {
			mode := os.FileMode(0o644)
			if d.IsDir() {
				mode = 0o755
			}
			os.Chmod(path, mode)
		}
		return nil
	})
	gomod := filepath.Join(copyDir, "go.mod")
	if _, err := os.Stat(gomod); os.IsNotExist(err) {
		if err := os.WriteFile(gomod, []byte("module "+mod.Path+"\n"), 0o644); err != nil {
			return nil, err
		}
	}
	rel, err := filepath.Rel(mod.Dir, pkgDir)
	if err != nil {
		return nil, err
	}
	for name, src := range own {
		if err := os.WriteFile(filepath.Join(copyDir, rel, name), src, 0o644); err != nil {
			return nil, err
		}
	}
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(mainDir, name))
		if err != nil && !os.IsNotExist(err) {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			return nil, err
		}
	}
	modfile := filepath.Join(tmp, "go.mod")
	edit := exec.Command("go", "mod", "edit", "-replace="+mod.Path+"="+copyDir, modfile)
	if out, err := edit.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("hogen: replacing %s by its copy: %v: %s", mod.Path, err, out)
	}
	return []string{"-modfile=" + modfile, "-mod=mod"}, nil
}

// RaceHarness reports whether harnesses are built with the race detector
// ($HOGEN_HARNESS_RACE=1): CI runs the harness so to keep its own code
// race-free. Such a harness runs several times slower, and its workers
// get no address-space limit (the detector's shadow memory needs
// terabytes of it).
func RaceHarness() bool { return os.Getenv("HOGEN_HARNESS_RACE") == "1" }

// harnessLogs is the directory the harness may write its logs in besides
// its scratch: a race-built harness's detector reports, from GORACE's
// log_path, or hogen's own profiles of the harness ($HOGEN_CPUPROFILE);
// "" for none.
func harnessLogs() string {
	if path := os.Getenv("HOGEN_CPUPROFILE"); filepath.IsAbs(path) {
		return filepath.Dir(path) // hogen's own profiles of the harness
	}
	if !RaceHarness() {
		return ""
	}
	for _, opt := range strings.Fields(os.Getenv("GORACE")) {
		if path, ok := strings.CutPrefix(opt, "log_path="); ok && filepath.IsAbs(path) {
			return filepath.Dir(path)
		}
	}
	return ""
}

// InMainModule reports whether p belongs to the module hogen runs in.
func InMainModule(p *packages.Package) bool {
	return p.Module != nil && p.Module.Main
}

// ErrNoModule is MainModuleDir's error outside a module: bad usage, not
// a bug of hogen.
var ErrNoModule = errors.New("hogen: run hogen inside a Go module (go mod init): it builds its harness there")

// MainModuleDir is the root of the module hogen runs in: its harness is
// built there.
func MainModuleDir() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	gomod := strings.TrimSpace(string(out))
	if err != nil || gomod == "" || gomod == os.DevNull {
		return "", ErrNoModule
	}
	return filepath.Dir(gomod), nil
}

// digest identifies a harness build: the generated sources, the runtime,
// the package's own files and the main module's requirements, the
// toolchain.
func digest(p *packages.Package, mainDir string, srcs ...[]byte) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s %s %s %s %s %v\n", runtime.Version(), p.PkgPath, mainDir, os.Getenv("GOFLAGS"), os.Getenv("GOWORK"), RaceHarness())
	rt := runtimeSrc()
	for _, name := range slices.Sorted(maps.Keys(rt)) {
		h.Write(rt[name])
	}
	for _, s := range srcs {
		h.Write(s)
	}
	files := append([]string{}, p.GoFiles...)
	files = append(files, p.OtherFiles...)
	files = append(files, filepath.Join(mainDir, "go.mod"), filepath.Join(mainDir, "go.sum"))
	// The package's dependencies inside the same module change it too.
	seen := map[string]bool{}
	var deps func(q *packages.Package)
	deps = func(q *packages.Package) {
		for _, imp := range q.Imports {
			if seen[imp.PkgPath] || imp.Module == nil || p.Module == nil || imp.Module.Path != p.Module.Path {
				continue
			}
			seen[imp.PkgPath] = true
			files = append(files, imp.GoFiles...)
			deps(imp)
		}
	}
	deps(p)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil && !os.IsNotExist(err) {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
