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
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/landlock-lsm/go-landlock/landlock"
	llsyscall "github.com/landlock-lsm/go-landlock/landlock/syscall"
)

// envKey carries the launcher's instructions to the re-executed process.
const envKey = "HOGEN_SANDBOX_LAUNCH"

// launch is what the launcher does: join its cgroups, bring up the
// loopback of its network namespace, set its limits, confine itself,
// then exec Path.
type launch struct {
	Path string
	Args []string
	RW   []string // directories the command may write below
	// Net lets the command reach the network: Landlock leaves TCP alone.
	Net bool
	// Loopback: the command is in a network namespace of its own.
	Loopback bool
	Cgroups  []string
	// AddressSpace sets RLIMIT_AS; Procs is RLIMIT_NPROC, 0 for none.
	AddressSpace bool
	Procs        uint64
	// Probe: exit once the namespace is set up (see probeNetns).
	Probe bool
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
	if err := l.enter(); err != nil {
		fmt.Fprintf(os.Stderr, "hogen sandbox: %v\n", err)
		os.Exit(126)
	}
	if l.Probe {
		os.Exit(0)
	}
	err := syscall.Exec(l.Path, l.Args, os.Environ())
	fmt.Fprintf(os.Stderr, "hogen sandbox: exec %s: %v\n", l.Path, err)
	os.Exit(126)
}

// enter puts the launcher where its command will run.
func (l *launch) enter() error {
	if err := joinCgroups(l.Cgroups); err != nil {
		return fmt.Errorf("joining its cgroups: %v", err)
	}
	if l.Loopback {
		if err := loopbackUp(); err != nil {
			return fmt.Errorf("bringing up the loopback of its network namespace: %v", err)
		}
	}
	if l.Probe {
		return nil
	}
	if !l.Net {
		os.Setenv(wire.EnvNetDenied, "1")
	}
	if err := setLimits(l.AddressSpace, l.Procs); err != nil {
		return fmt.Errorf("setting its limits: %v", err)
	}
	return confine(l.RW, l.Net)
}

// confine restricts this process and what it execs: everything may be
// read and executed, only rw (and the few device files every program
// writes to) may be written; no signal reaches a process outside and no
// abstract unix socket outside is reached (Landlock's scopes, ABI 6);
// unless net, no TCP port may be bound or connected (ABI 4) and, from
// ABI 10, no UDP port. Where the kernel has less of Landlock, it does
// what the kernel can (see Protections).
func confine(rw []string, net bool) error {
	cfg := landlock.V11.BestEffort()
	if net {
		cfg.HandledAccessNet = 0
	}
	return cfg.Restrict(
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

// Policy is what the commands of a sandbox may do besides writing in its
// scratch directory.
type Policy struct {
	// Net lets them reach the network (hogen -net).
	Net bool
	// NoAddressLimit leaves their address space unbounded: a race-built
	// harness maps terabytes of shadow memory. A memory cgroup, where
	// one can be made, still bounds what they use.
	NoAddressLimit bool
	// Logs is a directory the commands may write in besides the scratch
	// directory ("": none): where a race-built harness's race detector
	// writes its reports (GORACE's log_path).
	Logs string
}

// Sandbox is a scratch directory and the way to run commands in it.
type Sandbox struct {
	// Dir is the scratch directory: the working directory, HOME and TMPDIR
	// of every command.
	Dir    string
	policy Policy
	// netns: commands get a network namespace of their own.
	netns bool
	// parents are where commands' cgroups are made, by controller.
	parents map[string]string
	// procs is the RLIMIT_NPROC of commands where no pids cgroup bounds
	// them (0: none; root passes it anyway).
	procs   uint64
	mu      sync.Mutex
	cgroups map[*exec.Cmd][]string // of the commands not yet released
}

// New makes a scratch directory below the system's temporary directory,
// and finds which of the kernel's protections its commands can have.
func New(p Policy) (*Sandbox, error) {
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
	s := &Sandbox{Dir: dir, policy: p, parents: cgroupParents(), cgroups: map[*exec.Cmd][]string{}}
	if s.parents["pids"] == "" && os.Geteuid() != 0 {
		s.procs = userProcs() + maxProcs
	}
	if !p.Net {
		if self, err := os.Executable(); err == nil {
			s.netns = probeNetns(self)
		}
	}
	return s, nil
}

// Offline reports whether the commands of s run in a network namespace
// of their own, with only a loopback: nothing outside the command can
// answer its reads of the network.
func (s *Sandbox) Offline() bool { return !s.policy.Net && s.netns }

// Protections says, one line per kind of harm, what keeps the commands
// of s from it on this machine, or that nothing does.
func (s *Sandbox) Protections() []string {
	abi := Available()
	ll := func(min int, what string) string {
		if abi >= min {
			return fmt.Sprintf("%s: Landlock (ABI %d)", what, abi)
		}
		return what + ": not denied (needs Landlock ABI " + strconv.Itoa(min) + ")"
	}
	out := []string{
		ll(1, "writes outside the scratch directory"),
		ll(6, "signals to processes outside"),
		ll(6, "abstract unix sockets outside"),
	}
	if s.policy.Net {
		out = append(out, "network: allowed (-net)")
	} else {
		var net []string
		if abi >= 4 {
			net = append(net, "Landlock TCP rules")
		}
		if abi >= 10 {
			net = append(net, "Landlock UDP rules")
		}
		if s.netns {
			net = append(net, "a network namespace of its own")
		}
		if len(net) == 0 {
			out = append(out, "network: not denied (needs Landlock ABI 4 or a network namespace)")
		} else {
			out = append(out, "network: denied by "+strings.Join(net, " and "))
		}
	}
	switch {
	case s.parents["pids"] != "":
		out = append(out, fmt.Sprintf("processes: at most %d (pids cgroup)", maxProcs))
	case s.procs > 0:
		out = append(out, fmt.Sprintf("processes: at most %d more than the user runs (RLIMIT_NPROC)", maxProcs))
	default:
		out = append(out, "processes: not bounded (root passes RLIMIT_NPROC, and no pids cgroup can be made)")
	}
	var mem []string
	if !s.policy.NoAddressLimit && runtime.GOOS == "linux" {
		mem = append(mem, "RLIMIT_AS")
	}
	if s.parents["memory"] != "" {
		mem = append(mem, "a memory cgroup")
	}
	if len(mem) == 0 {
		out = append(out, "memory: not bounded")
	} else {
		out = append(out, fmt.Sprintf("memory: at most %d GiB (%s)", maxMemory>>30, strings.Join(mem, " and ")))
	}
	if runtime.GOOS == "linux" {
		out = append(out, fmt.Sprintf("files: at most %d MiB each (RLIMIT_FSIZE), %d open (RLIMIT_NOFILE)", maxFileSize>>20, maxFiles))
	}
	return out
}

var warnOnce sync.Once

// Warning returns, the first time it is called, the line that says what
// the sandbox cannot deny on this machine; "" when it denies everything,
// and after the first call.
func (s *Sandbox) Warning() string {
	msg := ""
	warnOnce.Do(func() {
		var missing []string
		for _, p := range s.Protections() {
			if strings.Contains(p, ": not ") {
				missing = append(missing, p)
			}
		}
		if len(missing) > 0 {
			msg = "hogen: warning: the sandbox is incomplete on this machine: " + strings.Join(missing, "; ")
		}
	})
	return msg
}

// Release kills what is left of a command of s that ended (or never
// started), and removes its cgroups: processes that left its process
// group go too.
func (s *Sandbox) Release(cmd *exec.Cmd) {
	s.mu.Lock()
	dirs := s.cgroups[cmd]
	delete(s.cgroups, cmd)
	s.mu.Unlock()
	removeCgroups(dirs)
	forgetCgroups(dirs)
}

// Close removes the scratch directory and what the commands left in it.
func (s *Sandbox) Close() error {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	for _, dirs := range s.cgroups {
		removeCgroups(dirs)
		forgetCgroups(dirs)
	}
	clear(s.cgroups)
	s.mu.Unlock()
	return Remove(s.Dir)
}

// live are the temporary directories made by TempDir and not yet
// removed: RemoveAll removes them when hogen must exit at once.
var live struct {
	sync.Mutex
	dirs    map[string]bool
	cgroups map[string]bool // the cgroups of commands, likewise
}

// rememberCgroups and forgetCgroups keep live.cgroups.
func rememberCgroups(dirs []string) {
	live.Lock()
	defer live.Unlock()
	if live.cgroups == nil {
		live.cgroups = map[string]bool{}
	}
	for _, d := range dirs {
		live.cgroups[d] = true
	}
}

func forgetCgroups(dirs []string) {
	live.Lock()
	defer live.Unlock()
	for _, d := range dirs {
		delete(live.cgroups, d)
	}
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
	cgroups := make([]string, 0, len(live.cgroups))
	for d := range live.cgroups {
		cgroups = append(cgroups, d)
	}
	live.Unlock()
	removeCgroups(cgroups)
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

// LinknameRefused is what the linker says of a go:linkname reference to
// a runtime symbol it no longer allows since Go 1.23; a package that
// makes one links only with NoLinknameCheck, as its users build it.
// HarnessLinkFlags are how the harness is linked: without the symbol
// table and DWARF, which no one reads (its stacks come from the
// runtime's own tables), and which cost the most of each link.
const (
	LinknameRefused  = "invalid reference to"
	NoLinknameCheck  = "-ldflags=-checklinkname=0"
	HarnessLinkFlags = "-ldflags=-s -w"
	// HarnessNoLinknameCheck is HarnessLinkFlags and NoLinknameCheck.
	HarnessNoLinknameCheck = "-ldflags=-s -w -checklinkname=0"
)

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
	l := launch{
		Path: path, Args: append([]string{path}, args...), RW: []string{s.Dir},
		Net: s.policy.Net, Loopback: s.netns, AddressSpace: !s.policy.NoAddressLimit,
	}
	if s.policy.Logs != "" {
		l.RW = append(l.RW, s.policy.Logs)
	}
	l.Procs = s.procs
	if len(s.parents) > 0 {
		// Each command gets cgroups of its own, so that one fork bomb
		// costs one worker; Release removes them.
		if l.Cgroups, err = newCgroups(s.parents); err != nil {
			return nil, fmt.Errorf("hogen: making the cgroups of a command: %v", err)
		}
		rememberCgroups(l.Cgroups)
	}
	spec, _ := json.Marshal(l)
	cmd := exec.CommandContext(ctx, self)
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.Dir = s.Dir
	cmd.Env = append(s.Env(os.Environ()), envKey+"="+string(spec))
	cmd.SysProcAttr = procAttr()
	if s.netns {
		netnsAttr(cmd.SysProcAttr)
	}
	if len(l.Cgroups) > 0 {
		s.mu.Lock()
		s.cgroups[cmd] = l.Cgroups
		s.mu.Unlock()
	}
	return cmd, nil
}
