module firstsight46

go 1.26.8

require (
	github.com/Gurpartap/statemachine-go v0.0.0-20190708030151-b27cddb816c4
	github.com/RyanCarrier/dijkstra/v2 v2.0.2
	github.com/akyoto/cache v1.0.6
	github.com/biogo/store v0.0.0-20201120204734-aad293a2328f
	github.com/dtomasi/go-event-bus/v3 v3.0.0
	github.com/ef-ds/deque/v2 v2.0.2
	github.com/emersion/go-vcard v0.0.0-20241024213814-c9703dde27ff
	github.com/hoisie/mustache v0.0.0-20160804235033-6375acf62c69
	github.com/iand/circuit v0.0.9
	github.com/soniah/evaler v2.2.0+incompatible
	github.com/youthlin/stream v0.0.3
	znkr.io/diff v1.0.1
)
