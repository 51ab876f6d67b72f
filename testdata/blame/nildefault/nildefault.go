// Package nildefault is a pool whose constructor's doc says what a nil
// logger means, as Go's docs do ("If handler is nil, DefaultServeMux is
// used"). The bug: the nil logger is kept, and Close calls it. hogen
// hands nil where the doc says what it means, and blames what follows
// on the package.
package nildefault

import "strconv"

// Logger records messages.
type Logger interface {
	Log(msg string)
}

// Pool counts what is added to it.
type Pool struct {
	log Logger
	n   int
}

// New returns a pool that logs to logger. If logger is nil, the pool
// logs nothing.
func New(logger Logger) *Pool { return &Pool{log: logger} }

// Add adds one.
func (p *Pool) Add() { p.n++ }

// Len is how many were added.
func (p *Pool) Len() int { return p.n }

// Close logs how many were added.
func (p *Pool) Close() {
	p.log.Log(strconv.Itoa(p.n)) // the bug: a nil logger logs nothing
}
