module firstsight67

go 1.26.8

require (
	github.com/alphadose/itogami v0.4.0
	github.com/andy2046/gopie v0.7.0
	github.com/anthdm/hollywood v1.0.5
	github.com/die-net/lrucache v0.0.0-20240714232319-26322ba4bc23
	github.com/goioc/di v1.7.1
	github.com/joncrlsn/dque v0.0.0-20241024143830-7723fd131a64
	github.com/karlkfi/inject v0.0.0-20190704175410-86d2a962209d
	github.com/noneback/go-taskflow v1.1.0
	github.com/sig-0/insertion-queue v0.0.0-20241004125609-6b3ca841346b
	github.com/tjgq/broadcast v0.0.0-20140913210940-9d7fb01523c6
	github.com/vimeo/galaxycache v1.3.1
	github.com/wunderlist/ttlcache v0.0.0-20180801091818-7dbceb0d5094
)

require (
	github.com/DataDog/gostackparse v0.7.0 // indirect
	github.com/gofrs/flock v0.7.1 // indirect
	github.com/golang/groupcache v0.0.0-20190702054246-869f871628b6 // indirect
	github.com/google/go-cmp v0.5.9 // indirect
	github.com/klauspost/cpuid/v2 v2.0.9 // indirect
	github.com/kr/pretty v0.3.1 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/rogpeppe/go-internal v1.10.0 // indirect
	github.com/sirupsen/logrus v1.8.1 // indirect
	github.com/vimeo/go-clocks v1.3.0 // indirect
	github.com/zeebo/xxh3 v1.0.2 // indirect
	go.opencensus.io v0.22.5 // indirect
	golang.org/x/sync v0.13.0 // indirect
	golang.org/x/sys v0.32.0 // indirect
	google.golang.org/protobuf v1.36.6 // indirect
	gopkg.in/check.v1 v1.0.0-20201130134442-10cb98267c6c // indirect
)
