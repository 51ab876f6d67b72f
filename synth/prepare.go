package synth

import (
	"go/types"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

// Preparer is the method of op's receiver whose doc says it initializes
// or starts the receiver ("Init initializes the object pool", "Start
// begins watching"), and which the package's tests call: a value of the
// type is used after it, as users use it, and what fails before it is
// the caller's misuse. It is op's own name when op is that method, ""
// when the type has none.
func Preparer(env *typesys.Env, set *contracts.Set, op *typesys.Op) string {
	if op.Recv == nil || op.Func == nil || types.IsInterface(op.Recv) || env.Usage == nil {
		return ""
	}
	t := op.Recv
	if _, ok := t.(*types.Pointer); !ok {
		t = types.NewPointer(t)
	}
	ms := types.NewMethodSet(t)
	for i := 0; i < ms.Len(); i++ {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if ok && fn.Exported() && set.Prose(fn).Prepares != "" && env.Usage.Calls[fn.Name()] > 0 {
			return fn.Name()
		}
	}
	return ""
}
