package enginetest

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	"github.com/tinylib/msgp/msgp"
)

// The suite finds a state's random-number generators in its msgp encoding,
// without knowing the game's types: an engine.RNG encodes as a map of
// exactly the keys "hi" and "lo". Rewriting them gives the same state with a
// different future, which no seat may be able to see.

// rewriteRNGs returns b with every RNG replaced by f(RNG), and how many it
// found. MessagePack maps and arrays count elements, not bytes, so values of
// another width splice in without touching anything else.
func rewriteRNGs(b []byte, f func(engine.RNG) engine.RNG) ([]byte, int, error) {
	w := rngWriter{f: f}
	out, rest, err := w.value(make([]byte, 0, len(b)), b)
	if err != nil {
		return nil, 0, err
	}
	if len(rest) != 0 {
		return nil, 0, fmt.Errorf("%d stray bytes after the state", len(rest))
	}
	return out, w.n, nil
}

type rngWriter struct {
	f func(engine.RNG) engine.RNG
	n int
}

func (w *rngWriter) value(out, b []byte) ([]byte, []byte, error) {
	var sz uint32
	var rest []byte
	var err error
	switch msgp.NextType(b) {
	case msgp.MapType:
		if r, rest, ok := readRNG(b); ok {
			w.n++
			r = w.f(r)
			out = msgp.AppendMapHeader(out, 2)
			out = msgp.AppendUint64(msgp.AppendString(out, "hi"), r.Hi)
			out = msgp.AppendUint64(msgp.AppendString(out, "lo"), r.Lo)
			return out, rest, nil
		}
		sz, rest, err = msgp.ReadMapHeaderBytes(b)
		sz *= 2
	case msgp.ArrayType:
		sz, rest, err = msgp.ReadArrayHeaderBytes(b)
	default:
		rest, err = msgp.Skip(b)
		return append(out, b[:len(b)-len(rest)]...), rest, err
	}
	if err != nil {
		return nil, nil, err
	}
	out = append(out, b[:len(b)-len(rest)]...) // the header as it was
	for range sz {
		if out, rest, err = w.value(out, rest); err != nil {
			return nil, nil, err
		}
	}
	return out, rest, nil
}

// readRNG reads b as an RNG if it is one.
func readRNG(b []byte) (r engine.RNG, rest []byte, ok bool) {
	sz, b, err := msgp.ReadMapHeaderBytes(b)
	if err != nil || sz != 2 {
		return r, nil, false
	}
	var hi, lo bool
	for range 2 {
		var key []byte
		var v uint64
		if key, b, err = msgp.ReadMapKeyZC(b); err != nil {
			return r, nil, false
		}
		if v, b, err = msgp.ReadUint64Bytes(b); err != nil {
			return r, nil, false
		}
		switch string(key) {
		case "hi":
			r.Hi, hi = v, true
		case "lo":
			r.Lo, lo = v, true
		}
	}
	return r, b, hi && lo
}

// zeroRNGs is b with every RNG zeroed: two states that differ only in their
// random futures give equal results.
func zeroRNGs(b []byte) []byte {
	out, _, err := rewriteRNGs(b, func(engine.RNG) engine.RNG { return engine.RNG{} })
	if err != nil {
		panic(fmt.Sprintf("reading the state's encoding: %v", err))
	}
	return out
}

// otherFuture is a copy of s whose every RNG is reseeded from r: the same
// position with a different future. ok is false when s holds no RNG.
func (c *gameCase) otherFuture(s engine.State, r *engine.RNG) (o engine.State, ok bool) {
	b, n, err := rewriteRNGs(enc(s), func(engine.RNG) engine.RNG { return r.Fork() })
	if err != nil {
		panic(fmt.Sprintf("reading the state's encoding: %v", err))
	}
	if n == 0 {
		return nil, false
	}
	o, err = c.decode(b)
	if err != nil {
		panic(fmt.Sprintf("decoding the state with its RNG reseeded: %v", err))
	}
	return o, true
}
