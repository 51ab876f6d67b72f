package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

// lint implements "hogen lint": it checks the contracts of the packages
// and prints one line per diagnostic, as go vet does.
func lint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hogen lint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.Bool("json", false, `print one JSON object per diagnostic: {"Pos":"file.go:27:5","Message":"...","Severity":"error"}`)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: hogen lint [-json] [packages]\n\nhogen lint checks the requires, ensures and invariant clauses in doc comments.\nIt exits 1 if it reports anything, 2 if the packages do not load.\n\n")
		fs.PrintDefaults()
	}
	patterns, err := parseFlags(fs, args)
	if err == flag.ErrHelp {
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "hogen lint: %v\n", err)
		return exitUsage
	}
	// Like go vet, lint the packages that load and report the others.
	pkgs, loadErr := typesys.Load(typesys.Config{AllowMain: true, KeepGoing: true}, patterns...)
	enc := json.NewEncoder(stdout)
	n := 0
	for _, p := range pkgs {
		_, diags := contracts.Check(p.Fset, p.Syntax, p.Types, p.TypesInfo, nil)
		for _, d := range diags {
			n++
			pos := typesys.RelPath(p.Fset.Position(d.Pos).String())
			severity := "error"
			if d.Warning {
				severity = "warning"
			}
			if *jsonOut {
				enc.Encode(struct{ Pos, Message, Severity string }{pos, d.Message, severity})
			} else {
				fmt.Fprintln(stdout, d.Format(p.Fset))
			}
		}
	}
	code := exitOK
	if loadErr != nil {
		code = loadFailure(loadErr, stderr)
	}
	if n > 0 {
		code = worse(code, exitFindings)
	}
	return code
}
