package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hogen-go/hogen/synth/exec/sandbox"
)

// TestSandboxHolds runs hogen on packages that signal a process of the
// test's, connect to its servers (TCP, UDP, an abstract unix socket),
// listen on a port, fork in a loop, write a 10 GB file and allocate
// without bound. Each run must leave the process and the servers
// untouched, cost only the programs that did harm, and test the rest of
// the package; with -net the connections arrive.
func TestSandboxHolds(t *testing.T) {
	if testing.Short() {
		t.Skip("runs hogen on seven packages")
	}
	if runtime.GOOS != "linux" || sandbox.Available() < 6 {
		t.Skip("needs Landlock ABI 6 (scopes) to deny signals")
	}
	sb, err := sandbox.New(sandbox.Policy{})
	if err != nil {
		t.Fatal(err)
	}
	protections := strings.Join(sb.Protections(), "\n")
	sb.Close()

	victim := exec.Command("sleep", "600")
	if err := victim.Start(); err != nil {
		t.Fatal(err)
	}
	defer victim.Process.Kill()
	exited := watchVictim(t, victim)

	var tcp, udp, unix, listened atomic.Int64
	t.Setenv("HOGEN_HOSTILE_TCP", serve(t, "tcp", "127.0.0.1:0", &tcp))
	t.Setenv("HOGEN_HOSTILE_UNIX", serve(t, "unix", fmt.Sprintf("@hogen-test-%d", os.Getpid()), &unix))
	pc := serveUDP(t, &udp)
	defer pc.Close()
	t.Setenv("HOGEN_HOSTILE_UDP", pc.LocalAddr().String())
	// Listen's port is free on the machine; while hogen runs, the test
	// keeps trying to connect to it.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	listenAddr := ln.Addr().String()
	ln.Close()
	t.Setenv("HOGEN_HOSTILE_LISTEN", listenAddr)

	for _, tc := range []sandboxCase{
		{pkg: "signals", needs: "signals to processes outside: Landlock"},
		{pkg: "dials", needs: "network: denied"},
		{pkg: "forks", args: []string{"-n", "150"}, needs: "processes: at most"},
		{pkg: "bigfile", needs: "files: at most", cause: "sandbox"},
		{pkg: "hog", args: []string{"-n", "100"}, needs: "memory: at most", kind: "crash", party: "hog.Hog"},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			if !strings.Contains(protections, tc.needs) {
				t.Skipf("the sandbox here lacks %q:\n%s", tc.needs, protections)
			}
			stop := probeListen(listenAddr, &listened)
			defer stop()
			runSandboxCase(t, tc)
		})
	}
	select {
	case err := <-exited:
		t.Errorf("the victim process ended: %v", err)
	default:
	}
	for name, n := range map[string]*atomic.Int64{"TCP": &tcp, "UDP": &udp, "abstract unix": &unix, "Listen's port": &listened} {
		if n.Load() > 0 {
			t.Errorf("%d connections or datagrams reached the %s server", n.Load(), name)
		}
	}

	// With -net the package reaches the server on purpose.
	t.Run("net", func(t *testing.T) {
		hostileRun(t, "dials", "-n", "200", "-net", "-run", "^Send$")
		if tcp.Load() == 0 {
			t.Errorf("with -net, no connection reached the TCP server")
		}
	})
}

// watchVictim tells the hostile packages the pid of the started victim
// process, and returns a channel that receives its Wait's error when it
// ends.
func watchVictim(t *testing.T, victim *exec.Cmd) <-chan error {
	exited := make(chan error, 1)
	go func() { exited <- victim.Wait() }()
	pidFile := filepath.Join(t.TempDir(), "victim.pid")
	os.WriteFile(pidFile, []byte(strconv.Itoa(victim.Process.Pid)), 0o644)
	t.Setenv("HOGEN_HOSTILE_PIDFILE", pidFile)
	return exited
}

// serveUDP listens for UDP datagrams on the loopback and counts them in n;
// the caller closes the connection.
func serveUDP(t *testing.T, n *atomic.Int64) net.PacketConn {
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		buf := make([]byte, 512)
		for {
			if _, _, err := pc.ReadFrom(buf); err != nil {
				return
			}
			n.Add(1)
		}
	}()
	return pc
}

// probeListen keeps trying to connect to addr, the port a hostile package
// would listen on, and counts in n the connections that succeed, until
// the function it returns is called.
func probeListen(addr string, n *atomic.Int64) (stop func()) {
	stopc := make(chan struct{})
	done := make(chan struct{})
	go func() { // the listener Listen must not open on the machine
		defer close(done)
		for {
			select {
			case <-stopc:
				return
			case <-time.After(2 * time.Millisecond):
			}
			if c, err := net.DialTimeout("tcp", addr, 50*time.Millisecond); err == nil {
				n.Add(1)
				c.Close()
			}
		}
	}()
	return func() { close(stopc); <-done }
}

// A sandboxCase is a hostile package of TestSandboxHolds.
type sandboxCase struct {
	pkg  string
	args []string
	// needs is the protection the case rests on, as Protections
	// words it.
	needs string
	// kind and party of the one finding expected, "" for none.
	kind, party string
	// cause is a discard cause the stats must count.
	cause string
}

// runSandboxCase runs hogen on tc's package and checks that only the
// expected finding came, the rest of the package was tested, the
// programs that did harm were discarded for it, and no process the
// package started outlives hogen.
func runSandboxCase(t *testing.T, tc sandboxCase) {
	events, _, _ := hostileRun(t, tc.pkg, append([]string{"-n", "500", "-time", "60s"}, tc.args...)...)
	wantFinding(t, findings(events), tc.kind, tc.party)
	st := stats(t, events)
	if num(st["OpsCalled"]) != num(st["Ops"]) || num(st["Programs"]) < 100 {
		t.Errorf("the rest of the package was not tested: %d programs, %d of %d operations called",
			num(st["Programs"]), num(st["OpsCalled"]), num(st["Ops"]))
	}
	if d, _ := st["Discarded"].(map[string]any); tc.cause != "" && num(d[tc.cause]) == 0 {
		t.Errorf("no program discarded as %s: %v", tc.cause, st["Discarded"])
	}
	if left := marked("61.2345"); len(left) > 0 {
		t.Errorf("processes the package started outlive hogen: %v", left)
	}
}

// serve listens on address and counts the connections it accepts.
func serve(t *testing.T, network, address string, n *atomic.Int64) string {
	ln, err := net.Listen(network, address)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			n.Add(1)
			c.Close()
		}
	}()
	return ln.Addr().String()
}

// marked lists the processes whose command line has arg.
func marked(arg string) []string {
	var out []string
	files, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err == nil && bytes.Contains(data, []byte("\x00"+arg)) {
			out = append(out, strings.ReplaceAll(string(data), "\x00", " "))
		}
	}
	return out
}
