// Package firstsight37 pins batch 37: packages hogen has never been run on.
package firstsight37

import (
	_ "github.com/a-h/templ"
	_ "github.com/alecthomas/kong"
	_ "github.com/charmbracelet/bubbles/list"
	_ "github.com/cucumber/godog"
	_ "github.com/danielgtaylor/huma/v2"
	_ "github.com/google/martian/v3/fifo"
	_ "github.com/kptdev/krm-functions-sdk/go/fn"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
	_ "github.com/open-policy-agent/opa/v1/ast"
	_ "github.com/openzipkin/zipkin-go"
	_ "github.com/posener/complete"
	_ "k8s.io/apimachinery/pkg/watch"
)
