// Package promotedstopbug has promotedstop's simulation, but its
// Shutdown also closes a channel its constructor never makes: the first
// Shutdown fails, the package's bug.
package promotedstopbug

// Simulation runs processes until it is shut down.
type Simulation struct {
	done  chan struct{}
	tick  chan struct{}
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
func (s *Simulation) Shutdown() {
	close(s.done)
	close(s.tick)
}
