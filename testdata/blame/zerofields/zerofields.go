// Package zerofields has routes made by Get, or built as literals that
// set their BaseRoute, as its tests build them. A zero Route has no
// Operation: GenerateID on one dereferences it, the caller's misuse,
// since no test builds a zero Route and Get makes them. No finding. Its
// pair is zerofieldsbug.
package zerofields

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
	return parts[0]
}
