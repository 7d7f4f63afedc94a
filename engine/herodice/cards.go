package herodice

import "strings"

// The components of spec §2 as data. Every card of the game has one id in
// a single space: the dungeon deck first, then the treasure, encounter and
// boss decks (see the ranges below). Values are the spec's; [D] in the
// spec marks designed values, [RB] the rulebook's.

// NoCard marks an empty place (no armour, no active encounter).
const NoCard = -1

// Hidden marks a card whose face the viewer of a View cannot see.
const Hidden = -2

// Card id ranges, one per deck (§2.1).
const (
	FirstDungeon   = 0
	FirstTreasure  = FirstDungeon + len(dungeonCards)
	FirstEncounter = FirstTreasure + len(treasureCards)
	FirstBoss      = FirstEncounter + len(encounterCards)
	NumCards       = FirstBoss + len(bossCards)
)

// Deck is which of the four decks a card belongs to.
type Deck uint8

const (
	DeckDungeon Deck = iota
	DeckTreasure
	DeckEncounter
	DeckBoss
)

// DeckOf is the deck card c belongs to.
func DeckOf(c int) Deck {
	switch {
	case c < FirstTreasure:
		return DeckDungeon
	case c < FirstEncounter:
		return DeckTreasure
	case c < FirstBoss:
		return DeckEncounter
	}
	return DeckBoss
}

// ---- §2.2 the hero ----

// The Warrior (§2.2): 50 health, carry limit 5, no starting gear (R6).
const (
	WarriorHealth = 50
	CarryLimit    = 5
	MaxWeapons    = 2
)

// Ability is a hero-die value's ability (§2.2); 1 has none (R4).
type Ability uint8

const (
	NoAbility       Ability = iota
	IgnorePain              // 2: recover 5 in the heal step
	WarriorsResolve         // 3: +1 combat die on the next roll
	Cleave                  // 4: +5 wounds to the mob this round
	Disarm                  // 5: the mob rolls 1 fewer die next roll
	MortalWound             // 6: +10 wounds to the mob this round
)

// AbilityOf is the ability of hero-die value v.
func AbilityOf(v int) Ability {
	if v < 2 || v > 6 {
		return NoAbility
	}
	return Ability(v - 1)
}

// AbilityNames are the abilities' names, by Ability.
var AbilityNames = [...]string{"", "Ignore Pain", "Warriors Resolve", "Cleave", "Disarm", "Mortal Wound"}

// Ability amounts (§2.2).
const (
	IgnorePainHeal   = 5
	CleaveWounds     = 5
	MortalWoundBonus = 10
)

// ---- §2.3 the dungeon deck ----

// Dir is a direction of the movement key; cards are never rotated.
type Dir uint8

const (
	North Dir = iota
	East
	South
	West
)

// DirNames are the directions' names.
var DirNames = [4]string{"north", "east", "south", "west"}

// Opposite is the direction facing d (N↔S, E↔W).
func (d Dir) Opposite() Dir { return (d + 2) % 4 }

// Step is the cell offset of d (§3.1: y grows downward).
func (d Dir) Step() (dx, dy int) {
	return [4]int{0, 1, 0, -1}[d], [4]int{-1, 0, 1, 0}[d]
}

// Exits is a set of directions, bit d for Dir d.
type Exits uint8

// Exit directions as sets.
const (
	N Exits = 1 << North
	E Exits = 1 << East
	S Exits = 1 << South
	W Exits = 1 << West
)

// Has reports whether the set holds d.
func (x Exits) Has(d Dir) bool { return x&(1<<d) != 0 }

// DungeonCard is a card of the dungeon deck (§2.3).
type DungeonCard struct {
	ID, Name string
	Exits    Exits
	Gold     int  // golden glows: draw a treasure each (R15: resolved first)
	Red      int  // red glows: draw an encounter each
	Stairs   bool // Stairs Down, deep delving only (R20)
}

var dungeonCards = [...]DungeonCard{
	{"dng_crossroads", "Crossroads", N | E | S | W, 0, 0, false},
	{"dng_goblin_barracks", "Goblin Barracks", N | E | S | W, 0, 2, false},
	{"dng_great_hall", "Great Hall", N | E | S | W, 1, 0, false},
	{"dng_guard_room", "Guard Room", N | E | S, 0, 1, false},
	{"dng_storeroom", "Storeroom", E | S | W, 1, 0, false},
	{"dng_fungus_cavern", "Fungus Cavern", N | S | W, 0, 1, false},
	{"dng_forgotten_crypt", "Forgotten Crypt", N | E | W, 1, 1, false},
	{"dng_long_corridor", "Long Corridor", N | S, 0, 0, false},
	{"dng_torchlit_passage", "Torchlit Passage", E | W, 0, 1, false},
	{"dng_flooded_tunnel", "Flooded Tunnel", N | S, 0, 1, false},
	{"dng_bone_pit", "Bone Pit", E | W, 1, 1, false},
	{"dng_kennels", "Kennels", N | E, 0, 1, false},
	{"dng_dusty_shrine", "Dusty Shrine", E | S, 1, 0, false},
	{"dng_spider_nest", "Spider Nest", S | W, 0, 1, false},
	{"dng_ruined_library", "Ruined Library", N | W, 1, 0, false},
	{"dng_old_armory", "Old Armory", S, 2, 0, false},
	{"dng_treasure_vault", "Treasure Vault", N, 1, 0, false},
	{"dng_collapsed_hall", "Collapsed Hall", E | W, 0, 0, false},
	{"dng_stairs_down_a", "Stairs Down", N | E | S | W, 0, 0, true},
	{"dng_stairs_down_b", "Stairs Down", N | S, 0, 0, true},
}

// StandardDungeon is the dungeon deck's size in Standard mode: the two
// Stairs Down cards are left out (R20, A31).
const StandardDungeon = 18

// Dungeon is dungeon card c's data.
func Dungeon(c int) *DungeonCard { return &dungeonCards[c-FirstDungeon] }

// ---- §2.5 the treasure deck ----

// TreasureType is weapon, armour or item (§2.5): only items count
// against the carry limit.
type TreasureType uint8

const (
	Weapon TreasureType = iota + 1
	Armor
	Item
)

// ItemKind says what an item does (§2.5, R11 for when).
type ItemKind uint8

const (
	NotItem ItemKind = iota
	HealingPotion
	PotionOfStrength
	FireBomb
	SmokeBomb
	LuckyCharm
	Rope
	Backpack
	PhoenixFeather
)

// TreasureCard is a card of the treasure deck (§2.5).
type TreasureCard struct {
	ID, Name string
	Type     TreasureType
	Item     ItemKind
	Dice     int // weapon: extra combat dice
	MaxHP    int // armour: max health bonus (R30)
	Reduce   int // armour: wounds taken per combat round −N (R27)
	Recover  int // armour: health recovered after each mob or boss defeated
	XP       int
	Effect   string // the card's text, in our words, for tooltips
}

// Item amounts (§2.5).
const (
	PotionHeal     = 15
	StrengthDice   = 2
	FireBombWounds = 10
	RopeBonus      = 2
	BackpackSlots  = 2
	FeatherHealth  = 15
)

var treasureCards = [...]TreasureCard{
	{"trs_rusty_sword", "Rusty Sword", Weapon, NotItem, 1, 0, 0, 0, 10, "+1 combat die."},
	{"trs_short_sword", "Short Sword", Weapon, NotItem, 1, 0, 0, 0, 15, "+1 combat die."},
	{"trs_hand_axe", "Hand Axe", Weapon, NotItem, 1, 0, 0, 0, 15, "+1 combat die."},
	{"trs_spear", "Spear", Weapon, NotItem, 1, 0, 0, 0, 15, "+1 combat die."},
	{"trs_long_sword", "Long Sword", Weapon, NotItem, 2, 0, 0, 0, 30, "+2 combat dice."},
	{"trs_battle_axe", "Battle Axe", Weapon, NotItem, 2, 0, 0, 0, 30, "+2 combat dice."},
	{"trs_studded_leather", "Studded Leather", Armor, NotItem, 0, 10, 0, 0, 15, "Max health +10."},
	{"trs_troll_hide_cloak", "Troll-Hide Cloak", Armor, NotItem, 0, 5, 0, 3, 20, "Max health +5. Recover 3 after each mob or boss you defeat."},
	{"trs_chain_mail", "Chain Mail", Armor, NotItem, 0, 0, 1, 0, 25, "Take 1 wound fewer each combat round."},
	{"trs_dwarven_plate", "Dwarven Plate", Armor, NotItem, 0, 10, 1, 0, 40, "Max health +10; take 1 wound fewer each combat round."},
	{"trs_healing_potion_1", "Healing Potion", Item, HealingPotion, 0, 0, 0, 0, 10, "Single use: recover 15 health, while exploring, before a roll, after a fight or before a trap's check."},
	{"trs_healing_potion_2", "Healing Potion", Item, HealingPotion, 0, 0, 0, 0, 10, "Single use: recover 15 health, while exploring, before a roll, after a fight or before a trap's check."},
	{"trs_healing_potion_3", "Healing Potion", Item, HealingPotion, 0, 0, 0, 0, 10, "Single use: recover 15 health, while exploring, before a roll, after a fight or before a trap's check."},
	{"trs_potion_of_strength", "Potion of Strength", Item, PotionOfStrength, 0, 0, 0, 0, 15, "Single use, before a roll: +2 combat dice on every roll for the rest of this fight."},
	{"trs_fire_bomb", "Fire Bomb", Item, FireBomb, 0, 0, 0, 0, 15, "Single use, before a roll: 10 wounds to the foe at once, through any armour or shield."},
	{"trs_smoke_bomb", "Smoke Bomb", Item, SmokeBomb, 0, 0, 0, 0, 15, "Single use, before a roll: escape a mob (not a boss) without paying."},
	{"trs_lucky_charm", "Lucky Charm", Item, LuckyCharm, 0, 0, 0, 0, 20, "Single use: roll the hero die again after seeing a roll or a check."},
	{"trs_rope", "Rope", Item, Rope, 0, 0, 0, 0, 10, "Always: +2 to checks against climbing traps."},
	{"trs_backpack", "Backpack", Item, Backpack, 0, 0, 0, 0, 10, "Always: carry 2 more items (it takes a slot itself)."},
	{"trs_phoenix_feather", "Phoenix Feather", Item, PhoenixFeather, 0, 0, 0, 0, 25, "Once: when a blow would kill you, it burns instead and you stand again at 15 health."},
}

// Treasure is treasure card c's data.
func Treasure(c int) *TreasureCard { return &treasureCards[c-FirstTreasure] }

// ---- §2.4 the encounter deck ----

// EncKind is what an encounter card is.
type EncKind uint8

const (
	Mob EncKind = iota + 1
	Trap
	Event
)

// Tier is a mob's rank; it sets its XP (§2.4).
type Tier uint8

const (
	Minion Tier = iota + 1
	Soldier
	Champion
	BossTier
)

// TierNames are the tiers' names.
var TierNames = [...]string{"", "minion", "soldier", "champion", "boss"}

// Trait is a mob's special rule (§2.4).
type Trait uint8

const (
	NoTrait    Trait = iota
	Regenerate       // recovers N in each heal step it survives
	Armored          // wounds dealt to it each round −N (Fire Bomb ignores it)
	LifeDrain        // recovers what the hero lost this round
)

// EventKind says what an event card does.
type EventKind uint8

const (
	NoEvent EventKind = iota
	WanderingHealer
	Ambush
)

// Event amounts (§2.4).
const HealerHeal = 10

// EncounterCard is a card of the encounter deck (§2.4). Mobs have Tier,
// Dice, HP (at level 1), Atk and XP; traps Tough, Climb, Wounds and
// (Sleeping Dragon) Reward.
type EncounterCard struct {
	ID, Name string
	Kind     EncKind
	Tier     Tier
	Dice     int
	HP       int
	Atk      int
	XP       int
	Trait    Trait
	TraitN   int
	Tough    int
	Climb    bool
	Wounds   int  // a trap's failure wounds
	Reward   bool // a trap whose success draws a treasure
	Event    EventKind
}

var encounterCards = [...]EncounterCard{
	{ID: "enc_guard_dog", Name: "Guard Dog", Kind: Mob, Tier: Minion, Dice: 1, HP: 5, XP: 25},
	{ID: "enc_goblin", Name: "Goblin", Kind: Mob, Tier: Minion, Dice: 1, HP: 6, XP: 25},
	{ID: "enc_giant_rat", Name: "Giant Rat", Kind: Mob, Tier: Minion, Dice: 1, HP: 5, XP: 25},
	{ID: "enc_kobold_sneak", Name: "Kobold Sneak", Kind: Mob, Tier: Minion, Dice: 1, HP: 7, XP: 25},
	{ID: "enc_skeleton", Name: "Skeleton", Kind: Mob, Tier: Minion, Dice: 1, HP: 8, XP: 25},
	{ID: "enc_green_slime", Name: "Green Slime", Kind: Mob, Tier: Minion, Dice: 1, HP: 12, XP: 25},
	{ID: "enc_gnoll_hunter", Name: "Gnoll Hunter", Kind: Mob, Tier: Soldier, Dice: 2, HP: 15, Atk: 1, XP: 50},
	{ID: "enc_orc_raider", Name: "Orc Raider", Kind: Mob, Tier: Soldier, Dice: 2, HP: 16, Atk: 1, XP: 50},
	{ID: "enc_zombie", Name: "Zombie", Kind: Mob, Tier: Soldier, Dice: 2, HP: 19, Atk: 1, XP: 50},
	{ID: "enc_hobgoblin_brute", Name: "Hobgoblin Brute", Kind: Mob, Tier: Soldier, Dice: 2, HP: 20, Atk: 1, XP: 50},
	{ID: "enc_cave_troll", Name: "Cave Troll", Kind: Mob, Tier: Soldier, Dice: 2, HP: 20, Atk: 1, XP: 50, Trait: Regenerate, TraitN: 2},
	{ID: "enc_wraith", Name: "Wraith", Kind: Mob, Tier: Champion, Dice: 3, HP: 25, Atk: 1, XP: 100, Trait: LifeDrain},
	{ID: "enc_death_knight", Name: "Death Knight", Kind: Mob, Tier: Champion, Dice: 3, HP: 28, Atk: 1, XP: 100, Trait: Armored, TraitN: 1},
	{ID: "enc_ogre", Name: "Ogre", Kind: Mob, Tier: Champion, Dice: 3, HP: 32, Atk: 3, XP: 100},
	{ID: "enc_pit_trap", Name: "Pit Trap", Kind: Trap, Tough: 3, Climb: true, Wounds: 5},
	{ID: "enc_yawning_chasm", Name: "Yawning Chasm", Kind: Trap, Tough: 4, Climb: true, Wounds: 8},
	{ID: "enc_poison_dart_trap", Name: "Poison Dart Trap", Kind: Trap, Tough: 4, Wounds: 8},
	{ID: "enc_sleeping_dragon", Name: "Sleeping Dragon", Kind: Trap, Tough: 5, Wounds: 10, Reward: true},
	{ID: "enc_wandering_healer", Name: "Wandering Healer", Kind: Event, Event: WanderingHealer},
	{ID: "enc_ambush", Name: "Ambush!", Kind: Event, Event: Ambush},
}

// Encounter is encounter card c's data.
func Encounter(c int) *EncounterCard { return &encounterCards[c-FirstEncounter] }

// ---- §2.6 the bosses ----

// PowerKind is a boss-ring power (§2.6, R19).
type PowerKind uint8

const (
	PowNone   PowerKind = iota
	PowWound            // the hero takes +N this round
	PowDrain            // the hero takes +N; the boss recovers N in the heal step
	PowHeal             // the boss recovers N in the heal step
	PowShield           // wounds to the boss this round −N
	PowRage             // the boss rolls +N dice next roll
	PowWeaken           // the hero rolls N fewer combat dice next roll
)

// PowerNames are the powers' names.
var PowerNames = [...]string{"none", "wound", "drain", "heal", "shield", "rage", "weaken"}

// Power is one slot of a boss's die ring.
type Power struct {
	Kind PowerKind
	N    int
}

// BossCard is a boss (§2.6): XP 200, atk 0, never fled.
type BossCard struct {
	ID, Name string
	Dice     int
	HP       int
	Ring     [6]Power // by the boss's high die, 1…6
}

// BossXP is every boss's XP.
const BossXP = 200

func wnd(n int) Power { return Power{PowWound, n} }
func drn(n int) Power { return Power{PowDrain, n} }
func hea(n int) Power { return Power{PowHeal, n} }
func shd(n int) Power { return Power{PowShield, n} }
func rag(n int) Power { return Power{PowRage, n} }
func wkn(n int) Power { return Power{PowWeaken, n} }

var none = Power{}

var bossCards = [...]BossCard{
	{"boss_ashmaw_red_dragon", "Ashmaw, the Red Dragon", 5, 45, [6]Power{wnd(6), wnd(5), wnd(4), drn(3), rag(1), wnd(1)}},
	{"boss_balgoroth_pit_demon", "Bal'goroth, Pit Demon", 5, 45, [6]Power{wnd(6), hea(5), wnd(4), shd(3), wkn(1), wnd(1)}},
	{"boss_count_morvane", "Count Morvane, Vampire", 4, 35, [6]Power{drn(6), drn(5), drn(4), drn(3), wkn(1), wnd(1)}},
	{"boss_xul_necromancer", "Xul the Necromancer", 4, 40, [6]Power{hea(8), wnd(5), hea(5), rag(1), wkn(1), wnd(2)}},
	{"boss_bone_king_lich", "The Bone King, Lich", 5, 40, [6]Power{wnd(8), wkn(2), hea(6), wnd(3), shd(2), wnd(1)}},
	{"boss_gorrak_minotaur", "Gorrak the Minotaur", 4, 45, [6]Power{wnd(6), wnd(5), rag(2), wnd(4), rag(1), wnd(1)}},
	{"boss_gazing_horror", "The Gazing Horror", 4, 40, [6]Power{wkn(3), wnd(6), wkn(2), wnd(3), wkn(1), wnd(1)}},
	{"boss_grimjaw_troll_king", "Grimjaw, Troll King", 4, 40, [6]Power{hea(10), hea(8), hea(6), wnd(4), rag(1), wnd(1)}},
	{"boss_skitterfang", "Skitterfang, Spider Queen", 5, 40, [6]Power{wnd(6), wnd(5), wkn(1), wnd(4), wkn(1), wnd(1)}},
	{"boss_iron_golem", "The Iron Golem", 4, 50, [6]Power{none, none, shd(5), wnd(4), shd(3), shd(2)}},
}

// Boss is boss card c's data.
func Boss(c int) *BossCard { return &bossCards[c-FirstBoss] }

// ---- names and ids ----

// theName is card c's name with its article, inside a sentence: "the
// Cave Troll", "the Gazing Horror" (its name has its own "The"), and a
// boss with a name of its own bare ("Ashmaw, the Red Dragon").
func theName(c int) string {
	n := Name(c)
	switch {
	case strings.HasPrefix(n, "The "):
		return "the " + n[len("The "):]
	case c >= FirstBoss && c < NumCards:
		return n
	case c < 0 || c >= NumCards:
		return n // "a hidden card"
	}
	return "the " + n
}

// TheName is theName at the start of a sentence.
func TheName(c int) string {
	n := theName(c)
	if n != "" {
		n = strings.ToUpper(n[:1]) + n[1:]
	}
	return n
}

// Name is card c's name as players read it.
func Name(c int) string {
	switch {
	case c < 0 || c >= NumCards:
		return "a hidden card"
	case c < FirstTreasure:
		return Dungeon(c).Name
	case c < FirstEncounter:
		return Treasure(c).Name
	case c < FirstBoss:
		return Encounter(c).Name
	}
	return Boss(c).Name
}

// ID is card c's stable id (the spec's, e.g. "enc_goblin").
func ID(c int) string {
	switch {
	case c < 0 || c >= NumCards:
		return "hidden"
	case c < FirstTreasure:
		return Dungeon(c).ID
	case c < FirstEncounter:
		return Treasure(c).ID
	case c < FirstBoss:
		return Encounter(c).ID
	}
	return Boss(c).ID
}

// ByID finds a card by its id; ok is false for an unknown id.
func ByID(id string) (c int, ok bool) {
	for c := range NumCards {
		if ID(c) == id {
			return c, true
		}
	}
	return NoCard, false
}

// XP is card c's printed XP (§2.4–2.6): mobs and bosses by tier, treasure
// as printed, traps, events and dungeon cards 0.
func XP(c int) int {
	switch DeckOf(c) {
	case DeckTreasure:
		return Treasure(c).XP
	case DeckEncounter:
		return Encounter(c).XP
	case DeckBoss:
		return BossXP
	}
	return 0
}
