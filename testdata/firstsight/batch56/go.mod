module firstsight56

go 1.26.8

require (
	github.com/AndreasBriese/bbloom v0.0.0-20190825152654-46b345b51c96
	github.com/GianlucaGuarini/go-observable v0.0.0-20171228155646-e39e699e0a00
	github.com/acomagu/trie/v2 v2.0.0
	github.com/carlescere/scheduler v0.0.0-20170109141437-ee74d2f83d82
	github.com/db47h/lex v1.2.1
	github.com/dc0d/workerpool/v5 v5.0.2
	github.com/lrita/cmap v0.0.0-20231108122212-cb084a67f554
	github.com/philopon/go-toposort v0.0.0-20170620085441-9be86dbd762f
	github.com/shafreeck/retry v0.0.0-20200211034702-ed002877bbba
	github.com/tsenart/tb v0.0.0-20181025101425-0d2499c8b6e9
	github.com/yasushi-saito/rbtree v0.0.0-20180524175743-33ff713a769b
	github.com/zealws/golang-ring v0.0.0-20220330170733-19bcea1b6289
)

require golang.org/x/exp v0.0.0-20230310171629-522b1b587ee0 // indirect
