// Package firstsight79 pins batch 79: packages hogen has never been run on.
package firstsight79

import (
	_ "github.com/caddyserver/certmagic"
	_ "github.com/crewjam/saml/samlsp"
	_ "github.com/digitalocean/godo"
	_ "github.com/envoyproxy/go-control-plane/pkg/cache/v3"
	_ "github.com/inbucket/inbucket/v3/pkg/extension"
	_ "github.com/oauth2-proxy/mockoidc"
	_ "github.com/rhysd/actionlint"
	_ "github.com/tarantool/go-tarantool/v3"
	_ "github.com/tonistiigi/fsutil"
	_ "github.com/wneessen/go-mail"
)
