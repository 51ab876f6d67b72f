module firstsight15

go 1.26.8

require (
	github.com/alexliesenfeld/health v0.8.0
	github.com/ammario/tlru v0.4.0
	github.com/bradenaw/juniper v0.15.3
	github.com/creachadair/taskgroup v0.14.5
	github.com/gaissmai/bart v0.30.0
	github.com/kyroy/kdtree v0.0.0-20200419114247-70830f883f1d
	github.com/samber/slog-multi v1.7.1
	github.com/spf13/cobra v1.10.2
	github.com/spf13/viper v1.21.0
	github.com/steveyen/gtreap v0.1.0
	github.com/stretchr/testify v1.12.1
	github.com/xlab/treeprint v1.2.0
)

require (
	github.com/armon/go-radix v1.0.0 // indirect
	github.com/fsnotify/fsnotify v1.9.0 // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/kyroy/priority-queue v0.0.0-20180327160706-6e21825e7e0c // indirect
	github.com/pelletier/go-toml/v2 v2.2.4 // indirect
	github.com/sagikazarmark/locafero v0.11.0 // indirect
	github.com/samber/lo v1.52.0 // indirect
	github.com/samber/slog-common v0.20.0 // indirect
	github.com/sourcegraph/conc v0.3.1-0.20240121214520-5f936abd7ae8 // indirect
	github.com/spf13/afero v1.15.0 // indirect
	github.com/spf13/cast v1.10.0 // indirect
	github.com/spf13/pflag v1.0.10 // indirect
	github.com/stretchr/objx v0.5.3 // indirect
	github.com/subosito/gotenv v1.6.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/exp v0.0.0-20231006140011-7918f672742d // indirect
	golang.org/x/sys v0.29.0 // indirect
	golang.org/x/text v0.28.0 // indirect
)
