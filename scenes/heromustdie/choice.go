package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Command is one legal action as the table offers it: a button (words,
// group) and, for most, a thing on the table to click (Where: a box, an
// event card, a party, a monster card, a card of the hand, a fighter).
type Command = tablekit.Command[hmd.Kind]

// Groups order the buttons: the decision's own choices first, "no" last.
const (
	GroupMain uint8 = iota
	GroupDone       // pass, stop, no
)

// Place is a thing on the table an action may be clicked on, and a spot's
// key.
type Place = tablekit.Place

// The kinds of Place.
const (
	Nowhere     = tablekit.Nowhere
	AtBox       = iota // an action box
	AtSlotCard         // an event card: slot*2 + half
	AtFloor            // a floor 1..5
	AtParty            // a party token 0..2
	AtMonster          // a monster card in the row or pool (card id)
	AtOwned            // a monster in a player panel (card id)
	AtHand             // a plot card of the hand drawer (card id)
	AtDrawn            // a plot card of the Throne room draw (card id)
	AtPanel            // a player panel (seat)
	AtFightHero        // a hero in the fight (index)
	AtFightMon         // a monster in the fight (index)
	AtFightTrap        // a trap on the fought floor (index)
	AtReserve          // the defender's monster not yet sent (card id)
)

// Commands sorts the legal actions of st into commands, in the engine's
// order.
func Commands(st *hmd.State, legal []engine.Action, names []string) []Command {
	cmds := tablekit.Commands(legal, func(a engine.Action) Command { return command(st, a, names) })
	monsterOrder(st, cmds)
	return cmds
}

// monsterOrder puts the monsters offered in the order the table shows
// them, the row's first and then the pool's tiles (packed), in the places
// the monster commands had among the others (pt31: the buttons read
// "Wisp, Ember" under a pool showing Ember before Wisp).
func monsterOrder(st *hmd.State, cmds []Command) {
	var at []int
	var mons []Command
	for i, c := range cmds {
		if c.Kind == hmd.KMonster {
			at, mons = append(at, i), append(mons, c)
		}
	}
	pool := packed(st.MonsterPool)
	key := func(m int) int {
		if i := slices.Index(st.MonsterRow, int8(m)); i >= 0 {
			return i
		}
		return len(st.MonsterRow) + slices.Index(pool, int8(m))
	}
	slices.SortStableFunc(mons, func(a, b Command) int { return key(a.Arg) - key(b.Arg) })
	for j, i := range at {
		cmds[i] = mons[j]
	}
}

func command(st *hmd.State, a engine.Action, names []string) Command {
	c := tablekit.NewCommand(st, a, names, hmd.Split)
	k, arg := c.Kind, c.Arg
	p := int(st.Actor)
	switch k {
	case hmd.KPass:
		c.Label, c.Group = tablekit.WordOr(passLabels, st.Stage, "Pass"), GroupDone
	case hmd.KYes:
		c.Label = tablekit.WordOr(yesLabels, st.Stage, "Yes")
		if st.Stage == hmd.StThronePay { // the price on the button (play-test 37: Big Sales made it 0, and nothing said so)
			gold, cards := st.ThronePrice(st.Actor)
			c.Label = fmt.Sprintf("Pay %d gold, draw %d", gold, cards)
			if gold == 0 {
				c.Label = fmt.Sprintf("Draw %d for free", cards)
			}
		}
	case hmd.KColour:
		name := hmd.PlayerColours[arg]
		c.Label = fmt.Sprintf("%s%s %s", strings.ToUpper(name[:1]), name[1:], mageMark(arg))
		if st.MagePowers {
			c.Tip += "\n" + mageWords[name]
		}
	case hmd.KFloor:
		c.Label, c.Where = fmt.Sprintf("Floor %d", arg), Place{Kind: AtFloor, I: arg}
		c.Tip = floorChoiceTip(arg)
	case hmd.KMonster:
		m := hmd.Monsters[arg]
		c.Label, c.Where = fmt.Sprintf("%s (%s)", m.Name, costWords(m.Cost)), Place{Kind: AtMonster, I: arg}
		if st.Stage != hmd.StHire {
			c.Label = m.Name
		}
	case hmd.KPlace:
		c.Label, c.Where = boxName(arg), Place{Kind: AtBox, I: arg}
		if why := st.Idle(st.Actor, arg); why != hmd.NotIdle {
			c.Tip += "\n" + idleWords(st, st.Actor, arg, why)
		}
	case hmd.KTop, hmd.KBottom:
		half := 0
		if k == hmd.KBottom {
			half = 1
		}
		c.Label, c.Where = [2]string{"Top card", "Bottom card"}[half], Place{Kind: AtSlotCard, I: (int(st.Turn)-1)*2 + half}
		if e := peekedCard(st, p, (int(st.Turn)-1)*2+half); e >= 0 { // the actor's own peek (pt19 #10)
			c.Tip = ended("You peeked at this card: " + hmd.EventKindNames[hmd.Events[e].Kind])
		}
	case hmd.KDiscards:
		c.Label = "Let go: " + strings.Join(maskNames(st.Seats[p].Monsters, arg), " + ")
	case hmd.KPay:
		c.Label = payLabels[min(arg, 2)]
	case hmd.KKeep:
		c.Label, c.Where = st.CardChoice(a), Place{Kind: AtDrawn, I: arg}
	case hmd.KSlaves:
		c.Label = fmt.Sprintf("%d slaves: +%d gold", arg, arg)
		if arg == 0 {
			c.Label = "No slaves"
		} else if arg == 1 {
			c.Label = "1 slave: +1 gold"
		}
	case hmd.KTrap:
		c.Label = hmd.Traps[arg].Name
	case hmd.KRoom:
		c.Label = "Monster room"
	case hmd.KUpgrade:
		c.Label = "Upgrade the room"
	case hmd.KPeek:
		c.Label, c.Where = fmt.Sprintf("Peek: slot %d %s", arg/2+1, [2]string{"top", "bottom"}[arg%2]), Place{Kind: AtSlotCard, I: arg}
		if e := peekedCard(st, p, arg); e >= 0 { // legal (R57), but it shows nothing new
			c.Label += " (seen already)"
			c.Tip = fmt.Sprintf("You have seen this card already: %s. Peeking at it again shows nothing new.", hmd.EventKindNames[hmd.Events[e].Kind])
		}
	case hmd.KPush:
		c.Label, c.Where = fmt.Sprintf("Push party %d back (%d gold)", arg+1, hmd.CastlePushCost), Place{Kind: AtParty, I: arg}
	case hmd.KRecall:
		c.Label, c.Where = fmt.Sprintf("Recall party %d (%d gold)", arg+1, hmd.CastleRecallCost), Place{Kind: AtParty, I: arg}
	case hmd.KDisarm:
		c.Label = disarmLabel(st, arg)
	case hmd.KFire:
		c.Label, c.Where = fireLabel(st, arg), Place{Kind: AtFightHero, I: arg % 8}
	case hmd.KSend:
		c.Label, c.Where = "Send "+hmd.Monsters[arg].Name, Place{Kind: AtReserve, I: arg}
	case hmd.KCommit:
		tm := frontMelee(st) + arg
		c.Label = fmt.Sprintf("Commit %d: melee %d", arg, tm)
		c.Tip += ". " + clashWords(int(st.Fight.Th), tm)
	case hmd.KSupport:
		tm := frontMelee(st) + int(st.Fight.C) + arg
		c.Label = fmt.Sprintf("+%d for %d MP: melee %d", arg, arg*hmd.SupportCost, tm)
		if arg == 0 {
			c.Label = fmt.Sprintf("No support: melee %d", tm)
		}
		c.Tip += ". " + clashWords(int(st.Fight.Th), tm)
	case hmd.KWound:
		c.Label, c.Where = "Wound "+fighterName(st, true, arg), Place{Kind: AtFightHero, I: arg}
	case hmd.KHeal:
		c.Label, c.Where = "Heal "+fighterName(st, false, arg), Place{Kind: AtFightMon, I: arg}
	case hmd.KPlay:
		c.Label, c.Where = "Play "+hmd.Plots[arg].Name, Place{Kind: AtHand, I: arg}
	case hmd.KCoup:
		c.Label = "Coup d'État (2 × We Need Change)"
	case hmd.KSeat:
		verb := "Switch with "
		if st.Stage == hmd.StSteal {
			verb = "Steal from "
		}
		c.Label, c.Where = verb+nameOf(names, arg), Place{Kind: AtPanel, I: arg}
	case hmd.KParty:
		c.Label, c.Where = fmt.Sprintf("Party %d home", arg+1), Place{Kind: AtParty, I: arg}
	case hmd.KDiscard:
		c.Label, c.Where = "Discard "+hmd.Monsters[arg].Name, Place{Kind: AtOwned, I: arg}
	}
	if c.Label == "" {
		c.Label = c.Tip
	}
	return c
}

// mageWords say each colour's mage power (§2.9), on its button when the
// game plays with them (pt #5: the buttons did not say).
var mageWords = map[string]string{
	"red":    "Red mage power: +1 MP for each of your goblins in the Rune Room.",
	"yellow": "Yellow mage power: +1 gold for each of your goblins in the Gold Mine.",
	"green":  "Green mage power: the Throne Room draws three plot cards for you; keep one, put two under the deck in the order you choose.",
	"blue":   "Blue mage power: +1 slave for each of your goblins in the Town.",
}

// passLabels are the words of "no" in each decision (others say Pass).
var passLabels = map[hmd.Stage]string{
	hmd.StBuild:     "Stop building",
	hmd.StHire:      "Hire nothing",
	hmd.StPeekNext:  "Don't peek",
	hmd.StThronePay: "No",
	hmd.StCastlePay: "No",
	hmd.StGift:      "Leave them",
	hmd.StSend:      "Send no more",
	hmd.StHeal:      "Stop healing",
	hmd.StCourt:     "End Court turn",
	hmd.StRuleParty: "No party",
}

// yesLabels are the words of "yes" in each decision (others say Yes).
var yesLabels = map[hmd.Stage]string{
	hmd.StCastlePay: fmt.Sprintf("Pay %d gold and look", hmd.CastlePeekCost),
	hmd.StPardon:    "Play Pardon Me",
	hmd.StTraitor:   "Play Traitor",
	hmd.StBetter:    "Play A Better Choice",
}

// maskNames names the monsters a bitmask picks.
func maskNames(mons []int8, mask int) []string {
	var out []string
	for i, m := range mons {
		if mask&(1<<i) != 0 && m >= 0 {
			out = append(out, hmd.Monsters[m].Name)
		}
	}
	return out
}

// disarmLabel names the traps a disarm mask removes.
func disarmLabel(st *hmd.State, mask int) string {
	f := int(st.Front) - 1
	var out []string
	for i, k := range st.Floors[f].Traps {
		if mask&(1<<i) != 0 {
			out = append(out, hmd.Traps[k].Name)
		}
	}
	if len(out) == 0 {
		return "Disarm nothing"
	}
	return "Disarm " + strings.Join(out, " + ")
}

// fireLabel is "Blade → Squire".
func fireLabel(st *hmd.State, arg int) string {
	t, h := arg/8, arg%8
	f := int(st.Front) - 1
	if t >= len(st.Floors[f].Traps) || h >= len(st.Fight.Heroes) {
		return "Fire"
	}
	return hmd.Traps[st.Floors[f].Traps[t]].Name + " → " + hmd.Heroes[st.Fight.Heroes[h].Card].Name
}

// fighterName names hero or monster i of the fight.
func fighterName(st *hmd.State, hero bool, i int) string {
	if hero && i < len(st.Fight.Heroes) {
		return hmd.Heroes[st.Fight.Heroes[i].Card].Name
	}
	if !hero && i < len(st.Fight.Monsters) {
		return hmd.Monsters[st.Fight.Monsters[i].Card].Name
	}
	return "?"
}

// frontMelee is the front monster's melee after its wounds (R27).
func frontMelee(st *hmd.State) int {
	if len(st.Fight.Monsters) == 0 {
		return 0
	}
	m := st.Fight.Monsters[0]
	return max(0, int(hmd.Monsters[m.Card].Str[hmd.Brown])-int(m.Wounds))
}

// clashWords says what a melee of th against tm does.
func clashWords(th, tm int) string {
	switch {
	case th > tm:
		return fmt.Sprintf("Heroes %d against %d: the front monster takes %d wounds", th, tm, th-tm)
	case tm > th:
		return fmt.Sprintf("Heroes %d against %d: the front hero takes %d wounds", th, tm, tm-th)
	}
	return fmt.Sprintf("Heroes %d against %d: a tie, nobody is wounded", th, tm)
}

// priority is how much a command needs a button of its own when space is
// short: those with nowhere else to be clicked come first.
func priority(c Command) int {
	p := int(c.Group)
	if c.Where.Kind == Nowhere || c.Group == GroupDone {
		p -= 10
	}
	return p
}

// peekedCard is the event card a peek (slot*2 + half) would show seat p,
// if p has seen it already; else -1.
func peekedCard(st *hmd.State, p, arg int) int8 {
	if p < 0 || arg/2 >= len(st.Slots) {
		return -1
	}
	e := st.Slots[arg/2][arg%2]
	if e < 0 || int(e) >= hmd.NumEvents || st.EvKnown[e]&(1<<p) == 0 {
		return -1
	}
	return e
}

// floorChoiceTip says what taking floor n at the set-up means: the turn order
// starts from floor 1, whose guard the heroes meet first.
func floorChoiceTip(n int) string {
	if n == 1 {
		return "Floor 1: you play first in the turn order, guard the front floor, and defend first when heroes attack. You build on the floor you guard, and the guards change posts each turn."
	}
	return fmt.Sprintf("Floor %d: you are number %d in the turn order and guard floor %d, below the front. You build on the floor you guard, and the guards change posts each turn.", n, n, n)
}
