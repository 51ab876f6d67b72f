// Package negsizes indexes words by their n-grams, of the lengths a
// caller gives in a slice: a negative length among them is no length, as
// a negative size passed alone is none, and what fails after it is the
// program's. Best's own read of the first match when there is none is
// the one finding wanted. Its pair is negsizes.
package negsizesbug

// Index finds words by their n-grams.
type Index struct {
	sizes []int
	grams map[string][]string
}

// New indexes words by their n-grams of each length in gramSizes.
func New(words []string, gramSizes []int) *Index {
	ix := &Index{sizes: gramSizes, grams: map[string][]string{}}
	for _, w := range words {
		for _, g := range ix.split(w) {
			ix.grams[g] = append(ix.grams[g], w)
		}
	}
	return ix
}

func (ix *Index) split(w string) []string {
	var out []string
	for _, n := range ix.sizes {
		for i := 0; i+n <= len(w); i++ {
			out = append(out, w[i:i+n])
		}
	}
	return out
}

// Lookup returns the words that share an n-gram with w.
func (ix *Index) Lookup(w string) []string {
	seen := map[string]bool{}
	var out []string
	for _, g := range ix.split(w) {
		for _, m := range ix.grams[g] {
			if !seen[m] {
				seen[m] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// Best returns the word that shares an n-gram with w, or "" if none
// does.
func (ix *Index) Best(w string) string {
	return ix.Lookup(w)[0]
}
