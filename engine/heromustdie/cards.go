package heromustdie

// The 18 hero cards of §2.2, in table order (the final tie-break of
// party order, R23). Values marked (D) in the spec are designed there.
var Heroes = [...]Hero{
	{ID: "hero_squire", Name: "Squire", Level: 1, Str: Strength{3, 0, 0, 0, 0}},                 // HP 3
	{ID: "hero_archer", Name: "Archer", Level: 1, Str: Strength{1, 3, 0, 0, 0}},                 // HP 3
	{ID: "hero_thief", Name: "Thief", Level: 1, Str: Strength{1, 0, 0, 0, 3}},                   // HP 3
	{ID: "hero_acolyte", Name: "Acolyte", Level: 1, Str: Strength{1, 0, 0, 2, 0}},               // HP 2
	{ID: "hero_apprentice", Name: "Apprentice", Level: 1, Str: Strength{1, 0, 2, 0, 0}},         // HP 2
	{ID: "hero_militia", Name: "Militia", Level: 1, Str: Strength{4, 0, 0, 0, 0}},               // HP 4
	{ID: "hero_swordsman", Name: "Swordsman", Level: 2, Str: Strength{5, 0, 0, 0, 0}},           // HP 5
	{ID: "hero_crossbowman", Name: "Crossbowman", Level: 2, Str: Strength{2, 4, 0, 0, 0}},       // HP 4
	{ID: "hero_priest", Name: "Priest", Level: 2, Str: Strength{2, 0, 0, 4, 0}},                 // HP 4
	{ID: "hero_mage", Name: "Mage", Level: 2, Str: Strength{1, 0, 4, 0, 0}},                     // HP 4
	{ID: "hero_rogue", Name: "Rogue", Level: 2, Str: Strength{3, 0, 0, 0, 4}},                   // HP 4
	{ID: "hero_barbarian", Name: "Barbarian", Level: 2, Str: Strength{6, 0, 0, 0, 0}},           // HP 6
	{ID: "hero_ranger", Name: "Ranger", Level: 3, Str: Strength{6, 5, 0, 0, 0}},                 // HP 6
	{ID: "hero_paladin", Name: "Paladin", Level: 3, Str: Strength{7, 0, 0, 3, 0}},               // HP 7
	{ID: "hero_champion", Name: "Champion", Level: 3, Str: Strength{8, 0, 0, 0, 0}},             // HP 8
	{ID: "hero_archmage", Name: "Archmage", Level: 3, Str: Strength{1, 0, 6, 0, 0}},             // HP 6
	{ID: "hero_high_priestess", Name: "High Priestess", Level: 3, Str: Strength{3, 0, 0, 6, 0}}, // HP 6
	{ID: "hero_dwarf_sapper", Name: "Dwarf Sapper", Level: 3, Str: Strength{6, 0, 0, 0, 5}},     // HP 6
}

// The 30 monster cards of §2.3, in table order. Cost follows the level
// (levelCost); the table keeps it per card so a reader sees it.
var Monsters = [...]Monster{
	{ID: "mon_giant_rat", Name: "Giant Rat", Family: Beast, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{2, 0, 0, 0, 0}},                 // HP 2
	{ID: "mon_wolf", Name: "Wolf", Family: Beast, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{3, 0, 0, 0, 0}},                           // HP 3
	{ID: "mon_dire_wolf", Name: "Dire Wolf", Family: Beast, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{5, 0, 0, 0, 0}},                 // HP 5
	{ID: "mon_troll", Name: "Troll", Family: Beast, Level: 3, Cost: Cost{2, 2, 0}, Str: Strength{6, 0, 0, 1, 0}},                         // HP 6
	{ID: "mon_manticore", Name: "Manticore", Family: Beast, Level: 4, Cost: Cost{3, 2, 2}, Str: Strength{6, 3, 0, 0, 0}},                 // HP 6
	{ID: "mon_behemoth", Name: "Behemoth", Family: Beast, Level: 5, Cost: Cost{4, 3, 3}, Str: Strength{9, 0, 0, 0, 0}},                   // HP 9
	{ID: "mon_kobold", Name: "Kobold", Family: Dragon, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{1, 2, 0, 0, 0}},                      // HP 2
	{ID: "mon_wyrmling", Name: "Wyrmling", Family: Dragon, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{3, 0, 2, 0, 0}},                  // HP 3
	{ID: "mon_wyvern", Name: "Wyvern", Family: Dragon, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{4, 1, 0, 0, 0}},                      // HP 4
	{ID: "mon_drake", Name: "Drake", Family: Dragon, Level: 3, Cost: Cost{2, 2, 0}, Str: Strength{5, 0, 2, 0, 0}},                        // HP 5
	{ID: "mon_young_dragon", Name: "Young Dragon", Family: Dragon, Level: 4, Cost: Cost{3, 2, 2}, Str: Strength{6, 0, 3, 0, 0}},          // HP 6
	{ID: "mon_dragon", Name: "Dragon", Family: Dragon, Level: 5, Cost: Cost{4, 3, 3}, Str: Strength{7, 0, 4, 0, 0}},                      // HP 7
	{ID: "mon_imp", Name: "Imp", Family: Demon, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{0, 0, 2, 0, 0}},                             // HP 2
	{ID: "mon_hellhound", Name: "Hellhound", Family: Demon, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{4, 0, 1, 0, 0}},                 // HP 4
	{ID: "mon_succubus", Name: "Succubus", Family: Demon, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{1, 0, 3, 1, 0}},                   // HP 3
	{ID: "mon_fiend", Name: "Fiend", Family: Demon, Level: 3, Cost: Cost{2, 2, 0}, Str: Strength{5, 0, 3, 0, 0}},                         // HP 5
	{ID: "mon_pit_fiend", Name: "Pit Fiend", Family: Demon, Level: 4, Cost: Cost{3, 2, 2}, Str: Strength{6, 0, 4, 0, 0}},                 // HP 6
	{ID: "mon_archdemon", Name: "Archdemon", Family: Demon, Level: 5, Cost: Cost{4, 3, 3}, Str: Strength{8, 0, 5, 0, 0}},                 // HP 8
	{ID: "mon_skeleton", Name: "Skeleton", Family: Undead, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{2, 1, 0, 0, 0}},                  // HP 2
	{ID: "mon_zombie", Name: "Zombie", Family: Undead, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{3, 0, 0, 0, 0}},                      // HP 3
	{ID: "mon_skeleton_archer", Name: "Skeleton Archer", Family: Undead, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{1, 4, 0, 0, 0}},    // HP 4
	{ID: "mon_wraith", Name: "Wraith", Family: Undead, Level: 3, Cost: Cost{2, 2, 0}, Str: Strength{2, 0, 5, 0, 0}},                      // HP 5
	{ID: "mon_vampire", Name: "Vampire", Family: Undead, Level: 4, Cost: Cost{3, 2, 2}, Str: Strength{6, 0, 0, 3, 0}},                    // HP 6
	{ID: "mon_lich", Name: "Lich", Family: Undead, Level: 5, Cost: Cost{4, 3, 3}, Str: Strength{3, 0, 7, 0, 0}},                          // HP 7
	{ID: "mon_wisp", Name: "Wisp", Family: Elemental, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{0, 2, 0, 1, 0}},                       // HP 2
	{ID: "mon_ember", Name: "Ember", Family: Elemental, Level: 1, Cost: Cost{1, 0, 0}, Str: Strength{0, 3, 0, 0, 0}},                     // HP 3
	{ID: "mon_undine", Name: "Undine", Family: Elemental, Level: 2, Cost: Cost{1, 1, 0}, Str: Strength{2, 0, 0, 3, 0}},                   // HP 3
	{ID: "mon_fire_elemental", Name: "Fire Elemental", Family: Elemental, Level: 3, Cost: Cost{2, 2, 0}, Str: Strength{5, 3, 0, 0, 0}},   // HP 5
	{ID: "mon_storm_elemental", Name: "Storm Elemental", Family: Elemental, Level: 4, Cost: Cost{3, 2, 2}, Str: Strength{3, 5, 2, 0, 0}}, // HP 5
	{ID: "mon_earth_titan", Name: "Earth Titan", Family: Elemental, Level: 5, Cost: Cost{4, 3, 3}, Str: Strength{9, 0, 0, 2, 0}},         // HP 9
}

// The 15 trap kinds of §2.7, three tokens each (R65). Cost is the damage in
// gold plus one slave.
var Traps = [...]Trap{
	{ID: "trap_brown_1", Name: "Spike Floor", Colour: Brown, Damage: 1},
	{ID: "trap_brown_2", Name: "Bear Trap", Colour: Brown, Damage: 2},
	{ID: "trap_brown_3", Name: "Swinging Blade", Colour: Brown, Damage: 3},
	{ID: "trap_green_1", Name: "Tangle Net", Colour: Green, Damage: 1},
	{ID: "trap_green_2", Name: "Smoke Vent", Colour: Green, Damage: 2},
	{ID: "trap_green_3", Name: "Collapsing Bridge", Colour: Green, Damage: 3},
	{ID: "trap_black_1", Name: "Rune Snare", Colour: Black, Damage: 1},
	{ID: "trap_black_2", Name: "Mana Drain", Colour: Black, Damage: 2},
	{ID: "trap_black_3", Name: "Null Glyph", Colour: Black, Damage: 3},
	{ID: "trap_yellow_1", Name: "Poison Needle", Colour: Yellow, Damage: 1},
	{ID: "trap_yellow_2", Name: "Cursed Idol", Colour: Yellow, Damage: 2},
	{ID: "trap_yellow_3", Name: "Plague Vapour", Colour: Yellow, Damage: 3},
	{ID: "trap_blue_1", Name: "False Lock", Colour: Blue, Damage: 1},
	{ID: "trap_blue_2", Name: "Poison Chest", Colour: Blue, Damage: 2},
	{ID: "trap_blue_3", Name: "Mimic Chest", Colour: Blue, Damage: 3},
}
