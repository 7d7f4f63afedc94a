package dieinthedungeon

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/ui"
)

// What the tray says of a roll: its title, whose it is, its verdict and
// the notes under it, made from the state's data (the drawing is
// tray.go's).

// rollHead names the attack roll step s throws as the tray's title names
// it at rest ("Your Magic attack", "The heroes' Might attack"), from its
// sentence's event data; "" for another roll. Play-test 38 (previous
// 10): "Rolled the d10" over "Ada attacks with Magic" and, at rest, "Your
// Might attack against the party's 7" read as two styles.
func (t *Table) rollHead(s *Step) string {
	ev := s.Told
	if ev.Kind != engine.EvGame {
		return ""
	}
	switch {
	case ev.Code == dd.TellAttack:
		whose := "Your"
		if ev.Player >= 0 && ev.Player != t.Viewer && t.S.Players() > 1 {
			whose = t.S.Name(ev.Player) + "'s"
		}
		return fmt.Sprintf("%s %s attack", whose, dd.Stat(ev.Arg(0)))
	case ev.Code == dd.TellHeroRoll && dd.RollKind(ev.Arg(0)) == dd.RollHero:
		return fmt.Sprintf("The heroes' %s attack", dd.Stat(ev.Arg(1)))
	}
	return ""
}

// dieName names a die id for the tray.
func dieName(id string) string {
	if id == dd.HeroDieID {
		return "Hero Die"
	}
	return id
}

// ownerWord is how the tray names the creature whose roll it is: "Your"
// for the viewer's own, else its player's name with "'s".
func (t *Table) ownerWord(st *dd.State) string {
	if st.Turn == t.Viewer || st.Players < 2 {
		return "Your"
	}
	return t.S.Name(st.Turn) + "'s"
}

// trayTitle is what the tray says of the roll of st at rest, and whether
// it is the roll being made (else the last one, said so).
func (t *Table) trayTitle(st *dd.State) (string, bool) {
	current := rollCurrent(st)
	title := RollTitle(st, t.rollerWord(st, current))
	if !current {
		title = "Last roll: " + title
	}
	return title, current
}

// rollCurrent reports whether st's roll is the one being made: pushed,
// adjusted, its damage or targets being decided, or a trap about to roll.
func rollCurrent(st *dd.State) bool {
	return st.Stage == dd.StBoost || st.Stage == dd.StAdjust || st.Stage == dd.StSacrifice ||
		st.Stage == dd.StDamage || st.Stage == dd.StTrapPre || st.Roll.Kind == dd.RollAttack && (st.Stage == dd.StTarget || st.Stage == dd.StStorm)
}

// rollerWord names the creature whose roll the tray shows: the one to act
// while the roll is being made (current), else the one whose roll it was,
// from its event (after Bram's turn in the Duel, the last roll is his, and
// the creature to act is the viewer's).
func (t *Table) rollerWord(st *dd.State, current bool) string {
	p := t.roller
	if t.q.Busy() {
		// The moves being shown: the last roll they have shown, else the
		// one before them.
		p = t.before
		if t.q.RolledBy != nil {
			p = *t.q.RolledBy
		}
	}
	if current || p < 0 || int(p) >= len(st.Mons) || st.Players < 2 {
		// Alone in the dungeon, the one creature is always "your": the
		// tray said "Your Might attack", then "Ada's Might attack" once
		// the game was over (play-test 32 #12).
		return t.ownerWord(st)
	}
	if p == t.Viewer {
		return "Your"
	}
	return t.S.Name(p) + "'s"
}

// lowerYour is whose inside a sentence.
func lowerYour(whose string) string {
	if whose == "Your" {
		return "your"
	}
	return whose
}

// RollTitle says what a roll is for; whose names the creature ("Your",
// "Ada's").
func RollTitle(st *dd.State, whose string) string {
	r := st.Roll
	switch r.Kind {
	case dd.RollTrap:
		return fmt.Sprintf("Trap: %s check, %d or more", r.Stat, r.Target)
	case dd.RollAttack:
		return fmt.Sprintf("%s %s attack against the party's %d", whose, r.Stat, r.Target)
	case dd.RollHero:
		return fmt.Sprintf("The heroes' %s attack%s against %s %s %d", r.Stat, attackOf(st), lowerYour(whose), r.Stat, r.Target)
	case dd.RollKeg:
		return fmt.Sprintf("Powder Keg: hits on %d or more", r.Target)
	case dd.RollArrow:
		return fmt.Sprintf("Hunter's Arrow against %s Agility %d", lowerYour(whose), r.Target)
	case dd.RollHeroDie:
		return "The Hero Die on a “?” head"
	case dd.RollFire:
		return fmt.Sprintf("Fire Strike: hits on %d or less", st.Combat.Party.Countable())
	}
	return ""
}

// attackOf is " 1 of 2" when the hero attack being resolved in st is one
// of several of its type this round, as its roll step said it: the
// Ambush tray kept it once the sacrifice was asked (play-test 23 #14);
// else "". The round's queue holds the attacks, Next the one after it.
func attackOf(st *dd.State) string {
	c := &st.Combat
	j := c.Next - 1
	if !c.On || st.Roll.Kind != dd.RollHero || j < 0 || j >= c.Queued || c.Queued > len(c.Queue) || c.Queue[j] != st.Roll.Stat {
		return ""
	}
	switch st.Stage {
	case dd.StAdjust, dd.StSacrifice, dd.StDamage:
	default:
		return "" // no longer the attack being resolved
	}
	n, at := 0, 0
	for x, s := range c.Queue[:c.Queued] {
		if s == st.Roll.Stat {
			n++
			if x <= j {
				at++
			}
		}
	}
	if n < 2 {
		return ""
	}
	return fmt.Sprintf(" %d of %d", at, n)
}

// Verdict is a roll's outcome for the creature: the words, and whether it
// is good for the creature (green ✓) or bad (red ✗). A roll of yours
// still being pushed is "Failing"; once it is no longer being made (the
// roll accepted), "Failed".
func Verdict(st *dd.State) (words string, good, known bool) {
	r := st.Roll
	failing := "Failed"
	if pushing(st) {
		failing = "Failing"
	}
	switch r.Kind {
	case dd.RollTrap:
		if r.Succeeds() {
			return "Passed", true, true
		}
		return failing, false, true
	case dd.RollAttack:
		if r.Succeeds() {
			return "Success", true, true
		}
		return failing, false, true
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		v := r.Nat + r.Pips
		f := v + r.Fixed
		hit := f > r.Target || topFaceHits(st)
		if r.Kind == dd.RollKeg {
			hit = f >= r.Target
		}
		if hit {
			return "It hits you", false, true
		}
		return "It misses", true, true
	case dd.RollFire:
		if r.Nat+r.Pips <= st.Combat.Party.Countable() {
			return "Hit", true, true
		}
		return "Miss", false, true
	case dd.RollHeroDie:
		return heroDieWords(min(6, max(1, r.Nat+r.Pips))), true, false
	}
	return "", false, false
}

// verdict is the tray's verdict on the roll of st: what the lines shown
// since the roll say of it (Many Eyes passed it, a DieMinion cancelled
// the hit), else what its numbers say.
func (t *Table) verdict(st *dd.State) (words string, good, known bool) {
	if w := t.saidNow(); w != nil {
		return w.words, w.good, true
	}
	words, good, known = Verdict(st)
	switch st.Roll.Kind {
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		// In the Duel a hero's hit on the other's creature names it: "It
		// hits you" under "against Bram's Might 12" read as a hit on the
		// viewer (the title's style, play-test 32 #12).
		if known && !good && st.Players > 1 && st.Turn != t.Viewer {
			words = "It hits " + t.S.Name(st.Turn)
		}
	}
	return words, good, known
}

// pushing reports whether the roll of st is still being made: it may
// still be pushed (the boost step) or its trap not yet rolled.
func pushing(st *dd.State) bool { return st.Stage == dd.StBoost || st.Stage == dd.StTrapPre }

// topFaceHits reports a hero's attack that hits only because its die
// shows its top face, which always hits (the total alone would miss): the
// tray says so, or "6 vs 8: It hits you" reads as a mistake.
func topFaceHits(st *dd.State) bool {
	r := st.Roll
	v := r.Nat + r.Pips
	return (r.Kind == dd.RollHero || r.Kind == dd.RollArrow) && v == r.Die.Max() && !st.Combat.Unblinking && v+r.Fixed <= r.Target
}

// topFaceNote is what the tray says of a hero's attack on its die's top
// face that its total alone would not make hit: that the top face always
// hits, or, under Unblinking Stare, that the card stops it (good: for the
// creature). Play-test 38 #5: a 6 on the d6 under the Stare said only "It
// misses". Decided from the roll's and the Combat's data.
func topFaceNote(st *dd.State) (lines []string, good bool) {
	r := st.Roll
	v := r.Nat + r.Pips
	if r.Kind != dd.RollHero && r.Kind != dd.RollArrow || v != r.Die.Max() || v+r.Fixed > r.Target {
		return nil, false
	}
	if st.Combat.Unblinking {
		return []string{fmt.Sprintf("%d would hit at once:", v), "Unblinking Stare stops it"}, true
	}
	return []string{"Top face: it always hits"}, false
}

func heroDieWords(n int) string {
	return [...]string{"", "A Fighter joins", "A Rogue joins", "A Wizard joins", "A Cleric joins", "Lose 1 Health", "The Bard joins"}[n]
}

func signedNum(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

// lowerFirst is s with its first letter in lower case ("rolled the d8").
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// rollFinal is the roll's final value and what it is measured against
// ("vs 4", "need 5", "face").
func rollFinal(st *dd.State) (int, string) {
	r := st.Roll
	switch r.Kind {
	case dd.RollHeroDie:
		return min(6, max(1, r.Nat+r.Pips)), "face"
	case dd.RollFire:
		return r.Nat + r.Pips, fmt.Sprintf("≤ %d", st.Combat.Party.Countable())
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		return r.Nat + r.Pips + r.Fixed, fmt.Sprintf("vs %d", r.Target)
	case dd.RollTrap:
		return r.Final(), fmt.Sprintf("need %d", r.Target)
	}
	return r.Final(), fmt.Sprintf("vs %d", r.Target)
}

// verdictInk is the verdict's colour: green for good, red for bad, cream
// while unknown.
func verdictInk(good, known bool) color.Color {
	switch {
	case !known:
		return ui.Cream
	case good:
		return ui.Gain
	}
	return ui.Loss
}
