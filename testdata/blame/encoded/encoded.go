// Package encoded keeps sets of small ints as bytes: a count, then the
// members. A Set is made by Encode; bytes the program writes (Set{255,
// 1}, make(Set, 2)) are no encoding, and Members reads past them: the
// program's misuse, as a struct with unexported fields it writes by
// hand is. No finding is wanted. Its pair is encodedbug.
package encoded

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
