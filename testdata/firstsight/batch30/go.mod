module firstsight30

go 1.26.8

require (
	github.com/adhocore/gronx v1.20.4
	github.com/coregx/ahocorasick v0.3.1
	github.com/diegoholiveira/jsonlogic/v3 v3.5.1
	github.com/eknkc/amber v0.0.0-20171010120322-cdade1c07385
	github.com/emicklei/proto v1.14.3
	github.com/ettle/strcase v0.2.0
	github.com/gobwas/pool v0.2.1
	github.com/gregjones/httpcache v0.0.0-20190611155906-901d90724c79
	github.com/inconshreveable/log15 v2.16.0+incompatible
	github.com/josephburnett/jd/v2 v2.5.0
	github.com/thedevsaddam/govalidator v1.9.10
	github.com/uptrace/bunrouter v1.0.23
)

require (
	github.com/barkimedes/go-deepcopy v0.0.0-20220514131651-17c30cfc62df // indirect
	github.com/go-stack/stack v1.8.1 // indirect
	github.com/mattn/go-colorable v0.1.16 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	go.yaml.in/yaml/v3 v3.0.4 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/term v0.48.0 // indirect
)
