// Package readhdrbug is readhdr with a Session whose Last reads before
// its list of sizes when it took no header: its own bug, found.
package readhdrbug

import "github.com/hogen-go/hogen/testdata/blame/readhdr/hdr"

// Session filters one message.
type Session struct {
	sizes []int
}

// NewSession returns a session.
func NewSession() *Session { return &Session{} }

// Header takes the message's header.
func (s *Session) Header(h hdr.Header) { s.sizes = append(s.sizes, h.Len()) }

// Last returns the number of fields of the last header the session took.
func (s *Session) Last() int { return s.sizes[len(s.sizes)-1] }
