// Package encodedbug is encoded with a bug of its own: Last reads one
// past the last member of a set Encode made.
package encodedbug

// Set is an encoded set of small ints.
type Set []byte

// Encode encodes the members.
func Encode(members ...uint8) Set {
	s := Set{byte(len(members))}
	return append(s, members...)
}

// Len is the number of members.
func (s Set) Len() int {
	if len(s) == 0 {
		return 0
	}
	return int(s[0])
}

// Members decodes the members.
func (s Set) Members() []uint8 {
	if len(s) == 0 {
		return nil
	}
	return append([]uint8(nil), s[1:1+s[0]]...)
}

// Last is the last member, 0 for none.
func (s Set) Last() uint8 {
	if s.Len() == 0 {
		return 0
	}
	return s[s.Len()+1]
}
