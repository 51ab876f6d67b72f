// Package variadicnil has matchers whose Or takes more of them, and
// whose doc says what a nil one means: a program may pass nil there, as
// one element of the variadic parameter, not as its slice. No finding is
// wanted; a nil typed as the parameter's slice made the harness fail.
package variadicnil

// MatcherFunc tells whether s matches.
type MatcherFunc func(s string) bool

// Prefix matches the strings that begin with p.
func Prefix(p string) MatcherFunc {
	return func(s string) bool { return len(s) >= len(p) && s[:len(p)] == p }
}

// Or returns a matcher of what mf or any of mfs matches. If one of mfs
// is nil, it is ignored.
func (mf MatcherFunc) Or(mfs ...MatcherFunc) MatcherFunc {
	return func(s string) bool {
		if mf(s) {
			return true
		}
		for _, m := range mfs {
			if m != nil && m(s) {
				return true
			}
		}
		return false
	}
}

// Check reports whether s matches.
func (mf MatcherFunc) Check(s string) bool { return mf != nil && mf(s) }
