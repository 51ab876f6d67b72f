// Package firstsight38 pins batch 38: packages hogen has never been run on.
package firstsight38

import (
	_ "github.com/aymanbagabas/go-udiff"
	_ "github.com/bboreham/go-loser"
	_ "github.com/cockroachdb/crlib/fifo"
	_ "github.com/elimity-com/scim"
	_ "github.com/hyperjumptech/grule-rule-engine/ast"
	_ "github.com/jessevdk/go-flags"
	_ "github.com/mfridman/interpolate"
	_ "github.com/muktihari/xmltokenizer"
	_ "github.com/opencontainers/go-digest"
	_ "github.com/realclientip/realclientip-go"
	_ "github.com/sanity-io/litter"
	_ "github.com/xiatechs/jsonata-go"
)
