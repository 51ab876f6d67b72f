// Command hogen tests Go packages that take callbacks: it generates random
// programs against a package's API, hands the package synthesized
// implementations of its interfaces and closures that call back into it,
// checks the contracts written in doc comments, and reports each bug it
// finds with the party to blame.
//
// Usage:
//
//	hogen [flags] [packages]        generate, run, report
//	hogen lint [flags] [packages]   check the documentation contracts only
//
// Run "hogen -h" or "hogen lint -h" for the flags.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/hogen-go/hogen/typesys"
)

// Exit codes of SPEC section 1.
const (
	exitOK       = 0 // no finding
	exitFindings = 1 // at least one finding, or lint diagnostics
	exitUsage    = 2 // bad usage or input
	exitInternal = 3 // a bug of hogen
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit code.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "hogen: internal error: %v\n%s\nThis is a bug of hogen; please report it with the command line above.\n", r, debug.Stack())
			code = exitInternal
		}
	}()
	if len(args) > 0 && args[0] == "lint" {
		return lint(args[1:], stdout, stderr)
	}
	return test(args, stdout, stderr)
}

// loadFailure prints why packages could not be loaded and returns the
// exit code for it.
func loadFailure(err error, stderr io.Writer) int {
	var le *typesys.LoadError
	if errors.As(err, &le) {
		fmt.Fprintln(stderr, le.Error())
		return exitUsage
	}
	fmt.Fprintf(stderr, "hogen: %v\n", err)
	return exitUsage
}
