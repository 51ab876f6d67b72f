module firstsight54

go 1.26.8

require (
	github.com/buraksezer/consistent v0.10.0
	github.com/bzick/tokenizer v1.4.0
	github.com/cornelk/hashmap v1.0.8
	github.com/desertbit/timer v1.0.1
	github.com/google/go-intervals v0.0.2
	github.com/k-sone/critbitgo v1.4.0
	github.com/maniartech/signals v1.3.1
	github.com/marusama/semaphore/v2 v2.5.0
	github.com/mattn/go-shellwords v1.0.12
	github.com/reactivex/rxgo/v2 v2.5.0
	github.com/timtadh/lexmachine v0.2.3
	github.com/zhangyunhao116/skipmap v0.10.1
)

require (
	github.com/cenkalti/backoff/v4 v4.0.0 // indirect
	github.com/davecgh/go-spew v1.1.0 // indirect
	github.com/emirpasic/gods v1.12.0 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/stretchr/objx v0.1.0 // indirect
	github.com/stretchr/testify v1.7.0 // indirect
	github.com/teivah/onecontext v0.0.0-20200513185103-40f981bfd775 // indirect
	github.com/timtadh/data-structures v0.6.1 // indirect
	github.com/zhangyunhao116/fastrand v0.3.0 // indirect
	gopkg.in/yaml.v3 v3.0.0-20200313102051-9f266ea9e77c // indirect
)
