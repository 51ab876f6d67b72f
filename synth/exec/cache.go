package exec

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// The harness cache (os.UserCacheDir()/hogen) is kept as the go command
// keeps its build cache: a harness is touched when it is reused, and one
// unused for cacheMaxAge is removed; beyond cacheMaxBytes, the least
// recently used go first. Trimming runs at most once per cacheTrimEvery.
const (
	cacheMaxAge    = 5 * 24 * time.Hour
	cacheMaxBytes  = 1 << 30
	cacheTrimEvery = time.Hour
	cacheTouchAge  = time.Hour // a reused harness older than this is touched
)

// CacheDir is where hogen keeps the harnesses it built.
func CacheDir() string {
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	return filepath.Join(cache, "hogen")
}

// CleanCache removes every harness of the cache ("hogen clean") and
// returns how many files and bytes it removed.
func CleanCache() (files int, bytes int64, err error) {
	return trimCache(CacheDir(), time.Now(), 0, 0)
}

// touch marks a reused harness as used now, so that trimming keeps it.
func touch(bin string, now time.Time) {
	if fi, err := os.Stat(bin); err == nil && now.Sub(fi.ModTime()) > cacheTouchAge {
		os.Chtimes(bin, now, now)
	}
}

// maybeTrim trims dir when it was last trimmed cacheTrimEvery ago or
// more, and records when.
func maybeTrim(dir string, now time.Time) {
	mark := filepath.Join(dir, "trim.txt")
	if fi, err := os.Stat(mark); err == nil && now.Sub(fi.ModTime()) < cacheTrimEvery {
		return
	}
	os.WriteFile(mark, []byte(now.Format(time.RFC3339)+"\n"), 0o644)
	trimCache(dir, now, cacheMaxAge, cacheMaxBytes)
}

// trimCache removes from dir the harnesses (and builds left half done)
// unused for maxAge, then the least recently used until the rest fit
// in maxBytes. A maxAge of 0 removes them all.
func trimCache(dir string, now time.Time, maxAge time.Duration, maxBytes int64) (files int, bytes int64, err error) {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return 0, 0, nil
	}
	if err != nil {
		return 0, 0, err
	}
	type entry struct {
		path string
		mod  time.Time
		size int64
	}
	var keep []entry
	remove := func(e entry) {
		if os.Remove(e.path) == nil {
			files++
			bytes += e.size
		}
	}
	for _, de := range entries {
		if !strings.HasPrefix(de.Name(), "harness-") {
			continue
		}
		fi, err := de.Info()
		if err != nil {
			continue
		}
		e := entry{filepath.Join(dir, de.Name()), fi.ModTime(), fi.Size()}
		building := strings.Contains(de.Name(), ".tmp")
		switch {
		case maxAge == 0:
			remove(e)
		case building && now.Sub(e.mod) > cacheTouchAge, !building && now.Sub(e.mod) > maxAge:
			remove(e)
		case !building:
			keep = append(keep, e)
		}
	}
	sort.Slice(keep, func(i, j int) bool { return keep[i].mod.After(keep[j].mod) })
	var total int64
	for _, e := range keep {
		total += e.size
		if total > maxBytes {
			remove(e)
		}
	}
	return files, bytes, nil
}
