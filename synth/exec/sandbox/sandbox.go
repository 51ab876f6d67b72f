// Package sandbox runs the processes that execute the package under test
// (harness workers, reproducer tests) in a scratch directory: their
// working directory, HOME, TMPDIR and XDG directories are inside it, and
// on Linux they are confined there with Landlock, so that the package can
// write nowhere else, whatever names the generated programs hand it.
//
// The confinement is applied by a launcher: the process that imports
// this package (hogen, or a test binary of hogen's) re-executes itself
// with an environment variable that this package's init reads; the
// launcher restricts itself with Landlock and then execs the real
// command, which inherits the restriction. The harness stays std-only.
package sandbox

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/landlock-lsm/go-landlock/landlock"
	llsyscall "github.com/landlock-lsm/go-landlock/landlock/syscall"
)

// envKey carries the launcher's instructions to the re-executed process.
const envKey = "HOGEN_SANDBOX_LAUNCH"

// launch is what the launcher does: confine itself, then exec Path.
type launch struct {
	Path string
	Args []string
	RW   []string // directories the command may write below
}

func init() {
	spec := os.Getenv(envKey)
	if spec == "" {
		return
	}
	var l launch
	if err := json.Unmarshal([]byte(spec), &l); err != nil {
		fmt.Fprintf(os.Stderr, "hogen sandbox: bad launch spec: %v\n", err)
		os.Exit(126)
	}
	os.Unsetenv(envKey)
	if err := confine(l.RW); err != nil {
		fmt.Fprintf(os.Stderr, "hogen sandbox: %v\n", err)
		os.Exit(126)
	}
	err := syscall.Exec(l.Path, l.Args, os.Environ())
	fmt.Fprintf(os.Stderr, "hogen sandbox: exec %s: %v\n", l.Path, err)
	os.Exit(126)
}

// confine restricts this process and what it execs: everything may be
// read and executed, only rw (and the few device files every program
// writes to) may be written. Where the kernel has no Landlock it does
// nothing (see Available).
func confine(rw []string) error {
	return landlock.V7.BestEffort().RestrictPaths(
		landlock.RODirs("/"),
		landlock.RWDirs(rw...).WithRefer(),
		landlock.RWFiles("/dev/null", "/dev/zero", "/dev/full", "/dev/tty").IgnoreIfMissing(),
	)
}

// Available reports the kernel's Landlock ABI version, 0 when the kernel
// has none (the scratch directory is then the only protection).
func Available() int {
	v, err := llsyscall.LandlockGetABIVersion()
	if err != nil {
		return 0
	}
	return v
}

var warnOnce sync.Once

// Warning returns, the first time it is called on a kernel without
// Landlock, the line that says so; "" otherwise.
func Warning() string {
	msg := ""
	warnOnce.Do(func() {
		if Available() == 0 {
			msg = "hogen: warning: this kernel has no Landlock: generated programs run in a scratch directory but are not confined to it"
		}
	})
	return msg
}

// Sandbox is a scratch directory and the way to run commands in it.
type Sandbox struct {
	// Dir is the scratch directory: the working directory, HOME and TMPDIR
	// of every command.
	Dir string
}

// New makes a scratch directory below the system's temporary directory.
func New() (*Sandbox, error) {
	dir, err := TempDir("hogen-scratch-")
	if err != nil {
		return nil, err
	}
	for _, sub := range []string{"home", "tmp", "cache", "config", "data", "state", "run"} {
		if err := os.Mkdir(filepath.Join(dir, sub), 0o700); err != nil {
			Remove(dir)
			return nil, err
		}
	}
	return &Sandbox{Dir: dir}, nil
}

// Close removes the scratch directory and what the commands left in it.
func (s *Sandbox) Close() error {
	if s == nil {
		return nil
	}
	return Remove(s.Dir)
}

// live are the temporary directories made by TempDir and not yet
// removed: RemoveAll removes them when hogen must exit at once.
var live struct {
	sync.Mutex
	dirs map[string]bool
}

// TempDir makes a temporary directory, as os.MkdirTemp("", pattern) does,
// and remembers it until Remove.
func TempDir(pattern string) (string, error) {
	dir, err := os.MkdirTemp("", pattern)
	if err != nil {
		return "", err
	}
	live.Lock()
	defer live.Unlock()
	if live.dirs == nil {
		live.dirs = map[string]bool{}
	}
	live.dirs[dir] = true
	return dir, nil
}

// Remove removes a directory made by TempDir, with whatever the package
// under test left in it, read-only directories included.
func Remove(dir string) error {
	live.Lock()
	delete(live.dirs, dir)
	live.Unlock()
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(path, 0o700)
		}
		return nil
	})
	return os.RemoveAll(dir)
}

// RemoveAll removes every directory made by TempDir and not yet removed,
// for an exit that cannot wait for the code that made them. It first
// kills the processes that run in them (where /proc tells), so that
// none writes there again.
func RemoveAll() {
	live.Lock()
	dirs := make([]string, 0, len(live.dirs))
	for d := range live.dirs {
		dirs = append(dirs, d)
	}
	live.Unlock()
	cwds, _ := filepath.Glob("/proc/[0-9]*/cwd")
	for _, c := range cwds {
		cwd, err := os.Readlink(c)
		if err != nil {
			continue
		}
		for _, d := range dirs {
			if cwd == d || strings.HasPrefix(cwd, d+string(filepath.Separator)) {
				if pid, err := strconv.Atoi(filepath.Base(filepath.Dir(c))); err == nil && pid != os.Getpid() {
					syscall.Kill(-pid, syscall.SIGKILL) // its group: what it started
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}
		}
	}
	for _, d := range dirs {
		Remove(d)
	}
}

// GoCommand returns a command that runs the go tool with args in dir, in
// a process group of its own that is killed when ctx is done (the
// compiler and linker with it) and dies with hogen.
func GoCommand(ctx context.Context, dir string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.SysProcAttr = procAttr()
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	return cmd
}

// Env returns env with HOME, TMPDIR and the XDG directories pointed into
// the scratch directory.
func (s *Sandbox) Env(env []string) []string {
	set := map[string]string{
		"HOME": "home", "TMPDIR": "tmp", "XDG_CACHE_HOME": "cache", "XDG_CONFIG_HOME": "config",
		"XDG_DATA_HOME": "data", "XDG_STATE_HOME": "state", "XDG_RUNTIME_DIR": "run",
	}
	out := make([]string, 0, len(env)+len(set))
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		if _, ok := set[k]; !ok && k != envKey {
			out = append(out, kv)
		}
	}
	for k, sub := range set {
		out = append(out, k+"="+filepath.Join(s.Dir, sub))
	}
	return out
}

// Command returns a command that runs name with args in the scratch
// directory, confined to it: it starts the launcher (this executable),
// which confines itself and execs name. The caller may set Stdin,
// Stdout, Stderr, ExtraFiles and add to Env and SysProcAttr; the command
// dies with its parent (Pdeathsig), and its process group is killed when
// ctx is done.
func (s *Sandbox) Command(ctx context.Context, name string, args ...string) (*exec.Cmd, error) {
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, err
	}
	if path, err = filepath.Abs(path); err != nil {
		return nil, err
	}
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("hogen: cannot find its own executable to launch %s confined: %v", name, err)
	}
	spec, _ := json.Marshal(launch{Path: path, Args: append([]string{path}, args...), RW: []string{s.Dir}})
	cmd := exec.CommandContext(ctx, self)
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.Dir = s.Dir
	cmd.Env = append(s.Env(os.Environ()), envKey+"="+string(spec))
	cmd.SysProcAttr = procAttr()
	return cmd, nil
}
