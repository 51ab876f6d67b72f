// Package ctxrootbug is ctxroot whose Message starts from the last
// error without asking whether there is one: a group under
// context.Background() whose functions all succeeded fails. The
// package's bug, found.
package ctxrootbug

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
	b.WriteString(g.errs[len(g.errs)-1].Error()) // the bug: errs may be empty
	for i, err := range g.errs[:len(g.errs)-1] {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(err.Error())
	}
	return b.String()
}
