package campaign_test

import (
	"regexp"
	"strings"
	"testing"
)

func mustCompile(t *testing.T, re string) *regexp.Regexp {
	t.Helper()
	r, err := regexp.Compile(re)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// countFuncs counts the program functions of printed source.
func countFuncs(src string) int { return strings.Count(src, "\nfunc program") }
