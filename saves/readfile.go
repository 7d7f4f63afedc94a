package saves

import (
	"io"
	"os"
)

// ReadFile reads the save file at path, refusing one larger than a save may
// be (MaxFileSize) without reading it whole: a regular file by its size, any
// other (a pipe, /dev/zero) after at most MaxFileSize+1 bytes. The refusal
// is a *LoadError with ReasonTooLarge, as Decode gives; a file that cannot be
// opened or read returns the system's error, which wraps fs.ErrNotExist for a
// missing file. The desktop store, the app's -load and herosim replay all
// read saves through it.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() && info.Size() > MaxFileSize {
		return nil, refuse(path, "%s: %d bytes (a save is at most %d MiB)", ReasonTooLarge, info.Size(), MaxFileSize>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, refuse(path, "%s: more than %d bytes (a save is at most %d MiB)", ReasonTooLarge, MaxFileSize, MaxFileSize>>20)
	}
	return data, nil
}
