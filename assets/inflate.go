package assets

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
)

// inflate decompresses a PNG's zlib stream, which must hold exactly size
// bytes; zlib checks the stream's Adler-32 checksum when it reaches the end.
func inflate(stream []byte, size int) ([]byte, error) {
	r, err := zlib.NewReader(bytes.NewReader(stream))
	if err != nil {
		return nil, fmt.Errorf("zlib: %w", err)
	}
	defer r.Close()
	out := make([]byte, size)
	if n, err := io.ReadFull(r, out); err != nil {
		return nil, fmt.Errorf("zlib stream holds %d bytes of pixel data, the image needs %d: %w", n, size, err)
	}
	var extra [1]byte
	if n, err := r.Read(extra[:]); n != 0 || !errors.Is(err, io.EOF) {
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("zlib: %w", err)
		}
		return nil, errors.New("zlib stream holds more data than the image holds")
	}
	return out, nil
}
