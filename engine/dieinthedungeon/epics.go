package dieinthedungeon

// Epic is an Epic hero card (§2.6, all (D)) or the DieMaster. Epic heroes
// count as level EpicLevel, never count toward perks or Bonuses (R24) and
// never flee.
type Epic struct {
	ID, Name string
	Stats    Stats
	// Attacks are the attack types it triggers each round.
	Attacks []Stat
	// Hits is how many hits defeat it; 0 means it is never a legal target
	// and is defeated automatically when the last other hero leaves (the
	// Dwarf and the Elf).
	Hits int
	// StatLossPerHit is how much each of its stats drops after each hit
	// short of defeat (the DieMaster: 10 → 8 → 6).
	StatLossPerHit int
	Powers         []Power
}

// EpicLevel is the level Epic heroes and the DieMaster count as, for
// defeat order and for the Bard's side.
const EpicLevel = 5

// Epics are the six Epic hero cards, in tile order (E1–E6).
var Epics = [6]Epic{
	{ID: "epic_barbarian", Name: "Barbarian", Stats: Stats{10, 7, 3}, // rev: was 8/3/1
		Attacks: []Stat{Might}, Hits: 2,
		Powers: []Power{{"Challenge", "While present, the Barbarian is the only legal target (this overrides Cleric and level order)."}}},
	{ID: "epic_assassin", Name: "Assassin", Stats: Stats{3, 10, 2},
		Attacks: []Stat{Agility}, Hits: 1,
		Powers: []Power{{"Backstab", "+2 to the party's Agility attack rolls while present."}}},
	{ID: "epic_warlock", Name: "Warlock", Stats: Stats{2, 3, 10},
		Attacks: []Stat{Magic}, Hits: 1,
		Powers: []Power{
			{"Hex", "Your Magic counts 3 lower (min 0) when defending against hero Magic attacks."},
			{"Dark Pulse", "At each round start, discard one DieMinion of your choice unless you spend 1 DieNamic pip (nothing happens if you have no DieMinions)."},
		}},
	{ID: "epic_patriarch", Name: "Patriarch", Stats: Stats{2, 2, 4},
		Hits:   2, // rev: was 1
		Powers: []Power{{"Holy Aegis", "While present, Fighters and Rogues cannot be hit, and you may not use board abilities, ability cards or DieMinion tokens (no adding, no sacrificing)."}}},
	{ID: "epic_dwarf", Name: "Dwarf Explosionist",
		Powers: []Power{{"Powder Keg", "At each round start roll a d6 (a hero attack roll). On a final value ≥ 5 you take damage equal to the number of countable heroes left, split as you choose among Health, Might, Agility, Magic. Never a legal target; defeated (2 XP) when the last other hero leaves the party."}}},
	{ID: "epic_elf", Name: "Elf Ranger",
		Powers: []Power{{"Hunter's Arrow", "At each round start, an Agility attack with a d8 (a hero attack roll): it hits if final > your Agility, or the die shows its maximum (8; 6 under the Diesplacer). 1 damage to Health or Agility. Never a legal target; defeated (2 XP) like the Dwarf."}}},
}

// Numbers the Epic powers' rules need (§2.6).
const (
	PowderKegDie    = D6 // the Dwarf's round-start roll
	PowderKegTarget = 5  // it hits on a final value ≥ 5 (rev: was ≥ 4)
	ArrowDie        = D8 // the Elf's round-start Agility attack
	BackstabBonus   = 2  // Assassin: party Agility rolls +2
	HexPenalty      = 3  // Warlock: your Magic defends 3 lower
)

// DieMaster is the boss of Map 6 (§2.6, (D)), fought in the LAIR. It
// counts as Epic and level 5, and cannot flee.
var DieMaster = Epic{
	ID: "boss_diemaster", Name: "The DieMaster", Stats: Stats{10, 10, 10},
	Attacks: []Stat{Might, Agility, Magic}, Hits: 3, StatLossPerHit: 2,
	// Renamed from "Loaded Dice", which is also dierake_c2's name.
	Powers: []Power{{"Sands of Time", "At each round start you lose 1 Time unless you spend 1 DieNamic pip. Defeating it wins Map 6."}},
}

// EpicByID finds an Epic hero's index in Epics (not the DieMaster, whose id
// is DieMaster.ID).
func EpicByID(id string) (int, bool) {
	for i := range Epics {
		if Epics[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

// epicTiles are the six Epic tiles with their fixed parties (§2.6). They
// have no level and no heads; the map gives their exits. The spec names
// no Epic tile: the names are the rulebook's party headings (E1–E4) and
// ours in the same form (E5, E6).
var epicTiles = []Tile{
	{ID: "epic_01", Code: "E1", Name: "The Barbarian's Party", Kind: EpicTile, Epic: "epic_barbarian",
		Party: []HeroCard{{Wizard, 2}, {Cleric, 1}}},
	{ID: "epic_02", Code: "E2", Name: "The Assassin's Party", Kind: EpicTile, Epic: "epic_assassin",
		Party: []HeroCard{{Cleric, 2}, {Cleric, 2}, {Rogue, 2}}, Effect: Effect{Kind: Sanctified}},
	{ID: "epic_03", Code: "E3", Name: "The Warlock's Party", Kind: EpicTile, Epic: "epic_warlock",
		Party: []HeroCard{{Wizard, 3}, {Wizard, 2}, {Wizard, 1}}},
	{ID: "epic_04", Code: "E4", Name: "The Patriarch's Party", Kind: EpicTile, Epic: "epic_patriarch",
		Party: []HeroCard{{Fighter, 3}, {Rogue, 3}}},
	{ID: "epic_05", Code: "E5", Name: "The Dwarf Explosionist's Party", Kind: EpicTile, Epic: "epic_dwarf",
		Party: []HeroCard{{Fighter, 3}, {Fighter, 2}, {Cleric, 2}}},
	{ID: "epic_06", Code: "E6", Name: "The Elf Ranger's Party", Kind: EpicTile, Epic: "epic_elf",
		Party: []HeroCard{{Rogue, 3}, {Rogue, 2}, {Wizard, 1}}},
}
