package heromustdie

import (
	"math/rand/v2"
	"slices"
	"strings"
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

// whyChecks are, per refusal, the things of the decision now it speaks
// of and the action that would choose each: a thing is refused with a
// reason exactly when its action is not legal.
var whyChecks = map[string]func(s *State) (whys []string, legal []bool){
	"WhyNotTake": func(s *State) (w []string, l []bool) {
		if s.Stage != StHire && s.Stage != StPickL1 && s.Stage != StPickL2 {
			return
		}
		for _, m := range append(slices.Clone(s.MonsterRow), s.MonsterPool...) {
			w, l = append(w, s.WhyNotTake(m)), append(l, legalHas(s, KMonster, int(m)))
		}
		return
	},
	"WhyNotPlay": func(s *State) (w []string, l []bool) {
		if s.Stage != StCourt {
			return
		}
		for _, c := range s.Seats[s.Actor].Hand {
			if k := Plots[c].Kind; k < NumQuests || c == s.firstOf(s.Actor, k) { // copies are alike: the first is offered
				w, l = append(w, s.WhyNotPlay(c)), append(l, legalHas(s, KPlay, int(c)))
			}
		}
		return
	},
	"WhyNotSeat": func(s *State) (w []string, l []bool) {
		if s.Stage == StSwitch || s.Stage == StSteal {
			for t := range int8(s.Players) {
				w, l = append(w, s.WhyNotSeat(t)), append(l, legalHas(s, KSeat, int(t)))
			}
		}
		return
	},
	"WhyNotPeek": func(s *State) (w []string, l []bool) {
		if s.Stage == StPeekNext || s.Stage == StCastlePeek {
			for x := range 2 * Turns {
				if s.Slots[x/2][x%2] != gone {
					w, l = append(w, s.WhyNotPeek(x)), append(l, legalHas(s, KPeek, x))
				}
			}
		}
		return
	},
	"WhyNotParty": func(s *State) (w []string, l []bool) {
		for i := range NumParties {
			switch s.Stage {
			case StGift:
				w, l = append(w, s.WhyNotParty(i)), append(l, legalHas(s, KPush, i) || legalHas(s, KRecall, i))
			case StRuleParty:
				w, l = append(w, s.WhyNotParty(i)), append(l, legalHas(s, KParty, i))
			}
		}
		return
	},
	"WhyNotHero": func(s *State) (w []string, l []bool) {
		switch s.Stage {
		case StMagic:
			for i := range s.Fight.Heroes {
				w, l = append(w, s.WhyNotHero(i, -1)), append(l, legalHas(s, KWound, i))
			}
		case StFire:
			traps := s.floorTraps()
			for t, k := range traps {
				if slices.Index(traps, k) != t {
					continue // a copy fires as the first of its kind
				}
				for i := range s.Fight.Heroes {
					w, l = append(w, s.WhyNotHero(i, t)), append(l, legalHas(s, KFire, t*8+i))
				}
			}
		}
		return
	},
	"WhyNotHeal": func(s *State) (w []string, l []bool) {
		if s.Stage == StHeal {
			for i := range s.Fight.Monsters {
				w, l = append(w, s.WhyNotHeal(i)), append(l, legalHas(s, KHeal, i))
			}
		}
		return
	},
	"WhyNotDiscard": func(s *State) (w []string, l []bool) {
		if s.Stage == StQuestPick {
			for _, m := range s.Seats[s.Actor].Monsters {
				w, l = append(w, s.WhyNotDiscard(m)), append(l, legalHas(s, KDiscard, int(m)))
			}
		}
		return
	},
	"WhyNotFloor": func(s *State) (w []string, l []bool) {
		if s.Stage == StFloor {
			for f := 1; f <= NumFloors; f++ {
				w, l = append(w, s.WhyNotFloor(f)), append(l, legalHas(s, KFloor, f))
			}
		}
		return
	},
	"WhyNotSend": func(s *State) (w []string, l []bool) {
		if s.Stage == StSend {
			for _, m := range s.Seats[s.Actor].Monsters {
				w, l = append(w, s.WhyNotSend(m)), append(l, legalHas(s, KSend, int(m)))
			}
		}
		return
	},
	"WhyNotPlace": func(s *State) (w []string, l []bool) {
		if s.Stage == StPlace {
			for b := range NumBoxes {
				w, l = append(w, s.WhyNotPlace(b)), append(l, legalHas(s, KPlace, b))
			}
		}
		return
	},
}

// Along many games played at random, every refusal agrees with the legal
// actions at every decision, and each gives a reason at least once (a
// quest's discard has a test of its own).
func TestEveryWhyNotMirrorsTheLegalActions(t *testing.T) {
	refused := map[string]int{}
	for seed := uint64(1); seed <= 150; seed++ {
		s, err := New(2+int(seed%3), seed, seed%2 == 0)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for steps := 0; !s.Over && steps < 3000; steps++ {
			for name, check := range whyChecks {
				whys, legal := check(s)
				for i := range whys {
					if (whys[i] == "") != legal[i] {
						t.Fatalf("seed %d, %v: %s says %q, yet legal is %v", seed, s.Stage, name, whys[i], legal[i])
					}
					if whys[i] != "" {
						refused[name]++
					}
				}
			}
			acts := s.LegalActions(nil)
			must(t, s, acts[r.IntN(len(acts))])
		}
	}
	for name := range whyChecks {
		if refused[name] == 0 && name != "WhyNotDiscard" { // rare at random: its own test

			t.Errorf("%s never gave a reason in 150 games", name)
		}
	}
	t.Logf("reasons given: %v", refused)
}

// The row's monsters need their family in the hirer's lair (R54): a
// Wraith asks for an undead, and an undead lets it be hired.
func TestWhyNotTakeAWraithWithoutUndead(t *testing.T) {
	s := started(t, 2, 3)
	wraith := monsterByID(t, "mon_wraith")
	s.MonsterRow = []int8{wraith}
	s.MonsterPool = slices.DeleteFunc(s.MonsterPool, func(m int8) bool { return m == wraith })
	s.MonsterDeck = slices.DeleteFunc(s.MonsterDeck, func(m int8) bool { return m == wraith })
	s.Seats[0].Monsters = slices.DeleteFunc(s.Seats[0].Monsters, func(m int8) bool { return Monsters[m].Family == Undead })
	s.Seats[0].Gold, s.Seats[0].Slaves = 9, 9
	s.Stage, s.Actor = StHire, 0
	want := "The Wraith is undead: hiring it from the row needs an undead monster in your lair (the pool's need none)."
	if got := s.WhyNotTake(wraith); got != want || legalHas(s, KMonster, int(wraith)) {
		t.Fatalf("got %q (legal %v), want %q", got, legalHas(s, KMonster, int(wraith)), want)
	}
	s.Seats[0].Monsters = append(s.Seats[0].Monsters, monsterByID(t, "mon_zombie"))
	s.MonsterPool = slices.DeleteFunc(s.MonsterPool, func(m int8) bool { return m == monsterByID(t, "mon_zombie") })
	if got := s.WhyNotTake(wraith); got != "" || !legalHas(s, KMonster, int(wraith)) {
		t.Fatalf("with a Zombie: %q (legal %v)", got, legalHas(s, KMonster, int(wraith)))
	}
	s.Seats[0].Gold = 1
	if got, want := s.WhyNotTake(wraith), "The Wraith costs 2 gold, 2 slaves; you have 1 gold, 9 slaves, "; !strings.HasPrefix(got, want) {
		t.Fatalf("poor: %q, want %q…", got, want)
	}
}

// It's Mine needs another player holding a plot card (R62).
func TestWhyNotPlayItsMineWhenNobodyHolds(t *testing.T) {
	s := started(t, 3, 4)
	mine := int8(slices.IndexFunc(Plots[:], func(p Plot) bool { return p.Kind == ItsMine }))
	for p := range s.Seats {
		s.Seats[p].Hand = nil
	}
	s.Seats[0].Hand = []int8{mine}
	s.Stage, s.Actor, s.VPAt = StCourt, 0, []int8{3, 3, 3}
	want := "It's Mine takes a plot card from another player's hand: nobody else holds one."
	if got := s.WhyNotPlay(mine); got != want || legalHas(s, KPlay, int(mine)) {
		t.Fatalf("got %q (legal %v), want %q", got, legalHas(s, KPlay, int(mine)), want)
	}
	s.Seats[2].Hand = []int8{int8(slices.IndexFunc(Plots[:], func(p Plot) bool { return p.Kind == Traitor }))}
	if got := s.WhyNotPlay(mine); got != "" || !legalHas(s, KPlay, int(mine)) {
		t.Fatalf("seat 2 holds a card: %q (legal %v)", got, legalHas(s, KPlay, int(mine)))
	}
	s.Stage = StSteal
	if got, want := s.WhyNotSeat(1), engine.Who(1)+" holds no plot card."; got != want {
		t.Fatalf("steal from an empty hand: %q, want %q", got, want)
	}
}

// A monster that does not fit the quest in play says what the quest
// needs; one that fits may be discarded (§2.4).
func TestWhyNotDiscardSaysWhatTheQuestNeeds(t *testing.T) {
	s := started(t, 2, 6)
	lord := int8(slices.IndexFunc(Plots[:], func(p Plot) bool { return p.Kind == DragonLord }))
	var dragons []int8
	for m, mon := range Monsters {
		if mon.Family == Dragon && len(dragons) < 4 {
			dragons = append(dragons, int8(m))
		}
	}
	wolf := monsterByID(t, "mon_wolf")
	s.Seats[0].Monsters = append(slices.Clone(dragons), wolf)
	s.Stage, s.Actor, s.Quest, s.Count = StQuestPick, 0, lord, 3
	for _, m := range s.Seats[0].Monsters {
		if why := s.WhyNotDiscard(m); (why == "") != legalHas(s, KDiscard, int(m)) {
			t.Fatalf("%s: %q, legal %v", Monsters[m].Name, why, legalHas(s, KDiscard, int(m)))
		}
	}
	if got, want := s.WhyNotDiscard(wolf), "The Wolf does not count: Dragon Lord needs 3 dragons."; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
