package heromustdie

import (
	"fmt"
	"strings"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The table's own words for the tooltips: what each card, box and space
// does, written for this table (never the rulebook's sentences).

// eventWords say what each event kind does when drawn.
var eventWords = [hmd.NumEventKinds]string{
	hmd.Invasion1:       "One party waiting at the Entrance walks into the dungeon.",
	hmd.Invasion2:       "Up to two parties at the Entrance walk in, lowest number first.",
	hmd.Invasion3:       "Up to three parties at the Entrance walk in, lowest number first.",
	hmd.PayDay:          "Every mage pays one gold, slave or MP per monster level he owns; who cannot pay lets monsters go.",
	hmd.FullMoon:        "Every goblin in the Rune Room brings 2 more MP this turn.",
	hmd.TownFestival:    "The Town is closed this turn: goblins there get nothing and cause no evil move.",
	hmd.HappyPrincess:   "The Forest is closed this turn; the plot “Get the Princess” may be completed in this Court.",
	hmd.WrathOfLord:     "After the Action phase: +1 VP to each guard who built this turn, −1 VP to each guard who built nothing.",
	hmd.KingdomAtWar:    "Every party in the dungeon goes home to the Castle at once.",
	hmd.BigSales:        "Every Throne Room box costs 2 gold less this turn.",
	hmd.CarriageArrived: "Forest gold is doubled this turn.",
}

// plotWords say what each plot kind asks and gives.
var plotWords = [hmd.NumPlotKinds]string{
	hmd.RuleThemAll:    "Pay 8 gold. Then you may send one party that is not at the Castle back there.",
	hmd.MonsterCup:     "Needs 3 gold. Everyone pays 3 gold (or all he has); the most monster levels win 10 gold, shared if tied.",
	hmd.MoreTraps:      "Every guarded floor holds at least one trap.",
	hmd.TrapMaster:     "One floor holds four traps or more.",
	hmd.WeNeedRooms:    "Three floors or more hold a monster room.",
	hmd.BurnThemAll:    "Let go of three of your monsters of level 3 or more. Then an evil move.",
	hmd.DragonLord:     "Let go of three of your dragons.",
	hmd.DemonLord:      "Let go of three of your demons.",
	hmd.BlackMail:      "Let go of two of your monsters of level 4 or more. Then an evil move.",
	hmd.SuperSpell:     "Let go of one monster and pay 8 MP.",
	hmd.GetThePrincess: "Only in the turn Happy Princess was drawn: let go of three monsters. Then an evil move.",
	hmd.PoisonTheKing:  "Only once someone completed Super Spell: pay 10 gold. Then an evil move.",
	hmd.HeroMustDie:    "Let go of two level 5 monsters and pay 5 gold.",
	hmd.WeNeedChange:   "With 5 VP at the start of Court: swap floors and places in the turn order with another mage. Two played together with 8 VP: Coup d'État, you win.",
	hmd.BetterChoice:   "When another mage plays a quest you could complete too, complete it yourself instead.",
	hmd.ItsMine:        "In your Court turn: take a random plot card from another mage's hand.",
	hmd.PardonMe:       "When you lose a floor: lose no VP for it.",
	hmd.Traitor:        "When another mage loses a floor without a \"Pardon Me\" card: he loses 3 VP instead of 2.",
}

// locationWords say what a location's goblins do.
var locationWords = [hmd.NumLocations]string{
	hmd.ThroneRoom:   "Pay the box's gold to draw two plot cards; keep one, the other goes under the plot deck.",
	hmd.GoldMine:     "Gain the box's gold; spend up to 2 slaves for 1 more gold each.",
	hmd.RuneRoom:     "Gain the box's MP (2 more under Full Moon).",
	hmd.BuildingRoom: "Build traps, a monster room or its upgrade on the floor you guard. The first box takes 1 gold off each build.",
	hmd.MonsterPit:   "Hire one monster: from the pool, or from the row if you own one of its family.",
	hmd.Town:         "Gain slaves; an eye box lets you peek at a card of the next event slot. Goblins here cause an evil move.",
	hmd.Forest:       "Roll the die: 1–2 one gold, 3–4 two, 5–6 three; then you may peek at the next slot. Goblins here cause an evil move.",
	hmd.Castle:       "First box: pay 2 gold to see two future event cards. Second box: pay 4 gold to push a party back a space, or 8 to call one home from the dungeon.",
}

// locationShort are the locations' captions on the board, short enough for
// one line at reading size in the art's reminder band (the art's own,
// 8.5 px, read about 7 px at 1024×576, pt7 #11); the tooltip says it all.
var locationShort = [hmd.NumLocations]string{
	hmd.ThroneRoom:   "Pay: draw 2, keep 1",
	hmd.GoldMine:     "Slave: +1 gold, max 2",
	hmd.RuneRoom:     "Full Moon: +2 MP",
	hmd.BuildingRoom: "Build on your floor",
	hmd.MonsterPit:   "Hire one monster",
	hmd.Town:         "Eye: peek next slot",
	hmd.Forest:       "Roll: 1–3 gold, peek",
	hmd.Castle:       "See 2 events · push",
}

// boxCounts say what the boxes of a location give, their Amount in the %d.
var boxCounts = map[hmd.Location]string{
	hmd.ThroneRoom:   "Pay %d gold: draw 2 plot cards, keep 1.",
	hmd.GoldMine:     "Gain %d gold; +1 gold for each slave spent (up to 2).",
	hmd.RuneRoom:     "Gain %d MP.",
	hmd.BuildingRoom: "Up to %d builds on your floor.",
	hmd.Town:         "Gain %d slaves.",
}

// boxWords say what one box gives.
func boxWords(b int) string {
	x := hmd.Boxes[b]
	var s string
	switch {
	case x.Loc == hmd.MonsterPit:
		return "Hire at most one monster."
	case x.Loc == hmd.Forest:
		// How the die gives gold (pt31 #8: "1–3 gold" did not say).
		return "Roll the d6: 1–2 finds 1 gold, 3–4 finds 2, 5–6 finds 3 (doubled while Carriage Arrived is in play); peek at a card of the next slot."
	case x.Loc == hmd.Castle && b == firstBox(hmd.Castle):
		return "Pay 2 gold: look at two face-down event cards of future turns."
	case x.Loc == hmd.Castle:
		return "Pay 4 gold: a party at the Inn or Entrance goes back a space. Or pay 8: a party in the dungeon goes home."
	case x.Loc == hmd.BuildingRoom && x.Amount == 1:
		s = "One build on your floor."
	default:
		s = fmt.Sprintf(boxCounts[x.Loc], x.Amount)
	}
	if x.Discount {
		s += " Each costs 1 gold less."
	}
	if x.Eye {
		s += " Peek at a card of the next slot."
	}
	return s
}

// boxName names a box by what it shows, as the log does: "The Gold
// Mine's 4-gold box" (pt28 #7: "Gold Mine 2" was read as the 2-gold box);
// capitalised, for a title or a label.
func boxName(b int) string { return capital(hmd.BoxName(b)) }

// strengthWords is "melee 6 · range 5" for a card's strengths.
func strengthWords(s hmd.Strength) string {
	var out []string
	for c, v := range s {
		if v > 0 {
			out = append(out, fmt.Sprintf("%s %d (%s)", hmd.ColourNames[c], v, hmd.ColourIDs[c]))
		}
	}
	if len(out) == 0 {
		return "no strength"
	}
	return strings.Join(out, " · ")
}

// costWords is "3 gold, 2 slaves, 2 MP"; "free" for nothing.
func costWords(c hmd.Cost) string {
	var out []string
	if c.Gold > 0 {
		out = append(out, fmt.Sprintf("%d gold", c.Gold))
	}
	if c.Slaves == 1 {
		out = append(out, "1 slave")
	} else if c.Slaves > 1 {
		out = append(out, fmt.Sprintf("%d slaves", c.Slaves))
	}
	if c.MP > 0 {
		out = append(out, fmt.Sprintf("%d MP", c.MP))
	}
	if len(out) == 0 {
		return "free"
	}
	return strings.Join(out, ", ")
}

// familyName is "Beast".
func familyName(f hmd.Family) string {
	id := hmd.FamilyIDs[f]
	return strings.ToUpper(id[:1]) + id[1:]
}

// whereName is where a party stands, for sentences.
func whereName(w hmd.Where) string { return hmd.WhereNames[w] }

// roomWords says what a room (0 = none) lets a floor's guard send.
func roomWords(size int8) string {
	if size == 0 {
		return "No monster room: up to 2 monsters of level 2 or less defend."
	}
	return fmt.Sprintf("Monster room %d: up to %d monsters of level %d or less defend.", size, size, size)
}

// seatWords names a seat for the table ("Ann (red ◆)"): the colour and
// its token's symbol, so colour never speaks alone.
func seatWords(st *hmd.State, names []string, p int) string {
	n := nameOf(names, p)
	if c := colourName(st, p); c != "" {
		n += " (" + c + " " + mageMark(int(st.Seats[p].Colour)) + ")"
	}
	return n
}

// ended ends sentence s with a full stop, unless it ends with a name that
// has its own mark (pt22 #9: "You peeked at this card: Invasion!!!.").
func ended(s string) string {
	if n := len(s); n > 0 && (s[n-1] == '!' || s[n-1] == '?' || s[n-1] == '.') {
		return s
	}
	return s + "."
}

// nameOf is seat p's name.
func nameOf(names []string, p int) string {
	if p >= 0 && p < len(names) {
		return names[p]
	}
	return fmt.Sprintf("Seat %d", p+1)
}

// slavesWords counts slaves as a player says them: "1 slave", "2 slaves".
func slavesWords(n int) string {
	if n == 1 {
		return "1 slave"
	}
	return fmt.Sprintf("%d slaves", n)
}

// fullFloorWords say why seat p's goblin in Building room b would build
// nothing when the floor he guards has no space left for a trap or a room
// (R19), "" when it has space. A full floor with a room of 3 or 4 may
// still have its room grow: then the upgrade is too dear, and have says
// what he may pay.
func fullFloorWords(st *hmd.State, p int8, b int, have string) string {
	f := st.FloorOf(p)
	if f <= 0 || int(f) > len(st.Floors) {
		return ""
	}
	fl := st.Floors[f-1]
	if fl.Buildings() < hmd.MaxBuildings {
		return ""
	}
	full := fmt.Sprintf("It would build nothing now: floor %d, which you guard, is full (%d of %d spaces)", f, fl.Buildings(), hmd.MaxBuildings)
	switch fl.Room {
	case 3, 4:
		c := hmd.RoomCost
		if hmd.Boxes[b].Discount {
			c.Gold = max(0, c.Gold-1)
		}
		return fmt.Sprintf("%s: only its room may grow, for %d gold and %s, and %s.", full, c.Gold, slavesWords(int(c.Slaves)), have)
	case 0:
		return full + ", and it has no room to upgrade."
	}
	return full + ", and its room is at its largest."
}

// idleWords say why a goblin of seat p placed in box b now would do
// nothing (hmd.Idle), with the most he may hold when the box acts.
func idleWords(st *hmd.State, p int8, b int, why hmd.Idle) string {
	g, sl, mp := st.Stock(p, b)
	have := fmt.Sprintf("you would have at most %d gold, %s and %d MP when it acts", g, slavesWords(sl), mp)
	switch why {
	case hmd.IdleReserve:
		return "It would do nothing now: you are in reserve (you guard no floor), and only a floor's guard builds."
	case hmd.IdleBuild:
		if full := fullFloorWords(st, p, b, have); full != "" {
			return full
		}
		return "It would build nothing now: " + have + ". A trap costs its damage in gold and 1 slave, a room 3 gold and 2 slaves. The " + hmd.LocationNames[hmd.BuildingRoom] + " acts before the Town and the Forest: what they bring comes too late."
	case hmd.IdleHire:
		return "It would hire nothing now: " + have + ", too little for any monster in the pool, or in the row of a family you own."
	case hmd.IdleThrone:
		if len(st.PlotDeck)+len(st.PlotDisc) == 0 {
			return "It would do nothing now: no plot card is left to draw."
		}
		return fmt.Sprintf("It would do nothing now: it costs %d gold, and you would have at most %d.", hmd.Boxes[b].Amount, g)
	case hmd.IdlePeek:
		if st.Turn >= hmd.Turns {
			return "It would do nothing now: in the last turn there is no future event to see."
		}
		return fmt.Sprintf("It would do nothing now: seeing two events costs %d gold, and you would have at most %d.", hmd.CastlePeekCost, g)
	case hmd.IdleGift:
		return fmt.Sprintf("It would do nothing now: pushing a party back costs %d gold, and you would have at most %d.", hmd.CastlePushCost, g)
	}
	return ""
}

// capital is s with its first letter capitalised.
func capital(s string) string {
	if s == "" {
		return ""
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
