// Command hogenvet runs hogen's contract checks as a vet tool:
//
//	go install github.com/hogen-go/hogen/cmd/hogenvet
//	go vet -vettool=$(which hogenvet) ./...
//
// It also runs on its own, like any single analyzer: hogenvet ./...
package main

import (
	"github.com/hogen-go/hogen/contracts"
	"golang.org/x/tools/go/analysis/singlechecker"
)

func main() { singlechecker.Main(contracts.Analyzer) }
