package engine

// Scorer is an optional State method: each seat's score as the game counts
// it on the table (Hero House's points, Hero Must Die!'s VP, the XP a DIE
// in the Dungeon! creature has earned), with the unit a player reads beside
// the number. Lists such as the save browser show it for each seat; a game
// without it shows none. The scores are public: they are the same in every
// seat's View.
type Scorer interface {
	Scores() Scores
}

// Scores is one number per seat, in seat order, and their unit ("points",
// "VP", "XP": a plural, "point" for one is the lister's business).
type Scores struct {
	Unit string
	Of   []int
}
