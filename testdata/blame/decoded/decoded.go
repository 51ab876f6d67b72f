// Package decoded has a Policy that NewPolicy or UnmarshalText makes:
// its tests decode into a zero Policy, then use what they decoded. A
// zero Policy is a place to decode into, not a policy: its String
// before any decoding dereferences a nil rule, the program's misuse.
// No finding is wanted. Its pair is decodedbug.
package decoded

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
