// Package wrapfield has a transport of exported fields that its users
// build by hand around the response it writes to, as its tests do; the
// tests also build a zero one, to ask what it supports, which needs no
// response. One built with an endpoint and no response writes to
// nothing, the caller's mistake. No finding is wanted. Its pair is
// wrapfieldbug.
package wrapfield

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
	_, err := t.Response.Write([]byte("endpoint: " + t.Endpoint + "\n"))
	return err
}

// Reply writes msg to w, the response of a message the client posted.
func (t *Transport) Reply(w Writer, msg string) error {
	_, err := w.Write([]byte(msg))
	return err
}
