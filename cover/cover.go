// Package cover measures the statements of the package under test that
// hogen's programs run: it instruments the package's files with the Go
// toolchain's own source rewriter (go tool cover, atomic counters one per
// basic block), keeps the blocks' positions, gathers which blocks the
// programs reached, and writes the result in the format of go test
// -coverprofile, for go tool cover -func and -html.
//
// hogen counts its own way rather than with go build -cover: the harness
// reads the counters after every program, in the process, and reports
// the blocks a program reached first; runtime/coverage offers them only
// as files in an undocumented format.
package cover

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
)

// Block is one basic block of the package's source, as go tool cover
// numbers them.
type Block struct {
	File                string // absolute path of the original file
	StartLine, StartCol int
	EndLine, EndCol     int
	Stmts               int
}

// File is one instrumented file: its source, the name of its counter
// variable, and its blocks in the order of the counters.
type File struct {
	Path   string
	Var    string
	Src    []byte
	Blocks []Block
}

// Instrument rewrites each of files (absolute paths of one package) with
// go tool cover -mode=atomic. The counters of file i are the exported
// variable GoCoverHogen<i>: Count holds one uint32 per block.
func Instrument(files []string) ([]File, error) {
	var out []File
	for i, path := range files {
		v := "GoCoverHogen" + strconv.Itoa(i)
		src, err := exec.Command("go", "tool", "cover", "-mode=atomic", "-var="+v, path).Output()
		if err != nil {
			if ee, ok := err.(*exec.ExitError); ok {
				return nil, fmt.Errorf("hogen: go tool cover %s: %s", path, ee.Stderr)
			}
			return nil, fmt.Errorf("hogen: go tool cover %s: %v", path, err)
		}
		blocks, err := blocksOf(path, v, src)
		if err != nil {
			return nil, err
		}
		out = append(out, File{Path: path, Var: v, Src: src, Blocks: blocks})
	}
	return out, nil
}

// blocksOf reads the positions go tool cover wrote into the initializer
// of the counter variable: Pos holds start line, end line and the two
// columns packed (end<<16 | start) per block, NumStmt the statements.
func blocksOf(path, v string, src []byte) ([]Block, error) {
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("hogen: reading the output of go tool cover for %s: %v", path, err)
	}
	var pos, stmts []int
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != v || len(vs.Values) != 1 {
			return true
		}
		lit, ok := vs.Values[0].(*ast.CompositeLit)
		if !ok {
			return false
		}
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			key, _ := kv.Key.(*ast.Ident)
			arr, ok := kv.Value.(*ast.CompositeLit)
			if key == nil || !ok {
				continue
			}
			var nums []int
			for _, x := range arr.Elts {
				if b, ok := x.(*ast.BasicLit); ok {
					n, err := strconv.ParseInt(b.Value, 0, 64)
					if err == nil {
						nums = append(nums, int(n))
					}
				}
			}
			switch key.Name {
			case "Pos":
				pos = nums
			case "NumStmt":
				stmts = nums
			}
		}
		return false
	})
	if len(pos) != 3*len(stmts) {
		return nil, fmt.Errorf("hogen: the output of go tool cover for %s has %d positions for %d blocks", path, len(pos), len(stmts))
	}
	blocks := make([]Block, len(stmts))
	for i := range blocks {
		cols := pos[3*i+2]
		blocks[i] = Block{File: path, StartLine: pos[3*i], EndLine: pos[3*i+1],
			StartCol: cols & 0xFFFF, EndCol: cols >> 16 & 0xFFFF, Stmts: stmts[i]}
	}
	return blocks, nil
}

// Blocks is every block of a package, numbered across its files in the
// order of Instrument: the harness reports block numbers.
func Blocks(files []File) []Block {
	var all []Block
	for _, f := range files {
		all = append(all, f.Blocks...)
	}
	return all
}

// Profile is which blocks of a package the programs reached.
type Profile struct {
	Blocks []Block
	Hit    []bool
	hits   int // statements reached
	total  int
}

// NewProfile returns an empty profile of blocks.
func NewProfile(blocks []Block) *Profile {
	p := &Profile{Blocks: blocks, Hit: make([]bool, len(blocks))}
	for _, b := range blocks {
		p.total += b.Stmts
	}
	return p
}

// Add marks the blocks ids as reached and returns how many of them were
// new.
func (p *Profile) Add(ids []int) int {
	if p == nil {
		return 0
	}
	n := 0
	for _, id := range ids {
		if id >= 0 && id < len(p.Hit) && !p.Hit[id] {
			p.Hit[id] = true
			p.hits += p.Blocks[id].Stmts
			n++
		}
	}
	return n
}

// Percent is the share of the package's statements reached, 0 to 100.
func (p *Profile) Percent() float64 {
	if p == nil || p.total == 0 {
		return 0
	}
	return 100 * float64(p.hits) / float64(p.total)
}

// Statements returns the statements reached and all of them.
func (p *Profile) Statements() (hit, total int) { return p.hits, p.total }

// Missed returns how many statements of blocks inside [from, to] of file
// (lines) were not reached, and how many there are.
func (p *Profile) Missed(file string, from, to int) (missed, total int) {
	for i, b := range p.Blocks {
		if b.File == file && b.StartLine >= from && b.EndLine <= to {
			total += b.Stmts
			if !p.Hit[i] {
				missed += b.Stmts
			}
		}
	}
	return missed, total
}

// Header is the first line of a profile in the format of go test
// -coverprofile that WriteBlocks writes the rest of.
const Header = "mode: set\n"

// WriteBlocks writes the blocks of the profile in the format of go test
// -coverprofile, after its Header: profiles of several packages follow
// one header. A file is named by the import path of its package, as go
// test names it, so that go tool cover finds the source.
func (p *Profile) WriteBlocks(w io.Writer, pkgPath string) error {
	bw := bufio.NewWriter(w)
	order := make([]int, len(p.Blocks))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := p.Blocks[order[i]], p.Blocks[order[j]]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.StartLine != b.StartLine {
			return a.StartLine < b.StartLine
		}
		return a.StartCol < b.StartCol
	})
	for _, i := range order {
		b := p.Blocks[i]
		hit := 0
		if p.Hit[i] {
			hit = 1
		}
		fmt.Fprintf(bw, "%s/%s:%d.%d,%d.%d %d %d\n", pkgPath, filepath.Base(b.File),
			b.StartLine, b.StartCol, b.EndLine, b.EndCol, b.Stmts, hit)
	}
	return bw.Flush()
}
