package herodice

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// Setup (spec §4) and the start of every level.

// Option keys and values (§4 S1).
const (
	OptMode    = "mode"
	OptMapMode = "map"

	ModeStandard = "standard"
	ModeDeep     = "deep"
	MapGrid      = "grid"
	MapStack     = "stack"
)

// Zones named in draw and shuffle events.
const (
	ZoneDungeon   = "dungeon"
	ZoneTreasure  = "treasure"
	ZoneEncounter = "encounter"
	ZoneBoss      = "boss"
)

// New sets up a game (S1–S6): the Warrior at full health with no gear, the
// four decks shuffled, a boss face down, and the first dungeon card entered.
func New(seed uint64, opts engine.Options) (*State, error) {
	s := &State{Armor: NoCard, Found: NoCard, BossSlot: NoCard, Fight: Fight{Card: NoCard}, Check: Check{Card: NoCard}, RNG: engine.NewRNG(seed)}
	switch opts.Get(OptMode) {
	case ModeStandard, "":
	case ModeDeep:
		s.Mode = Deep
	default:
		return nil, fmt.Errorf("hero dice: unknown mode %q", opts.Get(OptMode))
	}
	switch opts.Get(OptMapMode) {
	case MapGrid, "":
	case MapStack:
		s.MapMode = Stack
	default:
		return nil, fmt.Errorf("hero dice: unknown map mode %q", opts.Get(OptMapMode))
	}
	// S2: the hero card.
	s.HP, s.MaxHP = WarriorHealth, WarriorHealth
	// S3: the decks; Standard leaves the Stairs Down out (R20, A31).
	for c := FirstDungeon; c < FirstTreasure; c++ {
		if Dungeon(c).Stairs && s.Mode == Standard {
			s.OutCards = append(s.OutCards, c)
			continue
		}
		s.Dungeon.PutTop(c)
	}
	for c := FirstTreasure; c < FirstEncounter; c++ {
		s.Treasures.PutTop(c)
	}
	for c := FirstEncounter; c < FirstBoss; c++ {
		s.Encounter.PutTop(c)
	}
	for c := FirstBoss; c < NumCards; c++ {
		s.Bosses.PutTop(c)
	}
	s.Level = 1
	s.beginLevel()
	return s, nil
}

// beginLevel is S4–S6 (and LEVEL_START for level 2 on): shuffle the decks,
// put a boss face down, and enter the first dungeon card.
func (s *State) beginLevel() {
	s.Ev.Game(0, CodeLevel, s.Level, int(s.Mode))
	s.Ev.Shuffle(&s.Dungeon, &s.RNG, ZoneDungeon)
	s.DngSeen = 0
	s.Ev.Shuffle(&s.Treasures, &s.RNG, ZoneTreasure)
	s.Ev.Shuffle(&s.Encounter, &s.RNG, ZoneEncounter)
	s.Ev.Shuffle(&s.Bosses, &s.RNG, ZoneBoss)
	// S5: the boss goes face down; nobody sees which (§7).
	s.BossSlot, _ = s.Bosses.Draw()
	s.BossUp = false
	s.Ev.Game(0, CodeBossSlot)
	// S6: the first card is placed at (0,0) whatever its exits (R17).
	c, ok := s.drawDungeon()
	if !ok {
		s.faceBoss()
		return
	}
	s.place(c, 0, 0)
}

// newLevel is LEVEL_START for level 2 on (§4, R20): every card the hero
// does not hold goes back to its deck; gear, health and max health stay.
func (s *State) newLevel() {
	s.Level++
	back := func(c int) {
		switch DeckOf(c) {
		case DeckDungeon:
			s.Dungeon.PutTop(c)
		case DeckTreasure:
			s.Treasures.PutTop(c)
		case DeckEncounter:
			s.Encounter.PutTop(c)
		default:
			s.Bosses.PutTop(c)
		}
	}
	for _, p := range s.Map {
		back(p.Card)
	}
	for _, l := range [][]int{s.Pool, s.Spent, s.Discard, s.Removed} {
		for _, c := range l {
			back(c)
		}
	}
	if s.BossSlot != NoCard {
		back(s.BossSlot)
	}
	if s.Fight.Card != NoCard {
		back(s.Fight.Card)
	}
	s.Map, s.Pool, s.Spent, s.Discard, s.Removed = s.Map[:0], s.Pool[:0], s.Spent[:0], s.Discard[:0], s.Removed[:0]
	s.StairsOffered = s.StairsOffered[:0]
	s.BossSlot, s.Fight.Card, s.Pos = NoCard, NoCard, 0
	s.Glows = s.Glows[:0]
	s.beginLevel()
}

// drawDungeon draws the top dungeon card for all to see, keeping count of
// the seen cards at the bottom.
func (s *State) drawDungeon() (int, bool) {
	c, ok := s.Ev.Draw(&s.Dungeon, 0, ZoneDungeon, true)
	if ok && s.DngSeen > s.Dungeon.Len() {
		s.DngSeen = s.Dungeon.Len()
	}
	return c, ok
}

// place puts dungeon card c at (x, y), moves the hero onto it and enters
// it (§5.1 ENTER_CARD).
func (s *State) place(c, x, y int) {
	s.Map = append(s.Map, Placed{X: x, Y: y, Card: c})
	s.Pos = len(s.Map) - 1
	s.Ev.Game(0, CodePlace, c, x, y)
	// §5.1 step 2: Stairs Down offers once, when entered, in Deep only (R20).
	if Dungeon(c).Stairs && s.Mode == Deep {
		s.StairsOffered = append(s.StairsOffered, c)
		s.Phase = PhStairs
		return
	}
	s.lightGlows(c)
}

// lightGlows fills the glow queue with card c's golden glows, then its red
// ones (§5.1 step 3, R15), and resolves them.
func (s *State) lightGlows(c int) {
	d := Dungeon(c)
	s.Glows = s.Glows[:0]
	for range d.Gold {
		s.Glows = append(s.Glows, GoldGlow)
	}
	for range d.Red {
		s.Glows = append(s.Glows, RedGlow)
	}
	s.nextGlow()
}
