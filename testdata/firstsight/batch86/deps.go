// Package firstsight86 pins batch 86: packages hogen has never been run on.
package firstsight86

import (
	_ "github.com/go-analyze/charts"
	_ "github.com/ian-kent/go-log/logger"
	_ "github.com/knqyf263/go-rpmdb/pkg"
	_ "github.com/kurrent-io/KurrentDB-Client-Go/kurrentdb"
	_ "github.com/nyaruka/phonenumbers"
	_ "github.com/pquerna/otp/totp"
	_ "github.com/sebdah/goldie/v2"
	_ "github.com/trustelem/zxcvbn"
	_ "github.com/tuneinsight/lattigo/v5/he/hefloat"
	_ "github.com/weppos/publicsuffix-go/publicsuffix"
)
