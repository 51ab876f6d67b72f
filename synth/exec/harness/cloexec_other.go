//go:build go1.22 && !unix

// This file is part of the runtime of hogen's harness: the pipes to hogen, where there is no close-on-exec to set.

package harness

func closeOnExec() {}
