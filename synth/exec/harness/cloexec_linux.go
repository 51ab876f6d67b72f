//go:build go1.22 && linux

// This file is part of the runtime of hogen's harness: the pipes to hogen stay out of the package's subprocesses and out of reach of the small descriptors a program hands the package.

package harness

import "syscall"

// pipeFDs returns the harness's pipes to hogen (programs in, outcomes
// out), moved from fds 3 and 4 to 100 and above, close-on-exec: a
// subprocess the package starts must not keep them open, and a program
// that hands the package a small integer as a file descriptor (a
// loopback file of fd 3, which closes it when released) must not close
// them.
func pipeFDs() (in, out uintptr) {
	return moveHigh(3), moveHigh(4)
}

// moveHigh duplicates fd to 100 or above, close-on-exec, and closes fd;
// if it cannot, fd stays, close-on-exec.
func moveHigh(fd int) uintptr {
	nfd, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_DUPFD_CLOEXEC, 100)
	if errno != 0 {
		syscall.CloseOnExec(fd)
		return uintptr(fd)
	}
	syscall.Close(fd)
	return nfd
}
