module firstsight33

go 1.26.8

require (
	github.com/blevesearch/segment v0.9.1
	github.com/bmizerany/pat v0.0.0-20170815010413-6226ea591a40
	github.com/fogleman/gg v1.3.0
	github.com/hbollon/go-edlib v1.7.0
	github.com/mfonda/simhash v0.0.0-20151007195837-79f94a1100d6
	github.com/muesli/reflow v0.3.0
	github.com/orisano/gosax v1.1.4
	github.com/pandatix/go-abnf v0.5.5
	github.com/peterbourgon/ff/v3 v3.4.0
	github.com/restic/chunker v0.4.0
	github.com/spf13/jwalterweatherman v1.1.0
	github.com/thoas/go-funk v0.9.3
)

require (
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/mattn/go-runewidth v0.0.12 // indirect
	github.com/rivo/uniseg v0.2.0 // indirect
	golang.org/x/image v0.48.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)
