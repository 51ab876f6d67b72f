module firstsight45

go 1.26.8

require (
	github.com/BobuSumisu/aho-corasick v1.0.3
	github.com/HuKeping/rbtree v0.0.0-20210106022122-8ad34838eb2b
	github.com/MauriceGit/skiplist v0.0.0-20211105230623-77f5c8d3e145
	github.com/TwiN/gocache/v2 v2.4.0
	github.com/cevaris/ordered_map v0.0.0-20220813181356-34664b69742b
	github.com/epiclabs-io/diff3 v0.0.0-20240325112732-ba77e92bf0e4
	github.com/ivpusic/grpool v1.0.0
	github.com/kamilsk/retry/v5 v5.0.0-rc8
	github.com/lnquy/cron v1.1.1
	github.com/vardius/message-bus v1.1.5
	github.com/zhouzhuojie/conditions v0.2.3
	gopkg.in/validator.v2 v2.0.1
)

require github.com/stretchr/testify v1.12.1 // indirect
