// Package readall is correct: it trusts io.Reader's documented bound
// 0 <= n <= len(p). A synthesized Reader that returns more breaks the
// contract hogen ships for io.Reader, which is the generator's fault.
package readall

import "io"

// Count reads r to its end, at most 100 reads, and returns the bytes read.
func Count(r io.Reader) (int, error) {
	buf := make([]byte, 8)
	total := 0
	for i := 0; i < 100; i++ {
		n, err := r.Read(buf)
		total += len(buf[:n]) // would panic if n > len(buf)
		if err == io.EOF {
			return total, nil
		}
		if err != nil {
			return total, err
		}
	}
	return total, nil
}
