// Package firstsight83 pins batch 83: packages hogen has never been run on.
package firstsight83

import (
	_ "github.com/aquasecurity/table"
	_ "github.com/dbos-inc/dbos-transact-golang/dbos"
	_ "github.com/go-webauthn/webauthn/webauthn"
	_ "github.com/jsimonetti/rtnetlink/v2"
	_ "github.com/mdlayher/ndp"
	_ "github.com/starfederation/datastar-go/datastar"
	_ "github.com/trinodb/trino-go-client/trino"
	_ "github.com/zaf/g711"
	_ "github.com/zitadel/oidc/v3/pkg/op"
	_ "go.bug.st/serial"
)
