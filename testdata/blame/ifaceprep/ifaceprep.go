// Package ifaceprep has an Enforcer that InitWithModel readies, as its
// doc and its tests say, and an interface IEnforcer of its methods: a
// LoadPolicy before InitWithModel, through the interface as through the
// type, dereferences a nil model, the program's misuse. No finding is
// wanted. Its pair is ifaceprepbug.
package ifaceprep

// IEnforcer is what an Enforcer does.
type IEnforcer interface {
	InitWithModel(text string) error
	LoadPolicy() error
	Rules() int
}

// Model holds the rules.
type Model struct{ rules []string }

// Enforcer enforces the rules of its model.
type Enforcer struct{ model *Model }

var _ IEnforcer = (*Enforcer)(nil)

// NewEnforcer returns an enforcer with no model yet.
func NewEnforcer() *Enforcer { return &Enforcer{} }

// InitWithModel initializes an enforcer with the model in text.
func (e *Enforcer) InitWithModel(text string) error {
	e.model = &Model{}
	return nil
}

// LoadPolicy loads the rules of the model.
func (e *Enforcer) LoadPolicy() error {
	e.model.rules = append(e.model.rules[:0], "p")
	return nil
}

// Rules is how many rules the model holds.
func (e *Enforcer) Rules() int { return len(e.model.rules) }
