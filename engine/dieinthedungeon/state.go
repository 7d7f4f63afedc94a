package dieinthedungeon

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

//go:generate msgp -file=. -o=msgp_gen.go -io=false -tests=false
//msgp:ignore Window Ability AbilityCard Creature HeroDieOutcome HeroDieFace Effect Epic HeroTypeInfo Power
//msgp:ignore Exits Pos MapSlot ObjectiveKind Objective Map mapDef fixedTile Stats Slot SupplySummary
//msgp:ignore TileKind TileKindInfo Head Tile TokenGroup TokenInfo AllySide Ally BardSide Layout Kind

// State is a game of DIE in the Dungeon!: one creature (solo) or two (the
// Duel) in one dungeon. The procedure of §5 runs inside Apply: Stage says
// where it stands, and every stage that waits for a player is a decision
// (see decision.go); the automatic ones run on until the next decision.
type State struct {
	Map     int       `msg:"map"` // index into Maps
	Players int       `msg:"n"`
	Mons    []Monster `msg:"mons"`
	Slots   []Cell    `msg:"slots"` // the map's slots, in Map.Slots order
	// Supply holds the DieMinions not taken (by Token; R41: shared).
	Supply [NumTokens]int `msg:"supply"`
	// HeroSupply counts the hero cards not in the party, by type and level.
	HeroSupply [NumHeroTypes][MaxHeroLevel]int `msg:"heroes"`

	First  engine.Player `msg:"first"`  // the Duel's first player (R43); 0 solo
	Turn   engine.Player `msg:"turn"`   // the creature whose turn it is
	TurnNo int           `msg:"turnno"` // 1 on the first turn
	Stage  Stage         `msg:"stage"`
	Over   bool          `msg:"over"`
	Winner engine.Player `msg:"winner"` // NoPlayer: the solo creature lost
	Why    string        `msg:"why"`    // how the game ended, in plain words

	// Window holds what the current ability window has used (§2.3: each
	// board ability once per window).
	Window [BoardAbilities]bool `msg:"window"`
	// Ret is where a sub-decision (Far Sight, a hit's target) goes back to.
	Ret    Stage  `msg:"ret"`
	Peeks  int    `msg:"peeks"` // Far Sight peeks left
	Hits   int    `msg:"hits"`  // hits waiting for a target
	Raked  int    `msg:"raked"` // Golden Rake: DieMinions discarded so far
	Combat Combat `msg:"combat"`
	Roll   Roll   `msg:"roll"` // the roll being made or modified
	Dmg    Damage `msg:"dmg"`  // damage being split

	RNG engine.RNG    `msg:"rng"`
	Ev  engine.Events `msg:"ev"`

	// force, in tests only, holds the faces the next rolls show.
	force []int
}

// Monster is one player's creature and everything it holds (R41).
type Monster struct {
	Creature int   `msg:"creature"` // index into Creatures
	Layout   int   `msg:"layout"`   // -1 until the dice are placed, else index into Layouts
	Board    Board `msg:"board"`
	XP       XP    `msg:"xp"`
	// Held counts the tokens it holds: DieMinions, stat tokens, the Bard
	// token on the board, the DieMaster token, and the two allies.
	Held      [NumTokens]int `msg:"held"`
	Kobold    int            `msg:"kobold"`     // the Kobold's face-up side (0 peek, 1 shove) while held
	KoboldUse bool           `msg:"kobold_use"` // the face-up side was used this turn
	CardsUsed [4]bool        `msg:"cards"`
	Pos       int            `msg:"pos"`   // the standee's slot
	Epics     int            `msg:"epics"` // Epic tiles defeated (Duel)
	XPTotal   int            `msg:"xptotal"`
}

// Cell is one map slot in play.
type Cell struct {
	Tile     int   `msg:"tile"`     // index into Tiles; Unknown in a view that may not see it
	Open     bool  `msg:"open"`     // face up: flipped when moved onto (§5.1 MOVE_APPLY)
	Explored bool  `msg:"explored"` // explored: its turn is over (§5.1 TURN_END)
	Token    Token `msg:"token"`    // the token still lying there
	// Peek has bit p set when player p has peeked at the face (§7).
	Peek uint8 `msg:"peek"`
	// Won is 1 + the player whose Combat cleared this Epic tile or the
	// LAIR (R44, R45), 0 if not cleared.
	Won int `msg:"won"`
}

// MaxAttacks bounds the hero attacks of one round.
const MaxAttacks = 8

// Unknown is a Cell.Tile a view may not see.
const Unknown = -1

// Combat is the Combat being fought (§5.2–§5.3) and its effects.
type Combat struct {
	On    bool  `msg:"on"`
	Slot  int   `msg:"slot"`
	Party Party `msg:"party"`
	Round int   `msg:"round"`
	Heads int   `msg:"heads"` // CS1: heads assembled so far
	Trig  int   `msg:"trig"`  // ROUND_START: the next trigger (R50)
	// Queue holds this round's hero attacks, in order; Next is the next
	// one to roll and Queued how many there are (at most a Might attack,
	// four Rogues' Agility attacks in round 1 and a Magic attack).
	Queue  [MaxAttacks]Stat `msg:"queue"`
	Next   int              `msg:"next"`
	Queued int              `msg:"queued"`
	// Tile effects stored for this Combat (§5.1 TILE_EFFECT).
	Effect EffectKind `msg:"effect"`
	// "This Combat" effects.
	Diesplaced bool `msg:"diesplaced"` // hero dice one size smaller
	Unblinking bool `msg:"unblinking"` // no hero auto-hits
	Loaded     bool `msg:"loaded"`     // DieMinions count their maximum
	// "This round" effects.
	Fx RoundFx `msg:"fx"`
}

// RoundFx are the effects that last one Combat round.
type RoundFx struct {
	NoAttack  [NumStats]bool `msg:"noattack"` // Evil Eye, Shiny Distraction
	Twist     int            `msg:"twist"`    // Twist Fate: 0 off, 1 ready, 2 used
	Shield    bool           `msg:"shield"`   // Bone Shield, until it cancels a hit
	ThickHide bool           `msg:"hide"`
	Brute     bool           `msg:"brute"` // Brute Force +3
	Grave     bool           `msg:"grave"` // Grave Blade +2
	Rage      bool           `msg:"rage"`  // Infernal Rage
	Storm     bool           `msg:"storm"` // Dice Storm
	Wall      bool           `msg:"wall"`  // Shield Wall −2
}

// RollKind is what a roll is for.
type RollKind uint8

const (
	RollNone    RollKind = iota
	RollTrap             // a Stat Check (§5.4)
	RollAttack           // the creature's attack (§5.6)
	RollHero             // a hero attack (§5.5)
	RollKeg              // the Dwarf's Powder Keg
	RollArrow            // the Elf's Hunter's Arrow
	RollHeroDie          // the Hero Die on a "?" head
	RollFire             // Fire Strike's d6
)

// Roll is the roll being made and how it has been changed.
type Roll struct {
	Kind    RollKind `msg:"kind"`
	Stat    Stat     `msg:"stat"`
	Die     DieType  `msg:"die"`
	Nat     int      `msg:"nat"`     // the natural face
	Pips    int      `msg:"pips"`    // pips spent on it, signed
	Lowered int      `msg:"lowered"` // stat points lowered to boost it
	Minions int      `msg:"minions"` // DieMinion results added
	Shove   bool     `msg:"shove"`   // Kobold's Lucky Shove
	NoRoll  bool     `msg:"noroll"`  // DieMaster token: the die's maximum, no roll
	Target  int      `msg:"target"`  // what the final must beat (attacks) or reach (checks)
	Fixed   int      `msg:"fixed"`   // fixed modifiers
}

// Damage is damage being split (§5.4 step 4, §5.5 step 6).
type Damage struct {
	Left  int   `msg:"left"`
	Slots uint8 `msg:"slots"` // bit per Slot it may go to; Health always
	// Then is what comes after: the Bonus of the hit being resolved.
	Bonus HeroType `msg:"bonus"` // NumHeroTypes for none
}

// Stage is where the procedure of §5 stands.
type Stage uint8

// The stages; those marked D wait for a decision of the player to act.
const (
	StNone       Stage = iota
	StLayout           // D §4.3: place d6/d8/d10/d12
	StTurnStart        // D ★ TURN_START
	StPostPower        // D ★ POST_POWER
	StRest             // D REST
	StMove             // D ★ MOVE_CHOOSE
	StFarSight         // D Far Sight: pick a tile to peek at
	StTrapPre          // D §5.4.1: X cards, then roll
	StBoost            // D ★ modify loop of your own roll (§5.4.3, §5.6.4)
	StDamage           // D split damage, one point at a time
	StAdjust           // D pips (and Twist Fate) on a roll that is not yours to boost
	StSands            // D Sands of Time
	StPulse            // D Dark Pulse
	StAbility          // D ★ ABILITY_STEP
	StPickStat         // D Evil Eye: which attack type
	StFlee             // D Dread: which hero flees
	StTarget           // D which legal target a hit takes
	StRake             // D Golden Rake: discard a DieMinion or stop
	StSacrifice        // D sacrifice a DieMinion to cancel a hit, or take it
	StAttackStat       // D §5.6.1: the stat to attack with
	StKobold           // D the Kobold was gained: its face-up side
	StStorm            // D Dice Storm: discard a DieMinion for a hit, or stop
	StOver             // the game is over
)

// decision reports whether the stage waits for a player.
func (st Stage) decision() bool { return st != StNone && st != StOver }

func (s *State) GameID() string   { return GameID }
func (s *State) NumPlayers() int  { return s.Players }
func (s *State) IsTerminal() bool { return s.Over }

// CurrentPlayer is the creature to act: the one whose turn it is, or the
// first without a layout during setup.
func (s *State) CurrentPlayer() engine.Player {
	if s.Over || s.Stage == StNone {
		return engine.NoPlayer
	}
	return s.Turn
}

// Returns: the winner takes 1. A solo loss is 0.
func (s *State) Returns() []float64 {
	out := make([]float64, s.Players)
	if s.Over && s.Winner != engine.NoPlayer {
		out[s.Winner] = 1
	}
	return out
}

func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	d := *s
	d.Mons = slices.Clone(s.Mons)
	d.Slots = slices.Clone(s.Slots)
	d.Combat.Party = slices.Clone(s.Combat.Party)
	d.Ev = s.Ev.Clone()
	return &d
}

func (s *State) Events() []engine.Event { return s.Ev.List }

// Quiet stops event recording (engine.Quieter), for bots' playouts.
func (s *State) Quiet() { s.Ev.Off = true }

// me is the creature whose turn it is.
func (s *State) me() *Monster { return &s.Mons[s.Turn] }

// m is the map being played.
func (s *State) m() *Map { return &Maps[s.Map] }
