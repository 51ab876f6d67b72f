// Package optapply runs an app that functional options configure: Run
// applies each Option to the App it is building before it makes the
// App's model, as Go's options are applied while their object is built.
// An Apply that calls the App it configures finds it half made, the
// caller's mistake. No finding is wanted. Its pair is optapplybug.
package optapply

import "errors"

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
			return "", errors.New("optapply: nil option")
		}
		if err := o.Apply(a); err != nil {
			return "", err
		}
	}
	a.model = &model{title: "[" + a.name + "]"}
	return a.Title(), nil
}
