// Package firstsight22 pins batch 22: packages hogen has never been run on.
package firstsight22

import (
	_ "github.com/antlr4-go/antlr/v4"
	_ "github.com/casbin/casbin/v2"
	_ "github.com/go-playground/form/v4"
	_ "github.com/gobwas/ws/wsutil"
	_ "github.com/graphql-go/graphql"
	_ "github.com/hashicorp/golang-lru"
	_ "github.com/matryer/try"
	_ "github.com/streadway/handy/breaker"
	_ "github.com/wI2L/jsondiff"
	_ "go.starlark.net/starlark"
	_ "gopkg.in/ini.v1"
	_ "k8s.io/utils/clock/testing"
)
