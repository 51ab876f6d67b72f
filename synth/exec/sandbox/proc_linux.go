package sandbox

import "syscall"

// procAttr puts the command in a process group of its own (a kill
// reaches what it started) and kills it when its parent dies.
func procAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
