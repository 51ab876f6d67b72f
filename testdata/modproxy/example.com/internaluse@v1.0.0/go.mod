module example.com/internaluse

go 1.20
