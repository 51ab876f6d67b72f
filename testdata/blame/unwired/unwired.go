// Package unwired mocks requests: New makes a request and its response
// and wires them to a mock that holds both, which sets the request's
// Mock and Response. NewRequest makes a request alone, for New and for
// the package's tests, which wire it by hand: a program that asks a
// request never wired for its reply misuses it, and no finding is
// wanted. Its pair is unwiredbug, whose Done fails after Times(2) on a
// request New made.
package unwired

// Mock is a request and its response.
type Mock struct {
	Request  *Request
	Response *Response
	done     bool
}

// Request is what a mock matches.
type Request struct {
	// Mock is the mock the request belongs to.
	Mock *Mock
	// Response is the response the mock replies with.
	Response *Response
	URL      string
	Counter  int
}

// Response is what a mock replies.
type Response struct {
	Status int
}

// NewRequest returns a request of no URL.
func NewRequest() *Request { return &Request{Counter: 1} }

// NewMock wires req and res into a new mock.
func NewMock(req *Request, res *Response) *Mock {
	m := &Mock{Request: req, Response: res}
	req.Mock = m
	req.Response = res
	return m
}

// New returns a request of url, wired to a new mock with a response.
func New(url string) *Request {
	req := NewRequest()
	req.URL = url
	NewMock(req, &Response{Status: 200})
	return req
}

// Reply sets the status the request's mock replies with.
func (r *Request) Reply(status int) *Response {
	r.Response.Status = status
	return r.Response
}

// Times sets how many times the request matches.
func (r *Request) Times(n int) *Request {
	r.Counter = n
	return r
}

// Done reports whether the mock has replied.
func (r *Request) Done() bool { return r.Mock.done }
