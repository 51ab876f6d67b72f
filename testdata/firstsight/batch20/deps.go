// Package firstsight20 pins batch 20: packages hogen has never been run on.
package firstsight20

import (
	_ "github.com/aymerick/raymond"
	_ "github.com/beevik/etree"
	_ "github.com/dop251/goja"
	_ "github.com/emicklei/dot"
	_ "github.com/gin-gonic/gin"
	_ "github.com/google/go-jsonnet"
	_ "github.com/gorilla/websocket"
	_ "github.com/huandu/go-clone"
	_ "github.com/kyroy/priority-queue"
	_ "github.com/lestrrat-go/backoff/v2"
	_ "github.com/ohler55/ojg/jp"
	_ "github.com/sahilm/fuzzy"
)
