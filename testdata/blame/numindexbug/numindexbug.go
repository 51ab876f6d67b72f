// Package numindexbug is numindex whose Edge forgets that the last edge
// goes back to the first: Edge(NumEdges()-1) reads past the vertices.
// A real bug, found. Its pair is numindex.
package numindexbug

// Point is a point of the plane.
type Point struct{ X, Y float64 }

// Edge is a segment between two points.
type Edge struct{ A, B Point }

// Loop is a closed polygon.
type Loop struct {
	vertices []Point
}

// NewLoop returns the loop through points, in order.
func NewLoop(points ...Point) *Loop { return &Loop{vertices: append([]Point(nil), points...)} }

// Add appends a vertex.
func (l *Loop) Add(p Point) { l.vertices = append(l.vertices, p) }

// NumEdges returns the number of edges: as many as vertices.
func (l *Loop) NumEdges() int { return len(l.vertices) }

// Edge returns the edge from vertex e to the next, the last back to the
// first.
func (l *Loop) Edge(e int) Edge {
	return Edge{l.vertices[e], l.vertices[e+1]}
}
