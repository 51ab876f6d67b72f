// Package stdctorbug writes tags as XML. An &xml.Encoder{} built by hand
// is the program's misuse (see stdctor); Write's own trim of a trailing
// space, one past the text's end, is its bug.
package stdctorbug

import "encoding/xml"

// Tag is a named element with text.
type Tag struct {
	Name, Text string
}

// Write writes t with enc, and flushes it.
func (t Tag) Write(enc *xml.Encoder) error {
	if t.Name == "" {
		return nil
	}
	if t.Text != "" && t.Text[len(t.Text)] == ' ' { // the bug: one past the end
		t.Text = t.Text[:len(t.Text)-1]
	}
	start := xml.StartElement{Name: xml.Name{Local: t.Name}}
	if err := enc.EncodeElement(t.Text, start); err != nil {
		return err
	}
	return enc.Flush()
}
