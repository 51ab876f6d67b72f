// Package answerlock makes identifiers from a source of random bytes it
// reads under its lock, as Go's ID generators do: a Reader answers, and
// one that asks the package for its node while the package asks it for
// bytes is no user's source. No finding is wanted: the deadlock is
// discarded. Its pair is loggerbug, where the callback called under the
// lock is an observer, which acts.
package answerlock

import (
	"errors"
	"io"
	"strings"
	"sync"
)

var (
	mu   sync.Mutex
	rand io.Reader = zeros{}
	node           = "none"
)

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// SetRand makes r the source of the bytes NewID reads.
func SetRand(r io.Reader) {
	mu.Lock()
	defer mu.Unlock()
	rand = r
}

// Node returns the node the identifiers name.
func Node() string {
	mu.Lock()
	defer mu.Unlock()
	return node
}

// NewID returns a new identifier: the node and two random bytes.
func NewID() string {
	mu.Lock()
	defer mu.Unlock()
	var b [2]byte
	if _, err := io.ReadFull(rand, b[:]); err != nil {
		return node
	}
	return node + "-" + string(rune('a'+b[0]%26)) + string(rune('a'+b[1]%26))
}

// ErrID is the error of an identifier that does not parse.
var ErrID = errors.New("answerlock: not an identifier")

// Parse returns the node of identifier id.
func Parse(id string) (string, error) {
	n, _, ok := strings.Cut(id, "-")
	if !ok {
		return "", ErrID
	}
	return n, nil
}
