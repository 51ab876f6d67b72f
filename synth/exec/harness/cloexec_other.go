//go:build go1.22 && !unix

// This file is part of the runtime of hogen's harness: the pipes to hogen, where there is no close-on-exec to set.

package harness

// pipeFDs returns the harness's pipes to hogen: fds 3 and 4.
func pipeFDs() (in, out uintptr) { return 3, 4 }
