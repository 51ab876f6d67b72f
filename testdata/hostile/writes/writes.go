// Package writes saves and removes files by the names it is given, in the
// working directory unless the name is absolute: generated programs must
// not be able to write or delete anything outside hogen's scratch
// directory.
package writes

import (
	"os"
	"path/filepath"
)

// DefaultName is where Save writes by default.
const DefaultName = "notes.txt"

// Parent is a name that climbs out of the working directory.
const Parent = "../../escaped.txt"

// Save writes data to the file name.
func Save(name, data string) error { return os.WriteFile(name, []byte(data), 0o644) }

// Remove removes the file or directory tree name.
func Remove(name string) error { return os.RemoveAll(name) }

// SaveHome writes data to name below the user's home directory.
func SaveHome(name, data string) error {
	home, err := os.UserHomeDir()
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(home, name), []byte(data), 0o644)
}

// Target is the file named by $HOGEN_HOSTILE_TARGET, which the tests
// point outside the scratch directory.
func Target() string { return os.Getenv("HOGEN_HOSTILE_TARGET") }

// Clobber writes the target file and must fail inside the sandbox; it
// reports whether the write went through.
func Clobber() bool {
	t := Target()
	if t == "" {
		return false
	}
	return os.WriteFile(t, []byte("clobbered"), 0o644) == nil
}

// Log appends line to the target file, which must always work.
//
// Contract:
//   - ensures err == nil
func Log(line string) (err error) {
	f, err := os.OpenFile(Target(), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString(line + "\n")
	return err
}
