// Package promotedstop has a simulation whose processes embed it, so a
// Process's Shutdown is its simulation's. A program that shuts a
// simulation down through a process and then again itself calls one
// Shutdown twice, which io.Closer's convention leaves undefined, and no
// finding is wanted. Its pair is promotedstopbug, whose first Shutdown
// fails.
package promotedstop

// Simulation runs processes until it is shut down.
type Simulation struct {
	done  chan struct{}
	procs int
}

// NewSimulation returns a simulation.
func NewSimulation() *Simulation { return &Simulation{done: make(chan struct{})} }

// Process is a process of a simulation.
type Process struct {
	*Simulation
	id int
}

// Process adds a process that runs f.
func (s *Simulation) Process(f func(Process)) Process {
	s.procs++
	p := Process{Simulation: s, id: s.procs}
	f(p)
	return p
}

// Processes is the number of processes added.
func (s *Simulation) Processes() int { return s.procs }

// Shutdown ends the simulation.
func (s *Simulation) Shutdown() { close(s.done) }
