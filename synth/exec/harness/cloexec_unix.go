//go:build go1.22 && unix && !linux

// This file is part of the runtime of hogen's harness: the pipes to hogen stay out of the package's subprocesses.

package harness

import "syscall"

// pipeFDs returns the harness's pipes to hogen (programs in, outcomes
// out), marked close-on-exec: a subprocess the package starts must not
// keep them open after the harness is gone.
func pipeFDs() (in, out uintptr) {
	syscall.CloseOnExec(3)
	syscall.CloseOnExec(4)
	return 3, 4
}
