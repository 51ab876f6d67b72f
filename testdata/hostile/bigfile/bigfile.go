// Package bigfile writes a file of 10 GB: the sandbox's file size limit
// must stop it, and the failure that follows is not the package's.
package bigfile

import "os"

// Grow writes the last byte of a 10 GB file in the working directory.
//
// Contract:
//   - ensures err == nil
func Grow() (err error) {
	f, err := os.Create("big.dat")
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteAt([]byte{1}, 10<<30)
	return err
}

// Log keeps lines, so that the package has something else to test.
type Log struct{ lines []string }

// Add keeps a line.
func (l *Log) Add(line string) { l.lines = append(l.lines, line) }

// Len is the number of lines.
func (l *Log) Len() int { return len(l.lines) }
