package exec

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestTrimCache: trimming removes the harnesses unused for the maximum
// age and builds left half done, then the least recently used beyond the
// size bound; a maximum age of 0 (hogen clean) removes every harness,
// and nothing else in the directory is touched.
func TestTrimCache(t *testing.T) {
	now := time.Now()
	for _, tc := range []struct {
		name     string
		maxAge   time.Duration
		maxBytes int64
		want     []string // left
	}{
		{"age", 48 * time.Hour, 1 << 20, []string{"harness-new", "harness-old", "harness-building.tmp1", "trim.txt"}},
		{"size", 48 * time.Hour, 150, []string{"harness-new", "harness-building.tmp1", "trim.txt"}},
		{"clean", 0, 0, []string{"trim.txt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, age := range map[string]time.Duration{
				"harness-new":           time.Minute,
				"harness-old":           24 * time.Hour,
				"harness-stale":         72 * time.Hour,
				"harness-building.tmp1": time.Minute,
				"harness-dead.tmp2":     3 * time.Hour,
				"trim.txt":              72 * time.Hour,
			} {
				path := filepath.Join(dir, name)
				if err := os.WriteFile(path, make([]byte, 100), 0o644); err != nil {
					t.Fatal(err)
				}
				os.Chtimes(path, now.Add(-age), now.Add(-age))
			}
			if _, _, err := trimCache(dir, now, tc.maxAge, tc.maxBytes); err != nil {
				t.Fatal(err)
			}
			ents, _ := os.ReadDir(dir)
			var left []string
			for _, e := range ents {
				left = append(left, e.Name())
			}
			sort.Strings(left)
			sort.Strings(tc.want)
			if strings.Join(left, " ") != strings.Join(tc.want, " ") {
				t.Errorf("left %v, want %v", left, tc.want)
			}
		})
	}
}
