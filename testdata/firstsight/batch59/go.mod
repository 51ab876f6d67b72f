module firstsight59

go 1.26.8

require (
	github.com/alash3al/go-pubsub v0.0.0-20200412052039-02569461a126
	github.com/dogmatiq/linger v1.1.0
	github.com/fanliao/go-promise v0.0.0-20141029170127-1890db352a72
	github.com/golang-collections/collections v0.0.0-20130729185459-604e922904d3
	github.com/jiyeyuran/go-eventemitter v1.4.2
	github.com/ltunc/go-observer v1.0.1
	github.com/mohae/firkin v0.0.0-20160628234414-44b753e65e9f
	github.com/nozzle/throttler v0.0.0-20180817012639-2ea982251481
	github.com/ostcar/topic v0.4.1
	github.com/prprprus/scheduler v0.5.0
	github.com/sahmad98/go-ringbuffer v1.1.0
	github.com/skydive-project/go-debouncer v1.0.1
)

require github.com/smartystreets/goconvey v1.8.1 // indirect
