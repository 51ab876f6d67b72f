// Package dials connects to servers on the machine, by TCP, UDP and
// abstract unix sockets, and listens on a port: a generated program must
// reach no network unless hogen is run with -net.
package dials

import (
	"net"
	"os"
	"time"
)

// addr is the address the tests put in the environment variable.
func addr(name string) string { return os.Getenv("HOGEN_HOSTILE_" + name) }

// send writes line to a connection to address on network.
func send(network, address, line string) error {
	c, err := net.DialTimeout(network, address, time.Second)
	if err != nil {
		return err
	}
	defer c.Close()
	_, err = c.Write([]byte(line + "\n"))
	return err
}

// Send writes line to the TCP server of the tests.
func Send(line string) error { return send("tcp", addr("TCP"), line) }

// SendUDP writes line to the UDP server of the tests.
func SendUDP(line string) error { return send("udp", addr("UDP"), line) }

// SendUnix writes line to the abstract unix socket of the tests.
func SendUnix(line string) error { return send("unix", addr("UNIX"), line) }

// Listen listens on the TCP port of the tests' choosing for a moment and
// answers whoever connects.
func Listen() error {
	ln, err := net.Listen("tcp", addr("LISTEN"))
	if err != nil {
		return err
	}
	defer ln.Close()
	ln.(*net.TCPListener).SetDeadline(time.Now().Add(5 * time.Millisecond))
	c, err := ln.Accept()
	if err == nil {
		c.Write([]byte("hello\n"))
		c.Close()
	}
	return nil
}

// Sent counts the lines sent, so that the package has something else to
// test.
type Sent struct{ lines []string }

// Add records a line.
func (s *Sent) Add(line string) { s.lines = append(s.lines, line) }

// Len is the number of lines.
func (s *Sent) Len() int { return len(s.lines) }
