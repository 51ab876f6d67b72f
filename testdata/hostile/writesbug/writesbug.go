// Package writesbug has the shape of testdata/hostile/writes, but logs to
// a file in the working directory, which the sandbox allows: the
// postcondition that fails is the package's bug, and is found.
package writesbug

import "os"

// Log appends line to the log file and returns the bytes written.
//
// Contract:
//   - ensures err != nil || n == len(line)+1
func Log(line string) (n int, err error) {
	f, err := os.OpenFile("writesbug.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n, err = f.WriteString(line + "\n")
	if len(line) > 3 {
		n-- // BUG
	}
	return n, err
}
