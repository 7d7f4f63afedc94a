package dieinthedungeon

// SupplySummary is the box's contents as §2.10 counts them.
type SupplySummary struct {
	HeroCards, EpicCards, DieMasterCards  int
	BardCards, BardSides, AllyCards       int
	AbilityCards, CreatureBoards          int
	Standees, HeroDice, Tiles             int
	DieMinions, StatTokens, SpecialTokens int
}

// Supply is §2.10 as written; the tests check it against the tables.
var Supply = SupplySummary{
	HeroCards: 64, EpicCards: 6, DieMasterCards: 1,
	BardCards: 1, BardSides: 2, AllyCards: 2,
	AbilityCards: 20, CreatureBoards: 5,
	Standees: 5, HeroDice: 1, Tiles: 68,
	DieMinions: 14, StatTokens: 9, SpecialTokens: 4,
}
