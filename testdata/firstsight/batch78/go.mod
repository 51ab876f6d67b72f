module firstsight78

go 1.26.8

require (
	bazil.org/fuse v0.0.0-20230120002735-62a210ff1fd5
	github.com/apptainer/sif/v2 v2.25.0
	github.com/go-python/gpython v0.2.0
	github.com/gocql/gocql v1.7.0
	github.com/lib/pq v1.12.3
	github.com/neo4j/neo4j-go-driver/v5 v5.28.4
	github.com/rabbitmq/amqp091-go v1.16.0
	github.com/spiffe/go-spiffe/v2 v2.9.0
	github.com/traefik/yaegi v0.16.1
	oras.land/oras-go/v2 v2.7.0
)

require (
	github.com/Microsoft/go-winio v0.6.2 // indirect
	github.com/go-jose/go-jose/v4 v4.1.5 // indirect
	github.com/golang/snappy v0.0.3 // indirect
	github.com/google/go-containerregistry v0.22.1 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/hailocab/go-hostpool v0.0.0-20160125115350-e80d13ce29ed // indirect
	github.com/opencontainers/go-digest v1.0.0 // indirect
	github.com/opencontainers/image-spec v1.1.1 // indirect
	golang.org/x/net v0.48.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.32.0 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20251202230838-ff82c1b0f217 // indirect
	google.golang.org/grpc v1.79.3 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
	gopkg.in/inf.v0 v0.9.1 // indirect
)
