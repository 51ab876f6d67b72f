module firstsight34

go 1.26.8

require (
	dario.cat/mergo v1.0.2
	github.com/Joker/jade v1.1.3
	github.com/cockroachdb/logtags v0.0.0-20241215232642-bb51bb14a506
	github.com/d4l3k/messagediff v1.2.1
	github.com/dave/dst v0.28.0
	github.com/google/gopacket v1.1.19
	github.com/gorhill/cronexpr v0.0.0-20180427100037-88b0669f7d75
	github.com/hashicorp/serf v0.11.0
	github.com/hjson/hjson-go/v4 v4.6.0
	github.com/peterstace/simplefeatures v0.50.0
	github.com/sabhiram/go-gitignore v0.0.0-20210923224102-525f6e181f06
	github.com/unrolled/secure v1.18.0
)

require (
	github.com/hashicorp/go-immutable-radix v1.3.1 // indirect
	github.com/hashicorp/go-metrics v0.7.0 // indirect
	github.com/hashicorp/golang-lru v1.0.2 // indirect
)
