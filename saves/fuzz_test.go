package saves

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzDecode feeds the loader anything at all. It calls decode, which has no
// recover, so a panic anywhere fails the fuzz run. Each input is also tried
// with its checksum made right, so that mutations reach the checks behind
// the checksum: limits, decoding, setup, replay and snapshot.
//
//	go test -fuzz FuzzDecode -fuzztime 60s ./saves/
func FuzzDecode(f *testing.F) {
	pinClock(f, day)
	for _, g := range goldenGames {
		for _, steps := range []int{0, 3, g.steps} {
			good := encode(f, play(f, g.game, g.players, g.seed, steps), "fuzz")
			f.Add(good)
			f.Add(good[:len(good)/2])
			flipped := bytes.Clone(good)
			flipped[len(flipped)/3] ^= 4
			f.Add(flipped)
		}
	}
	golden, _ := filepath.Glob(filepath.Join("testdata", "golden", "*"+Ext))
	for _, file := range golden {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte{})
	f.Add([]byte(magic))
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add(withSum(append(body(3), 0xa7, 'a', 'c', 't', 'i', 'o', 'n', 's', 0xdd, 0, 1, 0, 0)))
	f.Add(withSum(nested(append(body(3), 0xa1, 'x'), 20)))

	f.Fuzz(func(t *testing.T, data []byte) {
		tryDecode(t, data)
		if bytes.HasPrefix(data, []byte(magic)) {
			tryDecode(t, fixSum(data))
		}
	})
}

func tryDecode(t *testing.T, data []byte) {
	m, env, err := decode("fuzz.htsave", data)
	if err != nil {
		var le *LoadError
		if !errors.As(err, &le) || le.File != "fuzz.htsave" || le.Reason == "" {
			t.Fatalf("error %v (%T) is not a LoadError naming the file with a reason", err, err)
		}
		if strings.HasPrefix(le.Reason, ReasonPanic) || m != nil || env != nil {
			t.Fatalf("bad failure: %v (match %v, envelope %v)", err, m != nil, env != nil)
		}
		return
	}
	// Whatever loads must save and load again to the same game.
	again, err := Encode(m, env.Name, env.Created)
	if err != nil {
		t.Fatalf("a loaded save does not encode: %v", err)
	}
	m2, _, err := decode("again", again)
	if err != nil {
		t.Fatalf("a loaded save, saved again, does not load: %v", err)
	}
	a, _ := m.State.MarshalMsg(nil)
	b, _ := m2.State.MarshalMsg(nil)
	if !bytes.Equal(a, b) || !bytes.Equal(a, env.Snapshot) {
		t.Fatalf("saving a loaded game again changed it")
	}
}
