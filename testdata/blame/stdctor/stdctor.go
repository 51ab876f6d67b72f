// Package stdctor writes tags as XML. It takes the standard library's
// *xml.Encoder, which xml.NewEncoder makes and whose doc does not call
// its zero value ready: a program that builds &xml.Encoder{} by hand
// misuses it. No finding. Its pair is stdctorbug.
package stdctor

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
	start := xml.StartElement{Name: xml.Name{Local: t.Name}}
	if err := enc.EncodeElement(t.Text, start); err != nil {
		return err
	}
	return enc.Flush()
}
