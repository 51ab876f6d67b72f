// Package firstsight89 pins batch 89: packages hogen has never been run on.
package firstsight89

import (
	_ "codeberg.org/polyfloyd/go-errorlint/errorlint"
	_ "codeberg.org/sbinet/npyio/npy"
	_ "github.com/corona10/goimagehash"
	_ "github.com/cosmos/go-bip39"
	_ "github.com/gen2brain/webp"
	_ "github.com/ipfs/go-ds-pebble"
	_ "github.com/maxbrunsfeld/counterfeiter/v6/generator"
	_ "github.com/nlpodyssey/safetensors"
	_ "github.com/willabides/kongplete"
	_ "github.com/zmap/zlint/v3/lint"
)
