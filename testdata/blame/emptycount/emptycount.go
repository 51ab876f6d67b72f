// Package emptycount divides by a count it is handed, on a goroutine of
// its own, without saying that the count must not be zero: the process
// dies, on a weak rule only, suspicious, shown only with -suspicious.
// emptydiv is the same in the caller's goroutine.
package emptycount

// Share splits total among count workers, on a goroutine of its own, and
// sends each one's share on the channel it returns, once the goroutine
// has started.
func Share(total, count int) <-chan int {
	ch := make(chan int, 1)
	started := make(chan struct{})
	go func() {
		share := total / count
		close(started)
		ch <- share
	}()
	<-started
	return ch
}
