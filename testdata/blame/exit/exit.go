// Package exit ends the process on input it rejects, as some libraries
// do: the code under test prints why and stops the process on purpose,
// with a status of its own and no panic, as a deliberate panic rejects a
// misuse. Every such end hogen met in real packages (a web router's
// route without a handler, a server's Run that cannot listen, a document
// node of the wrong kind) was by design. Its doc says nothing of it. No
// finding is wanted. Its pair is exitbug.
package exit

import (
	"log"
	"os"
)

// Check returns code.
func Check(code int) int {
	if code > 2 {
		log.Printf("exit: code %d rejected", code)
		os.Exit(code)
	}
	return code
}
