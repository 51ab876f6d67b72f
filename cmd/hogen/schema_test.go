package main

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// eventTypes are the events of -json (SPEC section 5), by action.
var eventTypes = []struct {
	actions []string
	v       any
}{
	{[]string{"start"}, startEvent{}},
	{[]string{"error", "note"}, messageEvent{}},
	{[]string{"finding"}, findingEvent{}},
	{[]string{"stats"}, statsEvent{}},
	{[]string{"done"}, doneEvent{}},
}

// schemaGolden pins the JSON schema; HOGEN_UPDATE_SCHEMA=1 writes it
// anew, after a change to the events that SPEC section 5 allows.
const schemaGolden = "testdata/events.golden"

// schemaOf lists the JSON fields of an event type, one per line: name,
// Go type, and "omitempty" for a field that may be absent.
func schemaOf(v any) []string {
	var lines []string
	t := reflect.TypeOf(v)
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		line := fmt.Sprintf("%s %s", name, f.Type)
		if strings.Contains(opts, "omitempty") {
			line += " omitempty"
		}
		lines = append(lines, line)
	}
	return lines
}

// TestEventSchema: the fields of the JSON events are those the golden
// file lists, and the events of a real run have them: every field not
// omitempty, and no other.
func TestEventSchema(t *testing.T) {
	var b strings.Builder
	fields := map[string][]string{}
	for _, et := range eventTypes {
		s := schemaOf(et.v)
		fmt.Fprintf(&b, "%s:\n\t%s\n", strings.Join(et.actions, ", "), strings.Join(s, "\n\t"))
		for _, a := range et.actions {
			fields[a] = s
		}
	}
	if os.Getenv("HOGEN_UPDATE_SCHEMA") == "1" {
		if err := os.WriteFile(schemaGolden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(schemaGolden)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("the JSON events changed; SPEC section 5 says what may change. Now:\n%s\nGolden (%s):\n%s", b.String(), schemaGolden, want)
	}
	if testing.Short() {
		return
	}
	_, events := hogenJSON(t, "-iface", "ObserverI", "-seed", "1", "-n", "2000", "../../testdata/stack")
	seen := map[string]bool{}
	for _, e := range events {
		action := e.str("Action")
		seen[action] = true
		schema, ok := fields[action]
		if !ok {
			t.Errorf("an event of action %q, which the schema does not have", action)
			continue
		}
		for _, line := range schema {
			name := strings.Fields(line)[0]
			if _, ok := e[name]; !ok && !strings.HasSuffix(line, " omitempty") {
				t.Errorf("a %s event without %s", action, name)
			}
		}
		for key := range e {
			if !slices.ContainsFunc(schema, func(l string) bool { return strings.Fields(l)[0] == key }) {
				t.Errorf("a %s event with %s, which the schema does not have", action, key)
			}
		}
	}
	for _, a := range []string{"start", "finding", "stats", "done"} {
		if !seen[a] {
			t.Errorf("the run gave no %s event", a)
		}
	}
}
