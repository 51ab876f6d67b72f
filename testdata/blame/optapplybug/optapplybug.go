// Package optapplybug is optapply whose Run, when an option fails,
// reads the title of the model it has not made yet: an Apply that only
// returns an error, as an option may, makes Run fail. A real bug, found.
// Its pair is optapply.
package optapplybug

// App is an application being configured.
type App struct {
	name  string
	model *model
}

type model struct{ title string }

// Option configures an App.
type Option interface {
	Apply(*App) error
}

// Named is an option that names the app.
type Named string

// Apply sets the name.
func (n Named) Apply(a *App) error { a.name = string(n); return nil }

// Title returns the app's title.
func (a *App) Title() string { return a.model.title }

// Run builds an app with the options and returns its title.
func Run(opts ...Option) (string, error) {
	a := &App{name: "app"}
	for _, o := range opts {
		if o == nil {
			continue
		}
		if err := o.Apply(a); err != nil {
			return a.Title(), err // BUG: the model is not made yet
		}
	}
	a.model = &model{title: "[" + a.name + "]"}
	return a.Title(), nil
}
