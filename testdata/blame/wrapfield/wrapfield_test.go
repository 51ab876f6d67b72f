package wrapfield_test

import (
	"strings"
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/wrapfield"
)

func TestVersions(t *testing.T) {
	tr := &wrapfield.Transport{}
	if len(tr.Versions()) == 0 {
		t.Fatal("no versions")
	}
}

func TestConnect(t *testing.T) {
	var b strings.Builder
	tr := &wrapfield.Transport{Endpoint: "/msg", Response: &b}
	if err := tr.Connect(); err != nil || b.String() != "endpoint: /msg\n" {
		t.Fatal(err, b.String())
	}
}
