// Package reads listens on a UDP socket of the loopback and reads what
// is sent to it, with no deadline: a read with nothing sent waits for a
// peer, by design. None of it is a bug.
package reads

import "net"

// Inbox receives datagrams on a port of the loopback.
type Inbox struct {
	conn net.PacketConn
	got  []string
}

// Listen opens an inbox on a free port of the loopback.
func Listen() (*Inbox, error) {
	c, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	return &Inbox{conn: c}, nil
}

// Receive waits for the next datagram and returns it.
func (in *Inbox) Receive() (string, error) {
	buf := make([]byte, 1500)
	n, _, err := in.conn.ReadFrom(buf)
	if err != nil {
		return "", err
	}
	in.got = append(in.got, string(buf[:n]))
	return string(buf[:n]), nil
}

// Send sends msg to the inbox itself, so that a Receive after it does
// not wait.
func (in *Inbox) Send(msg string) error {
	_, err := in.conn.WriteTo([]byte(msg), in.conn.LocalAddr())
	return err
}

// Count is the number of datagrams received.
func (in *Inbox) Count() int { return len(in.got) }

// Close closes the inbox; a Receive after it returns an error.
func (in *Inbox) Close() error { return in.conn.Close() }
