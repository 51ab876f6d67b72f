// Package jsoninputbug is jsoninput with a bug: Add marks the tag it
// added after it called the function OnAdd set, by its index then, and
// a function that clears the list makes it index past the end. UnmarshalJSON of bytes that are no JSON value stays the
// caller's misuse. Its pair is jsoninput.
package jsoninputbug

// Tag is a label, written in JSON as a string or a number.
type Tag struct {
	name  string
	num   bool
	added bool
}

// UnmarshalJSON reads a tag from a JSON string or number.
func (t *Tag) UnmarshalJSON(data []byte) error {
	if data[0] == '"' {
		t.name, t.num = string(data[1:len(data)-1]), false
		return nil
	}
	t.name, t.num = string(data), true
	return nil
}

// Name is the tag's text.
func (t Tag) Name() string { return t.name }

// Tags is a list of tags. The zero value is an empty list, ready to use.
type Tags struct {
	list  []Tag
	added func(Tag)
}

// OnAdd sets a function that Add calls with each tag it adds.
func (ts *Tags) OnAdd(f func(Tag)) { ts.added = f }

// Add adds t, calls the function OnAdd set, and marks t as added.
func (ts *Tags) Add(t Tag) {
	n := len(ts.list)
	ts.list = append(ts.list, t)
	if ts.added != nil {
		ts.added(t)
	}
	ts.list[n].added = true
}

// Len is the number of tags.
func (ts *Tags) Len() int { return len(ts.list) }

// Clear removes all tags.
func (ts *Tags) Clear() { ts.list = nil }
