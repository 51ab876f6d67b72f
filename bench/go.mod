module github.com/hogen-go/hogen/bench

go 1.26.8

require github.com/hogen-go/hogen v0.0.0

require pgregory.net/rapid v1.3.0

replace github.com/hogen-go/hogen => ../
