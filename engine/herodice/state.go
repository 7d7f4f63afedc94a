package herodice

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Phase is the decision the game waits for (spec §5).
type Phase uint8

const (
	PhExplore    Phase = iota + 1 // §5.6 EXPLORE: drink, move / draw, or face the boss
	PhStairs                      // §5.1 STAIRS_OFFER: descend or stay (R20)
	PhTreasure                    // §5.3 TREASURE_DECISION: keep, equip, replace or discard the found card
	PhOverflow                    // R14: too many items held; pick one to put in the XP pool
	PhPreCheck                    // §5.4 PRE_CHECK: drink, or roll against the trap (R37)
	PhCheckReact                  // §5.4 REACTION: reroll the check with the Lucky Charm, or accept
	PhPreRoll                     // §5.5 PRE_ROLL: roll, use an item, or flee
	PhFlee                        // §5.5 flee(payment): pick the cards to pay, one at a time (R13)
	PhReact                       // §5.5 REACTION: reroll the hero die with the Lucky Charm, or accept (R32)
	PhAbility                     // §5.5 RESOLVE step 4 ABILITY: use or decline (R3–R5)
	PhRecover                     // §5.5 RECOVER: drink between encounters of one card, or go on (R37)
	PhLevelEnd                    // §5.8 LEVEL_END (deep): delve deeper or retire (R31)
	PhOver                        // the game is over
)

// Mode is Standard (one level) or Deep Delving (§1).
type Mode uint8

const (
	Standard Mode = iota
	Deep
)

// MapMode is Grid (build the map) or Stack (§3).
type MapMode uint8

const (
	Grid MapMode = iota
	Stack
)

// Outcome is how the game ended (§8).
type Outcome uint8

const (
	Playing Outcome = iota
	Slain
	Victorious
	Retired
)

// OutcomeNames are the outcomes' labels.
var OutcomeNames = [...]string{"", "Slain", "Victorious", "Retired"}

// Glow is one glow waiting in the glow queue (§5.2).
type Glow uint8

const (
	GoldGlow Glow = iota + 1
	RedGlow
)

// Placed is a dungeon card on the map: its cell (Grid) and id. In Stack
// mode the cells are all (0,0) and the order is the stack's, newest last.
type Placed struct {
	X    int `msg:"x"`
	Y    int `msg:"y"`
	Card int `msg:"c"`
}

// State is a game of Hero Dice. Decks are engine.Decks, top last.
type State struct {
	Mode    Mode    `msg:"mode"`
	MapMode MapMode `msg:"map"`
	Level   int     `msg:"level"`
	HP      int     `msg:"hp"`
	MaxHP   int     `msg:"maxhp"`
	Banked  int     `msg:"banked"`

	Dungeon engine.Deck `msg:"dng"`
	// DngSeen is how many cards at the bottom of the dungeon deck were
	// revealed and sent there (§5.6); they are public, the rest is not.
	DngSeen   int         `msg:"dngseen"`
	Treasures engine.Deck `msg:"trs"`
	Encounter engine.Deck `msg:"enc"`
	Bosses    engine.Deck `msg:"bosses"`
	BossSlot  int         `msg:"boss"`   // the level's boss, NoCard once fought or returned
	BossUp    bool        `msg:"bossup"` // the boss was flipped (BOSS_INTRO)

	Map []Placed `msg:"mapcards"` // placed dungeon cards, in the order placed
	Pos int      `msg:"pos"`      // index into Map of the hero's card

	Weapons []int `msg:"weapons"`
	Armor   int   `msg:"armor"` // NoCard when none
	Items   []int `msg:"items"`

	Pool     []int `msg:"pool"`     // the XP pool (R12)
	Spent    []int `msg:"spent"`    // cards of XP pools already banked this level (§5.8)
	Discard  []int `msg:"discard"`  // resolved events and traps, fled mobs (R12)
	Removed  []int `msg:"removed"`  // cards paid to flee (R13)
	OutCards []int `msg:"outcards"` // Standard mode: the Stairs Down cards, not in play (R20)

	Glows []Glow `msg:"glows"` // the glow queue (§5.2)
	Phase Phase  `msg:"phase"`
	Found int    `msg:"found"` // the treasure being decided (§5.3), or NoCard
	// Resume says what follows once an R14 overflow is settled.
	Resume uint8 `msg:"resume"`

	Fight  Fight `msg:"fight"`
	Check  Check `msg:"check"`
	Paying []int `msg:"paying"` // PhFlee: the cards picked so far

	StairsOffered []int `msg:"stairsoff"` // Stairs Down cards whose offer was made this level (R20)

	Outcome Outcome       `msg:"outcome"`
	RNG     engine.RNG    `msg:"rng"`
	Ev      engine.Events `msg:"ev"`

	// force, in tests only, holds the faces the next rolls show.
	force []int
}

// Fight is the combat in progress (§5.5), or none (Card = NoCard).
type Fight struct {
	Card  int  `msg:"card"` // mob or boss
	HP    int  `msg:"hp"`
	Max   int  `msg:"max"`
	Round int  `msg:"round"`
	Boss  bool `msg:"boss"`
	// Flags for the next roll (§5.5 ROLL; R5: they do not stack).
	Resolve  int  `msg:"resolve"`
	Disarm   int  `msg:"disarm"`
	Rage     int  `msg:"rage"`
	Weaken   int  `msg:"weaken"`
	Strength bool `msg:"strength"`
	// The roll being resolved.
	HeroDie  int   `msg:"herodie"`
	HeroDice []int `msg:"herodice"` // combat dice
	MobDice  []int `msg:"mobdice"`
	ToMob    int   `msg:"tomob"`
	ToHero   int   `msg:"tohero"`
	Shield   int   `msg:"shield"`
	BossHeal int   `msg:"bossheal"`
	HeroHeal int   `msg:"heroheal"`
	Fired    int   `msg:"fired"` // ring slot (1…6) that fired this round, 0 none
}

// Check is the toughness check in progress (§5.4), or none (Card = NoCard).
type Check struct {
	Card int `msg:"card"`
	Die  int `msg:"die"`
}

func (s *State) GameID() string  { return GameID }
func (s *State) NumPlayers() int { return 1 }
func (s *State) IsTerminal() bool {
	return s.Phase == PhOver
}

// CurrentPlayer is the solo seat, or NoPlayer once the game is over.
func (s *State) CurrentPlayer() engine.Player {
	if s.Phase == PhOver || s.Phase == 0 {
		return engine.NoPlayer
	}
	return 0
}

func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	d := *s
	d.Dungeon = s.Dungeon.Clone()
	d.Treasures = s.Treasures.Clone()
	d.Encounter = s.Encounter.Clone()
	d.Bosses = s.Bosses.Clone()
	d.Map = slices.Clone(s.Map)
	d.Weapons = slices.Clone(s.Weapons)
	d.Items = slices.Clone(s.Items)
	d.Pool = slices.Clone(s.Pool)
	d.Spent = slices.Clone(s.Spent)
	d.Discard = slices.Clone(s.Discard)
	d.Removed = slices.Clone(s.Removed)
	d.OutCards = slices.Clone(s.OutCards)
	d.Glows = slices.Clone(s.Glows)
	d.Paying = slices.Clone(s.Paying)
	d.StairsOffered = slices.Clone(s.StairsOffered)
	d.Fight.HeroDice = slices.Clone(s.Fight.HeroDice)
	d.Fight.MobDice = slices.Clone(s.Fight.MobDice)
	d.Ev = s.Ev.Clone()
	d.force = slices.Clone(s.force)
	return &d
}

func (s *State) Events() []engine.Event { return s.Ev.List }

// Quiet stops event recording (engine.Quieter), for bots' playouts.
func (s *State) Quiet() { s.Ev.Off = true }

// Limit is the carry limit: 5, +2 while a Backpack is held (R14).
func (s *State) Limit() int {
	if s.holds(Backpack) != NoCard {
		return CarryLimit + BackpackSlots
	}
	return CarryLimit
}

// holds is the first held item of kind k, or NoCard.
func (s *State) holds(k ItemKind) int {
	for _, c := range s.Items {
		if Treasure(c).Item == k {
			return c
		}
	}
	return NoCard
}

// WeaponDice is the combat dice the held weapons give (R6).
func (s *State) WeaponDice() int {
	n := 0
	for _, c := range s.Weapons {
		n += Treasure(c).Dice
	}
	return n
}

// ArmorReduce is the armour's reduction of each round's wounds (R27).
func (s *State) ArmorReduce() int {
	if s.Armor == NoCard {
		return 0
	}
	return Treasure(s.Armor).Reduce
}

// Here is the dungeon card the hero stands on, or NoCard.
func (s *State) Here() int {
	if s.Pos < 0 || s.Pos >= len(s.Map) {
		return NoCard
	}
	return s.Map[s.Pos].Card
}

// At is the index into Map of the card at cell (x, y), or -1 (Grid).
func (s *State) At(x, y int) int {
	for i, p := range s.Map {
		if p.X == x && p.Y == y {
			return i
		}
	}
	return -1
}

// remove takes card c out of list, reporting whether it was there.
func remove(list *[]int, c int) bool {
	i := slices.Index(*list, c)
	if i < 0 {
		return false
	}
	*list = slices.Delete(*list, i, i+1)
	return true
}
