//go:build !linux

package sandbox

import "syscall"

// procAttr puts the command in a process group of its own.
func procAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
