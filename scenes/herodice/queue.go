package herodice

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes/tablekit"
)

// stepKind is what a step of the animation shows.
type stepKind uint8

const (
	stPlace stepKind = iota + 1 // a dungeon tile laid on the map
	stCard                      // a card turned up: a treasure, a foe, a trap, the boss
	stRoll                      // the dice tumbling
	stHit                       // the wounds dealt, as numbers
)

// step is one part of a move's animation; tray is what the tray and the
// map show from its start.
type step struct {
	tablekit.Span
	kind stepKind
	ev   engine.Event
	tray tray
}

// queue is the animation: shown is the state drawn (the move's start
// until every step has landed, then final); tray follows the steps.
type queue struct {
	tablekit.Timeline[*step]
	shown, final    *hd.State
	tray, finalTray tray
}

// tray is what the fight area and the map show, followed event by event:
// the map, the hero's health, the foe or trap and its health, the last
// roll's dice and the wounds it dealt.
type tray struct {
	Map        []hd.Placed
	Pos        int
	HP, MaxHP  int
	Foe        int // mob or boss fought, or NoCard
	FoeHP      int
	FoeMax     int
	Down       bool // the foe was defeated
	Trap       int  // the trap checked, or NoCard
	Tough      int  // the trap's toughness
	Checked    int  // 0 not yet, 1 passed, 2 failed
	Found      int  // the treasure turned up, or NoCard
	Hero       int  // the hero die's face, 0 none
	Combat     []int
	FoeDice    []int
	ToFoe      int
	ToHero     int
	Hit        bool // the wounds of the last roll landed
	CheckBonus int
	Fired      int // the boss ring's slot (1–6) that fired with the last roll, 0 none
}

// trayOf is the tray of a position at rest.
func trayOf(s *hd.State) tray {
	tr := tray{Map: slices.Clone(s.Map), Pos: s.Pos, HP: s.HP, MaxHP: s.MaxHP, Foe: hd.NoCard, Trap: hd.NoCard, Found: s.Found}
	if f := s.Fight; f.Card != hd.NoCard {
		tr.Foe, tr.FoeHP, tr.FoeMax = f.Card, f.HP, f.Max
		if f.Round > 0 {
			tr.Hero, tr.Combat, tr.FoeDice = f.HeroDie, slices.Clone(f.HeroDice), slices.Clone(f.MobDice)
			tr.ToFoe, tr.ToHero, tr.Hit, tr.Fired = f.ToMob, f.ToHero, s.Phase == hd.PhPreRoll, f.Fired
		}
	}
	if s.Check.Card != hd.NoCard && s.Phase != hd.PhOver && (s.Phase == hd.PhPreCheck || s.Phase == hd.PhCheckReact) {
		tr.Trap, tr.Tough, tr.Hero = s.Check.Card, hd.Encounter(s.Check.Card).Tough, s.Check.Die
	}
	return tr
}

// settle is the tray at rest after a move: what the events left, with the
// map and health the final state holds (a new level clears the map).
func (tr tray) settle(s *hd.State) tray {
	tr.Map, tr.Pos, tr.HP, tr.MaxHP, tr.Found = slices.Clone(s.Map), s.Pos, s.HP, s.MaxHP, s.Found
	if s.Phase == hd.PhPreRoll && s.Fight.Card != hd.NoCard {
		tr.Foe, tr.FoeHP, tr.FoeMax = s.Fight.Card, s.Fight.HP, s.Fight.Max
	}
	return tr
}

// apply follows one event; reroll says the move is the Lucky Charm's, whose
// hero die replaces the last one alone.
func (tr tray) apply(ev engine.Event, reroll bool) tray {
	if ev.Kind == engine.EvRoll {
		switch {
		case ev.Die == hd.HeroDie.ID:
			if !reroll {
				tr.Combat, tr.FoeDice = nil, nil
			}
			tr.Hero, tr.Hit, tr.ToFoe, tr.ToHero, tr.Fired = ev.Face, false, 0, 0, 0
		case ev.Player == engine.NoPlayer:
			tr.FoeDice = append(slices.Clone(tr.FoeDice), ev.Face)
		default:
			tr.Combat = append(slices.Clone(tr.Combat), ev.Face)
		}
		return tr
	}
	if ev.Kind != engine.EvGame {
		return tr
	}
	a := ev.Arg
	switch ev.Code {
	case hd.CodeLevel:
		tr.Map, tr.Pos = nil, 0
	case hd.CodePlace:
		tr.Map = append(slices.Clone(tr.Map), hd.Placed{X: a(1), Y: a(2), Card: a(0)})
		tr.Pos = len(tr.Map) - 1
		tr = tr.clearFight()
	case hd.CodeTreasure:
		tr.Found = a(0)
	case hd.CodeKeep:
		tr.Found = hd.NoCard
		if hd.DeckOf(a(0)) == hd.DeckTreasure && hd.Treasure(a(0)).Type == hd.Armor {
			tr.HP, tr.MaxHP = a(1), a(2)
		}
	case hd.CodeReplace, hd.CodeDecline:
		tr.Found = hd.NoCard
	case hd.CodeFight:
		tr = tr.clearFight()
		tr.Foe, tr.FoeHP, tr.FoeMax = a(0), a(1), a(1)
	case hd.CodeTrap:
		tr = tr.clearFight()
		tr.Trap, tr.Tough = a(0), a(1)
	case hd.CodeCheck:
		tr.Hero, tr.CheckBonus, tr.Checked = a(1), a(2), 2-a(4)
	case hd.CodeRing:
		tr.Fired = a(1)
	case hd.CodeTrapHurt:
		tr.HP, tr.ToHero, tr.Hit = a(2), a(1), true
	case hd.CodeWounds:
		tr.ToFoe, tr.FoeHP, tr.ToHero, tr.HP, tr.Hit = a(1), a(2), a(3), a(4), true
	case hd.CodeHeal:
		tr.HP = a(1)
	case hd.CodeFoeHeal:
		tr.FoeHP = a(2)
	case hd.CodeHealer, hd.CodeCloak:
		tr.HP = a(2)
	case hd.CodeFeather:
		tr.HP = a(1)
	case hd.CodeUse:
		switch hd.Treasure(a(0)).Item {
		case hd.HealingPotion:
			tr.HP = a(2)
		case hd.FireBomb:
			tr.FoeHP = a(2)
		}
	case hd.CodeDefeated:
		tr.Down = true
	case hd.CodeFled:
		tr = tr.clearFight()
	}
	return tr
}

// clearFight empties the fight area.
func (tr tray) clearFight() tray {
	tr.Foe, tr.FoeHP, tr.FoeMax, tr.Down = hd.NoCard, 0, 0, false
	tr.Trap, tr.Tough, tr.Checked, tr.CheckBonus = hd.NoCard, 0, 0, 0
	tr.Hero, tr.Combat, tr.FoeDice, tr.ToFoe, tr.ToHero, tr.Hit = 0, nil, nil, 0, 0, false
	return tr
}
