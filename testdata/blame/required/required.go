// Package required is a client whose Do returns responses. Every
// Response the tests build by hand has its Request: one the program
// builds without it is none the package's authors use, and Elapsed's
// read of it is the program's doing. No finding. Its pair is
// requiredbug.
package required

import "strings"

// Request is a request to send.
type Request struct {
	URL   string
	Start int
}

// Response is what a request got back.
type Response struct {
	Request *Request
	Body    string
	end     int
}

// Client sends requests.
type Client struct {
	clock int
}

// NewClient returns a client.
func NewClient() *Client { return &Client{} }

// Do sends r and returns its response.
func (c *Client) Do(r *Request) *Response {
	c.clock += 3
	r.Start = c.clock - 1
	return &Response{Request: r, Body: strings.ToUpper(r.URL), end: c.clock}
}

// Elapsed is how long the request took.
func (r *Response) Elapsed() int { return r.end - r.Request.Start }

// Size is the body's length.
func (r *Response) Size() int { return len(r.Body) }

// Error is the error of a request that failed, with what it got back.
type Error struct {
	Resp *Response
	Err  error
}

// Error implements error.
func (e *Error) Error() string { return e.Err.Error() }
