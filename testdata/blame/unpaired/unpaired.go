// Package unpaired has a canvas whose Push saves its drawing state and
// whose Pop restores the state last saved: a Pop with nothing pushed
// restores nothing, as an Unlock with nothing locked gives back nothing,
// and what it does is the program's doing. No finding is wanted. Its
// pair is unpairedbug.
package unpaired

type state struct {
	color string
	width int
}

// Canvas draws in a color and a line width.
type Canvas struct {
	state
	saved []state
}

// New returns a canvas that draws black lines of width 1.
func New() *Canvas { return &Canvas{state: state{"black", 1}} }

// SetColor sets the color to draw in.
func (c *Canvas) SetColor(color string) { c.color = color }

// SetWidth sets the line width.
func (c *Canvas) SetWidth(w int) { c.width = w }

// Color returns the color to draw in.
func (c *Canvas) Color() string { return c.color }

// Push saves the drawing state on a stack.
func (c *Canvas) Push() { c.saved = append(c.saved, c.state) }

// Pop restores the drawing state last saved.
func (c *Canvas) Pop() {
	c.state = c.saved[len(c.saved)-1]
	c.saved = c.saved[:len(c.saved)-1]
}

// profiling is the channel of the profile under way, nil when none is.
var profiling chan struct{}

// StartProfile starts profiling the package's work (batch 76: a Stop
// function of the package pairs with its Start, as Pop with Push).
func StartProfile() {
	profiling = make(chan struct{})
}

// StopProfile stops the profile StartProfile started.
func StopProfile() {
	close(profiling)
	profiling = nil
}
