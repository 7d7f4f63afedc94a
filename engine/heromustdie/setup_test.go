package heromustdie

import "testing"

// TestA18_SetUp: every player starts at VP 3 with 4/4/4 and one L1 and
// one L2 monster.
func TestA18_SetUp(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := started(t, n, uint64(n))
		for p, q := range s.Seats {
			if q.VP != 3 || q.Gold != 4 || q.Slaves != 4 || q.MP != 4 {
				t.Errorf("%dp seat %d: VP %d, %d/%d/%d", n, p, q.VP, q.Gold, q.Slaves, q.MP)
			}
			if len(q.Monsters) != 2 || Monsters[q.Monsters[0]].Level != 1 || Monsters[q.Monsters[1]].Level != 2 {
				t.Errorf("%dp seat %d monsters %v", n, p, q.Monsters)
			}
		}
		if s.Phase != PhPlanning || s.Turn != 1 || len(s.MonsterRow) != 3 {
			t.Errorf("%dp: phase %v turn %d row %v", n, s.Phase, s.Turn, s.MonsterRow)
		}
	}
}

// TestTableCounts pins the card counts of §2.1 and the constants sizing
// the state's arrays.
func TestTableCounts(t *testing.T) {
	for _, c := range []struct {
		what      string
		got, want int
	}{
		{"heroes", len(Heroes), 18}, {"monsters", len(Monsters), 30},
		{"plots", len(Plots), NumPlots}, {"plots", NumPlots, 24},
		{"events", len(Events), NumEvents}, {"events", NumEvents, 16},
		{"traps", len(Traps), NumTraps}, {"traps", NumTraps, 15},
		{"boxes", NumBoxes, 22},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.what, c.got, c.want)
		}
	}
}
