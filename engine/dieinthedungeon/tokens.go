package dieinthedungeon

import "fmt"

// Token is a kind of token (§2.8). NoToken, the zero value, is a map slot
// without one.
type Token int

const (
	NoToken Token = iota
	DieMinionD4
	DieMinionD6
	DieMinionD8
	DieMinionD10
	DieMinionD12
	TokMight
	TokAgility
	TokMagic
	TokHealth
	TokTime
	TokAbility
	TokBard
	TokKobold
	TokDiesplacer
	TokDieMaster
	NumTokens = 16 // counting NoToken
)

// TokenGroup is which of the spec's three token groups a token is in.
type TokenGroup int

const (
	DieMinions    TokenGroup = iota // rolled and added, or sacrificed
	StatTokens                      // board boosters
	SpecialTokens                   // Bard, Kobold, Diesplacer, DieMaster
)

// TokenInfo is a token kind's data.
type TokenInfo struct {
	ID    string
	Group TokenGroup
	Count int // in the supply
	// Die is a DieMinion's die type.
	Die DieType
	// Slot and Amount are what a stat token adds to the board.
	Slot   Slot
	Amount int
	Text   string
}

const (
	dmText     = "After one of your failed attack or Stat Check rolls: roll its die and add the result (you may use several). Or sacrifice it to cancel one hero attack that hit (its damage and Bonus effects). Discarded after use, back to the supply."
	statTokTxt = "+2 to that Stat die (may upgrade)."
)

// tokens is the token table of §2.8, indexed by Token.
var tokens = [NumTokens]TokenInfo{
	NoToken:      {ID: ""},
	DieMinionD4:  {ID: "dm_d4", Group: DieMinions, Count: 4, Die: D4, Text: dmText},
	DieMinionD6:  {ID: "dm_d6", Group: DieMinions, Count: 5, Die: D6, Text: dmText},
	DieMinionD8:  {ID: "dm_d8", Group: DieMinions, Count: 3, Die: D8, Text: dmText},
	DieMinionD10: {ID: "dm_d10", Group: DieMinions, Count: 1, Die: D10, Text: dmText},
	DieMinionD12: {ID: "dm_d12", Group: DieMinions, Count: 1, Die: D12, Text: dmText},
	TokMight:     {ID: "tok_might", Group: StatTokens, Count: 1, Slot: SlotMight, Amount: 2, Text: statTokTxt},
	TokAgility:   {ID: "tok_agility", Group: StatTokens, Count: 1, Slot: SlotAgility, Amount: 2, Text: statTokTxt},
	TokMagic:     {ID: "tok_magic", Group: StatTokens, Count: 1, Slot: SlotMagic, Amount: 2, Text: statTokTxt},
	TokHealth:    {ID: "tok_health", Group: StatTokens, Count: 2, Slot: SlotHealth, Amount: 2, Text: "+2 Health (may upgrade)."},
	TokTime: {ID: "tok_time", Group: StatTokens, Count: 2, Slot: SlotTime, Amount: 3,
		Text: "+3 Time (max 20). Not usable while a time loss is being resolved (R29)."},
	TokAbility: {ID: "tok_ability", Group: StatTokens, Count: 2, Slot: SlotAbility, Amount: 2, Text: "+2 AP (max 4)."},
	TokBard: {ID: "tok_bard", Group: SpecialTokens, Count: 1,
		Text: "Placed on your board. The Bard joins your next Combat (even on the tile where you found it), then the token is gone."},
	TokKobold:     {ID: "tok_kobold", Group: SpecialTokens, Count: 1, Text: "Gain the Kobold (ally_kobold)."},
	TokDiesplacer: {ID: "tok_diesplacer", Group: SpecialTokens, Count: 1, Text: "Gain the Diesplacer Beast (ally_diesplacer)."},
	TokDieMaster: {ID: "tok_diemaster", Group: SpecialTokens, Count: 1,
		Text: "Held. Use it just before one of your attack rolls: the roll equals the die's maximum (no roll). Then it is discarded. Cannot be used against the DieMaster. In Map 6 it only marks the Lair and is not taken."},
}

// Info is the token's data; NoToken's is empty.
func (t Token) Info() TokenInfo {
	if t < 0 || t >= NumTokens {
		return TokenInfo{}
	}
	return tokens[t]
}

// ID is the token's id: "dm_d6", "tok_bard".
func (t Token) ID() string { return t.Info().ID }

func (t Token) String() string {
	if t <= NoToken || t >= NumTokens {
		return fmt.Sprintf("token #%d", int(t))
	}
	return tokens[t].ID
}

// TokenByID finds a token by its id.
func TokenByID(id string) (Token, bool) {
	for t := NoToken + 1; t < NumTokens; t++ {
		if tokens[t].ID == id {
			return t, true
		}
	}
	return NoToken, false
}

// DieMinionFor is the DieMinion token of a die type; false for the d20,
// which has none.
func DieMinionFor(d DieType) (Token, bool) {
	for t := DieMinionD4; t <= DieMinionD12; t++ {
		if tokens[t].Die == d {
			return t, true
		}
	}
	return NoToken, false
}

// StartingDieMinion is the DieMinion each creature begins with (§4 step 5).
const StartingDieMinion = DieMinionD6
