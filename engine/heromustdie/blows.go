package heromustdie

import "github.com/herotable/herotable/engine"

// Blow events. Every wound put on a fighting card, every wound healed, every
// card killed and every level-up marker gained is also a public EvMove, just
// after the sentence that tells of it, so that a table can show a combat
// blow by blow and put each wound on the right card without reading the
// log's words or working the rules out again. Card is the hero or monster
// card; Face the number of wounds.
const (
	ZoneWounds     = "wound_supply"   // wounds come from and go back to here
	ZoneHeroWounds = "wounds_hero"    // on a hero card
	ZoneMonWounds  = "wounds_monster" // on a monster card
	ZoneHeroFight  = "combat_hero"    // a hero in the fight (killed: to ZoneKilled)
	ZoneMonFight   = "combat_monster" // a monster in the fight
	ZoneKilled     = "killed"
	ZoneLevelUps   = "levelup_supply" // a level-up marker goes from here to ZoneHeroFight
)

// woundZone is where the wounds of one side's cards lie.
func woundZone(hero bool) string {
	if hero {
		return ZoneHeroWounds
	}
	return ZoneMonWounds
}

// fightZone is where one side's cards fight.
func fightZone(hero bool) string {
	if hero {
		return ZoneHeroFight
	}
	return ZoneMonFight
}

// blow records n wounds put on card (n < 0: -n healed); 0 records nothing.
func (s *State) blow(hero bool, card int8, n int) {
	ev := engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: int(card), Zone: ZoneWounds, To: woundZone(hero), Face: n, Public: true}
	switch {
	case n == 0:
		return
	case n < 0:
		ev.Zone, ev.To, ev.Face = ev.To, ev.Zone, -n
	}
	s.Ev.Add(ev)
}

// woundsOf lists the cards' wounds, for blowsSince.
func woundsOf(cards []Fighter) []int8 {
	out := make([]int8, len(cards))
	for i, f := range cards {
		out[i] = f.Wounds
	}
	return out
}

// blowsSince records, card by card, how the wounds changed since before
// (taken with woundsOf from the same cards).
func (s *State) blowsSince(hero bool, cards []Fighter, before []int8) {
	for i, f := range cards {
		s.blow(hero, f.Card, int(f.Wounds-before[i]))
	}
}

// slain records a card killed in the fight.
func (s *State) slain(hero bool, card int8) {
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: int(card), Zone: fightZone(hero), To: ZoneKilled, Public: true})
}

// levelled records a hero gaining its level-up marker.
func (s *State) levelled(card int8) {
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: int(card), Zone: ZoneLevelUps, To: ZoneHeroFight, Public: true})
}
