package wrapfieldbug_test

import (
	"strings"
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/wrapfieldbug"
)

func TestVersions(t *testing.T) {
	tr := &wrapfieldbug.Transport{}
	if len(tr.Versions()) == 0 {
		t.Fatal("no versions")
	}
}

func TestConnect(t *testing.T) {
	var b strings.Builder
	tr := &wrapfieldbug.Transport{Endpoint: "/msg", Response: &b}
	if err := tr.Connect(); err != nil || b.String() != "/" {
		t.Fatal(err, b.String())
	}
}
