package contracts

import (
	"go/ast"
	"go/token"
	"strings"
)

// rawClause is a clause found in a comment, before parsing.
type rawClause struct {
	keyword  string
	kwPos    token.Pos
	spelling Spelling
	text     string    // the expression, continuation lines joined by " "
	segs     []segment // where each piece of text stands in the file
}

// segment says that text[off:] begins at pos in the file, up to the next
// segment.
type segment struct {
	off int
	pos token.Pos
}

// filePos maps an offset of the clause's text to a position in the file.
func (r *rawClause) filePos(off int) token.Pos {
	seg := r.segs[0]
	for _, s := range r.segs[1:] {
		if s.off > off {
			break
		}
		seg = s
	}
	return seg.pos + token.Pos(off-seg.off)
}

// line is one line of comment text and where it starts in the file.
type line struct {
	text string
	pos  token.Pos
}

// commentLines splits a comment into lines: a // comment is one line, a
// /* */ comment one per source line, without a leading " * ".
func commentLines(c *ast.Comment) []line {
	if strings.HasPrefix(c.Text, "//") {
		return []line{{c.Text[2:], c.Slash + 2}}
	}
	body := strings.TrimSuffix(c.Text[2:], "*/")
	var out []line
	off := 2
	for _, l := range strings.Split(body, "\n") {
		pos := c.Slash + token.Pos(off)
		off += len(l) + 1
		trimmed := strings.TrimLeft(l, " \t")
		if rest, ok := strings.CutPrefix(trimmed, "*"); ok && !strings.HasPrefix(rest, "/") {
			pos += token.Pos(len(l) - len(rest))
			l = rest
		}
		out = append(out, line{l, pos})
	}
	return out
}

// scanComments finds the clauses in a comment group, in all three
// spellings, and the near misses: headers like "Contracts:" that hogen
// would otherwise pass over in silence.
func scanComments(cg *ast.CommentGroup) (clauses []*rawClause, misses []line) {
	if cg == nil {
		return nil, nil
	}
	inBlock := false // after a "Contract:" line
	itemIndent := -1 // indentation of the block's current item
	var last *rawClause
	for _, c := range cg.List {
		if !strings.HasPrefix(c.Text, "//") {
			inBlock, last = false, nil
		}
		for _, ln := range commentLines(c) {
			body, bodyPos := ln.text, ln.pos
			if rest, ok := strings.CutPrefix(body, "hogen:"); ok {
				if r := splitClause(rest, bodyPos+token.Pos(len("hogen:")), Directive); r != nil {
					clauses = append(clauses, r)
				}
				inBlock, last = false, nil
				continue
			}
			trimmed := strings.TrimLeft(body, " \t")
			indent := len(body) - len(trimmed)
			if rest, ok := strings.CutPrefix(trimmed, "@"); ok && startsWord(rest) {
				if r := splitClause(rest, bodyPos+token.Pos(indent+1), At); r != nil {
					clauses = append(clauses, r)
				}
				inBlock, last = false, nil
				continue
			}
			if inBlock {
				switch n := listItem(trimmed); {
				case trimmed == "":
					if last != nil { // the blank line after the list ends it
						inBlock, last = false, nil
					}
					continue
				case n > 0:
					r := splitClause(trimmed[n:], bodyPos+token.Pos(indent+n), Block)
					if r != nil {
						clauses = append(clauses, r)
					}
					last, itemIndent = r, indent
					continue
				case last != nil && indent > itemIndent:
					// A continuation line of the item.
					text := strings.TrimRight(trimmed, " \t")
					last.segs = append(last.segs, segment{off: len(last.text) + 1, pos: bodyPos + token.Pos(indent)})
					last.text += " " + text
					continue
				}
				inBlock, last = false, nil
			}
			head, rest, _ := strings.Cut(strings.TrimSpace(trimmed), ":")
			switch {
			case head == "Contract" && strings.TrimSpace(rest) == "":
				inBlock, last, itemIndent = true, nil, -1
			case head == "Contract":
				// "Contract: requires x" on one line.
				off := strings.Index(trimmed, ":") + 1
				if r := splitClause(trimmed[off:], bodyPos+token.Pos(indent+off), Block); r != nil {
					clauses = append(clauses, r)
				}
			case strings.EqualFold(head, "contract") || strings.EqualFold(head, "contracts"):
				misses = append(misses, line{head + ":", bodyPos + token.Pos(indent)})
			}
		}
	}
	return clauses, misses
}

// listItem returns the length of the list marker that starts s ("- ",
// "* ", "+ ", "1. ", "2) "), or 0.
func listItem(s string) int {
	if len(s) >= 2 && (s[0] == '-' || s[0] == '*' || s[0] == '+') && (s[1] == ' ' || s[1] == '\t') {
		return 2
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(s) && (s[i] == '.' || s[i] == ')') && (s[i+1] == ' ' || s[i+1] == '\t') {
		return i + 2
	}
	return 0
}

// startsWord reports whether s begins with optional blanks and a letter, as
// "@ requires" does and "@param" or "@{" of other tools' markers may not.
func startsWord(s string) bool {
	s = strings.TrimLeft(s, " \t")
	return s != "" && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z')
}

// splitClause splits "keyword expr" that begins at pos.
func splitClause(s string, pos token.Pos, sp Spelling) *rawClause {
	lead := len(s) - len(strings.TrimLeft(s, " \t"))
	s = s[lead:]
	pos += token.Pos(lead)
	if s == "" {
		return nil
	}
	end := strings.IndexAny(s, " \t")
	if end < 0 {
		end = len(s)
	}
	kw := s[:end]
	rest := s[end:]
	restLead := len(rest) - len(strings.TrimLeft(rest, " \t"))
	exprPos := pos + token.Pos(end+restLead)
	text := strings.TrimRight(rest[restLead:], " \t")
	if strings.HasPrefix(text, "//") {
		text = "" // only a remark follows the keyword
	}
	return &rawClause{
		keyword:  kw,
		kwPos:    pos,
		spelling: sp,
		text:     text,
		segs:     []segment{{off: 0, pos: exprPos}},
	}
}

// keyword resolves a written keyword.
func keyword(s string) (Keyword, bool) {
	switch s {
	case "requires":
		return Requires, true
	case "ensures":
		return Ensures, true
	case "invariant":
		return Invariant, true
	}
	return 0, false
}

// suggest returns the keyword that s is likely a misspelling of, or "".
func suggest(s string) string {
	best, bestD := "", 3
	for _, k := range []string{"requires", "ensures", "invariant"} {
		if d := editDistance(strings.ToLower(s), k); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance of a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
