// Command demo prints a registry's changes.
package main

import (
	"fmt"

	"example.com/oldgo/registry"
)

type printer struct{}

func (printer) Changed(key string, value interface{}) { fmt.Println(key, value) }

func main() {
	r := registry.New()
	r.Listen(printer{})
	r.Set("a", 1)
}
