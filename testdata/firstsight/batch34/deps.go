// Package firstsight34 pins batch 34: packages hogen has never been run on.
package firstsight34

import (
	_ "dario.cat/mergo"
	_ "github.com/Joker/jade"
	_ "github.com/cockroachdb/logtags"
	_ "github.com/d4l3k/messagediff"
	_ "github.com/dave/dst"
	_ "github.com/google/gopacket/tcpassembly"
	_ "github.com/gorhill/cronexpr"
	_ "github.com/hashicorp/serf/coordinate"
	_ "github.com/hjson/hjson-go/v4"
	_ "github.com/peterstace/simplefeatures/rtree"
	_ "github.com/sabhiram/go-gitignore"
	_ "github.com/unrolled/secure"
)
