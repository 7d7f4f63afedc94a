// Package herodice draws the Hero Dice art (spec herodice.md §10): the
// dungeon cards as map tiles and as full faces, the encounter, treasure,
// boss and hero cards, the card backs, the two kinds of dice, and the
// table's small pieces.
//
// Sprite names, for the table (every name starts with "herodice/";
// herodice/card/ and herodice/back/ go to the atlas herodice-cards, the
// rest to the atlas herodice):
//
//	herodice/tile/<dng id>        96x96   map tile: floor, walls, exit openings with
//	                                      arrows, a chest per gold glow, a skull per
//	                                      red glow, stairs on Stairs Down
//	herodice/dungeon/<dng id>     200x280 the dungeon card's full face (name, exits, glows)
//	herodice/card/<enc id>        200x280 encounter faces (mobs, traps, events)
//	herodice/card/<trs id>        200x280 treasure faces; the three Healing Potions
//	                                      (trs_healing_potion_1.._3) share
//	                                      herodice/card/trs_healing_potion
//	herodice/card/<boss id>       200x280 boss faces with their die ring (the six powers);
//	                                      slot n (1..6) is 46x38 round its centre
//	                                      (100+62cos θ, 180+66sin θ), θ = -90°+60°(n-1)
//	herodice/card/hero_warrior    200x280 the hero card with the hero-die abilities
//	herodice/back/<deck>          200x280 dungeon, treasure, encounter, boss
//	herodice/die/hero/<1-6>       64x64   red hero die (gold rim, white pips)
//	herodice/die/hero/tumble/<0-7>        its tumbling frames
//	herodice/die/combat/<1-6>     64x64   white combat die (black pips)
//	herodice/die/combat/tumble/<0-7>      its tumbling frames
//	herodice/glow/gold, glow/red  48x48   a chest, a skull, in their glow
//	herodice/exit/<n|e|s|w>       40x40   the exit arrow, pointing that way
//	herodice/stairs               48x48   stairs down
//	herodice/token/hero           48x48   the hero's token on the map
//	herodice/token/wound          40x40   a wound counter
//	herodice/hpbar/left           28x28   health bar: heart cap,
//	herodice/hpbar/mid            8x28    trough (stretch across),
//	herodice/hpbar/right          8x28    end cap,
//	herodice/hpbar/fill           8x16    the health inside (stretch; y 6..22 of the trough)
//	herodice/xp                   40x40   the XP gem
//	herodice/tier/<tier>          48x48   minion, soldier, champion, boss (1, 2, 3
//	                                      chevrons, a crown; each its own outline)
//	herodice/power/<power>        40x40   the boss ring powers: wound, drain, heal,
//	                                      shield, rage, weaken, none
//	herodice/map/stone            256x256 the map's floor, tiles seamlessly
//	herodice/map/fog              420x256 a dark vignette, clear inside (stretch over the map)
//	herodice/banner               480x120 "Delver Leaderboard" title banner
//
// The card data below is copied from the spec (assets must not import the
// engine); the test pins it.
package herodice

import "github.com/herotable/herotable/assets/internal/art"

// Groups draw the Hero Dice sprites.
var Groups = []art.Group{pieceSprites, diceSprites, tileSprites, dungeonFaceSprites, encounterSprites, treasureSprites, bossSprites, otherCardSprites}

// DungeonCard is a dungeon card (spec §2.3): exits in N E S W order, its
// golden and red glows, and whether it is a Stairs Down.
type DungeonCard struct {
	ID, Name, Exits string
	Gold, Red       int
	Stairs          bool
}

// DungeonCards are the 20 dungeon cards.
var DungeonCards = []DungeonCard{
	{"dng_crossroads", "Crossroads", "NESW", 0, 0, false},
	{"dng_goblin_barracks", "Goblin Barracks", "NESW", 0, 2, false},
	{"dng_great_hall", "Great Hall", "NESW", 1, 0, false},
	{"dng_guard_room", "Guard Room", "NES", 0, 1, false},
	{"dng_storeroom", "Storeroom", "ESW", 1, 0, false},
	{"dng_fungus_cavern", "Fungus Cavern", "NSW", 0, 1, false},
	{"dng_forgotten_crypt", "Forgotten Crypt", "NEW", 1, 1, false},
	{"dng_long_corridor", "Long Corridor", "NS", 0, 0, false},
	{"dng_torchlit_passage", "Torchlit Passage", "EW", 0, 1, false},
	{"dng_flooded_tunnel", "Flooded Tunnel", "NS", 0, 1, false},
	{"dng_bone_pit", "Bone Pit", "EW", 1, 1, false},
	{"dng_kennels", "Kennels", "NE", 0, 1, false},
	{"dng_dusty_shrine", "Dusty Shrine", "ES", 1, 0, false},
	{"dng_spider_nest", "Spider Nest", "SW", 0, 1, false},
	{"dng_ruined_library", "Ruined Library", "NW", 1, 0, false},
	{"dng_old_armory", "Old Armory", "S", 2, 0, false},
	{"dng_treasure_vault", "Treasure Vault", "N", 1, 0, false},
	{"dng_collapsed_hall", "Collapsed Hall", "EW", 0, 0, false},
	{"dng_stairs_down_a", "Stairs Down", "NESW", 0, 0, true},
	{"dng_stairs_down_b", "Stairs Down", "NS", 0, 0, true},
}

// Encounter is an encounter card (spec §2.4). Kind is mob, trap or event;
// a mob has Tier, Dice, HP (level 1), Atk, XP and Trait; a trap has
// Toughness, Tag and Fail (health lost) and Win (what a success gives).
type Encounter struct {
	ID, Name, Kind      string
	Tier                string
	Dice, HP, Atk, XP   int
	Trait               string
	Toughness, Fail     int
	Tag, Win, EventText string
}

// Encounters are the 20 encounter cards.
var Encounters = []Encounter{
	{ID: "enc_guard_dog", Name: "Guard Dog", Kind: "mob", Tier: "minion", Dice: 1, HP: 5, XP: 25},
	{ID: "enc_goblin", Name: "Goblin", Kind: "mob", Tier: "minion", Dice: 1, HP: 6, XP: 25},
	{ID: "enc_giant_rat", Name: "Giant Rat", Kind: "mob", Tier: "minion", Dice: 1, HP: 5, XP: 25},
	{ID: "enc_kobold_sneak", Name: "Kobold Sneak", Kind: "mob", Tier: "minion", Dice: 1, HP: 7, XP: 25},
	{ID: "enc_skeleton", Name: "Skeleton", Kind: "mob", Tier: "minion", Dice: 1, HP: 8, XP: 25},
	{ID: "enc_green_slime", Name: "Green Slime", Kind: "mob", Tier: "minion", Dice: 1, HP: 12, XP: 25},
	{ID: "enc_gnoll_hunter", Name: "Gnoll Hunter", Kind: "mob", Tier: "soldier", Dice: 2, HP: 15, Atk: 1, XP: 50},
	{ID: "enc_orc_raider", Name: "Orc Raider", Kind: "mob", Tier: "soldier", Dice: 2, HP: 16, Atk: 1, XP: 50},
	{ID: "enc_zombie", Name: "Zombie", Kind: "mob", Tier: "soldier", Dice: 2, HP: 19, Atk: 1, XP: 50},
	{ID: "enc_hobgoblin_brute", Name: "Hobgoblin Brute", Kind: "mob", Tier: "soldier", Dice: 2, HP: 20, Atk: 1, XP: 50},
	{ID: "enc_cave_troll", Name: "Cave Troll", Kind: "mob", Tier: "soldier", Dice: 2, HP: 20, Atk: 1, XP: 50, Trait: "Regenerate 2: heals 2 each round it survives"},
	{ID: "enc_wraith", Name: "Wraith", Kind: "mob", Tier: "champion", Dice: 3, HP: 25, Atk: 1, XP: 100, Trait: "Life drain: heals what you lose each round"},
	{ID: "enc_death_knight", Name: "Death Knight", Kind: "mob", Tier: "champion", Dice: 3, HP: 28, Atk: 1, XP: 100, Trait: "Armored 1: your wounds to it -1 each round"},
	{ID: "enc_ogre", Name: "Ogre", Kind: "mob", Tier: "champion", Dice: 3, HP: 32, Atk: 3, XP: 100},
	{ID: "enc_pit_trap", Name: "Pit Trap", Kind: "trap", Toughness: 3, Tag: "climb", Fail: 5},
	{ID: "enc_yawning_chasm", Name: "Yawning Chasm", Kind: "trap", Toughness: 4, Tag: "climb", Fail: 8},
	{ID: "enc_poison_dart_trap", Name: "Poison Dart Trap", Kind: "trap", Toughness: 4, Fail: 8},
	{ID: "enc_sleeping_dragon", Name: "Sleeping Dragon", Kind: "trap", Toughness: 5, Fail: 10, Win: "Draw 1 treasure"},
	{ID: "enc_wandering_healer", Name: "Wandering Healer", Kind: "event", EventText: "You recover 10 health."},
	{ID: "enc_ambush", Name: "Ambush!", Kind: "event", EventText: "Draw the next encounter and face it at once."},
}

// Tiers are the tier badges, weakest first.
var Tiers = []string{"minion", "soldier", "champion", "boss"}

// Treasure is a treasure card face (spec §2.5): Head is its effect in a
// few large words, Text the rest; Art names its picture (the Healing
// Potion and the Potion of Strength share the bottle).
type Treasure struct {
	ID, Name, Type, Head, Text string
	XP                         int
	Keep                       string // "single use", "reusable" or "" (gear)
	Art                        string
}

// Treasures are the 18 treasure faces: the three Healing Potions share one.
var Treasures = []Treasure{
	{"trs_rusty_sword", "Rusty Sword", "weapon", "+1 combat die", "Weapon: carry up to 2.", 10, "", "rusty_sword"},
	{"trs_short_sword", "Short Sword", "weapon", "+1 combat die", "Weapon: carry up to 2.", 15, "", "short_sword"},
	{"trs_hand_axe", "Hand Axe", "weapon", "+1 combat die", "Weapon: carry up to 2.", 15, "", "hand_axe"},
	{"trs_spear", "Spear", "weapon", "+1 combat die", "Weapon: carry up to 2.", 15, "", "spear"},
	{"trs_long_sword", "Long Sword", "weapon", "+2 combat dice", "Weapon: carry up to 2.", 30, "", "long_sword"},
	{"trs_battle_axe", "Battle Axe", "weapon", "+2 combat dice", "Weapon: carry up to 2.", 30, "", "battle_axe"},
	{"trs_studded_leather", "Studded Leather", "armor", "+10 max health", "Armor: wear 1.", 15, "", "studded_leather"},
	{"trs_troll_hide_cloak", "Troll-Hide Cloak", "armor", "+5 max health", "Recover 3 after each mob or boss you defeat.", 20, "", "troll_hide_cloak"},
	{"trs_chain_mail", "Chain Mail", "armor", "-1 wound a round", "Wounds you take each combat round, less 1.", 25, "", "chain_mail"},
	{"trs_dwarven_plate", "Dwarven Plate", "armor", "-1 wound a round", "And +10 max health.", 40, "", "dwarven_plate"},
	{"trs_healing_potion", "Healing Potion", "item", "Recover 15 health", "While exploring or before a roll.", 10, "single use", "potion"},
	{"trs_potion_of_strength", "Potion of Strength", "item", "+2 combat dice", "Every roll of this combat. Before a roll.", 15, "single use", "potion"},
	{"trs_fire_bomb", "Fire Bomb", "item", "10 wounds at once", "Ignores armor and shields. Before a roll.", 15, "single use", "fire_bomb"},
	{"trs_smoke_bomb", "Smoke Bomb", "item", "Flee for free", "From any mob but a boss. Before a roll.", 15, "single use", "smoke_bomb"},
	{"trs_lucky_charm", "Lucky Charm", "item", "Reroll hero die", "Once, after you see a roll or check.", 20, "single use", "lucky_charm"},
	{"trs_rope", "Rope", "item", "+2 to climb checks", "Works by itself.", 10, "reusable", "rope"},
	{"trs_backpack", "Backpack", "item", "+2 carry limit", "It takes a slot itself.", 10, "reusable", "backpack"},
	{"trs_phoenix_feather", "Phoenix Feather", "item", "Revive at 15 health", "By itself, when your health drops to 0.", 25, "single use", "phoenix_feather"},
}

// Power is one slot of a boss's die ring: a power and its number.
type Power struct {
	Kind string
	N    int
}

// Powers are the ring powers, each with its own icon.
var Powers = []string{"wound", "drain", "heal", "shield", "rage", "weaken", "none"}

// Boss is a boss card (spec §2.6).
type Boss struct {
	ID, Name string
	Dice, HP int
	Ring     [6]Power
}

func pw(k string, n int) Power { return Power{k, n} }

// Bosses are the 10 boss cards.
var Bosses = []Boss{
	{"boss_ashmaw_red_dragon", "Ashmaw, the Red Dragon", 5, 45, [6]Power{pw("wound", 6), pw("wound", 5), pw("wound", 4), pw("drain", 3), pw("rage", 1), pw("wound", 1)}},
	{"boss_balgoroth_pit_demon", "Bal'goroth, Pit Demon", 5, 45, [6]Power{pw("wound", 6), pw("heal", 5), pw("wound", 4), pw("shield", 3), pw("weaken", 1), pw("wound", 1)}},
	{"boss_count_morvane", "Count Morvane, Vampire", 4, 35, [6]Power{pw("drain", 6), pw("drain", 5), pw("drain", 4), pw("drain", 3), pw("weaken", 1), pw("wound", 1)}},
	{"boss_xul_necromancer", "Xul the Necromancer", 4, 40, [6]Power{pw("heal", 8), pw("wound", 5), pw("heal", 5), pw("rage", 1), pw("weaken", 1), pw("wound", 2)}},
	{"boss_bone_king_lich", "The Bone King, Lich", 5, 40, [6]Power{pw("wound", 8), pw("weaken", 2), pw("heal", 6), pw("wound", 3), pw("shield", 2), pw("wound", 1)}},
	{"boss_gorrak_minotaur", "Gorrak the Minotaur", 4, 45, [6]Power{pw("wound", 6), pw("wound", 5), pw("rage", 2), pw("wound", 4), pw("rage", 1), pw("wound", 1)}},
	{"boss_gazing_horror", "The Gazing Horror", 4, 40, [6]Power{pw("weaken", 3), pw("wound", 6), pw("weaken", 2), pw("wound", 3), pw("weaken", 1), pw("wound", 1)}},
	{"boss_grimjaw_troll_king", "Grimjaw, Troll King", 4, 40, [6]Power{pw("heal", 10), pw("heal", 8), pw("heal", 6), pw("wound", 4), pw("rage", 1), pw("wound", 1)}},
	{"boss_skitterfang", "Skitterfang, Spider Queen", 5, 40, [6]Power{pw("wound", 6), pw("wound", 5), pw("weaken", 1), pw("wound", 4), pw("weaken", 1), pw("wound", 1)}},
	{"boss_iron_golem", "The Iron Golem", 4, 50, [6]Power{pw("none", 0), pw("none", 0), pw("shield", 5), pw("wound", 4), pw("shield", 3), pw("shield", 2)}},
}

// Abilities are the Warrior's hero-die abilities, for die values 1 to 6.
var Abilities = [6][2]string{
	{"", "No ability"},
	{"Ignore Pain", "recover 5 health"},
	{"Warriors Resolve", "+1 die next roll"},
	{"Cleave", "+5 wounds to the mob"},
	{"Disarm", "mob rolls 1 die less"},
	{"Mortal Wound", "+10 wounds to the mob"},
}

// Backs are the four decks with a card back.
var Backs = []string{"dungeon", "treasure", "encounter", "boss"}

// Exits are the exit arrows' directions, as named in the sprites.
var Exits = []string{"n", "e", "s", "w"}

// Card sizes.
const (
	CardW, CardH = 200, 280
	TilePx       = 96
)
