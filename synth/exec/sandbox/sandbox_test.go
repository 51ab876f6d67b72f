package sandbox

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConfined runs a shell in the sandbox: it may write in the scratch
// directory, and under Landlock nowhere else (a directory of the test's
// standing in for the user's module).
func TestConfined(t *testing.T) {
	sb, err := New(Policy{})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	victim := t.TempDir()
	script := `echo in > inside.txt; echo home > "$HOME/h.txt"; echo tmp > "$TMPDIR/t.txt"; pwd; echo out > "$1/outside.txt"; echo "exit $?"`
	cmd, err := sb.Command(context.Background(), "sh", "-c", script, "sh", victim)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	for _, f := range []string{"inside.txt", "home/h.txt", "tmp/t.txt"} {
		if _, err := os.Stat(filepath.Join(sb.Dir, f)); err != nil {
			t.Errorf("the command could not write %s in its scratch directory: %v\n%s", f, err, out.String())
		}
	}
	if !strings.Contains(out.String(), sb.Dir) {
		t.Errorf("working directory is not the scratch directory:\n%s", out.String())
	}
	_, err = os.Stat(filepath.Join(victim, "outside.txt"))
	if Available() == 0 {
		t.Skipf("no Landlock on this kernel: outside writes are not blocked")
	}
	if err == nil {
		t.Errorf("a confined command wrote outside its scratch directory:\n%s", out.String())
	}
}

// TestClose checks that Close removes the scratch directory, read-only
// directories the command left included.
func TestClose(t *testing.T) {
	sb, err := New(Policy{})
	if err != nil {
		t.Fatal(err)
	}
	ro := filepath.Join(sb.Dir, "tmp", "ro")
	os.MkdirAll(filepath.Join(ro, "x"), 0o755)
	os.Chmod(ro, 0o500)
	if err := sb.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(sb.Dir); !os.IsNotExist(err) {
		t.Errorf("scratch directory left behind: %v", err)
	}
}
