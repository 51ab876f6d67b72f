package tokensbug_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/tokensbug"
)

func TestFromTokens(t *testing.T) {
	e, err := tokensbug.FromTokens(tokensbug.Lex("1 - 2"))
	if err != nil || e.Len() != 2 {
		t.Fatal(err)
	}
}
