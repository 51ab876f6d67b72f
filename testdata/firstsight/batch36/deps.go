// Package firstsight36 pins batch 36: packages hogen has never been run on.
package firstsight36

import (
	_ "github.com/acaloiaro/neoq/backends/memory"
	_ "github.com/emicklei/go-restful/v3"
	_ "github.com/ethereum/go-ethereum/common/prque"
	_ "github.com/getkin/kin-openapi/openapi3"
	_ "github.com/golang/geo/s2"
	_ "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/retry"
	_ "github.com/mitchellh/cli"
	_ "github.com/prometheus/prometheus/promql/parser"
	_ "github.com/rivo/tview"
	_ "github.com/yapingcat/gomedia/go-mpeg2"
	_ "go.etcd.io/raft/v3"
	_ "k8s.io/client-go/tools/cache"
)
