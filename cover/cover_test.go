package cover_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hogen-go/hogen/cover"
)

const src = `package a

func F(x int) int {
	if x > 0 {
		return 1
	}
	return 2
}
`

// TestInstrument: the blocks read back from go tool cover's output, and
// the profile they make.
func TestInstrument(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.go")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	files, err := cover.Instrument([]string{path})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || !strings.Contains(string(files[0].Src), "GoCoverHogen0.Count[") {
		t.Fatalf("not instrumented: %+v", files)
	}
	blocks := cover.Blocks(files)
	want := []cover.Block{
		{File: path, StartLine: 3, StartCol: 19, EndLine: 4, EndCol: 11, Stmts: 1},
		{File: path, StartLine: 7, StartCol: 2, EndLine: 7, EndCol: 10, Stmts: 1},
		{File: path, StartLine: 4, StartCol: 11, EndLine: 6, EndCol: 3, Stmts: 1},
	}
	if len(blocks) != len(want) {
		t.Fatalf("blocks %+v, want %+v", blocks, want)
	}
	for i := range want {
		if blocks[i] != want[i] {
			t.Errorf("block %d: %+v, want %+v", i, blocks[i], want[i])
		}
	}
	p := cover.NewProfile(blocks)
	if n := p.Add([]int{0, 2, 2, 7}); n != 2 {
		t.Errorf("Add counted %d new blocks, want 2", n)
	}
	if hit, total := p.Statements(); hit != 2 || total != 3 {
		t.Errorf("statements %d of %d, want 2 of 3", hit, total)
	}
	if m, tot := p.Missed(path, 3, 8); m != 1 || tot != 3 {
		t.Errorf("missed %d of %d in F, want 1 of 3", m, tot)
	}
	var b strings.Builder
	b.WriteString(cover.Header)
	if err := p.WriteBlocks(&b, "example.com/a"); err != nil {
		t.Fatal(err)
	}
	wantProfile := "mode: set\nexample.com/a/a.go:3.19,4.11 1 1\nexample.com/a/a.go:4.11,6.3 1 1\nexample.com/a/a.go:7.2,7.10 1 0\n"
	if b.String() != wantProfile {
		t.Errorf("profile:\n%s\nwant:\n%s", b.String(), wantProfile)
	}
}
