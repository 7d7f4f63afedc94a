package saves

import (
	"testing"
)

// Target (issue 2): encode + decode of a save ≤ 1 ms. Decode includes the
// full replay of the log and the snapshot comparison.
//
//	go test -run XXX -bench . -benchmem ./saves/

// midClimb is a four-seat Climb halfway through (9 of its 18 plays).
func midClimb(b *testing.B) []byte {
	m := play(b, "climb", 4, 42, 9)
	data, err := Encode(m, "bench", day)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func BenchmarkEncode(b *testing.B) {
	m := play(b, "climb", 4, 42, 9)
	var data []byte
	for b.Loop() {
		var err error
		if data, err = Encode(m, "bench", day); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}

func BenchmarkDecode(b *testing.B) {
	data := midClimb(b)
	for b.Loop() {
		if _, _, err := Decode("bench.htsave", data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}

// BenchmarkDirWrite is one autosave on this machine's disk: two synced
// files (the save and its backup) and two renames.
func BenchmarkDirWrite(b *testing.B) {
	data := midClimb(b)
	s := Dir(b.TempDir())
	for b.Loop() {
		if err := s.Write("bench", data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}
