// Package ifaceprepbug is ifaceprep with a bug: Rules of an Enforcer
// that InitWithModel readied reads past its rules, the package's bug,
// found; a LoadPolicy before InitWithModel, through the interface, is
// still the program's misuse. Its pair is ifaceprep.
package ifaceprepbug

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
func (e *Enforcer) Rules() int { return len(e.model.rules[:len(e.model.rules)+1]) }
