// Package readhdr is a mail filter's session that takes headers another
// package reads from a *bufio.Reader. The standard library says a zero
// bufio.Reader is for Reset, and bufio.NewReader makes one: a zero
// Reader reads parts of no bytes for ever, and the other package's loop
// never ends. That hang is the program's doing, in another package. No
// finding is wanted; its pair is readhdrbug.
package readhdr

import "github.com/hogen-go/hogen/testdata/blame/readhdr/hdr"

// Session filters one message.
type Session struct {
	fields int
}

// NewSession returns a session.
func NewSession() *Session { return &Session{} }

// Header takes the message's header.
func (s *Session) Header(h hdr.Header) { s.fields += h.Len() }

// Fields returns how many header fields the session took.
func (s *Session) Fields() int { return s.fields }
