package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Command is one legal action as the table offers it: a button in the
// prompt bar (words, group) and, for most, a thing on the table to click
// (Where: an ability box, a card, a token, a tile, a hero, a board slot).
type Command = tablekit.Command[dd.Kind]

// Groups order the prompt's buttons: the decision's own choices first,
// then what may always be used, Continue last.
const (
	GroupMain    uint8 = iota // the stage's own choices
	GroupMinion               // DieMinions
	GroupAbility              // board abilities, cards, allies
	GroupToken                // stat tokens (free actions)
	GroupDone                 // Continue
)

// Place is a thing on the table an action may be clicked on, and a spot's
// key: what kind of thing and which (the ability, card, token, slot or
// party index).
type Place = tablekit.Place

// The kinds of Place.
const (
	Nowhere   = tablekit.Nowhere
	AtAbility = iota // a board ability box
	AtCard           // an ability card
	AtToken          // an inventory token (Token)
	AtAlly           // an ally card (0 Kobold, 1 Diesplacer)
	AtTile           // a map slot
	AtHero           // a party member
	AtSlot           // a die slot of the board
	AtTrack          // the DieNamic track (pips)
)

// Commands sorts the legal actions of st into commands, in the engine's
// order; the seats their words mark are named with names.
func Commands(st *dd.State, legal []engine.Action, names []string) []Command {
	return tablekit.Commands(legal, func(a engine.Action) Command { return command(st, a, names) })
}

func command(st *dd.State, a engine.Action, names []string) Command {
	c := tablekit.NewCommand(st, a, names, dd.Split)
	k, arg := c.Kind, c.Arg
	mo := &st.Mons[st.Turn]
	cr := &dd.Creatures[mo.Creature]
	switch k {
	case dd.KLayout:
		l := dd.Layouts[arg]
		c.Label = fmt.Sprintf("%s/%s/%s/%s", l[0], l[1], l[2], l[3])
	case dd.KContinue:
		c.Label, c.Group = tablekit.WordOr(continueLabels, st.Stage, "Continue"), GroupDone
	case dd.KAbility:
		ab := cr.Abilities[arg&1]
		c.Label, c.Group, c.Where = fmt.Sprintf("%s (%d AP)", ab.Name, ab.Cost), GroupAbility, Place{Kind: AtAbility, I: arg}
		c.Tip = ab.Name + ": " + ab.Text
	case dd.KCard:
		cd := cr.Cards[arg&3]
		c.Label, c.Group, c.Where = fmt.Sprintf("%s (%d AP)", cd.Name, cd.Cost), GroupAbility, Place{Kind: AtCard, I: arg}
		c.Tip = cd.Name + ": " + cd.Text
	case dd.KToken:
		t := dd.Token(arg)
		c.Label, c.Group, c.Where = tokenLabel(t), GroupToken, Place{Kind: AtToken, I: arg}
		c.Tip = "Use the token: " + t.Info().Text
	case dd.KDiesplacer:
		c.Label, c.Group, c.Where = "Diesplacer Beast", GroupAbility, Place{Kind: AtAlly, I: 1}
	case dd.KRest:
		c.Label = "No rest"
		if arg > 0 {
			c.Label = fmt.Sprintf("Rest %d", arg)
		}
	case dd.KMove:
		c.Label, c.Where = "Explore "+slotName(st, arg), Place{Kind: AtTile, I: arg}
	case dd.KPeek:
		c.Label, c.Where = "Peek "+slotName(st, arg), Place{Kind: AtTile, I: arg}
	case dd.KRoll:
		c.Label = "Roll the check"
	case dd.KPipUp:
		c.Label, c.Where = "+1 (pip)", Place{Kind: AtTrack, I: 0}
	case dd.KPipDown:
		c.Label, c.Where = "−1 (pip)", Place{Kind: AtTrack, I: 0}
	case dd.KLower:
		c.Label, c.Where = fmt.Sprintf("Lower %s +1", dd.Slot(arg).Name()), Place{Kind: AtSlot, I: arg}
	case dd.KLowerTo:
		// A button only: the slot itself lowers one point at a time.
		c.Label = fmt.Sprintf("%s −%d: succeed", dd.Slot(arg).Name(), shortfall(st))
	case dd.KPipsTo:
		c.Label = "Pips: just enough"
	case dd.KDamageAll:
		c.Label = "All → " + dd.Slot(arg).Name()
	case dd.KMinion:
		c.Label, c.Group, c.Where = minionLabel(st.Stage, dd.Token(arg)), GroupMinion, Place{Kind: AtToken, I: arg}
	case dd.KShove:
		c.Label, c.Where = "Lucky Shove +2", Place{Kind: AtAlly, I: 0}
	case dd.KTwist:
		c.Label = "Twist Fate: reroll"
	case dd.KDamage:
		c.Label, c.Where = "Damage → "+dd.Slot(arg).Name(), Place{Kind: AtSlot, I: arg}
	case dd.KStat:
		if st.Stage == dd.StPickStat {
			c.Label = fmt.Sprintf("No %s attacks", dd.Stat(arg))
		} else {
			c.Label, c.Where = attackLabel(st, dd.Stat(arg)), Place{Kind: AtSlot, I: int(dd.StatSlot(dd.Stat(arg)))}
		}
	case dd.KStatMax:
		c.Label = fmt.Sprintf("%s at max (DieMaster)", dd.Stat(arg))
	case dd.KTarget:
		name := "?"
		if arg < len(st.Combat.Party) {
			name = st.Combat.Party[arg].Name()
		}
		c.Label, c.Where = "Hit "+name, Place{Kind: AtHero, I: arg}
		if st.Stage == dd.StFlee {
			c.Label = "Make " + name + " flee"
		}
	case dd.KPayPip:
		c.Label, c.Where = "Pay a pip", Place{Kind: AtTrack, I: 0}
	case dd.KLoseTime:
		c.Label = "Lose 1 Time"
	case dd.KSide:
		c.Label = dd.Allies[0].Sides[arg&1].Name + " up"
		c.Tip = "Put the Kobold " + dd.Allies[0].Sides[arg&1].Name + " side up: " + dd.Allies[0].Sides[arg&1].Text
	}
	return c
}

// shortfall is what a failing roll of yours lacks: the engine's words say
// it too, this is the number for the button.
func shortfall(st *dd.State) int {
	r := st.Roll
	if r.Kind == dd.RollTrap {
		return r.Target - r.Final()
	}
	return r.Target + 1 - r.Final()
}

// continueLabels name the Continue button in the decisions where it means
// more than "continue"; others say Continue.
var continueLabels = map[dd.Stage]string{
	dd.StTurnStart: "Power up",
	dd.StPostPower: "Go on",
	dd.StFarSight:  "Done looking",
	dd.StBoost:     "Accept roll",
	dd.StAdjust:    "Let it stand",
	dd.StAbility:   "End Ability step",
	dd.StRake:      "Stop",
	dd.StStorm:     "Stop",
	dd.StSacrifice: "Take the hit",
}

// slotName is a map slot's position and back: "(0,1) T1".
func slotName(st *dd.State, i int) string {
	m := &dd.Maps[st.Map]
	if i < 0 || i >= len(m.Slots) {
		return "?"
	}
	return m.Slots[i].Pos.String()
}

func tokenLabel(t dd.Token) string {
	info := t.Info()
	return fmt.Sprintf("+%d %s", info.Amount, info.Slot.Name())
}

func minionLabel(st dd.Stage, t dd.Token) string {
	d := t.Info().Die
	switch st {
	case dd.StBoost:
		return "Roll " + d.String() + " minion"
	case dd.StSacrifice:
		return "Sacrifice " + d.String()
	case dd.StRake, dd.StStorm:
		return "Discard " + d.String() + ": hit"
	}
	return "Discard " + d.String()
}

// attackLabel is an attack stat's choice with its odds: "Might d10 vs 9".
func attackLabel(st *dd.State, s dd.Stat) string {
	b := st.Mons[st.Turn].Board[dd.StatSlot(s)]
	return fmt.Sprintf("%s %s vs %d", s, b.Type, st.Combat.Party.Totals()[s])
}

// priority is how much a command needs a button of its own when the
// prompt is full: those with nowhere else to be clicked come first.
func priority(c Command) int {
	p := int(c.Group)
	if c.Where.Kind == Nowhere || c.Kind == dd.KContinue {
		p -= 10
	}
	return p
}
