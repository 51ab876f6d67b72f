// Package requiredbug is a client whose Do returns responses. A Response
// built without the Request every test literal sets is the program's
// doing (see required); Ratio's own division by the length of a URL,
// which may be empty, is its bug.
package requiredbug

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

// Ratio is how much longer the body is than the request's URL.
func (r *Response) Ratio() int { return len(r.Body) / len(r.Request.URL) } // the bug: an empty URL
