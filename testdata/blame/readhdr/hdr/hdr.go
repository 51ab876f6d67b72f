// Package hdr reads message headers.
package hdr

import (
	"bufio"
	"strings"
)

// Header is a message header, read by ReadHeader.
type Header struct {
	fields []string
}

// ReadHeader reads a header from r, up to its first empty line. Long
// lines are read in parts.
func ReadHeader(r *bufio.Reader) (Header, error) {
	var h Header
	var line []byte
	for {
		part, more, err := r.ReadLine()
		if err != nil {
			return h, err
		}
		line = append(line, part...)
		if more {
			continue
		}
		if len(line) == 0 {
			return h, nil
		}
		h.fields = append(h.fields, strings.TrimSpace(string(line)))
		line = nil
	}
}

// Len returns the number of fields of h.
func (h Header) Len() int { return len(h.fields) }
