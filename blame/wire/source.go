//go:build !hogen_harness

package wire

import "embed"

// Source holds this package's files. A harness does not import the
// package: it builds inside the user's module, so it compiles these
// files as part of its own package main (see exec.Build). This file is
// not among them.
//
//go:embed *.go
var Source embed.FS

// SourceFile is the name of this file, which a harness leaves out.
const SourceFile = "source.go"
