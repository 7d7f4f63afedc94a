package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Tooltips: every card, token, box and space tells its full data (§10).
// They read only the state as shown, which the viewer may see.

func trackTip(st *hmd.State, w hmd.Where) string {
	var here []string
	for i := range hmd.NumParties {
		if st.Parties[i].Where == w {
			here = append(here, fmt.Sprintf("party %d", i+1))
		}
	}
	tip := strings.ToUpper(whereName(w)[4:5]) + whereName(w)[5:]
	switch w {
	case hmd.AtCastle:
		tip += "\nParties rest here. An evil move sends the lowest-numbered one toward the Inn."
	case hmd.AtInn:
		tip += "\nThe second space: an evil move sends the party on to the Entrance."
	case hmd.AtEntrance:
		tip += "\nParties wait here for an Invasion card or an evil move to walk in."
	}
	if len(here) > 0 {
		tip += "\nHere: " + strings.Join(here, ", ") + "."
	}
	return tip
}

func floorTip(st *hmd.State, f int, names []string) string {
	fl := st.Floors[f-1]
	tip := fmt.Sprintf("Floor %d", f)
	switch {
	case len(st.Queue) > 0 && f < int(st.Front):
		tip += " · conquered by the heroes until the dungeon empties"
	case len(st.Ring) > 0 && f == int(st.Front):
		tip += " · the front floor: the next fight is here"
	}
	if g := st.GuardOf(int8(f)); g >= 0 && len(st.Ring) > 0 {
		tip += "\nGuard: " + seatWords(st, names, int(g))
		tip += nextGuardLine(st, f, names)
	} else {
		tip += "\nNo guard: nobody builds or fights here."
	}
	tip += fmt.Sprintf("\nBuildings %d of %d. %s", fl.Buildings(), hmd.MaxBuildings, roomWords(fl.Room))
	tip += "\n" + stayWords
	for _, k := range fl.Traps {
		tr := hmd.Traps[k]
		tip += fmt.Sprintf("\nTrap: %s (%s %d)", tr.Name, hmd.ColourIDs[tr.Colour], tr.Damage)
	}
	return tip
}

func guardTip(st *hmd.State, f int, names []string) string {
	g := st.GuardOf(int8(f))
	if g < 0 || len(st.Ring) == 0 {
		return fmt.Sprintf("Guard post of floor %d: empty.", f)
	}
	tip := fmt.Sprintf("Guard post of floor %d: %s", f, seatWords(st, names, int(g)))
	if f == int(st.Front) {
		tip += "\nFirst player this turn: draws the event and defends the front floor."
	}
	return tip + "\n" + stayWords
}

// stayWords say what the shift of duty moves and what it leaves.
const stayWords = "Each turn the guards move up a floor; traps and rooms stay with the floor, not its guard."

func trapTip(k int8) string {
	tr := hmd.Traps[k]
	return fmt.Sprintf("%s · %s trap, damage %d\nHits a hero with %s strength (else the front hero) for %s; disarmed by blue. Costs %s.",
		tr.Name, hmd.ColourIDs[tr.Colour], tr.Damage, hmd.ColourIDs[tr.Colour], tablekit.Count(int(tr.Damage), "wound", "wounds"), costWords(tr.Cost()))
}

func partyTip(st *hmd.State, i int) string {
	pt := st.Parties[i]
	tip := fmt.Sprintf("Hero party %d · at %s", i+1, whereName(pt.Where))
	if pt.Where == hmd.InDungeon {
		tip = fmt.Sprintf("Hero party %d · in the dungeon, floor %d", i+1, st.Front)
	}
	heroes := pt.Heroes
	if st.Fight.Active && int(st.Fight.Party) == i {
		heroes = st.Fight.Heroes
		tip += " · fighting now"
	}
	for _, h := range heroes {
		tip += "\n" + heroLine(h)
	}
	tip += queueWords(st, i)
	if len(heroes) == 0 {
		lv := [...]string{"L1, L1, L2", "L1, L2, L3", "L2, L2, L3"}[i]
		tip += "\nHeroes are drawn when it enters: " + lv + "."
	}
	return tip
}

// queueWords say when party i in the dungeon fights: the first of the
// queue attacks in the Invasion phase, the others wait behind it, one
// fight a turn (pt34 #6: party 3 walked in with party 2 but did not
// fight, and nothing said why).
func queueWords(st *hmd.State, i int) string {
	k := slices.Index(st.Queue, int8(i))
	switch {
	case k < 0 || st.Fight.Active && int(st.Fight.Party) == i:
		return ""
	case k == 0:
		return fmt.Sprintf("\nFirst in the queue: it attacks floor %d in the Invasion phase. Only one party fights a turn.", st.Front)
	}
	return fmt.Sprintf("\nNumber %d in the queue, behind party %d: only the first party fights, one fight a turn, so it waits its turn.", k+1, st.Queue[k-1]+1)
}

// heroLine is "Mage L2 · melee 1 · magic 4 · HP 4 (1 wound, level-up)".
func heroLine(h hmd.Fighter) string {
	hero := hmd.Heroes[h.Card]
	s := heroStrength(h)
	line := fmt.Sprintf("%s L%d · %s · HP %d", hero.Name, hero.Level, strengthWords(s), s.Max())
	var notes []string
	if h.Wounds > 0 {
		notes = append(notes, fmt.Sprintf("%d wounds", h.Wounds))
	}
	if h.LevelUp {
		notes = append(notes, "level-up")
	}
	if len(notes) > 0 {
		line += " (" + strings.Join(notes, ", ") + ")"
	}
	return line
}

func slotTip(st *hmd.State, turn int) string {
	tip := fmt.Sprintf("Event slot %d: the event of turn %d.", turn, turn)
	if turn < int(st.Turn) || turn == int(st.Turn) && drawnNow(st) >= 0 {
		return tip + " Drawn."
	}
	return tip + " The first player draws its top or bottom card; the other is discarded unseen."
}

func slotCardTip(st *hmd.State, turn, h int) string {
	e := st.Slots[turn-1][h]
	tip := fmt.Sprintf("Slot %d, %s card", turn, [2]string{"top", "bottom"}[h])
	if e >= 0 {
		k := hmd.Events[e].Kind
		tip += fmt.Sprintf("\nYou peeked: %s — %s", hmd.EventKindNames[k], eventWords[k])
		return tip
	}
	return tip + "\nFace down. Town and Forest eyes peek at the next slot; the Castle's green eye at any two future cards."
}

func eventTip(e int8, what string) string {
	k := hmd.Events[e].Kind
	return fmt.Sprintf("%s: %s\n%s%s", what, hmd.EventKindNames[k], eventWords[k], copiesWords(k))
}

// copiesWords say what the "EVENT · ×2" at the foot of an event card
// means, counted from the deck (pt34 #6: a newcomer did not know).
func copiesWords(k hmd.EventKind) string {
	n := 0
	for _, e := range hmd.Events {
		if e.Kind == k {
			n++
		}
	}
	if n < 2 {
		return "" // its card shows no "×"
	}
	return fmt.Sprintf("\n\"×%d\" on the card: the event deck holds %d of these (of %d cards).", n, n, len(hmd.Events))
}

func monsterTip(m int8, where string) string {
	mon := hmd.Monsters[m]
	return fmt.Sprintf("%s · %s, level %d\n%s · HP %d\nCost %s.\n%s",
		mon.Name, familyName(mon.Family), mon.Level, strengthWords(mon.Str), mon.HP(), costWords(mon.Cost), where)
}

func plotTip(c int8) string {
	p := hmd.Plots[c]
	kind := "Function card"
	if p.Quest() {
		kind = fmt.Sprintf("Quest · %d VP", p.VP)
		if p.Evil {
			kind += " · then an evil move"
		}
	}
	return fmt.Sprintf("%s · %s\n%s", p.Name, kind, plotWords[p.Kind])
}

func locationTip(st *hmd.State, l hmd.Location) string {
	tip := hmd.LocationNames[l] + "\n" + locationWords[l]
	if closedNow(st, l) {
		tip += "\nClosed this turn by the event."
	}
	return tip
}

func boxTip(st *hmd.State, b int, names []string) string {
	tip := boxName(b) + "\n" + boxWords(b)
	if hmd.Boxes[b].Loc == hmd.ThroneRoom && st.Has(hmd.BigSales) {
		tip += " Big Sales: 2 gold less."
	}
	if col := hmd.MageAt(hmd.Boxes[b].Loc); col != "" && st.MagePowers {
		for p := range st.Seats {
			if c := st.Seats[p].Colour; c >= 0 && hmd.PlayerColours[c] == col {
				tip += "\n" + mageWords[col] + " (" + seatWords(st, names, p) + ")"
			}
		}
	}
	if o := st.Boxes[b]; o >= 0 {
		tip += "\nGoblin of " + seatWords(st, names, int(o)) + "."
	} else {
		tip += "\nNo goblin here yet."
	}
	return tip
}

func vpTip(st *hmd.State, v int, names []string) string {
	tip := fmt.Sprintf("%d VP", v)
	if v == 0 {
		tip += ": out of the game."
	} else {
		tip += fmt.Sprintf(": %d goblins a turn, %d gold income.", hmd.Workers[v], hmd.Income[v])
	}
	var here []string
	for p := range st.Seats {
		if int(st.Seats[p].VP) == v {
			here = append(here, seatWords(st, names, p))
		}
	}
	if len(here) > 0 {
		tip += "\nHere: " + strings.Join(here, ", ")
	}
	return tip
}

// coupLine warns, in seat p's panel tooltip, that he has the VP for a
// Coup d'État ("" when not): at 8 VP or more at the start of a Court, two
// We Need Change cards played together win at once (R61), and nothing
// said so (pt40 previous #1: Bram at 10 VP). own is the viewer's seat.
func coupLine(st *hmd.State, p int, names []string, own bool) string {
	q := &st.Seats[p]
	vp := q.VP
	if st.Phase == hmd.PhCourt && p < len(st.VPAt) {
		vp = st.VPAt[p] // this Court's counts its start's VP
	}
	if q.Out || st.Over || vp < hmd.CoupVP {
		return ""
	}
	if own {
		return fmt.Sprintf("\nYou have %d VP: two We Need Change cards played together in the Court would win you the game at once (Coup d'État).", vp)
	}
	return fmt.Sprintf("\n%s has %d VP: two We Need Change cards played together in the Court would win him the game at once (Coup d'État).", nameOf(names, p), vp)
}

func panelTip(st *hmd.State, p int, names []string, own bool) string {
	q := &st.Seats[p]
	tip := seatWords(st, names, p) + " · " + postWords(st, p)
	tip += nextFloorLine(st, p)
	tip += fmt.Sprintf("\n%d VP · %d gold, %d slaves, %d MP · %d plot cards in hand", q.VP, q.Gold, q.Slaves, q.MP, len(q.Hand))
	tip += coupLine(st, p, names, own)
	if atRisk(st, p) {
		tip += fmt.Sprintf("\nAt risk: the parties strike floor %d first, and if they win there its guard loses %d VP (%d if a rival plays the Traitor plot card). At %d VP that is out of the game: defend it with monsters and traps, or hold a \"Pardon Me\" card.", st.FloorOf(int8(p)), hmd.FloorPenalty, hmd.TraitorPenalty, q.VP)
	} else if lastVP(st, p) {
		tip += lastVPTip(st, p)
	}
	if st.Turn > 0 && !q.Out {
		tip += fmt.Sprintf("\nGoblins: %d placed of %d this turn", q.Placed, st.Allowance(int8(p)))
	}
	var mons []string
	for _, m := range q.Monsters {
		mon := hmd.Monsters[m]
		mons = append(mons, fmt.Sprintf("%s (%s L%d)", mon.Name, hmd.FamilyIDs[mon.Family], mon.Level))
	}
	tip += fmt.Sprintf("\nMonsters (MLP %d): %s", st.MLP(int8(p)), orNone(mons))
	var quests []string
	for _, c := range q.Trophies {
		quests = append(quests, fmt.Sprintf("%s (%d VP)", hmd.Plots[c].Name, hmd.Plots[c].VP))
	}
	tip += "\nQuests completed: " + orNone(quests)
	if own {
		tip += "\nYour hand: click Hand to see it."
	}
	return tip
}

func orNone(xs []string) string {
	if len(xs) == 0 {
		return "none"
	}
	return strings.Join(xs, ", ")
}

// fighterTip is a card's tooltip in the combat overlay.
func fighterTip(f hmd.Fighter, hero bool, i int) string {
	pos := "front"
	if i > 0 {
		pos = fmt.Sprintf("%d behind the front", i)
	}
	if hero {
		return heroLine(f) + "\nHero, " + pos + "."
	}
	mon := hmd.Monsters[f.Card]
	return fmt.Sprintf("%s · %s, level %d · %s · HP %d, %d wounds\nDefender, %s.",
		mon.Name, familyName(mon.Family), mon.Level, strengthWords(mon.Str), mon.HP(), f.Wounds, pos)
}
