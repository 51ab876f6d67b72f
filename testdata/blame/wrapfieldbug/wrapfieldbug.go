// Package wrapfieldbug is wrapfield whose Connect writes the first byte
// of the endpoint as the event's name, and reads past an empty one,
// which the tests' literals may hold. A real bug, found. Its pair is
// wrapfield.
package wrapfieldbug

// Writer is where a transport writes.
type Writer interface {
	Write(p []byte) (int, error)
}

// Transport sends events to one client.
type Transport struct {
	Endpoint string
	Response Writer
}

// Versions returns the protocol versions a transport supports.
func (t *Transport) Versions() []string { return []string{"2024-11-05"} }

// Connect announces the endpoint to the client.
func (t *Transport) Connect() error {
	_, err := t.Response.Write([]byte{t.Endpoint[0]}) // BUG: an empty endpoint has no first byte
	return err
}

// Reply writes msg to w, the response of a message the client posted.
func (t *Transport) Reply(w Writer, msg string) error {
	_, err := w.Write([]byte(msg))
	return err
}
