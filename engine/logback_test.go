package engine

import "testing"

// The events before a point come newest first, game events only, across
// entries, and stop when asked.
func TestGameEventsBeforeWalksBack(t *testing.T) {
	log := []LogEntry{
		{Events: []Event{{Kind: EvGame, Code: 1}, {Kind: EvMove}, {Kind: EvGame, Code: 2}}},
		{Events: []Event{{Kind: EvGame, Code: 3}, {Kind: EvGame, Code: 4}, {Kind: EvGame, Code: 5}}},
	}
	var got []int
	for i, ev := range GameEventsBefore(log, 1, 2) {
		got = append(got, i*10+ev.Code)
	}
	want := []int{14, 13, 2, 1}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	got = got[:0]
	for _, ev := range GameEventsBefore(log, 1, -1) {
		got = append(got, ev.Code)
		if ev.Code == 3 {
			break
		}
	}
	if len(got) != 3 || got[0] != 5 || got[2] != 3 {
		t.Errorf("from the end of entry 1, stopping at code 3: %v", got)
	}
}
