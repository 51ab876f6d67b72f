// Package zerofieldsbug is zerofields with a bug: FirstSegment of a
// route made by Get for the path "" or "/" splits it into no segment it
// can index after trimming, and indexes past the end. GenerateID of a
// zero Route stays the caller's misuse.
package zerofieldsbug

import "strings"

// Operation describes what a route does.
type Operation struct{ ID string }

// BaseRoute holds what every route has.
type BaseRoute struct {
	Op     *Operation
	Path   string
	hidden bool
}

// Route is a route of a server.
type Route struct {
	BaseRoute
}

// Get returns a GET route for path.
func Get(path string) *Route {
	return &Route{BaseRoute{Op: &Operation{}, Path: path}}
}

// Method returns the route's HTTP method.
func (r *Route) Method() string { return "GET" }

// Register returns the route r, registered.
func Register(r Route) *Route { return &r }

// GenerateID sets the route's operation ID from its method and path.
func (r *BaseRoute) GenerateID() { r.Op.ID = "GET_" + strings.ReplaceAll(r.Path, "/", "_") }

// Hide leaves the route out of the documentation.
func (r *BaseRoute) Hide() { r.hidden = true }

// FirstSegment returns the first segment of the route's path, or ""
// if it has none.
func (r *BaseRoute) FirstSegment() string {
	parts := strings.Split(strings.Trim(r.Path, "/"), "/")
	if parts[0] == "" {
		return parts[1]
	}
	return parts[0]
}
