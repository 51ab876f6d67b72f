module firstsight73

go 1.26.8

require (
	github.com/dimiro1/health v0.0.0-20231118160444-e388c68d7d7e
	github.com/duke-git/lancet/v2 v2.3.5
	github.com/gbrlsnchs/radix v1.0.0
	github.com/gocraft/health v0.0.0-20170925182251-8675af27fef0
	github.com/hyperjiang/scheduler v1.0.0
	github.com/jmhodges/clock v1.2.0
	github.com/npillmayer/cords v0.1.1
	github.com/rif/cache2go v1.0.0
	github.com/whiteShtef/clockwork v0.0.0-20200221012748-027e62affd84
	github.com/ygrebnov/workers v0.1.0
)

require (
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/gbrlsnchs/color v0.1.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/npillmayer/schuko v0.1.0 // indirect
)
