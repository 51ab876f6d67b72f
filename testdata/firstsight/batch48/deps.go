// Package firstsight48 pins batch 48: packages hogen has never been run on.
package firstsight48

import (
	_ "github.com/chzyer/readline"
	_ "github.com/dsoprea/go-exif/v3"
	_ "github.com/elazarl/goproxy"
	_ "github.com/gocolly/colly/v2"
	_ "github.com/gomodule/redigo/redis"
	_ "github.com/pressly/goose/v3"
	_ "github.com/sclevine/spec"
	_ "github.com/tidwall/evio"
	_ "github.com/urfave/cli/v3"
	_ "github.com/vjeantet/ldapserver"
	_ "go.etcd.io/bbolt"
	_ "rsc.io/script"
)
