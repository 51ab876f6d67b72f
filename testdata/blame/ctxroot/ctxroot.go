// Package ctxroot runs functions in a group under a context, and keeps
// the error of each that failed, and the context's when it was done. A
// context.Context is made by its package (Background, and those derived
// from it), whose Err is not nil once Done is closed: a program that
// hands the group a context of its own making, done with no error,
// misuses it, and no finding is wanted. Its pair is ctxrootbug, whose
// Message fails on a group that has no error.
package ctxroot

import (
	"context"
	"strings"
)

// Group runs functions under a context.
type Group struct {
	ctx  context.Context
	errs []error
}

// New returns a group under ctx.
func New(ctx context.Context) *Group { return &Group{ctx: ctx} }

// Go runs f, unless the group's context is done.
func (g *Group) Go(f func() error) {
	select {
	case <-g.ctx.Done():
		g.errs = append(g.errs, g.ctx.Err())
		return
	default:
	}
	if err := f(); err != nil {
		g.errs = append(g.errs, err)
	}
}

// Message returns the errors of the group, joined by "; ".
func (g *Group) Message() string {
	var b strings.Builder
	for i, err := range g.errs {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(err.Error())
	}
	return b.String()
}
