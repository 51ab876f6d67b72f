// Package jsoninput has a Tag whose UnmarshalJSON reads the first byte
// of its input to tell a string from a number. Handed bytes that are no
// JSON value (none at all, a lone quote), it indexes past them: the doc
// of json.Unmarshaler lets it assume a valid encoding of a JSON value,
// which is all encoding/json hands it. No finding. Its pair is
// jsoninputbug.
package jsoninput

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

// Add marks t as added, adds it, and calls the function OnAdd set.
func (ts *Tags) Add(t Tag) {
	t.added = true
	ts.list = append(ts.list, t)
	if ts.added != nil {
		ts.added(t)
	}
}

// Len is the number of tags.
func (ts *Tags) Len() int { return len(ts.list) }

// Clear removes all tags.
func (ts *Tags) Clear() { ts.list = nil }
