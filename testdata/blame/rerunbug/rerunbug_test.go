package rerunbug_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/rerunbug"
)

func letters(l *rerunbug.L) rerunbug.StateFunc {
	if l.Next() == 0 {
		return nil
	}
	return letters
}

func skip(l *rerunbug.L) rerunbug.StateFunc {
	l.Next()
	return letters
}

func TestRun(t *testing.T) {
	rerunbug.New("abc", skip).Run()
	rerunbug.New("", letters).Run()
}
