module firstsight38

go 1.26.8

require (
	github.com/aymanbagabas/go-udiff v0.4.1
	github.com/bboreham/go-loser v0.0.0-20230920113527-fcc2c21820a3
	github.com/cockroachdb/crlib v0.0.0-20260823170307-44ef894cf300
	github.com/elimity-com/scim v0.0.0-20260728105928-2641426a1539
	github.com/hyperjumptech/grule-rule-engine v1.20.4
	github.com/jessevdk/go-flags v1.6.1
	github.com/mfridman/interpolate v0.2.0
	github.com/muktihari/xmltokenizer v0.0.5
	github.com/opencontainers/go-digest v1.0.0
	github.com/realclientip/realclientip-go v1.0.0
	github.com/sanity-io/litter v1.5.8
	github.com/xiatechs/jsonata-go v1.8.8
)

require (
	dario.cat/mergo v1.0.2 // indirect
	github.com/Microsoft/go-winio v0.6.2 // indirect
	github.com/ProtonMail/go-crypto v1.3.0 // indirect
	github.com/antlr4-go/antlr/v4 v4.13.1 // indirect
	github.com/bmatcuk/doublestar v1.3.4 // indirect
	github.com/cloudflare/circl v1.6.1 // indirect
	github.com/cyphar/filepath-securejoin v0.4.1 // indirect
	github.com/emirpasic/gods v1.18.1 // indirect
	github.com/go-git/gcfg v1.5.1-0.20230307220236-3a3c6141e376 // indirect
	github.com/go-git/go-billy/v5 v5.6.2 // indirect
	github.com/go-git/go-git/v5 v5.16.2 // indirect
	github.com/goccy/go-json v0.10.2 // indirect
	github.com/golang/groupcache v0.0.0-20241129210726-2c02b8208cf8 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/jbenet/go-context v0.0.0-20150711004518-d14ea06fba99 // indirect
	github.com/kevinburke/ssh_config v1.2.0 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/ncruces/go-strftime v0.1.9 // indirect
	github.com/pjbgf/sha1cd v0.3.2 // indirect
	github.com/q-uint/parser v0.3.1 // indirect
	github.com/q-uint/xsd-datetime v1.0.0 // indirect
	github.com/rs/zerolog v1.34.0 // indirect
	github.com/scim2/filter-parser/v2 v2.3.1 // indirect
	github.com/sergi/go-diff v1.4.0 // indirect
	github.com/shopspring/decimal v1.3.1 // indirect
	github.com/sirupsen/logrus v1.9.3 // indirect
	github.com/skeema/knownhosts v1.3.1 // indirect
	github.com/xanzy/ssh-agent v0.3.3 // indirect
	go.uber.org/multierr v1.11.0 // indirect
	go.uber.org/zap v1.27.0 // indirect
	golang.org/x/crypto v0.39.0 // indirect
	golang.org/x/exp v0.0.0-20240719175910-8a7402abbf56 // indirect
	golang.org/x/net v0.41.0 // indirect
	golang.org/x/sys v0.33.0 // indirect
	gopkg.in/warnings.v0 v0.1.2 // indirect
)
