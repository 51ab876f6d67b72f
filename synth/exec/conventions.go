package exec

import (
	"fmt"
	"go/constant"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

// lengthNames are the methods by which Go types tell how many elements
// they hold or can hold: an index at or past it is out of range.
var lengthNames = []string{"Len", "Length", "Size", "Count", "Cap", "Capacity"}

// reportsErr reports whether one of sig's results is an error.
func reportsErr(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if typesys.IsError(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

// configures reports whether op is a method that sets its receiver up
// and says only whether it could: its one result an error, its name a
// setter's, an initializer's or a loader's (SetSchemaHandlerFromJSON,
// Init, LoadConfig, ParseFile). A receiver whose setup failed holds what
// failed, as a result that came with an error does (Go code returns the
// error, if err := w.SetSchema(s); err != nil { return err }); one whose
// setup then succeeds is whole again.
func configures(op *typesys.Op) bool {
	if op.Recv == nil || op.Func == nil || op.Field != nil {
		return false
	}
	res := op.Sig.Results()
	return res.Len() == 1 && typesys.IsError(res.At(0).Type()) && configRE.MatchString(op.Func.Name())
}

// returnsOwn reports whether a result of the method op is of its
// receiver's type, or a pointer to it: a builder's step (Root, With),
// or an Init that returns what it readied.
func returnsOwn(op *typesys.Op) bool {
	if op.Recv == nil || op.Field != nil {
		return false
	}
	own := op.Recv
	if p, ok := own.(*types.Pointer); ok {
		own = p.Elem()
	}
	for i := 0; i < op.Sig.Results().Len(); i++ {
		r := op.Sig.Results().At(i).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		if types.Identical(r, own) {
			return true
		}
	}
	return false
}

// configRE matches the names of methods that set their receiver up.
var configRE = regexp.MustCompile(`^(Set|Setup|Init|Initiali[sz]e|Load|Parse|Configure)([A-Z0-9_]|$)`)

// levelRE matches the names Go gives to a level of a structure of
// levels (a skip list's, a tree's) or the bound of one: maxL, level.
var levelRE = regexp.MustCompile(`(?i)^(max)?(lvl|lvls|level|levels|depth|height|rank)$|^maxl$`)

// boundConsts are the values of the package's exported integer
// constants that are also the length of an array its types are made of
// (const L = 22 for a field [L]*Node): the bounds it publishes.
func boundConsts(p *types.Package) []int64 {
	lengths := map[int64]bool{}
	for _, name := range p.Scope().Names() {
		tn, ok := p.Scope().Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		arrayLengths(tn.Type().Underlying(), lengths, 2)
	}
	var out []int64
	for _, name := range p.Scope().Names() {
		c, ok := p.Scope().Lookup(name).(*types.Const)
		if !ok || !c.Exported() || c.Val().Kind() != constant.Int {
			continue
		}
		if v, exact := constant.Int64Val(c.Val()); exact && v > 1 && lengths[v] && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// arrayLengths adds to lengths those of the arrays t is, or its fields
// are, depth levels deep.
func arrayLengths(t types.Type, lengths map[int64]bool, depth int) {
	switch u := t.(type) {
	case *types.Array:
		lengths[u.Len()] = true
	case *types.Struct:
		if depth > 0 {
			for i := 0; i < u.NumFields(); i++ {
				arrayLengths(u.Field(i).Type().Underlying(), lengths, depth-1)
			}
		}
	}
}

// indexRE matches the names Go gives to an index or a position.
var indexRE = regexp.MustCompile(`(?i)^(i|j|k|idx|index|pos|position|at|off|offset|start|end|from|to|begin|lo|hi|low|high|left|right)$|(index|idx|pos|offset)$`)

// endRE matches the names Go gives to the end of a range, which may be
// the length itself; insertRE the operations whose positions may be the
// length (an insertion at the end, a split or slice there).
var (
	endRE    = regexp.MustCompile(`(?i)^(end|to|hi|high|right|stop|limit)$`)
	insertRE = regexp.MustCompile(`^(Insert|Add|Append|Prepend|Put|Push|Split|Slice|Sub|Truncate|Resize|Grow|Cut)`)
)

// lengthOf returns, for an op which takes integer parameters named like
// indexes, the mask of those parameters and, where its receiver has
// length methods (Len, Size, Capacity: pure, or an interface's), a Go
// expression of the receiver r's length: the greatest of its lengths. An op whose doc says
// what an index out of range does, or that reports it (a last result of
// type bool or error), takes any index, and gets no mask.
// ends is the mask of those parameters that may equal the length.
func (u *universe) lengthOf(op *typesys.Op, im *imports) (mask, ends uint64, expr string) {
	if mask, expr := vertices(op, im); mask != 0 && (op.Func == nil || u.set.Prose(op.Func).Ranges == "") {
		return mask, 0, expr
	}
	if op.Recv == nil && op.Func != nil && op.Sig.Params().Len() > 1 && sortable(op.Sig.Params().At(0).Type()) && u.set.Prose(op.Func).Ranges == "" {
		mask, expr := heapIndexes(op, im)
		return mask, 0, expr
	}
	if op.Recv == nil && op.Func != nil && u.set.Prose(op.Func).Ranges == "" && !reports(op) {
		if mask, expr := lineIndexes(op, im); mask != 0 {
			return mask, mask, expr
		}
	}
	if op.Recv == nil || op.Field != nil || u.set.Prose(op.Func).Ranges != "" {
		return 0, 0, ""
	}
	// sort.Interface's Less and Swap take indexes in [0, Len()) by its
	// doc, heap.Interface's too, whatever they return.
	sorts := (op.Func.Name() == "Less" || op.Func.Name() == "Swap") && sortable(op.Recv)
	if !sorts && reports(op) {
		return 0, 0, ""
	}
	counts := u.countsOf(op, im)
	if len(counts) > 0 {
		mask |= 1 // Edge(e) below NumEdges(), as reflect's Field(i) below NumField()
	}
	for j := 0; j < op.Sig.Params().Len() && j < 64; j++ {
		p := op.Sig.Params().At(j)
		if op.Sig.Variadic() && j == op.Sig.Params().Len()-1 {
			break
		}
		name := p.Name()
		if u.env.Effects != nil && op.Func != nil {
			name = u.env.Effects.ParamName(op.Func, j) // CharAt(int), whose implementations say CharAt(idx int)
		}
		if isInteger(p.Type()) && (indexRE.MatchString(name) || namesElement(op.Recv, name)) {
			mask |= 1 << j
			if endRE.MatchString(name) || insertRE.MatchString(op.Func.Name()) {
				ends |= 1 << j
			}
		}
	}
	if mask == 0 {
		return 0, 0, ""
	}
	var lens []string
	for _, o := range u.env.Ops {
		// A length named so in an interface is a measure, even where an
		// implementation computes it lazily and keeps it (a string's
		// Length that counts its runes once). A concrete type's length
		// that changes it is not asked: the harness asks before each
		// call, and would change what the call sees.
		if o == op || o.Recv == nil || !sameBase(o.Recv, op.Recv) || o.SideEffecting && !types.IsInterface(o.Recv) || o.Field != nil ||
			o.Sig.Params().Len() != 0 || o.Sig.Results().Len() != 1 || !isInteger(o.Sig.Results().At(0).Type()) || !hasMethod(op.Recv, o) {
			continue
		}
		for _, n := range lengthNames {
			if o.Func.Name() == n {
				lens = append(lens, fmt.Sprintf("int64(conv[%s](r).%s())", im.typ(op.Recv), n))
			}
		}
	}
	if len(counts) > 0 {
		lens = counts // the count that names what the index picks
	}
	if l := sliceLen(op.Recv, im); l != "" {
		lens = []string{l} // body.Set(x, pos) of a type Body []*Expr
	}
	if len(lens) == 0 {
		// No length to measure by: the mask still tells the harness which
		// arguments are indexes, for the runtime's own word on them.
		return mask, ends, ""
	}
	return mask, ends, "maxLen(" + strings.Join(lens, ", ") + ")"
}

// countsOf returns the expressions of the counts that op's first
// parameter, an integer, indexes, by the convention of reflect and
// go/types: a method X(i int) of a type with a method NumXs() int takes i
// in [0, NumXs()) (Field and NumField, Method and NumMethod, Edge and
// NumEdges, Vertex and NumVertices); so do GetX, SetX, RemoveX and
// their likes whose parameter is named as an index, and the count may be
// XCount() or GetXCount(), or the length of the slice Xs() returns
// (SetItem(index) below len(Items())).
func (u *universe) countsOf(op *typesys.Op, im *imports) []string {
	params := op.Sig.Params()
	if params.Len() == 0 || !isInteger(params.At(0).Type()) || op.Sig.Variadic() && params.Len() == 1 {
		return nil
	}
	item := itemOf(op.Func.Name())
	if name := params.At(0).Name(); item != op.Func.Name() && !indexRE.MatchString(name) {
		return nil // SetWidth(w) of a type with Widths(): a verb's index is named as one
	}
	var counts, lens []string
	for _, o := range u.env.Ops {
		if o == op || o.Recv == nil || !sameBase(o.Recv, op.Recv) || o.SideEffecting && !types.IsInterface(o.Recv) || o.Field != nil ||
			o.Sig.Params().Len() != 0 || o.Sig.Results().Len() != 1 || !hasMethod(op.Recv, o) {
			continue
		}
		r := o.Sig.Results().At(0).Type()
		_, slice := r.Underlying().(*types.Slice)
		switch {
		case isInteger(r) && countsItems(o.Func.Name(), item):
			counts = append(counts, fmt.Sprintf("int64(conv[%s](r).%s())", im.typ(op.Recv), o.Func.Name()))
		case slice && slices.Contains(plurals(item), o.Func.Name()):
			lens = append(lens, fmt.Sprintf("int64(len(conv[%s](r).%s()))", im.typ(op.Recv), o.Func.Name()))
		}
	}
	if len(counts) > 0 {
		// A count says what it counts; a slice's length may count
		// something else (a multi-polygon's Coords() are its polygons').
		return counts
	}
	return lens
}

// namesElement reports whether a parameter named name picks one of the
// elements its receiver, of type t, is named for: bucket of Buckets, row
// of Rows, entry of Entries; Set(bucket uint, v) takes bucket below the
// Buckets' Count(), as an index.
func namesElement(t types.Type, name string) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || name == "" {
		return false
	}
	if elem := elemOf(n.Underlying()); elem != nil && isInteger(elem) {
		return false // Rank(score int) of Scores []int: a value, not a position
	}
	item := strings.ToUpper(name[:1]) + name[1:]
	return n.Obj().Name() != item && slices.Contains(plurals(item), n.Obj().Name())
}

// heapIndexes is lengthOf for container/heap's Fix(h, i) and Remove(h,
// i), and their likes: the mask of the indexes into the heap h, below
// h.Len(), and that length's expression.
func heapIndexes(op *typesys.Op, im *imports) (uint64, string) {
	var mask uint64
	for j := 1; j < op.Sig.Params().Len() && j < 64; j++ {
		if p := op.Sig.Params().At(j); isInteger(p.Type()) && indexRE.MatchString(p.Name()) {
			mask |= 1 << j
		}
	}
	if mask == 0 {
		return 0, ""
	}
	return mask, fmt.Sprintf("int64(conv[%s](r).Len())", im.typ(op.Sig.Params().At(0).Type()))
}

// reports reports whether op's last result, a bool or an error, can
// tell an index out of range.
func reports(op *typesys.Op) bool {
	res := op.Sig.Results()
	if res.Len() == 0 {
		return false
	}
	last := res.At(res.Len() - 1).Type()
	return typesys.IsError(last) || types.Identical(last.Underlying(), types.Typ[types.Bool])
}

// spanRE matches the names Go gives to a count of elements from a
// position: RemoveLength(i, len), Copy(off, n).
var spanRE = regexp.MustCompile(`(?i)^(n|len|length|count|cnt|num)$`)

// spanParams is the mask of sig's integer parameters that count the
// elements of a range from the index parameter just before them
// (indexes): i+n is the range's end, at most the length, as s[i:i+n]'s
// is.
func spanParams(sig *types.Signature, indexes uint64) uint64 {
	var mask uint64
	for j := 1; j < sig.Params().Len() && j < 64; j++ {
		if p := sig.Params().At(j); indexes&(1<<(j-1)) != 0 && isInteger(p.Type()) && spanRE.MatchString(p.Name()) {
			mask |= 1 << j
		}
	}
	return mask
}

// posRE matches the names Go gives to a position in a slice or string
// (not left, right, from or to, which pad or convert by as often).
var posRE = regexp.MustCompile(`(?i)^(i|j|idx|index|pos|position|off|offset|start|end|begin|lo|hi|cursor|col)$`)

// lineIndexes returns, for a function whose first parameter is a slice
// or a string, the mask of its later integer parameters named as
// indexes, and the expression of that first argument's length: as
// slices.Insert(s, i, v) takes i in [0, len(s)], SplitAt(line, pos)
// takes a position in the line, up to its end.
func lineIndexes(op *typesys.Op, im *imports) (uint64, string) {
	params := op.Sig.Params()
	if params.Len() < 2 {
		return 0, ""
	}
	first := params.At(0).Type()
	switch u := first.Underlying().(type) {
	case *types.Slice:
	case *types.Basic:
		if u.Info()&types.IsString == 0 {
			return 0, ""
		}
	default:
		return 0, ""
	}
	var mask uint64
	for j := 1; j < params.Len() && j < 64; j++ {
		if op.Sig.Variadic() && j == params.Len()-1 {
			break
		}
		if p := params.At(j); isInteger(p.Type()) && posRE.MatchString(p.Name()) {
			mask |= 1 << j
		}
	}
	if mask == 0 {
		return 0, ""
	}
	return mask, fmt.Sprintf("int64(len(conv[%s](r)))", im.typ(first))
}

// vertexRE matches the names Go gives to a vertex of a graph.
var vertexRE = regexp.MustCompile(`^(u|v|w|s|t|from|to|src|dst|source|target|sink|vertex|node)$`)

// vertices returns the mask of op's integer parameters that name
// vertices of a graph, and the expression of its order: a graph's
// Order() is the number of its vertices, "labeled from 0 to n-1", and
// Degree(v), AddCost(v, w, c) and ShortestPath(g, v, w) take vertices
// below it, whatever they return. The graph is op's receiver, or a
// function's first parameter.
func vertices(op *typesys.Op, im *imports) (uint64, string) {
	g, first := op.Recv, 0
	if g == nil {
		if op.Sig.Params().Len() < 2 {
			return 0, ""
		}
		g, first = op.Sig.Params().At(0).Type(), 1
	}
	if !hasOrder(g) {
		return 0, ""
	}
	var mask uint64
	for j := first; j < op.Sig.Params().Len() && j < 64; j++ {
		if p := op.Sig.Params().At(j); isInteger(p.Type()) && vertexRE.MatchString(p.Name()) {
			mask |= 1 << j
		}
	}
	if mask == 0 {
		return 0, ""
	}
	return mask, fmt.Sprintf("int64(conv[%s](r).Order())", im.typ(g))
}

// hasOrder reports whether t is a graph: it has a method Order() int,
// callable on a t, and a method of a graph's vocabulary (Visit, Edge,
// Degree, Neighbors), which a B-tree's Order, its branching factor, does
// not come with.
func hasOrder(t types.Type) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, false, nil, "Order")
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isInteger(sig.Results().At(0).Type()) {
		return false
	}
	for _, name := range []string{"Visit", "Edge", "Edges", "Degree", "Neighbors", "Successors", "AddEdge", "Adjacent"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name); obj != nil {
			return true
		}
	}
	return false
}

// elemOf is the element type of a slice, array or map type, or nil.
func elemOf(t types.Type) types.Type {
	switch t := t.(type) {
	case *types.Slice:
		return t.Elem()
	case *types.Array:
		return t.Elem()
	case *types.Map:
		return t.Elem()
	}
	return nil
}

// sameBase reports whether a and b are one type, or a pointer to the
// other: a value method of T is a method of *T too.
func sameBase(a, b types.Type) bool {
	if p, ok := a.(*types.Pointer); ok {
		a = p.Elem()
	}
	if p, ok := b.(*types.Pointer); ok {
		b = p.Elem()
	}
	return types.Identical(a, b)
}

// hasMethod reports whether a value of type recv has o's method: a
// pointer method of T is not T's, and the measures ask it of a value
// conv returns, which is not addressable.
func hasMethod(recv types.Type, o *typesys.Op) bool {
	return types.NewMethodSet(recv).Lookup(o.Func.Pkg(), o.Func.Name()) != nil
}

// takenLength returns, for a method that takes an element from its
// receiver with no way to say there is none (typesys.TakesElement: Pop,
// Peek, Front, Max) and whose docs (universe.proseOf) say nothing of an
// empty receiver nor that it panics, the expression
// of its receiver r's length by a pure measure of its type (Len, Size,
// Count, or Empty and IsEmpty), or for a slice type its len; or "". By
// Go's convention (slices.Max
// "panics if x is empty", container/heap's Pop, s[0]) the caller asks
// the length first.
func (u *universe) takenLength(op *typesys.Op, docs []contracts.Prose, im *imports) string {
	if op.Field != nil || !typesys.TakesElement(op) {
		return ""
	}
	for _, p := range docs {
		if p.Empty != "" || p.Panics != "" {
			return ""
		}
	}
	var lens []string
	for _, o := range u.env.Ops {
		if o == op || o.Recv == nil || o.Func == nil || o.Field != nil || !sameBase(o.Recv, op.Recv) || o.SideEffecting && !types.IsInterface(o.Recv) ||
			o.Sig.Params().Len() != 0 || o.Sig.Results().Len() != 1 || !hasMethod(op.Recv, o) {
			continue
		}
		r := o.Sig.Results().At(0).Type()
		switch name := o.Func.Name(); {
		case isInteger(r) && slices.Contains([]string{"Len", "Length", "Size", "Count"}, name):
			lens = append(lens, fmt.Sprintf("int64(conv[%s](r).%s())", im.typ(op.Recv), name))
		case isBool(r) && (name == "Empty" || name == "IsEmpty"):
			lens = append(lens, fmt.Sprintf("emptyLen(conv[%s](r).%s())", im.typ(op.Recv), name))
		}
	}
	if len(lens) == 0 {
		return sliceLen(op.Recv, im) // a stack that is a slice (type CallStack []Frame): its len
	}
	return "maxLen(" + strings.Join(lens, ", ") + ")"
}

// sliceLen is the expression of the length of a receiver of type t whose
// type is a slice (type Body []*Expr) or a pointer to one, or "".
func sliceLen(t types.Type, im *imports) string {
	if p, ok := t.(*types.Pointer); ok {
		if _, ok := p.Elem().Underlying().(*types.Slice); ok {
			return fmt.Sprintf("int64(len(*conv[%s](r)))", im.typ(t))
		}
		return ""
	}
	if _, ok := t.Underlying().(*types.Slice); ok {
		return fmt.Sprintf("int64(len(conv[%s](r)))", im.typ(t))
	}
	return ""
}

// itemVerbs are the verbs of the methods that act on the item at an
// index: SetItem(i, x), RemoveButton(i).
var itemVerbs = []string{"Get", "Set", "Remove", "Delete", "Replace", "Update"}

// itemOf is what a method named name picks by index: Item of SetItem,
// Edge of Edge.
func itemOf(name string) string {
	for _, v := range itemVerbs {
		if rest, ok := strings.CutPrefix(name, v); ok && rest != "" && rest[0] >= 'A' && rest[0] <= 'Z' {
			return rest
		}
	}
	return name
}

// countsItems reports whether a method named count counts what a method
// picks by index, item: NumField for Field, NumEdges for Edge,
// NumVertices for Vertex, ButtonCount and GetButtonCount for Button.
func countsItems(count, item string) bool {
	if item == "" {
		return false
	}
	if what, ok := strings.CutPrefix(count, "Num"); ok {
		return slices.Contains(plurals(item), what)
	}
	return count == item+"Count" || count == "Get"+item+"Count"
}

// plurals are the English plurals a Go name may give item, itself
// included (NumField).
func plurals(item string) []string {
	ps := []string{item, item + "s", item + "es"}
	if stem, ok := strings.CutSuffix(item, "ex"); ok {
		ps = append(ps, stem+"ices")
	}
	if stem, ok := strings.CutSuffix(item, "y"); ok {
		ps = append(ps, stem+"ies")
	}
	return ps
}

// sortable reports whether t has sort.Interface's methods: Len() int,
// Less(i, j int) bool and Swap(i, j int).
func sortable(t types.Type) bool {
	ms := types.NewMethodSet(t)
	if _, ok := t.(*types.Pointer); !ok && !types.IsInterface(t) {
		ms = types.NewMethodSet(types.NewPointer(t)) // a value's methods and its address's
	}
	for name, arity := range map[string]int{"Len": 0, "Less": 2, "Swap": 2} {
		sel := ms.Lookup(nil, name)
		if sel == nil {
			return false
		}
		if sig := sel.Type().(*types.Signature); sig.Params().Len() != arity {
			return false
		}
	}
	return true
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// releases is the method of op's result that must be called: by op's
// doc, or by the doc of another operation that returns the same type (a
// tree's Iter says "The Release method must be called", its IterMut,
// which returns the same Iter, says nothing).
func (u *universe) releases(op *typesys.Op) string {
	if r := u.set.Prose(op.Func).Releases; r != "" || op.Sig.Results().Len() == 0 {
		return r
	}
	t := op.Sig.Results().At(0).Type()
	for _, other := range u.env.Ops {
		if other.Func != nil && other.Sig.Results().Len() > 0 && types.Identical(other.Sig.Results().At(0).Type(), t) {
			if r := u.set.Prose(other.Func).Releases; r != "" {
				return r
			}
		}
	}
	return ""
}

// pooled reports whether op is a function that hands out a value from a
// sync.Pool whose type has a Reset method: the value is to be reset
// before its other methods run, as the package's own code does.
func (u *universe) pooled(op *typesys.Op) bool {
	if op.Recv != nil || op.Field != nil || op.Sig.Results().Len() == 0 || u.env.Effects == nil || !u.env.Effects.FromPool(op.Func) {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(op.Sig.Results().At(0).Type(), true, nil, "Reset")
	_, ok := obj.(*types.Func)
	return ok
}

// isBool reports whether t is a boolean type.
func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}
