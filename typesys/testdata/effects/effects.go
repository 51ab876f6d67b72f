// Package effects has one function per case of the effect analysis. The
// comment after each name is the effect typesys must find.
package effects

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

var counter int

// T holds state.
type T struct {
	n    int
	m    map[string]int
	s    []int
	mu   sync.Mutex
	next *T
	f    func()
}

func (t *T) Get() int        { return t.n }                                       // pure
func (t T) ValueSet()        { t.n = 1 }                                          // pure: a copy
func (t *T) Set(n int)       { t.n = n }                                          // impure
func (t *T) Put(k string)    { t.m[k] = 1 }                                       // impure
func (t *T) Del(k string)    { delete(t.m, k) }                                   // impure
func (t *T) Elem(i int)      { t.s[i] = 0 }                                       // impure
func (t *T) Deep()           { t.next.n++ }                                       // impure
func (t *T) Calls()          { t.Set(1) }                                         // impure
func (t *T) CallsCalls()     { t.Calls() }                                        // impure
func (t *T) Locked() int     { t.mu.Lock(); defer t.mu.Unlock(); return t.n }     // pure
func (t *T) Callback()       { t.f() }                                            // unknown
func (t *T) Prints()         { fmt.Println(t.n) }                                 // impure
func (t *T) Files()          { os.Remove("x") }                                   // impure
func (t *T) Strings() string { return strings.ToUpper("a") }                      // pure
func (t *T) Fresh() *T       { u := &T{}; u.n = 1; return u }                     // pure
func (t *T) Spoiled() *T     { u := &T{}; u = t; u.n = 1; return u }              // impure
func (t *T) Send(c chan int) { c <- 1 }                                           // impure
func (t *T) Go()             { go t.Get() }                                       // impure
func (t *T) Global()         { counter++ }                                        // impure
func (t *T) Local() int      { x := 0; x++; var a [3]int; a[0] = x; return a[0] } // pure
func (t *T) Recurse(n int) int {
	if n == 0 {
		return 0
	}
	return t.Recurse(n - 1)
} // pure
func (t *T) Mutual(n int) {
	if n > 0 {
		t.Other(n - 1)
	}
}                        // impure
func (t *T) Other(n int) { t.n = n; t.Mutual(n) } // impure
func (t *T) Closure()    { func() { t.n = 2 }() } // impure
func Param(p *T)         { p.n = 3 }              // impure
func ParamValue(p T) int { p.n = 3; return p.n }  // pure

// I is implemented by T2.
type I interface {
	Len() int
	Touch()
	Pop() int
}

// T2 implements I.
type T2 struct{ n int }

func (t *T2) Len() int { return t.n }     // pure
func (t *T2) Touch()   { t.n++ }          // impure
func (t *T2) Pop() int { return t.n }     // pure
func ViaLen(i I) int   { return i.Len() } // pure
func ViaTouch(i I)     { i.Touch() }      // impure
func ViaPop(i I) int   { return i.Pop() } // pure: its one implementation is
