package heromustdie

// The board (§2.6, §2.8, §3): locations and their action boxes, the VP
// track, the party track and the floors.

// Location is one of the eight locations, in board order (R16).
type Location uint8

// The locations in board order, which is also the Action-phase order.
const (
	ThroneRoom Location = iota
	GoldMine
	RuneRoom
	BuildingRoom
	MonsterPit
	Town
	Forest
	Castle
	NumLocations
)

// LocationIDs are the locations' ids.
var LocationIDs = [NumLocations]string{
	"throne_room", "gold_mine", "rune_room", "building_room", "monster_pit", "town", "forest", "castle",
}

// LocationNames are the locations' printed names.
var LocationNames = [NumLocations]string{
	"Throne Room", "Gold Mine", "Rune Room", "Building Room", "Monster Pit", "Town", "Forest", "Castle",
}

// Evil reports whether workers there cause an evil move (Town, Forest; R14).
func (l Location) Evil() bool { return l == Town || l == Forest }

// Box is one action box (§2.6).
type Box struct {
	ID  string
	Loc Location
	// Amount: Throne room cost in gold; gold, MP or slaves gained in the
	// Gold mine, Rune room and Town; builds in the Building room.
	Amount   int8
	Eye      bool // Town/Forest: may peek one card of the next slot
	Discount bool // Building room 1: each build costs 1 gold less
}

// Boxes are the 22 boxes in board order; an index into this table is a
// box's number in the state.
var Boxes = [...]Box{
	{ID: "throne_room_1", Loc: ThroneRoom, Amount: 2},
	{ID: "throne_room_2", Loc: ThroneRoom, Amount: 3},
	{ID: "throne_room_3", Loc: ThroneRoom, Amount: 4},
	{ID: "gold_mine_1", Loc: GoldMine, Amount: 4},
	{ID: "gold_mine_2", Loc: GoldMine, Amount: 3},
	{ID: "gold_mine_3", Loc: GoldMine, Amount: 2},
	{ID: "rune_room_1", Loc: RuneRoom, Amount: 3},
	{ID: "rune_room_2", Loc: RuneRoom, Amount: 2},
	{ID: "rune_room_3", Loc: RuneRoom, Amount: 1},
	{ID: "building_room_1", Loc: BuildingRoom, Amount: 2, Discount: true},
	{ID: "building_room_2", Loc: BuildingRoom, Amount: 2},
	{ID: "building_room_3", Loc: BuildingRoom, Amount: 1},
	{ID: "monster_pit_1", Loc: MonsterPit},
	{ID: "monster_pit_2", Loc: MonsterPit},
	{ID: "monster_pit_3", Loc: MonsterPit},
	{ID: "town_1", Loc: Town, Amount: 3, Eye: true},
	{ID: "town_2", Loc: Town, Amount: 2},
	{ID: "town_3", Loc: Town, Amount: 1, Eye: true},
	{ID: "forest_1", Loc: Forest, Eye: true},
	{ID: "forest_2", Loc: Forest, Eye: true},
	{ID: "castle_1", Loc: Castle},
	{ID: "castle_2", Loc: Castle},
}

// NumBoxes is the number of action boxes.
const NumBoxes = len(Boxes)

// Castle box prices (§2.6, R48, R57).
const (
	CastlePeekCost   = 2 // castle_1: peek two future event cards
	CastlePushCost   = 4 // castle_2: a party at the Inn or Entrance one space back
	CastleRecallCost = 8 // castle_2: a party in the dungeon back to the Castle
	FullMoonBonus    = 2 // Rune room MP per worker under Full Moon
	BigSalesDiscount = 2 // Throne room cost cut under Big Sales
	MineSlavesMax    = 2 // Gold mine: slaves traded for 1 gold each
)

// forestGold is the Forest's d6 table: 1–2 → 1 gold, 3–4 → 2, 5–6 → 3.
func forestGold(roll int) int8 { return int8((roll + 1) / 2) }

// MaxVP is the top of the VP track (R55).
const MaxVP = 12

// StartVP and StartRes are every player's set-up VP and resources (S3, S4).
const (
	StartVP  = 3
	StartRes = 4
)

// Workers is the VP track's goblin count per VP (§2.8; 0 = out).
var Workers = [MaxVP + 1]int8{0, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5}

// Income is the VP track's gold income per VP (§2.8).
var Income = [MaxVP + 1]int8{0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4}

// NumFloors is the dungeon's depth; floor 1 is the top, 5 the bottom.
const NumFloors = 5

// Turns is the game's length.
const Turns = 8

// NumParties is the number of hero parties.
const NumParties = 3

// Where is a party token's place on the party track (§3.1).
type Where uint8

// Party places, from the Castle toward the dungeon ("toward the entrance").
const (
	AtCastle Where = iota
	AtInn
	AtEntrance
	InDungeon
)

// WhereNames name the places for the log.
var WhereNames = [...]string{"the Castle", "the Inn", "the Entrance", "the dungeon"}

// partyNeeds are the hero levels each party is made of at entry (§5.10).
var partyNeeds = [NumParties][3]int8{{1, 1, 2}, {1, 2, 3}, {2, 2, 3}}

// MaxRounds ends an endless combat (R32).
const MaxRounds = 10

// PlayerColours are the evil mages' colours (S2).
var PlayerColours = [...]string{"red", "yellow", "green", "blue"}

// SupportCost is the MP price of one evil lord support point (§5.8 step 3).
const SupportCost = 2
