package exec

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

//go:embed harness/rt.go
var runtimeSrc []byte

// Harness is a built harness for one package.
type Harness struct {
	// Binary is the harness executable, in hogen's cache.
	Binary string
	// Cached reports whether the build was found in the cache.
	Cached bool
	// MainDir is the root of the main module, where the harness was built.
	MainDir string
	u       *universe
}

// Build writes the harness for p, whose Γ is env and contracts set, and
// builds it in p's module through a build overlay: nothing is written to
// the user's tree. A harness already built from the same sources is
// reused from hogen's cache (os.UserCacheDir()/hogen).
func Build(p *packages.Package, env *typesys.Env, set *contracts.Set) (*Harness, error) {
	mainDir, err := MainModuleDir()
	if err != nil {
		return nil, err
	}
	if len(p.GoFiles) == 0 {
		return nil, fmt.Errorf("hogen: %s has no Go files", p.PkgPath)
	}
	u := newUniverse(env, set)
	contractsSrc, err := u.contractsSource(p.Fset)
	if err != nil {
		return nil, err
	}
	tablesSrc, err := u.tablesSource(p.Fset, p.Name)
	if err != nil {
		return nil, err
	}
	key, err := digest(p, mainDir, tablesSrc, contractsSrc)
	if err != nil {
		return nil, err
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "hogen")
	bin := filepath.Join(dir, "harness-"+key[:24])
	h := &Harness{Binary: bin, MainDir: mainDir, u: u}
	if _, err := os.Stat(bin); err == nil {
		h.Cached = true
		return h, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "hogen-harness-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	files := map[string][]byte{"tables.go": tablesSrc, "rt.go": runtimeSrc, "contracts.go": contractsSrc}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(tmp, name), src, 0o644); err != nil {
			return nil, err
		}
	}
	// The harness is a package that exists only in the overlay: below the
	// package under test when that is in the main module (so it may import
	// an internal package), else at the main module's root, which requires
	// the package (the standard library, a dependency). The contracts file
	// joins the package under test the same way, wherever it lives.
	pkgDir := filepath.Dir(p.GoFiles[0])
	virtual := "hogenharness" + key[:12]
	buildDir := pkgDir
	if !InMainModule(p) {
		buildDir = mainDir
	}
	vdir := filepath.Join(buildDir, virtual)
	overlay := map[string]map[string]string{"Replace": {
		filepath.Join(vdir, "tables.go"):               filepath.Join(tmp, "tables.go"),
		filepath.Join(vdir, "rt.go"):                   filepath.Join(tmp, "rt.go"),
		filepath.Join(pkgDir, "zz_hogen_contracts.go"): filepath.Join(tmp, "contracts.go"),
	}}
	ov, _ := json.Marshal(overlay)
	ovPath := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovPath, ov, 0o644); err != nil {
		return nil, err
	}
	out := bin + ".tmp" + fmt.Sprint(os.Getpid())
	cmd := exec.Command("go", "build", "-tags", "hogen_harness", "-overlay", ovPath, "-o", out, "./"+virtual)
	cmd.Dir = buildDir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		os.Remove(out)
		msg := strings.ReplaceAll(stderr.String(), tmp+string(filepath.Separator), "")
		return nil, fmt.Errorf("hogen: building the harness for %s failed (a bug of hogen):\n%s", p.PkgPath, msg)
	}
	if err := os.Rename(out, bin); err != nil {
		return nil, err
	}
	return h, nil
}

// InMainModule reports whether p belongs to the module hogen runs in.
func InMainModule(p *packages.Package) bool {
	return p.Module != nil && p.Module.Main
}

// MainModuleDir is the root of the module hogen runs in: its harness is
// built there.
func MainModuleDir() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	gomod := strings.TrimSpace(string(out))
	if err != nil || gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("hogen: run hogen inside a Go module (go mod init): it builds its harness there")
	}
	return filepath.Dir(gomod), nil
}

// digest identifies a harness build: the generated sources, the runtime,
// the package's own files and the main module's requirements, the
// toolchain.
func digest(p *packages.Package, mainDir string, srcs ...[]byte) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s %s %s %s %s\n", runtime.Version(), p.PkgPath, mainDir, os.Getenv("GOFLAGS"), os.Getenv("GOWORK"))
	h.Write(runtimeSrc)
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
