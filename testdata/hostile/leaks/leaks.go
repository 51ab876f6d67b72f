// Package leaks starts a goroutine for every subscription and never ends
// it.
package leaks

// Feed hands out subscriptions.
type Feed struct{ subs []chan int }

// Subscribe returns a channel of the feed's values; the goroutine that
// serves it is never stopped.
func (f *Feed) Subscribe() <-chan int {
	in, out := make(chan int), make(chan int)
	f.subs = append(f.subs, in)
	go func() {
		for v := range in {
			out <- v
		}
	}()
	return out
}

// Len is the number of subscriptions.
func (f *Feed) Len() int { return len(f.subs) }
