// Package nameguardbug is nameguard whose GetDynamicNames takes the
// first name its function gives without asking whether there is one: a
// dynamic completer, asked as its IsDynamic allows, fails on a function
// that gives none. The package's bug, found.
package nameguardbug

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
	got := c.Callback(line)
	names := []string{got[0] + " "} // the bug: got may be empty
	for _, n := range got[1:] {
		names = append(names, n+" ")
	}
	return names
}
