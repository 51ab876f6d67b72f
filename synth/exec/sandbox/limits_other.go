//go:build !linux

package sandbox

import "syscall"

// Where there is no Linux, there are no cgroups, namespaces or Landlock:
// the scratch directory is the only protection, as Warning says.

func cgroupParents() map[string]string                { return nil }
func newCgroups(map[string]string) ([]string, error)  { return nil, nil }
func removeCgroups([]string)                          {}
func joinCgroups([]string) error                      { return nil }
func setLimits(addressSpace bool, procs uint64) error { return nil }
func userProcs() uint64                               { return 0 }
func loopbackUp() error                               { return nil }
func netnsAttr(*syscall.SysProcAttr)                  {}
func probeNetns(string) bool                          { return false }

const (
	maxProcs    = 0
	maxMemory   = 0
	maxFileSize = 0
	maxFiles    = 0
)
