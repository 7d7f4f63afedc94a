package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! component data that the sprites print, copied from the
// spec (../shared/specs/heromustdie.md §2) because assets must not import
// engine/heromustdie. Card texts are short summaries in our own words;
// heromustdie_test.go pins the ids and counts.

// HMDStrengths are the five strength colours in the spec's column order.
var HMDStrengths = []string{"brown", "green", "black", "yellow", "blue"}

// HMDFamilies are the monster families.
var HMDFamilies = []string{"beast", "dragon", "demon", "undead", "elemental"}

// HMDColours are the player colours; each keeps the symbol TokenColours
// gives it, so colour never carries meaning alone.
var HMDColours = []string{"red", "yellow", "green", "blue"}

// HMDHero is a hero card: strengths in HMDStrengths order.
type HMDHero struct {
	ID, Name string
	Level    int
	Str      [5]int
}

// HMDHeroes are the 18 heroes of §2.2 in table order.
var HMDHeroes = []HMDHero{
	{"hero_squire", "Squire", 1, [5]int{3, 0, 0, 0, 0}},
	{"hero_archer", "Archer", 1, [5]int{1, 3, 0, 0, 0}},
	{"hero_thief", "Thief", 1, [5]int{1, 0, 0, 0, 3}},
	{"hero_acolyte", "Acolyte", 1, [5]int{1, 0, 0, 2, 0}},
	{"hero_apprentice", "Apprentice", 1, [5]int{1, 0, 2, 0, 0}},
	{"hero_militia", "Militia", 1, [5]int{4, 0, 0, 0, 0}},
	{"hero_swordsman", "Swordsman", 2, [5]int{5, 0, 0, 0, 0}},
	{"hero_crossbowman", "Crossbowman", 2, [5]int{2, 4, 0, 0, 0}},
	{"hero_priest", "Priest", 2, [5]int{2, 0, 0, 4, 0}},
	{"hero_mage", "Mage", 2, [5]int{1, 0, 4, 0, 0}},
	{"hero_rogue", "Rogue", 2, [5]int{3, 0, 0, 0, 4}},
	{"hero_barbarian", "Barbarian", 2, [5]int{6, 0, 0, 0, 0}},
	{"hero_ranger", "Ranger", 3, [5]int{6, 5, 0, 0, 0}},
	{"hero_paladin", "Paladin", 3, [5]int{7, 0, 0, 3, 0}},
	{"hero_champion", "Champion", 3, [5]int{8, 0, 0, 0, 0}},
	{"hero_archmage", "Archmage", 3, [5]int{1, 0, 6, 0, 0}},
	{"hero_high_priestess", "High Priestess", 3, [5]int{3, 0, 0, 6, 0}},
	{"hero_dwarf_sapper", "Dwarf Sapper", 3, [5]int{6, 0, 0, 0, 5}},
}

// HMDMonster is a monster card: cost gold/slaves/MP, strengths in
// HMDStrengths order (blue is always 0).
type HMDMonster struct {
	ID, Name, Family string
	Level            int
	Cost             [3]int
	Str              [5]int
}

// hmdCost is the hire cost by level (§2.3).
var hmdCost = [6][3]int{{}, {1, 0, 0}, {1, 1, 0}, {2, 2, 0}, {3, 2, 2}, {4, 3, 3}}

func hmdMon(id, name, fam string, lvl int, b, g, k, y int) HMDMonster {
	return HMDMonster{id, name, fam, lvl, hmdCost[lvl], [5]int{b, g, k, y, 0}}
}

// HMDMonsters are the 30 monsters of §2.3 in table order.
var HMDMonsters = []HMDMonster{
	hmdMon("mon_giant_rat", "Giant Rat", "beast", 1, 2, 0, 0, 0),
	hmdMon("mon_wolf", "Wolf", "beast", 1, 3, 0, 0, 0),
	hmdMon("mon_dire_wolf", "Dire Wolf", "beast", 2, 5, 0, 0, 0),
	hmdMon("mon_troll", "Troll", "beast", 3, 6, 0, 0, 1),
	hmdMon("mon_manticore", "Manticore", "beast", 4, 6, 3, 0, 0),
	hmdMon("mon_behemoth", "Behemoth", "beast", 5, 9, 0, 0, 0),
	hmdMon("mon_kobold", "Kobold", "dragon", 1, 1, 2, 0, 0),
	hmdMon("mon_wyrmling", "Wyrmling", "dragon", 2, 3, 0, 2, 0),
	hmdMon("mon_wyvern", "Wyvern", "dragon", 2, 4, 1, 0, 0),
	hmdMon("mon_drake", "Drake", "dragon", 3, 5, 0, 2, 0),
	hmdMon("mon_young_dragon", "Young Dragon", "dragon", 4, 6, 0, 3, 0),
	hmdMon("mon_dragon", "Dragon", "dragon", 5, 7, 0, 4, 0),
	hmdMon("mon_imp", "Imp", "demon", 1, 0, 0, 2, 0),
	hmdMon("mon_hellhound", "Hellhound", "demon", 2, 4, 0, 1, 0),
	hmdMon("mon_succubus", "Succubus", "demon", 2, 1, 0, 3, 1),
	hmdMon("mon_fiend", "Fiend", "demon", 3, 5, 0, 3, 0),
	hmdMon("mon_pit_fiend", "Pit Fiend", "demon", 4, 6, 0, 4, 0),
	hmdMon("mon_archdemon", "Archdemon", "demon", 5, 8, 0, 5, 0),
	hmdMon("mon_skeleton", "Skeleton", "undead", 1, 2, 1, 0, 0),
	hmdMon("mon_zombie", "Zombie", "undead", 1, 3, 0, 0, 0),
	hmdMon("mon_skeleton_archer", "Skeleton Archer", "undead", 2, 1, 4, 0, 0),
	hmdMon("mon_wraith", "Wraith", "undead", 3, 2, 0, 5, 0),
	hmdMon("mon_vampire", "Vampire", "undead", 4, 6, 0, 0, 3),
	hmdMon("mon_lich", "Lich", "undead", 5, 3, 0, 7, 0),
	hmdMon("mon_wisp", "Wisp", "elemental", 1, 0, 2, 0, 1),
	hmdMon("mon_ember", "Ember", "elemental", 1, 0, 3, 0, 0),
	hmdMon("mon_undine", "Undine", "elemental", 2, 2, 0, 0, 3),
	hmdMon("mon_fire_elemental", "Fire Elemental", "elemental", 3, 5, 3, 0, 0),
	hmdMon("mon_storm_elemental", "Storm Elemental", "elemental", 4, 3, 5, 2, 0),
	hmdMon("mon_earth_titan", "Earth Titan", "elemental", 5, 9, 0, 0, 2),
}

// hmdHP is a card's hit points: its largest strength (never a sum).
func hmdHP(s [5]int) int {
	hp := 0
	for _, v := range s {
		hp = max(hp, v)
	}
	return hp
}

// HMDPlot is a plot card: a quest (VP > 0) or a function card. Text is
// its condition and effect in our own words; Glyph picks its picture.
type HMDPlot struct {
	ID, Name string
	VP       int
	Evil     bool
	Text     string
	When     string // function cards: when it is played
	glyph    string
	Copies   int
}

// HMDQuests are the 13 quests of §2.4.
var HMDQuests = []HMDPlot{
	{"plot_rule_them_all", "Rule Them All!", 2, false, "Pay 8 gold. You may then send one party that is not at the Castle back to it.", "", "crown", 1},
	{"plot_monster_cup", "Monster Cup", 2, false, "Have 3+ gold. Everyone pays 3 gold; most monster levels share 10 gold.", "", "cup", 1},
	{"plot_more_traps", "More Traps", 2, false, "Every floor with a guard holds at least one trap.", "", "trap", 1},
	{"plot_trap_master", "Trap Master", 2, false, "One floor holds 4 or more traps.", "", "traps", 1},
	{"plot_we_need_rooms", "We Need Rooms", 2, false, "3 or more floors hold a monster room.", "", "door", 1},
	{"plot_burn_them_all", "Burn Them All", 3, true, "Discard 3 of your monsters of level 3 or more.", "", "fire", 1},
	{"plot_dragon_lord", "Dragon Lord", 3, false, "Discard 3 of your dragon monsters.", "", "dragon", 1},
	{"plot_demon_lord", "Demon Lord", 3, false, "Discard 3 of your demon monsters.", "", "demon", 1},
	{"plot_black_mail", "Black Mail", 3, true, "Discard 2 of your monsters of level 4 or more.", "", "letter", 1},
	{"plot_super_spell", "Super Spell", 3, false, "Discard 1 monster and pay 8 MP.", "", "spell", 1},
	{"plot_get_the_princess", "Get the Princess", 4, true, "Happy Princess came up this turn. Discard 3 monsters.", "", "tiara", 1},
	{"plot_poison_the_king", "Poison the King", 4, true, "Someone has completed Super Spell. Pay 10 gold.", "", "poison", 1},
	{"plot_hero_must_die", "Hero Must Die", 4, false, "Discard 2 level-5 monsters and pay 5 gold.", "", "helm", 1},
}

// HMDFunctions are the 5 kinds of function card of §2.4.
var HMDFunctions = []HMDPlot{
	{"plot_we_need_change", "We Need Change", 0, false, "VP 5+: swap duty places with another player. Play two at VP 8+: you win.", "Court", "swap", 4},
	{"plot_better_choice", "A Better Choice", 0, false, "Another player plays a quest you meet too: you complete it instead.", "Reaction", "hand", 2},
	{"plot_its_mine", "It's Mine", 0, false, "Take one random plot card from another player's hand.", "Court", "grab", 2},
	{"plot_pardon_me", "Pardon Me", 0, false, "You lose a floor: cancel its VP penalty.", "Reaction", "pardon", 2},
	{"plot_traitor", "Traitor", 0, false, "Another player's floor penalty, not pardoned, becomes 3 VP.", "Reaction", "dagger", 1},
}

// HMDEvent is an event card kind: its copies in the deck and its effect.
type HMDEvent struct {
	ID, Name string
	Copies   int
	Text     string
	glyph    string
}

// HMDEvents are the 11 event kinds of §2.5.
var HMDEvents = []HMDEvent{
	{"event_invasion_1", "Invasion!", 3, "One party at the Entrance enters the dungeon.", "invade1"},
	{"event_invasion_2", "Invasion!!", 2, "Up to two parties at the Entrance enter, lowest number first.", "invade2"},
	{"event_invasion_3", "Invasion!!!", 1, "Up to three parties at the Entrance enter, lowest number first.", "invade3"},
	{"event_pay_day", "Pay Day", 2, "Everyone pays 1 gold, slave or MP for each monster level they own.", "payday"},
	{"event_full_moon", "Full Moon", 2, "Each Rune Room worker gains 2 more MP this turn.", "moon"},
	{"event_town_festival", "Town Festival", 1, "The Town is closed this turn.", "festival"},
	{"event_happy_princess", "Happy Princess", 1, "The Forest is closed. Get the Princess may be played this turn.", "tiara"},
	{"event_wrath_of_lord", "Wrath of Lord", 1, "After Action: +1 VP if you built, −1 VP if not. Reserve is spared.", "wrath"},
	{"event_kingdom_at_war", "Kingdom at War", 1, "Every party in the dungeon goes back to the Castle.", "war"},
	{"event_big_sales", "Big Sales", 1, "Throne Room boxes cost 2 gold less this turn.", "sale"},
	{"event_carriage_arrived", "Carriage Arrived", 1, "Forest gold is doubled this turn.", "carriage"},
}

// HMDBox is an action box: the icons it prints, left to right, each with
// an amount (0 for none).
type HMDBox struct {
	ID    string
	Icons []HMDBoxIcon
}

// HMDBoxIcon is one icon on a box and the number printed with it; Pay
// marks a cost rather than a gain.
type HMDBoxIcon struct {
	Icon   string
	Amount int
	Pay    bool
}

// HMDLocation is a location with its boxes in board order.
type HMDLocation struct {
	ID, Name string
	Evil     bool
	Note     string // a one-line reminder printed under the boxes
	Boxes    []HMDBox
}

func hmdBx(id string, icons ...HMDBoxIcon) HMDBox { return HMDBox{id, icons} }
func hmdIc(icon string, n int) HMDBoxIcon         { return HMDBoxIcon{icon, n, false} }
func hmdPay(icon string, n int) HMDBoxIcon        { return HMDBoxIcon{icon, n, true} }

// HMDLocations are the 8 locations and 22 boxes of §2.6 in board order.
var HMDLocations = []HMDLocation{
	{"throne_room", "Throne Room", false, "Pay, draw 2 plots, keep 1", []HMDBox{
		hmdBx("throne_room_1", hmdIc("plot", 0), hmdPay("gold", 2)),
		hmdBx("throne_room_2", hmdIc("plot", 0), hmdPay("gold", 3)),
		hmdBx("throne_room_3", hmdIc("plot", 0), hmdPay("gold", 4))}},
	{"gold_mine", "Gold Mine", false, "+1 gold per slave spent, up to 2", []HMDBox{
		hmdBx("gold_mine_1", hmdIc("gold", 4)), hmdBx("gold_mine_2", hmdIc("gold", 3)), hmdBx("gold_mine_3", hmdIc("gold", 2))}},
	{"rune_room", "Rune Room", false, "Full Moon: +2 MP each", []HMDBox{
		hmdBx("rune_room_1", hmdIc("mp", 3)), hmdBx("rune_room_2", hmdIc("mp", 2)), hmdBx("rune_room_3", hmdIc("mp", 1))}},
	{"building_room", "Building Room", false, "Guards build traps and rooms", []HMDBox{
		hmdBx("building_room_1", hmdIc("build", 2), hmdIc("minus-gold", 1)),
		hmdBx("building_room_2", hmdIc("build", 2)),
		hmdBx("building_room_3", hmdIc("build", 1))}},
	{"monster_pit", "Monster Pit", false, "Hire one monster each", []HMDBox{
		hmdBx("monster_pit_1", hmdIc("hire", 0)), hmdBx("monster_pit_2", hmdIc("hire", 0)), hmdBx("monster_pit_3", hmdIc("hire", 0))}},
	{"town", "Town", true, "Eye: peek at the next slot", []HMDBox{
		hmdBx("town_1", hmdIc("slave", 3), hmdIc("eye", 0)),
		hmdBx("town_2", hmdIc("slave", 2)),
		hmdBx("town_3", hmdIc("slave", 1), hmdIc("eye", 0))}},
	{"forest", "Forest", true, "Roll: 1-2 → 1, 3-4 → 2, 5-6 → 3 gold; peek next slot", []HMDBox{
		hmdBx("forest_1", hmdIc("die", 0)), hmdBx("forest_2", hmdIc("die", 0))}},
	{"castle", "Castle", false, "Eye 2 gold · gift 4 or 8 gold", []HMDBox{
		hmdBx("castle_1", hmdIc("green-eye", 0)), hmdBx("castle_2", hmdIc("gift", 0))}},
}

// HMDTrap is a trap token kind of §2.7.
type HMDTrap struct {
	ID, Name, Colour string
	Damage           int
}

// HMDTraps are the 15 trap kinds: five colours, damage 1 to 3.
var HMDTraps = func() []HMDTrap {
	names := map[string][3]string{
		"brown":  {"Spike Floor", "Bear Trap", "Swinging Blade"},
		"green":  {"Tangle Net", "Smoke Vent", "Collapsing Bridge"},
		"black":  {"Rune Snare", "Mana Drain", "Null Glyph"},
		"yellow": {"Poison Needle", "Cursed Idol", "Plague Vapour"},
		"blue":   {"False Lock", "Poison Chest", "Mimic Chest"},
	}
	var out []HMDTrap
	for _, col := range HMDStrengths {
		for d := 1; d <= 3; d++ {
			out = append(out, HMDTrap{"trap_" + col + "_" + art.Itoa(d), names[col][d-1], col, d})
		}
	}
	return out
}()

// HMDRooms are the monster room sizes.
var HMDRooms = []int{3, 4, 5}

// HMDTrack is the VP track of §2.8: workers and gold income per VP (0 =
// out of the game).
var HMDTrack = struct{ Workers, Gold [13]int }{
	Workers: [13]int{0, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5},
	Gold:    [13]int{0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4},
}

// HMDIcons are the white box and status icons, 32x32.
var HMDIcons = []string{"gold", "slave", "mp", "eye", "green-eye", "gift", "build", "minus-gold",
	"hire", "die", "plot", "evil", "vp", "level", "reserve", "eye-badge"}
