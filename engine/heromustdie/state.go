package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

//go:generate msgp -file=. -o=msgp_gen.go -io=false -tests=false
//msgp:ignore Colour Strength Hero Family Cost Monster Trap PlotKind Plot EventKind Event Location Box Kind

// State is a game of Hero Must Die!. The turn procedure of §5 runs inside
// Apply: Phase and the phase's cursors say where it stands, and Stage names
// the decision it waits for (Stage none: run on). See flow.go.
type State struct {
	Players    int    `msg:"n"`
	MagePowers bool   `msg:"mage"` // §2.9 optional rule
	Turn       int8   `msg:"turn"` // 1..8; 0 during setup
	Phase      Phase  `msg:"phase"`
	Stage      Stage  `msg:"stage"` // the decision waited for
	Actor      int8   `msg:"actor"` // the seat deciding it
	Over       bool   `msg:"over"`
	Won        []bool `msg:"won"` // at the end: who won (all false: nobody)
	Why        string `msg:"why"` // how the game ended, in plain words

	Seats []Seat `msg:"seats"`
	// Ring is the duty order of the players still in the game (§3.3):
	// Ring[0] is the first player and guards the front floor.
	Ring []int8 `msg:"ring"`

	Floors  [NumFloors]Floor  `msg:"floors"` // index 0 is floor 1
	Front   int8              `msg:"front"`  // F, 1..5
	Parties [NumParties]Party `msg:"parties"`
	Queue   []int8            `msg:"queue"` // parties in the dungeon, first = next attacker
	Fight   Fight             `msg:"fight"` // the Invasion phase's combat
	Boxes   [NumBoxes]int8    `msg:"boxes"` // the goblin's owner per box, -1 empty
	Traps   [NumTraps]int8    `msg:"traps"` // trap tokens in the supply per kind (R65)
	Slots   [Turns][2]int8    `msg:"slots"` // event cards (top, bottom); -1 gone
	Drawn   int8              `msg:"drawn"` // the event drawn this turn, -1 none
	Flags   uint16            `msg:"flags"` // this turn's event flags (flagOf)
	EvDisc  []int8            `msg:"evdisc"`
	EvKnown [NumEvents]uint8  `msg:"evknown"` // seats who know where each event card is (bitmask)

	MonsterRow  []int8 `msg:"mrow"`  // face up, for hire this turn (L3–L5)
	MonsterPool []int8 `msg:"mpool"` // face up L1/L2 owned by nobody
	MonsterDeck []int8 `msg:"mdeck"` // face down L3–L5, top first
	// MonsterSeen is how many cards at the bottom of MonsterDeck went there
	// in public, in a known order (§11: only the rest is shuffled).
	MonsterSeen int8   `msg:"mseen"`
	HeroDeck    []int8 `msg:"hdeck"` // top first
	HeroSeen    int8   `msg:"hseen"` // as MonsterSeen, for the hero deck
	PlotDeck    []int8 `msg:"pdeck"` // top first
	PlotDisc    []int8 `msg:"pdisc"`
	// PlotKnown says, per plot card, which seats know where it is (bitmask):
	// its holder, a seat that put it at the deck's bottom, a thief and his
	// victim (§7). Determinize keeps those cards in place for that seat.
	PlotKnown [NumPlots]uint8 `msg:"pknown"`

	SuperSpell bool  `msg:"superspell"` // Super Spell completed by anyone (Poison the King)
	EvilMoved  uint8 `msg:"evilmoved"`  // parties moved by Town/Forest this Action phase (§5.9)

	// Cursors of the running phase (flow.go says which phase uses which).
	Cur   int8   `msg:"cur"`   // a seat, ring index, box, court index or trap
	Sub   int8   `msg:"sub"`   // a step inside it
	Count int8   `msg:"count"` // builds, payments, wounds or peeks left
	Tmp   []int8 `msg:"tmp"`   // cards in hand of a two-step choice (Throne room draw)
	Order []int8 `msg:"order"` // set-up choice order, or the Court order (R41)
	VPAt  []int8 `msg:"vpat"`  // Court VP snapshot per seat (R41)
	Quest int8   `msg:"quest"` // Court: the quest card being played, -1 none
	Taker int8   `msg:"taker"` // Court: who took it with A Better Choice, -1 none

	RNG engine.RNG    `msg:"rng"`
	Ev  engine.Events `msg:"ev"`

	// force, in tests only, holds the faces the next d6 rolls show.
	force []int
}

// Seat is one evil mage: everything is public but the hand (R59).
type Seat struct {
	Colour   int8   `msg:"colour"` // index into PlayerColours, -1 before S2
	VP       int8   `msg:"vp"`
	Gold     int16  `msg:"gold"`
	Slaves   int16  `msg:"slaves"`
	MP       int16  `msg:"mp"`
	Out      bool   `msg:"out"`      // eliminated (§5.12)
	Monsters []int8 `msg:"monsters"` // owned monster cards
	Hand     []int8 `msg:"hand"`     // plot cards (private)
	Trophies []int8 `msg:"trophies"` // completed quests
	Placed   int8   `msg:"placed"`   // goblins placed this turn
	Passed   bool   `msg:"passed"`   // done placing this turn
	Built    bool   `msg:"built"`    // built something this turn (Wrath of Lord)
	Reserve  bool   `msg:"reserve"`  // in reserve when the Action phase began (R51)
	Roll     int8   `msg:"roll"`     // the S5a set-up roll
	Floor    int8   `msg:"floor"`    // the S5b floor choice, 0 before
}

// Floor is one dungeon floor's buildings (they belong to the floor, §2.7).
type Floor struct {
	Traps []int8 `msg:"traps"` // trap kinds, left to right
	Room  int8   `msg:"room"`  // 0 none, else 3, 4 or 5
}

// Buildings counts the floor's buildings (≤ MaxBuildings).
func (f Floor) Buildings() int {
	if f.Room > 0 {
		return len(f.Traps) + 1
	}
	return len(f.Traps)
}

// Party is a hero party token and, in the dungeon, its heroes.
type Party struct {
	Where  Where     `msg:"where"`
	Heroes []Fighter `msg:"heroes"` // in party order (I1), front first
}

// Fighter is a hero or monster card in a fight or a party.
type Fighter struct {
	Card    int8 `msg:"card"`
	Wounds  int8 `msg:"wounds"`
	LevelUp bool `msg:"levelup"` // heroes only (R24)
}

func (s *State) GameID() string   { return GameID }
func (s *State) NumPlayers() int  { return s.Players }
func (s *State) IsTerminal() bool { return s.Over }

// CurrentPlayer is the seat that must decide, or NoPlayer at the end.
func (s *State) CurrentPlayer() engine.Player {
	if s.Over || s.Stage == StNone {
		return engine.NoPlayer
	}
	return engine.Player(s.Actor)
}

// Returns: 1 for each winner (a shared win counts for all), 0 otherwise;
// when everyone loses nobody gets anything.
func (s *State) Returns() []float64 {
	out := make([]float64, s.Players)
	for p, w := range s.Won {
		if w {
			out[p] = 1
		}
	}
	return out
}

func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	d := *s
	d.Won = slices.Clone(s.Won)
	d.Seats = slices.Clone(s.Seats)
	for i := range d.Seats {
		p := &d.Seats[i]
		p.Monsters = slices.Clone(p.Monsters)
		p.Hand = slices.Clone(p.Hand)
		p.Trophies = slices.Clone(p.Trophies)
	}
	d.Ring = slices.Clone(s.Ring)
	for f := range d.Floors {
		d.Floors[f].Traps = slices.Clone(s.Floors[f].Traps)
	}
	for i := range d.Parties {
		d.Parties[i].Heroes = slices.Clone(s.Parties[i].Heroes)
	}
	d.Queue = slices.Clone(s.Queue)
	d.Fight = s.Fight.clone()
	d.EvDisc = slices.Clone(s.EvDisc)
	d.MonsterRow = slices.Clone(s.MonsterRow)
	d.MonsterPool = slices.Clone(s.MonsterPool)
	d.MonsterDeck = slices.Clone(s.MonsterDeck)
	d.HeroDeck = slices.Clone(s.HeroDeck)
	d.PlotDeck = slices.Clone(s.PlotDeck)
	d.PlotDisc = slices.Clone(s.PlotDisc)
	d.Tmp = slices.Clone(s.Tmp)
	d.Order = slices.Clone(s.Order)
	d.VPAt = slices.Clone(s.VPAt)
	d.Ev = s.Ev.Clone()
	d.force = slices.Clone(s.force)
	return &d
}

func (s *State) Events() []engine.Event { return s.Ev.List }

// Quiet stops event recording (engine.Quieter), for bots' playouts.
func (s *State) Quiet() { s.Ev.Off = true }
