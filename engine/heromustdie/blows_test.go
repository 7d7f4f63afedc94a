package heromustdie

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// blowsShadow replays one action's events on the fight as it stood before:
// defenders sent, blows and kills.
func blowsShadow(heroes, monsters []Fighter, events []engine.Event) ([]Fighter, []Fighter) {
	heroes, monsters = slices.Clone(heroes), slices.Clone(monsters)
	at := func(hero bool, card int) *Fighter {
		side := monsters
		if hero {
			side = heroes
		}
		if i := slices.IndexFunc(side, func(f Fighter) bool { return int(f.Card) == card }); i >= 0 {
			return &side[i]
		}
		return nil
	}
	gone := func(card int) func(Fighter) bool { return func(f Fighter) bool { return int(f.Card) == card } }
	for _, ev := range events {
		if ev.Kind == engine.EvMove && ev.To == "fight_monsters" {
			monsters = append(monsters, Fighter{Card: int8(ev.Card)})
		}
		if ev.Kind != engine.EvGame {
			continue
		}
		hero, card := ev.Arg(0) == 1, ev.Arg(1)
		switch ev.Code {
		case CodeWound:
			if f := at(hero, card); f != nil {
				f.Wounds += int8(ev.Arg(2))
			}
		case CodeWoundOff:
			if f := at(hero, card); f != nil {
				f.Wounds -= int8(ev.Arg(2))
			}
		case CodeSlain:
			if hero {
				heroes = slices.DeleteFunc(heroes, gone(card))
			} else {
				monsters = slices.DeleteFunc(monsters, gone(card))
			}
		}
	}
	return heroes, monsters
}

func sameFighters(a, b []Fighter) bool {
	return slices.EqualFunc(a, b, func(x, y Fighter) bool { return x.Card == y.Card && x.Wounds == y.Wounds })
}

// The blow events tell every wound, heal and death of a fight: replayed on
// the fight before an action, they give the fight after it; and every
// sentence of a death or a level-up has its event.
func TestBlowEventsFollowTheFight(t *testing.T) {
	checked, blows := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := New(2+int(seed%3), seed, seed%2 == 0)
		if err != nil {
			t.Fatal(err)
		}
		pick := rand.New(rand.NewPCG(seed, 7))
		for step := 0; !s.IsTerminal(); step++ {
			legal := s.LegalActions(nil)
			prev := s.Clone().(*State)
			must(t, s, legal[pick.IntN(len(legal))])
			evs := s.Events()
			deaths, levels := 0, 0
			for _, ev := range evs {
				if ev.Kind != engine.EvGame {
					continue
				}
				switch ev.Code {
				case CodeKilled:
					deaths++
				case CodeLevelUp:
					levels++
				case CodeSlain:
					deaths--
				case CodeLevelled:
					levels--
				case CodeWound, CodeWoundOff:
					blows++
					if ev.Arg(2) <= 0 {
						t.Fatalf("seed %d step %d: a blow of %d wounds", seed, step, ev.Arg(2))
					}
				}
			}
			if deaths != 0 || levels != 0 {
				t.Fatalf("seed %d step %d: deaths or level-ups told without their events (%d, %d): %v", seed, step, deaths, levels, evs)
			}
			if !prev.Fight.Active || !s.Fight.Active {
				continue
			}
			h, m := blowsShadow(prev.Fight.Heroes, prev.Fight.Monsters, evs)
			if !sameFighters(h, s.Fight.Heroes) || !sameFighters(m, s.Fight.Monsters) {
				t.Fatalf("seed %d step %d: the events give heroes %v monsters %v, the fight has %v %v\nevents %v",
					seed, step, h, m, s.Fight.Heroes, s.Fight.Monsters, evs)
			}
			checked++
		}
	}
	if checked < 50 || blows < 50 {
		t.Errorf("only %d fight actions and %d blows checked: the games hardly fought", checked, blows)
	}
	t.Logf("%d fight actions, %d blows", checked, blows)
}
