package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// The limits of one confined command: a runaway package costs the
// program that ran it, not the machine. They are far above what a
// package's ordinary use needs.
const (
	// maxProcs bounds the command's processes and threads (a Go program's
	// threads count as well).
	maxProcs = 512
	// maxMemory bounds its address space (RLIMIT_AS) and, where a memory
	// cgroup can be made, its resident memory.
	maxMemory = 4 << 30
	// maxFileSize bounds any file it writes (RLIMIT_FSIZE): a write past
	// it fails with EFBIG (Go ignores SIGXFSZ).
	maxFileSize = 1 << 30
	// maxFiles bounds its open files (RLIMIT_NOFILE).
	maxFiles = 4096
)

// cgroupSeq numbers the cgroups this process makes.
var cgroupSeq atomic.Int64

// controllers are the cgroup controllers a command's processes are
// limited by, with the file that sets the limit (v1 name, v2 name) and
// the limit.
var controllers = []struct {
	name, v1, v2 string
	limit        int64
}{
	{"pids", "pids.max", "pids.max", maxProcs},
	{"memory", "memory.limit_in_bytes", "memory.max", maxMemory},
}

// cgroupParents finds, per controller, a cgroup directory below which
// this process may make the cgroups of its commands: the process's own
// cgroup in that controller's hierarchy (v1), or in the unified one
// when that has the controller (v2). A controller with none is absent.
func cgroupParents() map[string]string {
	own := map[string]string{} // hierarchy's controllers -> own path
	f, err := os.Open("/proc/self/cgroup")
	if err != nil {
		return nil
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), ":", 3)
		if len(parts) == 3 {
			own[parts[1]] = parts[2]
		}
	}
	parents := map[string]string{}
	for _, c := range controllers {
		if p, ok := own[c.name]; ok { // v1: a hierarchy of its own
			dir := filepath.Join("/sys/fs/cgroup", c.name, p)
			if writable(dir) {
				parents[c.name] = dir
			}
			continue
		}
		p, ok := own[""]
		if !ok {
			continue
		}
		for _, root := range []string{"/sys/fs/cgroup", "/sys/fs/cgroup/unified"} {
			dir := filepath.Join(root, p)
			sub, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
			if err == nil && slices.Contains(strings.Fields(string(sub)), c.name) && writable(dir) {
				parents[c.name] = dir
				break
			}
		}
	}
	return parents
}

// writable reports whether a cgroup may be made in dir.
func writable(dir string) bool {
	return unix.Access(dir, unix.W_OK) == nil
}

// newCgroups makes the cgroups of one command, one per controller with a
// parent, with their limits set. The launcher moves itself into them.
func newCgroups(parents map[string]string) ([]string, error) {
	var dirs []string
	name := fmt.Sprintf("hogen-%d-%d", os.Getpid(), cgroupSeq.Add(1))
	for _, c := range controllers {
		parent, ok := parents[c.name]
		if !ok {
			continue
		}
		dir := filepath.Join(parent, name)
		if err := os.Mkdir(dir, 0o755); err != nil {
			removeCgroups(dirs)
			return nil, err
		}
		dirs = append(dirs, dir)
		file := c.v2
		if _, err := os.Stat(filepath.Join(dir, c.v1)); err == nil {
			file = c.v1
		}
		if err := os.WriteFile(filepath.Join(dir, file), []byte(strconv.FormatInt(c.limit, 10)), 0o644); err != nil {
			removeCgroups(dirs)
			return nil, err
		}
	}
	return dirs, nil
}

// removeCgroups kills what runs in the cgroups and removes them: no
// process a command started outlives it, even one that left its process
// group.
func removeCgroups(dirs []string) {
	for _, dir := range dirs {
		for try := 0; try < 50; try++ {
			if err := os.Remove(dir); err == nil || errors.Is(err, os.ErrNotExist) {
				break
			}
			os.WriteFile(filepath.Join(dir, "cgroup.kill"), []byte("1"), 0o644) // v2
			if data, err := os.ReadFile(filepath.Join(dir, "cgroup.procs")); err == nil {
				for _, f := range strings.Fields(string(data)) {
					if pid, err := strconv.Atoi(f); err == nil {
						syscall.Kill(pid, syscall.SIGKILL)
					}
				}
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// joinCgroups moves the calling process into the cgroups: what it execs
// and everything that forks from it stays there.
func joinCgroups(dirs []string) error {
	pid := []byte(strconv.Itoa(os.Getpid()))
	for _, dir := range dirs {
		if err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), pid, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// setLimits sets the resource limits that the launcher's command
// inherits. procs is the process limit for a user that is not root
// (root passes RLIMIT_NPROC by the kernel's rule; a pids cgroup bounds
// it instead), 0 for none.
func setLimits(addressSpace bool, procs uint64) error {
	set := func(res int, v uint64) error {
		return unix.Setrlimit(res, &unix.Rlimit{Cur: v, Max: v})
	}
	if err := set(unix.RLIMIT_FSIZE, maxFileSize); err != nil {
		return fmt.Errorf("RLIMIT_FSIZE: %v", err)
	}
	var nofile unix.Rlimit
	if err := unix.Getrlimit(unix.RLIMIT_NOFILE, &nofile); err == nil && nofile.Max > maxFiles {
		if err := set(unix.RLIMIT_NOFILE, maxFiles); err != nil {
			return fmt.Errorf("RLIMIT_NOFILE: %v", err)
		}
	}
	if addressSpace {
		if err := set(unix.RLIMIT_AS, maxMemory); err != nil {
			return fmt.Errorf("RLIMIT_AS: %v", err)
		}
	}
	if procs > 0 {
		if err := set(unix.RLIMIT_NPROC, procs); err != nil {
			return fmt.Errorf("RLIMIT_NPROC: %v", err)
		}
	}
	return nil
}

// userProcs counts the processes and threads of this process's real
// user: RLIMIT_NPROC counts them all, so the limit is set that far
// above them.
func userProcs() uint64 {
	uid := strconv.Itoa(os.Getuid())
	n := uint64(0)
	tasks, _ := filepath.Glob("/proc/[0-9]*/task/[0-9]*/status")
	for _, t := range tasks {
		data, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(data), "\n") {
			if f := strings.Fields(l); len(f) > 1 && f[0] == "Uid:" {
				if f[1] == uid {
					n++
				}
				break
			}
		}
	}
	return n
}

// loopbackUp brings up the loopback interface of a new network
// namespace, which starts down: the command then has a network of its
// own with nothing else on it.
func loopbackUp() error {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		return err
	}
	if err := unix.IoctlIfreq(fd, unix.SIOCGIFFLAGS, ifr); err != nil {
		return err
	}
	ifr.SetUint16(ifr.Uint16() | unix.IFF_UP)
	return unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr)
}

// netnsAttr is how a command gets a network namespace of its own: as
// root (CAP_SYS_ADMIN) directly, else inside a new user namespace that
// maps the user to itself.
func netnsAttr(attr *syscall.SysProcAttr) {
	if os.Geteuid() == 0 {
		attr.Cloneflags |= syscall.CLONE_NEWNET
		return
	}
	attr.Cloneflags |= syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET
	attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getuid(), HostID: os.Getuid(), Size: 1}}
	attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getgid(), HostID: os.Getgid(), Size: 1}}
	attr.GidMappingsEnableSetgroups = false
}

// probeNetns reports whether this process may start a command in a new
// network namespace: it starts the launcher so, and the launcher only
// brings up its loopback and exits.
func probeNetns(self string) bool {
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), envKey+`={"Probe":true,"Loopback":true}`)
	cmd.SysProcAttr = procAttr()
	netnsAttr(cmd.SysProcAttr)
	return cmd.Run() == nil
}
