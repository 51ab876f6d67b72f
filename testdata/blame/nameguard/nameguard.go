// Package nameguard has completers, static ones with a name and dynamic
// ones that ask a function for their names. GetDynamicNames is for a
// completer whose IsDynamic says true, as Go names say: a program that
// asks a static one for its dynamic names misuses it, and no finding is
// wanted. Its pair is nameguardbug, whose dynamic completer fails on a
// function that gives no names.
package nameguard

// Completer completes a word of a line.
type Completer struct {
	Name     string
	Dynamic  bool
	Callback func(line string) []string
}

// NewCompleter returns a static completer of name.
func NewCompleter(name string) *Completer { return &Completer{Name: name} }

// NewDynamic returns a completer whose names callback gives.
func NewDynamic(callback func(line string) []string) *Completer {
	return &Completer{Dynamic: true, Callback: callback}
}

// IsDynamic reports whether c asks a function for its names.
func (c *Completer) IsDynamic() bool { return c.Dynamic }

// GetName returns c's name.
func (c *Completer) GetName() string { return c.Name }

// GetDynamicNames returns the names c's function gives for line, with a
// space after each.
func (c *Completer) GetDynamicNames(line string) []string {
	var names []string
	for _, n := range c.Callback(line) {
		names = append(names, n+" ")
	}
	return names
}
