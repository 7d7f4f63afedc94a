package saves

import (
	"errors"
	"fmt"

	"github.com/tinylib/msgp/msgp"
)

// Limits on what a save may hold. A real save is a few kilobytes; the limits
// keep a damaged or hostile file from making the loader allocate much before
// it is refused. The msgp tags on Envelope repeat MaxActions and MaxSnapshot.
const (
	MaxFileSize = 8 << 20 // bytes in a save file
	MaxActions  = 100_000 // actions in the log
	MaxSnapshot = 1 << 20 // bytes of the game state's own encoding
	maxString   = 1 << 10 // bytes of any string: names, ids, option values
	maxMapLen   = 64      // entries in any map
	maxArrayLen = MaxActions
	maxDepth    = 8 // nesting of maps and arrays (a save needs 4)
)

// limitError is a header that claims more than a save may hold.
type limitError struct{ what string }

func (e *limitError) Error() string { return e.what }

// errShort is a header that claims more than the bytes that follow it.
var errShort = errors.New("a length runs past the end of the data")

// checkLimits walks the msgp value at the start of b without decoding it and
// returns the bytes after it. It refuses any map, array, string or binary
// header that claims more than the bytes left or more than the limits allow,
// and nesting deeper than maxDepth, so that the generated decoder that runs
// next never allocates on the word of a damaged header. It allocates nothing.
func checkLimits(b []byte) ([]byte, error) {
	var left [maxDepth + 1]uint64 // values still to read at each level
	depth := 0
	left[0] = 1
	for {
		for left[depth] == 0 {
			if depth == 0 {
				return b, nil
			}
			depth--
		}
		left[depth]--
		var (
			n   uint32 // elements of a map (pairs) or array
			per uint64 // values per element
			err error
		)
		switch msgp.NextType(b) {
		case msgp.MapType:
			n, b, err = msgp.ReadMapHeaderBytes(b)
			per = 2
			if err == nil && n > maxMapLen {
				return nil, &limitError{fmt.Sprintf("a map of %d entries (at most %d)", n, maxMapLen)}
			}
		case msgp.ArrayType:
			n, b, err = msgp.ReadArrayHeaderBytes(b)
			per = 1
			if err == nil && n > maxArrayLen {
				return nil, &limitError{fmt.Sprintf("a list of %d items (at most %d)", n, maxArrayLen)}
			}
		case msgp.StrType:
			var v []byte
			v, b, err = msgp.ReadStringZC(b)
			if err != nil {
				return nil, shortOr(err)
			}
			if len(v) > maxString {
				return nil, &limitError{fmt.Sprintf("a text of %d bytes (at most %d)", len(v), maxString)}
			}
			continue
		case msgp.BinType:
			var v []byte
			v, b, err = msgp.ReadBytesZC(b)
			if err != nil {
				return nil, shortOr(err)
			}
			if len(v) > MaxSnapshot {
				return nil, &limitError{fmt.Sprintf("a block of %d bytes (at most %d)", len(v), MaxSnapshot)}
			}
			continue
		case msgp.InvalidType:
			if len(b) == 0 {
				return nil, errShort
			}
			return nil, fmt.Errorf("byte 0x%02x starts no value", b[0])
		default: // numbers, booleans, nil, times, extensions: fixed or checked sizes
			b, err = msgp.Skip(b)
			if err != nil {
				return nil, shortOr(err)
			}
			continue
		}
		if err != nil {
			return nil, shortOr(err)
		}
		// Every value takes at least one byte, so a count larger than the
		// bytes left is a lie; refusing it bounds what decoding allocates.
		if uint64(n)*per > uint64(len(b)) {
			return nil, errShort
		}
		if n == 0 {
			continue
		}
		if depth == maxDepth {
			return nil, &limitError{fmt.Sprintf("values nested more than %d deep", maxDepth)}
		}
		depth++
		left[depth] = uint64(n) * per
	}
}

// shortOr gives msgp's short-data error our wording and passes others on.
func shortOr(err error) error {
	if errors.Is(err, msgp.ErrShortBytes) {
		return errShort
	}
	return err
}
