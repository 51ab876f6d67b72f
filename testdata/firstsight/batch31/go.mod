module firstsight31

go 1.26.8

require (
	github.com/cockroachdb/redact v1.1.8
	github.com/elliotchance/pie/v2 v2.9.1
	github.com/fatih/set v0.2.1
	github.com/gertd/go-pluralize v0.2.1
	github.com/google/safehtml v0.1.0
	github.com/jszwec/csvutil v1.10.0
	github.com/justinas/nosurf v1.2.0
	github.com/lithammer/fuzzysearch v1.1.8
	github.com/naoina/toml v0.1.1
	github.com/perimeterx/marshmallow v1.1.5
	github.com/sourcegraph/go-diff v0.9.0
	github.com/teambition/rrule-go v1.8.2
)

require (
	github.com/josharian/intern v1.0.0 // indirect
	github.com/kylelemons/godebug v1.1.0 // indirect
	github.com/mailru/easyjson v0.7.7 // indirect
	github.com/naoina/go-stringutil v0.1.0 // indirect
	golang.org/x/exp v0.0.0-20220321173239-a90fa8a75705 // indirect
	golang.org/x/text v0.9.0 // indirect
)
