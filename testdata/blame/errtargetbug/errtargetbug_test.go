package errtargetbug_test

import (
	"errors"
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/errtargetbug"
)

func TestGet(t *testing.T) {
	testcases := []struct {
		key   string
		errAs any
	}{
		{key: "a"},
		{key: "b", errAs: &errtargetbug.NotFoundError{}},
	}
	for _, tc := range testcases {
		r := errtargetbug.New("r")
		r.Set("a", 1)
		_, err := r.Get(tc.key)
		if tc.errAs != nil && !errors.As(err, tc.errAs) {
			t.Fatalf("%s: %v", tc.key, err)
		}
	}
}
