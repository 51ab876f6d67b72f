module firstsight25

go 1.26.8

require (
	github.com/a-h/parse v0.0.42
	github.com/adrg/strutil v0.3.1
	github.com/bazelbuild/buildtools v0.0.0-20260904073137-eaa4d125b423
	github.com/blues/jsonata-go v1.5.4
	github.com/charmbracelet/lipgloss v1.1.0
	github.com/go-pdf/fpdf v0.9.0
	github.com/golang-jwt/jwt/v5 v5.3.1
	github.com/jarcoal/httpmock v1.4.2
	github.com/nicksnyder/go-i18n/v2 v2.7.0
	github.com/onsi/gomega v1.44.0
	github.com/theory/jsonpath v0.12.3
	gonum.org/v1/gonum v0.17.0
)

require (
	github.com/aymanbagabas/go-osc52/v2 v2.0.1 // indirect
	github.com/charmbracelet/colorprofile v0.2.3-0.20250311203215-f60798e515dc // indirect
	github.com/charmbracelet/x/ansi v0.8.0 // indirect
	github.com/charmbracelet/x/cellbuf v0.0.13-0.20250311204145-2c3ea96c31dd // indirect
	github.com/charmbracelet/x/term v0.2.1 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/lucasb-eyer/go-colorful v1.2.0 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/muesli/termenv v0.16.0 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/xo/terminfo v0.0.0-20220910002029-abceb7e1c41e // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/net v0.56.0 // indirect
	golang.org/x/sys v0.46.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
