package errtarget_test

import (
	"errors"
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/errtarget"
)

func TestGet(t *testing.T) {
	testcases := []struct {
		key   string
		errAs any
	}{
		{key: "a"},
		{key: "b", errAs: &errtarget.NotFoundError{}},
	}
	for _, tc := range testcases {
		r := errtarget.New("r")
		r.Set("a", 1)
		_, err := r.Get(tc.key)
		if tc.errAs != nil && !errors.As(err, tc.errAs) {
			t.Fatalf("%s: %v", tc.key, err)
		}
	}
}
