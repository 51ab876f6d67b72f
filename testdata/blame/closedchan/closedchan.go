// Package closedchan sends to channels its callers subscribe, and closes
// them on Close: a channel handed in already closed makes Publish send on
// a closed channel, which is the caller's doing, even when values it
// has not received are still in it. No finding is wanted.
// Its pair is closedchanbug.
package closedchan

// Hub fans values out to subscribed channels.
type Hub struct{ subs []chan int }

// Subscribe adds ch, an open channel with room for the values to come,
// unless it is subscribed already.
func (h *Hub) Subscribe(ch chan int) {
	for _, s := range h.subs {
		if s == ch {
			return
		}
	}
	if ch != nil {
		h.subs = append(h.subs, ch)
	}
}

// Sub subscribes a new unbuffered channel, and returns it: a value
// published while nobody receives from it is dropped.
func (h *Hub) Sub() chan int {
	ch := make(chan int)
	h.subs = append(h.subs, ch)
	return ch
}

// SubBuffered subscribes a new channel with room for n values, and
// returns it.
func (h *Hub) SubBuffered(n int) chan int {
	ch := make(chan int, max(n, 0)%4)
	h.subs = append(h.subs, ch)
	return ch
}

// Publish sends v to every subscriber that has room for it.
func (h *Hub) Publish(v int) {
	for _, ch := range h.subs {
		select {
		case ch <- v:
		default:
		}
	}
}

// Close closes every subscribed channel and forgets them.
func (h *Hub) Close() {
	for _, ch := range h.subs {
		close(ch)
	}
	h.subs = nil
}
