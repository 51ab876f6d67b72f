// Package decodedbug is decoded with a bug: Actions splits a policy's
// action list and reads one past it, the package's bug, found; String
// of a zero Policy is still the program's misuse. Its pair is decoded.
package decodedbug

import "strings"

type rule struct{ effect, action string }

// Policy is a parsed policy.
type Policy struct{ r *rule }

// NewPolicy returns the policy of effect on action.
func NewPolicy(effect, action string) *Policy { return &Policy{&rule{effect, action}} }

// UnmarshalText parses "effect action".
func (p *Policy) UnmarshalText(b []byte) error {
	effect, action, _ := strings.Cut(string(b), " ")
	p.r = &rule{effect, action}
	return nil
}

// String is the policy as text.
func (p *Policy) String() string { return p.r.effect + " " + p.r.action }

// Permits reports whether the policy permits action.
func (p *Policy) Permits(action string) bool { return p.r.effect == "permit" && p.r.action == action }

// Actions lists the policy's actions, separated by commas.
func (p *Policy) Actions() []string {
	as := strings.Split(p.r.action, ",")
	return as[:len(as)+1]
}
