// Package firstsight25 pins batch 25: packages hogen has never been run on.
package firstsight25

import (
	_ "github.com/a-h/parse"
	_ "github.com/adrg/strutil"
	_ "github.com/bazelbuild/buildtools/build"
	_ "github.com/blues/jsonata-go"
	_ "github.com/charmbracelet/lipgloss/table"
	_ "github.com/go-pdf/fpdf"
	_ "github.com/golang-jwt/jwt/v5"
	_ "github.com/jarcoal/httpmock"
	_ "github.com/nicksnyder/go-i18n/v2/i18n"
	_ "github.com/onsi/gomega"
	_ "github.com/theory/jsonpath"
	_ "gonum.org/v1/gonum/graph/traverse"
)
