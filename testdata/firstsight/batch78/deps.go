// Package firstsight78 pins batch 78: packages hogen has never been run on.
package firstsight78

import (
	_ "bazil.org/fuse/fs"
	_ "github.com/apptainer/sif/v2/pkg/sif"
	_ "github.com/go-python/gpython/py"
	_ "github.com/gocql/gocql"
	_ "github.com/lib/pq"
	_ "github.com/neo4j/neo4j-go-driver/v5/neo4j"
	_ "github.com/rabbitmq/amqp091-go"
	_ "github.com/spiffe/go-spiffe/v2/workloadapi"
	_ "github.com/traefik/yaegi/interp"
	_ "oras.land/oras-go/v2"
)
