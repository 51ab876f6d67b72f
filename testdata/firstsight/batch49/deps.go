// Package firstsight49 pins batch 49: packages hogen has never been run on.
package firstsight49

import (
	_ "github.com/bwmarrin/discordgo"
	_ "github.com/centrifugal/centrifuge-go"
	_ "github.com/eclipse/paho.golang/paho"
	_ "github.com/gliderlabs/ssh"
	_ "github.com/h2non/gock"
	_ "github.com/hibiken/asynq"
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/seaweedfs/raft"
	_ "github.com/tliron/glsp/protocol_3_16"
	_ "go.mau.fi/util/exsync"
	_ "gorm.io/gorm"
	_ "pgregory.net/rapid"
)
