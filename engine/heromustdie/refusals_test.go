package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// A monster may be sent exactly when WhyNotSend has nothing to say, and a
// level too high for the room is said so: the Drake (level 3) and the
// Vampire (level 4) on a floor with no room (I4, A24).
func TestWhyNotSendMirrorsTheLegalSends(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0, "mon_wolf", "mon_drake", "mon_vampire", "mon_dire_wolf")
	invBegin(t, s)
	invAt(t, s, StSend)
	check := func() {
		t.Helper()
		for _, m := range s.Seats[0].Monsters {
			why, legal := s.WhyNotSend(m), legalHas(s, KSend, int(m))
			if (why == "") != legal {
				t.Fatalf("%s: legal %v, yet why %q", Monsters[m].Name, legal, why)
			}
		}
	}
	check()
	drake := monsterByID(t, "mon_drake")
	want := "The Drake is level 3, too high for floor 1: with no monster room, up to 2 monsters of level 2 or less defend."
	if got := s.WhyNotSend(drake); got != want {
		t.Fatalf("Drake: %q, want %q", got, want)
	}
	wolf := monsterByID(t, "mon_wolf")
	invAct(t, s, KSend, int(wolf))
	check()
	if got := s.WhyNotSend(wolf); got != "The Wolf already defends." {
		t.Fatalf("Wolf sent: %q", got)
	}
	s.Floors[0].Room = 4
	check()
	if got := s.WhyNotSend(drake); got != "" {
		t.Fatalf("Drake with room 4: %q", got)
	}
}

// A box taken says whose goblin is on it, and only a taken box says so.
func TestWhyNotPlaceNamesTheGoblin(t *testing.T) {
	s := started(t, 3, 5)
	if s.Stage != StPlace {
		t.Fatalf("stage %v", s.Stage)
	}
	first := s.Actor
	b := 3
	mustAct(t, s, KPlace, b)
	if s.Actor == first {
		t.Fatalf("seat %d places again", first)
	}
	for x := range NumBoxes {
		if why := s.WhyNotPlace(x); (why == "") != legalHas(s, KPlace, x) {
			t.Fatalf("box %d: legal %v, yet why %q", x, legalHas(s, KPlace, x), why)
		}
	}
	want := engine.Who(engine.Player(first)) + "'s goblin is on " + boxName(b) + "."
	if got := s.WhyNotPlace(b); got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
