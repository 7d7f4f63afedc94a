package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// idleSaid is the sentence of the CodeEventIdle event s's last action
// recorded, or "".
func idleSaid(s *State) string {
	for _, ev := range s.Events() {
		if ev.Kind == engine.EvGame && ev.Code == CodeEventIdle {
			return Tell(ev)
		}
	}
	return ""
}

// An event card that does nothing says so, and why (pt7 #6: "Invasion!"
// with nobody at the Entrance told only the card's text); one that does
// less than it says tells that too; one that acts says nothing more.
func TestEventWithNoEffectSaysWhy(t *testing.T) {
	cases := []struct {
		name  string
		where [NumParties]Where
		kind  EventKind
		want  string
	}{
		{"nobody at the Entrance", [NumParties]Where{AtCastle, AtInn, AtCastle}, Invasion1, "No effect: nobody is at the Entrance for Invasion! to send in."},
		{"one of two", [NumParties]Where{AtEntrance, AtInn, AtCastle}, Invasion2, "Invasion!! sends in only 1 party: nobody else is at the Entrance."},
		{"war, nobody inside", [NumParties]Where{AtCastle, AtInn, AtCastle}, KingdomAtWar, "No effect: no party is in the dungeon for Kingdom at War to call home."},
		{"an invasion that acts", [NumParties]Where{AtEntrance, AtCastle, AtCastle}, Invasion1, ""},
	}
	for _, c := range cases {
		s := started(t, 3, 7)
		for i := range s.Parties {
			s.Parties[i].Where = c.where[i]
		}
		toEvent(t, s, eventOf(c.kind))
		mustAct(t, s, KTop, 0)
		if got := engine.Names(idleSaid(s), nil); !strings.Contains(got, c.want) || (c.want == "") != (got == "") {
			t.Errorf("%s: the log says %q, want %q", c.name, got, c.want)
		}
	}
}
