// Package zeroargbug has a Kind made by its constructors; its tests build a
// zero Kind only to call Equals on it and print it, which says nothing
// of what other functions take: Describe of a zero Kind (or of a slice
// made of zero Kinds) dereferences its nil implementation, the
// caller's misuse; Initial of a kind whose
// description is empty slices past its end, a bug found. Its pair is
// zeroarg.
package zeroargbug

// Kind is a kind of value.
type Kind struct{ impl kindImpl }

type kindImpl interface{ name() string }

type named string

func (n named) name() string { return string(n) }

type list struct{ elem Kind }

func (l list) name() string { return "list of " + Describe(l.elem) }

// Named returns the kind called name.
func Named(name string) Kind { return Kind{named(name)} }

// List returns the kind of lists of elem.
func List(elem Kind) Kind { return Kind{list{elem}} }

// Equals reports whether k and o are the same kind.
func (k Kind) Equals(o Kind) bool { return k.impl == o.impl }

// Describe names the kind k.
func Describe(k Kind) string { return k.impl.name() }

// Initial is the first letter of k's description, or "" for none.
func Initial(k Kind) string {
	d := Describe(k)
	return d[:1] // the bug: an empty name
}

// Describes names each kind of ks.
func Describes(ks []Kind) []string {
	var out []string
	for _, k := range ks {
		out = append(out, Describe(k))
	}
	return out
}
