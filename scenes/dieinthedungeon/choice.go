package dieinthedungeon

import (
	"fmt"
	"strings"

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
	return tablekit.Commands(legal, func(a engine.Action) Command { return command(st, legal, a, names) })
}

func command(st *dd.State, legal []engine.Action, a engine.Action, names []string) Command {
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
		if st.Stage == dd.StTurnStart {
			// Power up keeps the first place, which the automatic power
			// up's "Powered up" holds when the game did it (see heldPlaces).
			c.Group = GroupMain
		}
		c.Tip = tablekit.WordOr(continueTips, st.Stage, c.Tip)
		if apFull(st) {
			// At the AP maximum the rules' power up adds nothing: the
			// button goes on, and says why it is no "Power up" (play-test
			// 23 #9: "Power up" at 4/4 AP, logged "already at the maximum").
			c.Label = "Go on"
			c.Tip = fmt.Sprintf("Go on to Rest and Move: you have %d AP, the most you may hold, so powering up adds nothing.", mo.Board[dd.SlotAbility].Value)
		}
	case dd.KAbility:
		ab := cr.Abilities[arg&1]
		c.Label, c.Group, c.Where = fmt.Sprintf("%s (%d AP)", ab.Name, ab.Cost), GroupAbility, Place{Kind: AtAbility, I: arg}
		c.Tip = ab.Name + ": " + effect(ab.ID, ab.Text)
		switch ab.ID {
		case "dey_evil_eye":
			c.Tip += "\n" + evilEyeNow(st)
		case "dey_twist_fate":
			c.Tip += "\n" + TwistNow
		}
	case dd.KCard:
		cd := cr.Cards[arg&3]
		c.Label, c.Group, c.Where = fmt.Sprintf("%s (%d AP)", cd.Name, cd.Cost), GroupAbility, Place{Kind: AtCard, I: arg}
		c.Tip = cd.Name + ": " + effect(cd.ID, cd.Text)
	case dd.KToken:
		t := dd.Token(arg)
		c.Label, c.Group, c.Where = tokenLabel(t), GroupToken, Place{Kind: AtToken, I: arg}
		c.Tip = "Use the token: " + tokenText(t)
		if sl := t.Info().Slot; st.Stage == dd.StBoost && statDie(sl) {
			// Beside "+1 for 1 Might", "+2 Might" read as +2 to the roll.
			c.Tip = fmt.Sprintf("Use the %s token: your %s die gains %d (past its maximum it may become a larger die). It adds nothing to this roll.",
				sl.Name(), sl.Name(), t.Info().Amount)
		}
	case dd.KDiesplacer:
		c.Label, c.Group, c.Where = "Diesplacer Beast", GroupAbility, Place{Kind: AtAlly, I: 1}
	case dd.KRest:
		c.Label = "No rest"
		if arg > 0 {
			c.Label = fmt.Sprintf("Rest %d", arg)
		}
	case dd.KMove:
		c.Label, c.Where = "Explore "+slotName(st, legal, arg), Place{Kind: AtTile, I: arg}
		c.Tip = "Explore " + tileWords(st, arg) + ": move there (1 Time) and turn it face up."
	case dd.KPeek:
		c.Label, c.Where = peekWord+slotName(st, legal, arg), Place{Kind: AtTile, I: arg}
		c.Tip = "The Kobold's Sneak Peek: look at " + tileWords(st, arg) + " before you choose where to move; only you see it."
		if st.Stage == dd.StFarSight {
			c.Tip = "Far Sight: look at " + tileWords(st, arg) + "; only you see it."
		}
	case dd.KRoll:
		c.Label = "Roll the check"
		if r := st.Roll; r.Kind == dd.RollTrap {
			c.Tip = fmt.Sprintf("Roll your %s %s: the check needs %d or more. A roll short of it may still be pushed before you accept it.",
				r.Stat, mo.Board[dd.StatSlot(r.Stat)].Type, r.Target)
		}
	case dd.KPipUp:
		c.Label, c.Where = "+1 (pip)", Place{Kind: AtTrack, I: 0}
		heroDieStep(&c, st, +1)
	case dd.KPipDown:
		c.Label, c.Where = "−1 (pip)", Place{Kind: AtTrack, I: 0}
		heroDieStep(&c, st, -1)
	case dd.KLower:
		// The roll gains, the die pays: "Lower Magic +1" read as raising it.
		c.Label, c.Where = fmt.Sprintf("+1 for 1 %s", dd.Slot(arg).Name()), Place{Kind: AtSlot, I: arg}
		c.Tip = fmt.Sprintf("Turn your %s die down by 1 to add 1 to this roll.", dd.Slot(arg).Name())
	case dd.KLowerTo:
		// A button only: the slot itself lowers one point at a time.
		c.Label = fmt.Sprintf("%s −%d: succeed", dd.Slot(arg).Name(), shortfall(st))
	case dd.KPipsTo:
		c.Label = "Pips: just enough"
	case dd.KDamageAll:
		c.Label = "All → " + dd.Slot(arg).Name()
	case dd.KMinion:
		c.Label, c.Group, c.Where = minionLabel(st.Stage, dd.Token(arg)), GroupMinion, Place{Kind: AtToken, I: arg}
		if st.Stage == dd.StBoost {
			c.Tip = minionBoostTip(st, dd.Token(arg))
		}
	case dd.KShove:
		c.Label, c.Where = "Lucky Shove +2", Place{Kind: AtAlly, I: 0}
	case dd.KTwist:
		c.Label = "Twist Fate: reroll"
	case dd.KDamage:
		c.Label, c.Where = "Damage → "+dd.Slot(arg).Name(), Place{Kind: AtSlot, I: arg}
	case dd.KStat:
		if st.Stage == dd.StPickStat {
			c.Label = fmt.Sprintf("No %s attacks", dd.Stat(arg))
			c.Tip = fmt.Sprintf("Evil Eye: the heroes make no %s attacks this round.", dd.Stat(arg))
		} else {
			s := dd.Stat(arg)
			c.Label, c.Where = attackLabel(st, s), Place{Kind: AtSlot, I: int(dd.StatSlot(s))}
			c.Tip = fmt.Sprintf("Attack with %s: roll your %s and beat the party's %s total, %d, to hit a hero.",
				s, st.Mons[st.Turn].Board[dd.StatSlot(s)].Type, s, st.Combat.Party.Totals()[s])
			if f := attackFixed(st); f != 0 {
				c.Tip += fmt.Sprintf(" The roll gets %s (%s).", signedNum(f), fixedWords(st))
			}
		}
	case dd.KStatMax:
		c.Label = fmt.Sprintf("%s at max (DieMaster)", dd.Stat(arg))
	case dd.KTarget:
		name := "?"
		if arg < len(st.Combat.Party) {
			name = memberLabel(st.Combat.Party[arg])
		}
		c.Label, c.Where = "Hit "+name, Place{Kind: AtHero, I: arg}
		if st.Stage == dd.StFlee {
			c.Label = "Make " + name + " flee"
		}
		if arg < len(st.Combat.Party) {
			m := st.Combat.Party[arg]
			c.Tip = "Hit " + heroWords(m) + "."
			if st.Stage == dd.StFlee {
				c.Tip = "Make " + heroWords(m) + " flee: it leaves the Combat, and gives no XP."
			}
		}
	case dd.KPayPip:
		c.Label, c.Where = "Pay a pip", Place{Kind: AtTrack, I: 0}
	case dd.KLoseTime:
		c.Label = "Lose 1 Time"
	case dd.KSide:
		c.Label = dd.Allies[0].Sides[arg&1].Name + " up"
		c.Tip = "Put the Kobold " + dd.Allies[0].Sides[arg&1].Name + " side up: " + effect(dd.Allies[0].Sides[arg&1].ID, dd.Allies[0].Sides[arg&1].Text)
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

// apFull reports whether the turn's power up would add nothing in st: it
// is the turn's start and the creature holds the most AP it may; the
// first button then reads "Go on", not "Power up".
func apFull(st *dd.State) bool {
	return st.Stage == dd.StTurnStart && st.Mons[st.Turn].Board[dd.SlotAbility].Value >= dd.MaxAbility
}

// continueTips say what Continue does in each decision.
var continueTips = map[dd.Stage]string{
	dd.StTurnStart: "Power up: +1 AP (Ability points, at most 4), then you may use start-of-turn abilities again, rest and move.",
	dd.StPostPower: "Go on to Rest and Move.",
	dd.StFarSight:  "Stop looking at tiles and go on.",
	dd.StBoost:     "Accept the roll as it is now.",
	dd.StAdjust:    "Let the roll stand as it is.",
	dd.StAbility:   "End the Ability step: the heroes attack, then you do.",
	dd.StRake:      "Stop discarding DieMinions.",
	dd.StStorm:     "Stop discarding DieMinions.",
	dd.StSacrifice: "Keep your DieMinions and take the hit.",
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

// slotName names a map slot for a button: as the chooser knows it (its
// back's kind, "Corner"; the tile the map shows face up; the tile his peek
// showed, play-test 29 #5: "Explore Dead End" was the Hideout he had
// peeked at), and, when two of the tiles the buttons name now would read
// alike, with its place. One style in one bar (play-test 29 #5: "Explore
// Corner" beside "Explore Straight, row 1, column 4"): every button then
// says its place, each by its compass way from the creature when every
// one lies one step off in a way of its own, as the log says it ("Corner
// to the north"), else each by the row and column its tooltip gives (a
// tile farther off is no step: any tile joined to an explored one may be
// entered).
func slotName(st *dd.State, legal []engine.Action, i int) string {
	m := &dd.Maps[st.Map]
	if i < 0 || i >= len(m.Slots) {
		return "?"
	}
	from := m.Slots[st.Mons[st.Turn].Pos].Pos
	names, ways := map[string]bool{}, map[string]bool{}
	twin, byWay := false, true
	seen := map[int]bool{}
	for _, a := range append([]engine.Action{dd.Act(dd.KMove, i)}, legal...) {
		k, j := dd.Split(a)
		if k != dd.KMove && k != dd.KPeek || seen[j] || j < 0 || j >= len(m.Slots) {
			continue
		}
		seen[j] = true
		n := knownName(st, j)
		twin, names[n] = twin || names[n], true
		w := from.StepTo(m.Slots[j].Pos)
		byWay = byWay && w != "" && !ways[w]
		ways[w] = true
	}
	name := knownName(st, i)
	switch {
	case !twin:
		return name
	case byWay:
		return name + " " + st.WayTo(i)
	}
	return fmt.Sprintf("%s, %s", name, m.Slots[i].Pos.Place())
}

// knownName names map slot i as the player to act knows it, to follow a
// verb ("Explore the Barbarian's Party", not "The", play-test 26): the
// tile's name when the map shows it face up or his peek showed it, else
// its back's kind.
func knownName(st *dd.State, i int) string {
	if f, ok := peekedFace(st, i); ok {
		return theName(dd.Tiles[f].Name)
	}
	return theName(slotKindName(dd.Maps[st.Map].Slots[i]))
}

// withThe is a tile's name with "the" in a sentence: "the Hideout", "the
// Barbarian's Party".
func withThe(name string) string {
	if n := theName(name); n != name {
		return n
	}
	return "the " + name
}

// peekedFace is the tile the player to act saw at face-down slot i with a
// peek, if he did.
func peekedFace(st *dd.State, i int) (int, bool) {
	f := faceOf(st, i)
	sl := dd.Maps[st.Map].Slots[i]
	if f < 0 || st.Slots[i].Open || sl.Tile != "" && sl.Public() || st.Turn < 0 || st.Slots[i].Peek&(1<<st.Turn) == 0 {
		return 0, false
	}
	return f, true
}

// slotKindName names a map slot as the map shows it: its back's kind
// ("Corner"), or the tile the map shows face up by the name its tooltip
// gives ("The Patriarch's Party", not "Epic Heroes").
func slotKindName(sl dd.MapSlot) string {
	if k, ok := dd.TileByID(sl.Tile); ok && sl.Tile != "" && sl.Public() {
		return dd.Tiles[k].Name
	}
	return kindName(sl.Kind)
}

// kindName names a tile kind on screen as the rules reader does: the S
// tile is a "Straight" (the box's "Two-Way" was said nowhere else, play-test
// 20).
func kindName(k dd.TileKind) string {
	if k == dd.TwoWay {
		return "Straight"
	}
	return dd.TileKinds[k].Name
}

// memberLabel names a party member on a button: "Cleric (level 1)", "the
// Barbarian".
func memberLabel(m dd.Member) string {
	if m.Kind == dd.Basic {
		return fmt.Sprintf("%s (level %d)", m.Hero.Type, m.Hero.Level)
	}
	return m.Name()
}

// tileWords says a map slot in a sentence: "the face-down Corner at row 1,
// column 2 (level 1)", or "the Crossroads Watch you peeked at, at …".
func tileWords(st *dd.State, i int) string {
	m := &dd.Maps[st.Map]
	if i < 0 || i >= len(m.Slots) {
		return "?"
	}
	sl := m.Slots[i]
	w := "the face-down " + slotKindName(sl) + " at " + placeWords(sl.Pos)
	switch f, peeked := peekedFace(st, i); {
	case sl.Tile != "" && sl.Public():
		// The map shows it ("Explore the Barbarian's Party at …", not
		// "The", play-test 29 #12).
		w = theName(slotKindName(sl)) + " at " + placeWords(sl.Pos)
	case peeked:
		// The chooser's peek showed it (play-test 26 #9 read "the
		// face-down Four-Way" after looking at it).
		w = withThe(dd.Tiles[f].Name) + " you peeked at, at " + placeWords(sl.Pos)
	}
	if sl.Level > 0 {
		w += fmt.Sprintf(" (level %d)", sl.Level)
	}
	return w
}

// TwistNow is Twist Fate's offer in the Ability step: when it must be
// played (play-test 38 #6 skipped the step and looked for it at the roll).
const TwistNow = "Play it now: it lets you reroll a later roll this round. It cannot be played at the roll itself."

// evilEyeNow says what Evil Eye would stop now: when the heroes attack
// with one type only this round, that is the one it stops, with no
// question asked.
func evilEyeNow(st *dd.State) string {
	var types []string
	for _, s := range attackingNow(st) {
		types = append(types, s.String())
	}
	switch len(types) {
	case 0:
		return "The heroes make no attacks this round."
	case 1:
		return fmt.Sprintf("This round the heroes attack with %s only, so Evil Eye stops their %s attacks (there is nothing else to pick).", types[0], types[0])
	}
	return "This round the heroes attack with " + andList(types) + ": you will pick the one to stop."
}

// attackingNow are the attack types the party still makes this round.
func attackingNow(st *dd.State) []dd.Stat {
	n := st.Combat.Party.AttackCounts(max(st.Combat.Round, 1))
	var out []dd.Stat
	for s := range dd.Stat(dd.NumStats) {
		if n[s] > 0 && !st.Combat.Fx.NoAttack[s] {
			out = append(out, s)
		}
	}
	return out
}

func tokenLabel(t dd.Token) string {
	info := t.Info()
	if statDie(info.Slot) {
		return fmt.Sprintf("%s die +%d", info.Slot.Name(), info.Amount) // the die, not the roll
	}
	return fmt.Sprintf("+%d %s", info.Amount, info.Slot.Name())
}

// addsNothing says why command c, offered among a roll's boosts, adds
// nothing to the roll, and whether it does: a stat token raises its die or
// Time or AP, never the roll ("Health die +2" and "+3 Time" beside "+1 for
// 1 Might" read as equal choices, play-test 23). Its prompt button is
// greyed with these words; the token on the board still plays it, as the
// rules allow it now.
func addsNothing(st *dd.State, c Command) (string, bool) {
	if st.Stage != dd.StBoost || c.Kind != dd.KToken {
		return "", false
	}
	t := dd.Token(c.Arg)
	sl := t.Info().Slot
	what := fmt.Sprintf("raises your %s die by %d", sl.Name(), t.Info().Amount)
	if !statDie(sl) {
		what = fmt.Sprintf("gives you %d %s", t.Info().Amount, sl.Name())
	}
	return fmt.Sprintf("%s adds nothing to this roll: it %s. To use it now anyway, click the token on your board.", tokenLabel(t), what), true
}

// statDie reports whether s holds a stat or health die (not Time or AP).
func statDie(s dd.Slot) bool { return s != dd.SlotTime && s != dd.SlotAbility }

// minionBoostTip says what rolling DieMinion t onto the roll does.
func minionBoostTip(st *dd.State, t dd.Token) string {
	d := t.Info().Die
	if st.Combat.Loaded && st.Roll.Kind == dd.RollAttack {
		return fmt.Sprintf("Loaded Dice: your %s DieMinion adds its maximum, %d, to this roll; it goes back to the supply.", d, d.Max())
	}
	return fmt.Sprintf("Roll your %s DieMinion and add its face (1 to %d) to this roll; it goes back to the supply.", d, d.Max())
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
	mod := ""
	if f := attackFixed(st); f != 0 {
		mod = signedNum(f) // "Might d10−1 vs 13" under Dark
	}
	return fmt.Sprintf("%s %s%s vs %d", s, b.Type, mod, st.Combat.Party.Totals()[s])
}

// attackFixed is what your attack roll gets whatever its die shows: Brute
// Force, Grave Blade, the Dark (as the engine adds them, attack.go).
func attackFixed(st *dd.State) int {
	cb := &st.Combat
	f := 0
	if cb.Fx.Brute {
		f += dd.BruteForceBonus
	}
	if cb.Fx.Grave {
		f += dd.GraveBladeBonus
	}
	if cb.Effect == dd.Dark {
		f -= dd.DarkPenalty
	}
	return f
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

// heroFaceNames are the Hero Die's faces in a word, for its buttons.
var heroFaceNames = [...]string{"", "Fighter", "Rogue", "Wizard", "Cleric", "−1 Health", "Bard"}

// heroDieStep words a pip that turns the Hero Die by d: the face it makes
// and what that face brings ("Make it 4: Cleric"), not only "+1 (pip)".
func heroDieStep(c *Command, st *dd.State, d int) {
	r := st.Roll
	if r.Kind != dd.RollHeroDie {
		return
	}
	n := r.Nat + r.Pips + d
	if n < 1 || n > 6 {
		return
	}
	c.Label = fmt.Sprintf("Make it %d: %s", n, heroFaceNames[n])
	c.Tip = fmt.Sprintf("Spend a pip to turn the Hero Die %s to %d: %s.", map[bool]string{true: "up", false: "down"}[d > 0], n, heroDieWords(n))
}

// fixedWords names what attackFixed adds: "Dark −1", "Brute Force +3".
func fixedWords(st *dd.State) string {
	cb := &st.Combat
	var out []string
	for _, p := range []struct {
		on   bool
		name string
		v    int
	}{{cb.Fx.Brute, "Brute Force", dd.BruteForceBonus}, {cb.Fx.Grave, "Grave Blade", dd.GraveBladeBonus}, {cb.Effect == dd.Dark, "Dark", -dd.DarkPenalty}} {
		if p.on {
			out = append(out, p.name+" "+signedNum(p.v))
		}
	}
	return andList(out)
}

// attackReach is the most an attack with stat s can make, and what the
// boosts held add to it: the die's maximum (the DieMaster token's roll
// when max), the fixed bonuses (Brute Force, Grave Blade, the Dark), and
// every boost the modify loop would offer (pips, the stat points that may
// be lowered, the DieMinions at their maximum, the Kobold's shove), as
// attack.go's boosts list them.
func attackReach(st *dd.State, s dd.Stat, max bool) (best, boosts int) {
	mo := &st.Mons[st.Turn]
	if !max {
		boosts += mo.XP.TotalPips() // no pips on a DieMaster roll
	}
	for o := range dd.Stat(dd.NumStats) {
		if o == s || st.Combat.Fx.Rage {
			boosts += mo.Board[dd.StatSlot(o)].Value - dd.MinStat
		}
	}
	if !patriarchHere(st) {
		for t := dd.DieMinionD4; t <= dd.DieMinionD12; t++ {
			boosts += int(mo.Held[t]) * t.Info().Die.Max()
		}
	}
	if mo.Held[dd.TokKobold] > 0 && mo.Kobold == 1 && !mo.KoboldUse {
		boosts += dd.KoboldShoveBonus
	}
	return mo.Board[dd.StatSlot(s)].Type.Max() + attackFixed(st) + boosts, boosts
}

// patriarchHere reports whether the Patriarch, who forbids DieMinions on
// your rolls, stands in the party.
func patriarchHere(st *dd.State) bool {
	for _, m := range st.Combat.Party {
		if m.Kind == dd.EpicMem && dd.Epics[m.Epic].ID == "epic_patriarch" {
			return true
		}
	}
	return false
}

// hopeless says why attack command c cannot succeed, and whether it
// cannot: even its die's best face with every bonus and boost held does
// not beat the party's total (play-test 29 #1: "Agility d8 vs 36" was an
// equal button).
func hopeless(st *dd.State, c Command) (string, bool) {
	if st.Stage != dd.StAttackStat || c.Kind != dd.KStat && c.Kind != dd.KStatMax {
		return "", false
	}
	s := dd.Stat(c.Arg)
	target := st.Combat.Party.Totals()[s]
	best, boosts := attackReach(st, s, c.Kind == dd.KStatMax)
	if best > target {
		return "", false
	}
	d := st.Mons[st.Turn].Board[dd.StatSlot(s)].Type
	parts := []string{fmt.Sprintf("%d on the die", d.Max())}
	if f := attackFixed(st); f != 0 {
		parts = append(parts, fixedWords(st))
	}
	if boosts > 0 {
		parts = append(parts, fmt.Sprintf("+%d at most from the boosts you hold", boosts))
	}
	w := fmt.Sprintf("This attack cannot succeed: your %s makes at most %d", d, best)
	if len(parts) > 1 {
		w += " (" + strings.Join(parts, ", ") + ")"
	}
	return w + fmt.Sprintf(", and it must beat the party's %s total, %d.", s, target), true
}

// hopelessAll reports whether no attack offered in cmds can succeed.
func hopelessAll(st *dd.State, cmds []Command) bool {
	n := 0
	for _, c := range cmds {
		if c.Kind != dd.KStat && c.Kind != dd.KStatMax {
			continue
		}
		if _, ok := hopeless(st, c); !ok {
			return false
		}
		n++
	}
	return n > 0
}
