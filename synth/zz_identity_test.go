package synth_test

import (
	"crypto/sha256"
	"fmt"
	"os"
	"testing"

	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/typesys"
)

func TestZZIdentity(t *testing.T) {
	out := os.Getenv("ZZ_OUT")
	if out == "" {
		t.Skip()
	}
	var lines string
	for _, dir := range []string{"stack", "stackfixed", "features", "tiny", "lint/good", "cache", "blame/sizecb", "hooks/lru", "blame/keyedlock", "blame/selfdef", "blame/initfirst", "blame/ctxroot"} {
		f := load(t, "../testdata/"+dir, synth.DefaultConfig(), typesys.EnvConfig{})
		src := choice.NewRandom(0)
		h := sha256.New()
		var pool []*synth.Program
		var fb *synth.Feedback
		for i := 0; i < 3000; i++ {
			src.Reseed(synth.ProgramSeed(1, i))
			if i == 1500 && len(pool) > 0 {
				fb = &synth.Feedback{Pool: pool}
				for _, p := range pool[len(pool)/2:] {
					fb.States = append(fb.States, synth.Grown{Program: p, Focus: 1})
				}
			}
			p := f.gen.GenerateFrom(src, fb)
			if p == nil {
				fmt.Fprintf(h, "nil\n")
				continue
			}
			if fb == nil && i%5 == 0 {
				pool = append(pool, p)
			}
			fmt.Fprintf(h, "%d %s\n", p.Size, f.print(t, p))
		}
		lines += fmt.Sprintf("%s %x\n", dir, h.Sum(nil))
	}
	os.WriteFile(out, []byte(lines), 0o644)
}
