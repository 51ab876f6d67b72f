module github.com/hogen-go/hogen

go 1.26.8

require (
	github.com/dave/dst v0.28.0
	github.com/landlock-lsm/go-landlock v0.11.0
	golang.org/x/mod v0.42.0
	golang.org/x/tools v0.52.0
)

require (
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	kernel.org/pub/linux/libs/security/libcap/psx v1.2.77 // indirect
)
