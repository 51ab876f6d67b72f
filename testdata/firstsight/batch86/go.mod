module firstsight86

go 1.26.8

require (
	github.com/go-analyze/charts v0.6.4
	github.com/ian-kent/go-log v0.0.0-20160113211217-5731446c36ab
	github.com/knqyf263/go-rpmdb v0.0.0-20210911072402-73bd0ce46c49
	github.com/kurrent-io/KurrentDB-Client-Go v1.4.2
	github.com/nyaruka/phonenumbers v1.8.1
	github.com/pquerna/otp v1.5.0
	github.com/sebdah/goldie/v2 v2.8.0
	github.com/trustelem/zxcvbn v1.0.1
	github.com/tuneinsight/lattigo/v5 v5.0.7
	github.com/weppos/publicsuffix-go v0.50.3
)

require (
	github.com/ALTree/bigfloat v0.0.0-20220102081255-38c8b72a9924 // indirect
	github.com/bmizerany/assert v0.0.0-20160611221934-b7ed37b82869 // indirect
	github.com/boombuler/barcode v1.0.1-0.20190219062509-6c824513bacc // indirect
	github.com/dlclark/regexp2 v1.12.0 // indirect
	github.com/dustin/go-humanize v1.0.1 // indirect
	github.com/go-analyze/bulk v0.1.6 // indirect
	github.com/go-restruct/restruct v0.0.0-20191227155143-5734170a48a1 // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/kr/text v0.2.0 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/pkg/errors v0.8.1 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/sergi/go-diff v1.0.0 // indirect
	github.com/stretchr/testify v1.12.1 // indirect
	github.com/t-k/fluent-logger-golang v1.0.0 // indirect
	github.com/test-go/testify v1.1.4 // indirect
	github.com/tinylib/msgp v1.6.5 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/crypto v0.48.0 // indirect
	golang.org/x/exp v0.0.0-20230321023759-10a507213a29 // indirect
	golang.org/x/image v0.45.0 // indirect
	golang.org/x/net v0.50.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.41.0 // indirect
	golang.org/x/xerrors v0.0.0-20191204190536-9bdfabe68543 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20251202230838-ff82c1b0f217 // indirect
	google.golang.org/grpc v1.79.3 // indirect
	google.golang.org/protobuf v1.36.11 // indirect
)
