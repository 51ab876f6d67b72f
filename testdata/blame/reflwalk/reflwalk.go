// Package reflwalk walks a value by reflection, as deep-copy and walker
// packages do, with no guard against cycles, and tells a Visitor taken
// as an any of each number it finds. A synthesized Visitor handed in as
// the data is, in hogen's harness, a value that reaches itself: the walk
// that never ends there is the harness's doing (reflected), and no
// finding is wanted. Its pair is walkerbug.
package reflwalk

import "reflect"

// Visitor is told of each integer a walk finds.
type Visitor interface {
	Int(n int64) error
}

// Walk walks data, following pointers, interfaces, struct fields and
// elements, and calls walker's Int on each integer if walker is a
// Visitor.
func Walk(data, walker any) error {
	v, _ := walker.(Visitor)
	return walk(reflect.ValueOf(data), v)
}

func walk(x reflect.Value, v Visitor) error {
	switch x.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !x.IsNil() {
			return walk(x.Elem(), v)
		}
	case reflect.Struct:
		for i := 0; i < x.NumField(); i++ {
			if err := walk(x.Field(i), v); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < x.Len(); i++ {
			if err := walk(x.Index(i), v); err != nil {
				return err
			}
		}
	case reflect.Int, reflect.Int64:
		if v != nil {
			return v.Int(x.Int())
		}
	}
	return nil
}
