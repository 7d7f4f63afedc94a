package heromustdie

import (
	"math/rand/v2"
	"slices"
	"strings"
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
		if ev.Kind != engine.EvMove {
			continue
		}
		switch {
		case ev.To == "fight_monsters":
			monsters = append(monsters, Fighter{Card: int8(ev.Card)})
		case ev.Zone == ZoneWounds:
			if f := at(ev.To == ZoneHeroWounds, ev.Card); f != nil {
				f.Wounds += int8(ev.Face)
			}
		case ev.To == ZoneWounds:
			if f := at(ev.Zone == ZoneHeroWounds, ev.Card); f != nil {
				f.Wounds -= int8(ev.Face)
			}
		case ev.Zone == ZoneHeroFight && ev.To == ZoneKilled:
			heroes = slices.DeleteFunc(heroes, gone(ev.Card))
		case ev.Zone == ZoneMonFight && ev.To == ZoneKilled:
			monsters = slices.DeleteFunc(monsters, gone(ev.Card))
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
				switch {
				case ev.Kind == engine.EvNote && strings.HasSuffix(ev.Text, " is killed."):
					deaths++
				case ev.Kind == engine.EvNote && strings.Contains(ev.Text, " gains a level-up marker"):
					levels++
				case ev.Kind == engine.EvMove && ev.To == ZoneKilled:
					deaths--
				case ev.Kind == engine.EvMove && ev.Zone == ZoneLevelUps:
					levels--
				case ev.Kind == engine.EvMove && (ev.Zone == ZoneWounds || ev.To == ZoneWounds):
					blows++
					if ev.Face <= 0 {
						t.Fatalf("seed %d step %d: a blow of %d wounds", seed, step, ev.Face)
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
