// Package closedchanbug is closedchan whose Close closes the first of two
// or more channels twice: the package's own double close is found. The
// pair of closedchan.
package closedchanbug

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
	if len(h.subs) > 1 {
		close(h.subs[0]) // BUG: closed above
	}
	h.subs = nil
}
