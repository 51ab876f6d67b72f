package cfgifacebug

import (
	"hash/fnv"
	"testing"
)

type fnvHasher struct{}

func (fnvHasher) Sum64(b []byte) uint64 {
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

func TestLocate(t *testing.T) {
	r := New([]string{"a", "b"}, Config{Hasher: fnvHasher{}, Replicas: 2})
	if r.Locate("k") == "" {
		t.Error("no member")
	}
	r2 := New(nil, Config{Hasher: fnvHasher{}})
	r2.Add("a")
	r2.Remove("a")
	r2.Locate("k")
}
