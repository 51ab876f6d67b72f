// Package builtargbug is builtarg with a bug: Lookup keys by the first
// letter of the connection's ID, and the zero Conn the tests hand it
// has none. Lookup takes a Conn built by hand, as the tests show, and
// its index out of range is the package's. Ready, Delete, and Do of a
// zero Stream stay the caller's misuse.
package builtargbug

type gatherer struct{ done chan struct{} }

// Conn is a connection.
type Conn struct {
	id string
	g  *gatherer
}

// New returns a connection to addr.
func New(addr string) *Conn {
	return &Conn{id: addr, g: &gatherer{done: make(chan struct{})}}
}

// ID returns the connection's identifier.
func (c *Conn) ID() string { return c.id }

// Ready returns a channel that is closed once the connection's
// candidates are gathered.
func Ready(c *Conn) <-chan struct{} { return c.g.done }

// Stats holds counts by connection.
type Stats struct{ counts map[string]int }

// Lookup returns the count kept for c, if any.
func (s Stats) Lookup(c *Conn) (int, bool) {
	n, ok := s.counts[c.ID()[:1]]
	return n, ok
}

// A tx runs statements in a transaction.
type tx interface{ exec(q string) }

type dbTx struct{ open bool }

func (t *dbTx) exec(q string) { t.open = q != "" }

// Job is a unit of work: build one to Enqueue it; Lock hands out a
// locked one to work.
type Job struct {
	Type string
	tx   tx
}

// Delete removes the locked job for good.
func (j *Job) Delete() { j.tx.exec("DELETE") }

// Client queues jobs.
type Client struct{ queue []string }

// NewClient returns a client with an empty queue.
func NewClient() *Client { return &Client{} }

// Enqueue adds j to the queue.
func (c *Client) Enqueue(j *Job) { c.queue = append(c.queue, j.Type) }

// Lock takes the first job of the queue, locked, or an idle job when
// none is queued.
func (c *Client) Lock() *Job {
	t := "idle"
	if len(c.queue) > 0 {
		t, c.queue = c.queue[0], c.queue[1:]
	}
	return &Job{Type: t, tx: &dbTx{open: true}}
}

// Stream is a stream of requests over a connection.
type Stream struct {
	c  *Conn
	id int
}

// NewStream returns a new stream over c.
func (c *Conn) NewStream() *Stream { return &Stream{c: c, id: len(c.id)} }

// Do sends the request r on the stream and returns its number.
func (s *Stream) Do(r string) int { return len(s.c.g.done) + s.id + len(r) }
