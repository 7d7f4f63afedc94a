package herodice

import (
	"fmt"
	"strconv"

	"github.com/herotable/herotable/engine"
	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Spot kinds: the places on the table.
const (
	atExit     uint8 = iota + 1 // a viable exit: I = map index×4 + direction
	atHeld                      // a held weapon, armour or item: I = card
	atFound                     // the treasure found
	atTile                      // a placed dungeon tile: I = map index
	atFoe                       // the foe, trap or boss
	atHero                      // the hero card
	atDeck                      // a deck: I = hd.Deck
	atBossSlot                  // the boss, face down
	atPool                      // the XP pool
	atDie                       // a die in the tray: I = 0 hero, 1+ combat, 100+ foe
)

// labels are the buttons' words by kind; a card's name follows some.
var labels = map[hd.Kind]string{
	hd.KRoll: "Roll", hd.KUse: "Use", hd.KFlee: "Flee…", hd.KPay: "Pay", hd.KConfirm: "Pay and flee",
	hd.KReroll: "Reroll (Lucky Charm)", hd.KAccept: "Keep the roll", hd.KAbility: "Use", hd.KDecline: "Let it go",
	hd.KKeep: "Keep", hd.KDiscard: "To the XP pool", hd.KReplace: "Give up", hd.KDrop: "Put in pool",
	hd.KContinue: "Go on", hd.KMove: "Explore", hd.KDraw: "Draw the next card", hd.KFaceBoss: "Face the boss",
	hd.KDescend: "Take the stairs", hd.KStay: "Stay", hd.KDelve: "Delve deeper", hd.KRetire: "Retire",
}

// commands are the legal actions as the table offers them: a button each,
// and a place on the table for those aimed at a card or an exit.
func commands(st *hd.State, legal []engine.Action, names []string) []command {
	return tablekit.Commands(legal, func(a engine.Action) command {
		c := tablekit.NewCommand(st, a, names, hd.Split)
		c.Label = tablekit.WordOr(labels, c.Kind, "Choose")
		switch c.Kind {
		case hd.KUse:
			c.Label, c.Group = "Use "+hd.Name(c.Arg), 1
			c.Where = tablekit.Place{Kind: atHeld, I: c.Arg}
		case hd.KPay, hd.KDrop, hd.KReplace:
			c.Label, c.Group = c.Label+" "+hd.Name(c.Arg), 2
			if c.Kind == hd.KPay {
				c.Label += fmt.Sprintf(" (%d XP)", hd.XP(c.Arg))
			}
			c.Where = tablekit.Place{Kind: atHeld, I: c.Arg}
		case hd.KAbility:
			c.Label = "Use " + hd.AbilityNames[hd.AbilityOf(st.Fight.HeroDie)]
		case hd.KKeep:
			if st.Found != hd.NoCard && hd.Treasure(st.Found).Type == hd.Armor {
				c.Label = "Put it on"
			}
			c.Where = tablekit.Place{Kind: atFound, I: st.Found}
		case hd.KMove:
			i, d := c.Arg/4, hd.Dir(c.Arg%4)
			c.Label, c.Group = fmt.Sprintf("%s of the %s", hd.DirNames[d], hd.Name(st.Map[i].Card)), 3
			c.Where = tablekit.Place{Kind: atExit, I: c.Arg}
		case hd.KFlee, hd.KRetire, hd.KStay, hd.KDiscard, hd.KDecline:
			c.Group = 2
		}
		return c
	})
}

// Buttons' look and flow.
var (
	buttonStyle = ui.Style{Font: ui.Bold, Size: 15}
	buttonFlow  = tablekit.ButtonFlow[command]{
		H: 34, Gap: 8,
		Width: func(c command) float64 { return ui.Measure(c.Label, buttonStyle) + 28 },
		Group: func(c command) uint8 { return c.Group },
		// The moves give way first: their arrows on the map play them.
		Priority: func(c command) int { return int(c.Group) },
	}
)

// makeButtons makes the prompt's buttons: every legal action.
func (t *Table) makeButtons() {
	t.buttons, t.acts = nil, nil
	if !t.Decides() {
		return
	}
	placed := buttonFlow.Place(t.cmds, buttonArea)
	t.buttons = tablekit.Buttons(placed, t.S.Legal(), buttonStyle, t.PlayLater)
	for _, p := range placed {
		t.acts = append(t.acts, p.Cmd.Action)
	}
}

// Controls are the prompt's buttons, after the spots.
func (t *Table) Controls() []ui.Control { return tablekit.MineOnly(t.buttons, t.Mine()) }

// ControlFor is where a click plays legal action a now: its button, else
// its place on the table (tests).
func (t *Table) ControlFor(a engine.Action) (layout.Rect, bool, bool) {
	for i, b := range t.buttons {
		if t.acts[i] == a && !b.Hidden && !b.Disabled {
			return b.Rect, false, true
		}
	}
	return t.Spots.For(a)
}

// Mark lays the spots over the table as shown and offers the legal
// targets when the decision is the viewer's.
func (t *Table) Mark() {
	st, tr := t.q.shown, t.q.tray
	m := fitMap(tr.Map, st.MapMode, mapArea)
	if st.MapMode == hd.Grid {
		for i, p := range tr.Map {
			t.Spots.Mark(tablekit.Place{Kind: atTile, I: i}, m.cell(p.X, p.Y), tileTip(p.Card, i == tr.Pos), "herodice/dungeon/"+hd.ID(p.Card))
		}
		if t.Mine() {
			for _, c := range t.cmds {
				if c.Kind == hd.KMove {
					t.Spots.Mark(c.Where, m.exit(tr.Map, c.Arg), "", "")
				}
			}
			if st.Phase == hd.PhExplore {
				for _, e := range t.state().OpenExits() {
					if !t.state().Viable(e.Dir) { // public by counting (R17), masked in a view
						arg := e.Index*4 + int(e.Dir)
						t.Spots.Mark(tablekit.Place{Kind: atExit, I: arg}, m.exit(tr.Map, arg), "No dungeon card left has an arrow back this way: this exit stays closed.", "")
					}
				}
			}
		}
	} else if n := len(tr.Map); n > 0 {
		t.Spots.Mark(tablekit.Place{Kind: atTile, I: n - 1}, m.cell(0, 0), tileTip(tr.Map[n-1].Card, true)+fmt.Sprintf("\n%d dungeon cards in the stack.", n), "herodice/dungeon/"+hd.ID(tr.Map[n-1].Card))
	}
	t.Spots.Mark(tablekit.Place{Kind: atHero}, heroCard, heroTip(st, tr), "herodice/card/hero_warrior")
	gear := held(st)
	for i, c := range gear {
		t.Spots.Mark(tablekit.Place{Kind: atHeld, I: c}, gearRect(i, len(gear)), cardTip(c), cardSprite(c))
	}
	if tr.Found != hd.NoCard && tr.Found >= 0 {
		t.Spots.Mark(tablekit.Place{Kind: atFound, I: tr.Found}, foeCard, "Found: "+cardTip(tr.Found), cardSprite(tr.Found))
	} else if c := shownFoe(tr); c != hd.NoCard {
		t.Spots.Mark(tablekit.Place{Kind: atFoe}, foeCard, cardTip(c), cardSprite(c))
	}
	for d, r := range deckRects() {
		t.Spots.Mark(tablekit.Place{Kind: atDeck, I: d}, r, deckTip(st, hd.Deck(d)), "")
	}
	t.Spots.Mark(tablekit.Place{Kind: atBossSlot}, bossSlot, bossTip(st), "")
	t.Spots.Mark(tablekit.Place{Kind: atPool}, poolRect, poolTip(st), "")
	if !t.Mine() {
		return
	}
	tablekit.Offer(&t.Spots, t.cmds, nil, func(c command) string { return c.Label })
}

// held is the hero's gear in the panel's order: weapons, armour, items.
func held(st *hd.State) []int {
	out := append([]int(nil), st.Weapons...)
	if st.Armor != hd.NoCard {
		out = append(out, st.Armor)
	}
	return append(out, st.Items...)
}

// shownFoe is the card the fight area shows: the foe or the trap.
func shownFoe(tr tray) int {
	if tr.Foe != hd.NoCard {
		return tr.Foe
	}
	return tr.Trap
}

// cardSprite is card c's face.
func cardSprite(c int) string {
	if c < 0 {
		return ""
	}
	id := hd.ID(c)
	if hd.DeckOf(c) == hd.DeckTreasure && hd.Treasure(c).Item == hd.HealingPotion {
		id = "trs_healing_potion"
	}
	return "herodice/card/" + id
}

// cardTip is card c's name and full effect.
func cardTip(c int) string {
	if c < 0 {
		return "A hidden card"
	}
	switch hd.DeckOf(c) {
	case hd.DeckTreasure:
		tc := hd.Treasure(c)
		kind := map[hd.TreasureType]string{hd.Weapon: "Weapon", hd.Armor: "Armour", hd.Item: "Item"}[tc.Type]
		return fmt.Sprintf("%s (%s, %d XP)\n%s", tc.Name, kind, tc.XP, tc.Effect)
	case hd.DeckEncounter:
		e := hd.Encounter(c)
		if e.Tough > 0 {
			return fmt.Sprintf("%s: a trap. Roll %d or more on the hero die, or take %d wounds.", e.Name, e.Tough, e.Wounds)
		}
		if e.Dice > 0 {
			return fmt.Sprintf("%s: a %s, %d health, %d %s, attack +%d, %d XP.", e.Name, hd.TierNames[e.Tier], e.HP, e.Dice, tablekit.OneOrMany(e.Dice, "die", "dice"), e.Atk, e.XP)
		}
		return e.Name
	case hd.DeckBoss:
		b := hd.Boss(c)
		s := fmt.Sprintf("%s: the boss, %d health, %d dice, %d XP. Its ring by its high die:", b.Name, b.HP, b.Dice, hd.BossXP)
		for v, p := range b.Ring {
			s += fmt.Sprintf("\n%d: %s", v+1, powerWord(p))
		}
		return s
	}
	return hd.Name(c)
}

// powerWord is a ring power in a few words.
func powerWord(p hd.Power) string {
	if p.Kind == hd.PowNone {
		return "nothing"
	}
	return hd.PowerNames[p.Kind] + " " + strconv.Itoa(p.N)
}

// tileTip says what a dungeon tile holds.
func tileTip(c int, here bool) string {
	d := hd.Dungeon(c)
	s := d.Name
	if d.Gold > 0 {
		s += fmt.Sprintf("\n%d golden %s: a treasure each.", d.Gold, tablekit.OneOrMany(d.Gold, "glow", "glows"))
	}
	if d.Red > 0 {
		s += fmt.Sprintf("\n%d red %s: an encounter each.", d.Red, tablekit.OneOrMany(d.Red, "glow", "glows"))
	}
	if here {
		s += "\nThe Warrior stands here."
	}
	return s
}

// heroTip is the Warrior's state in words.
func heroTip(st *hd.State, tr tray) string {
	return fmt.Sprintf("The Warrior: health %d of %d, %d combat %s from weapons, items %d of %d.\nHero die: 2 Ignore Pain, 3 Warriors Resolve, 4 Cleave, 5 Disarm, 6 Mortal Wound.",
		tr.HP, tr.MaxHP, st.WeaponDice(), tablekit.OneOrMany(st.WeaponDice(), "die", "dice"), len(st.Items), st.Limit())
}

var deckNames = [...]string{"dungeon", "treasure", "encounter", "boss"}

func deckTip(st *hd.State, d hd.Deck) string {
	n := [...]int{st.Dungeon.Len(), st.Treasures.Len(), st.Encounter.Len(), st.Bosses.Len()}[d]
	return fmt.Sprintf("The %s deck: %s left.", deckNames[d], tablekit.Count(n, "card", "cards"))
}

func bossTip(st *hd.State) string {
	switch {
	case st.BossSlot == hd.NoCard:
		return "The boss slot is empty."
	case st.BossUp && st.BossSlot >= 0:
		return cardTip(st.BossSlot)
	}
	return "The level's boss waits face down until the dungeon runs out."
}

func poolTip(st *hd.State) string {
	return fmt.Sprintf("XP pool: %d XP in %s, banked at the level's end times the level.\nBanked: %d XP. Score now: %d (%s).\nDiscarded: %s. Paid to flee, out of the game: %s.",
		st.PoolXP(), tablekit.Count(len(st.Pool), "card", "cards"), st.Banked, st.Score(), st.Title(),
		tablekit.Count(len(st.Discard), "card", "cards"), tablekit.Count(len(st.Removed), "card", "cards"))
}
