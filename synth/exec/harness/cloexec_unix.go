//go:build go1.22 && unix

// This file is part of the runtime of hogen's harness: the pipes to hogen stay out of the package's subprocesses.

package harness

import "syscall"

// closeOnExec marks the harness's pipes to hogen (fds 3 and 4) close-on-exec:
// a subprocess the package starts must not keep them open after the
// harness is gone.
func closeOnExec() {
	syscall.CloseOnExec(3)
	syscall.CloseOnExec(4)
}
