package dieinthedungeon

import (
	"fmt"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Tooltips: every tile, card, token and slot says what it is in full.

// effectWords says a tile effect in plain words.
func effectWords(e dd.Effect) string {
	switch e.Kind {
	case dd.NoEffect:
		return ""
	case dd.Trap:
		return fmt.Sprintf("Trap: roll your %s die; %d or more passes, else %d damage (Health or %s).", e.Stat, e.N, e.D, e.Stat)
	case dd.LoseTime:
		return fmt.Sprintf("Lose %d Time.", e.N)
	case dd.GainTime:
		return fmt.Sprintf("Gain %d Time (max 20).", e.N)
	case dd.GainAbility:
		return fmt.Sprintf("Gain %d AP (max 4).", e.N)
	case dd.GainHealthNoUp:
		return fmt.Sprintf("Heal %d Health, up to the die's maximum.", e.N)
	case dd.Armory:
		return "Armory: the heroes' Might attack rolls +1 this Combat."
	case dd.WarDrums:
		return "War Drums: every hero attack roll +1 this Combat."
	case dd.Dark:
		return "Dark: your attack rolls −1 this Combat."
	case dd.HolyGround:
		return "Holy Ground: no board abilities or ability cards this Combat."
	case dd.Ambush:
		return "Ambush: no Ability step in round 1."
	case dd.Sanctified:
		return "Sanctified: no board abilities or ability cards while any Cleric remains."
	}
	return e.String()
}

// headWords lists a tile's heads, alike ones counted: "two Fighters and
// one rolled on the Hero Die" (not "a Fighter and a Fighter", play-test
// 14).
func headWords(heads []dd.Head) string {
	type group struct {
		h dd.Head
		n int
	}
	var groups []group
	for _, h := range heads {
		if i := slices.IndexFunc(groups, func(g group) bool { return g.h == h }); i >= 0 {
			groups[i].n++
			continue
		}
		groups = append(groups, group{h, 1})
	}
	var out []string
	for _, g := range groups {
		t, ok := g.h.Hero()
		switch {
		case ok && g.n == 1:
			out = append(out, "a "+t.String())
		case ok:
			out = append(out, countWord(g.n)+" "+t.String()+"s")
		case g.n == 1:
			out = append(out, "one rolled on the Hero Die")
		default:
			out = append(out, countWord(g.n)+" rolled on the Hero Die")
		}
	}
	return andList(out)
}

// countWord is a small count in words.
func countWord(n int) string {
	if n >= 0 && n < 5 {
		return [...]string{"no", "one", "two", "three", "four"}[n]
	}
	return fmt.Sprint(n)
}

// TileTip is a map slot's tooltip: its back, and its face where the view
// shows it, in plain words (where it is, what its back says, its
// openings, its heroes and effect, and who cleared it: by, the seat that
// explored it, engine.NoPlayer if not known).
func TileTip(st *dd.State, i int, names []string, by engine.Player) string {
	m := &dd.Maps[st.Map]
	sl := m.Slots[i]
	c := st.Slots[i]
	var lines []string
	face := faceOf(st, i)
	switch {
	case sl.Kind == dd.StartTile && !sl.Lair:
		lines = append(lines, "A start tile")
	case face >= 0:
		t := dd.Tiles[face]
		state := "explored"
		switch {
		case !c.Open && peekedByAny(st, i):
			state = "face down; you peeked at it"
		case !c.Open:
			state = "face down"
		case !c.Explored:
			state = "being explored"
		}
		lines = append(lines, fmt.Sprintf("%s (%s)", t.Name, state))
		if t.Level > 0 && !(sl.Kind == dd.StartTile && !sl.Lair) {
			// The face's corner badge (play-test 41 #10: a peeked
			// tile's "1" had no word of what it was).
			lines = append(lines, fmt.Sprintf("The %d in its top-left corner: its level (its heroes are level %d).", t.Level, t.Level))
		}
	default:
		lines = append(lines, "A face-down tile")
	}
	lines = append(lines, fmt.Sprintf("On the map at %s: %s, open to the %s.", placeWords(sl.Pos), backWords(sl), exitWords(sl.Exits)))
	switch {
	case face >= 0:
		t := dd.Tiles[face]
		switch {
		case len(t.Heads) > 0 && Beaten(st, i) && who(names, by) != "":
			lines = append(lines, "Cleared by "+who(names, by)+". Heroes beaten: "+headWords(t.Heads)+".")
		case len(t.Heads) > 0 && Beaten(st, i):
			lines = append(lines, "Cleared. Heroes beaten: "+headWords(t.Heads)+".")
		case len(t.Heads) > 0:
			lines = append(lines, "Heroes: "+headWords(t.Heads)+".")
		}
		if t.Kind == dd.EpicTile {
			lines = append(lines, epicPartyWords(t))
		}
		if sl.Lair {
			lines = append(lines, "The DieMaster waits here (Might 10, Agility 10, Magic 10; 3 hits to defeat). "+dd.DieMaster.Powers[0].Text)
		}
		if w := effectWords(t.Effect); w != "" {
			lines = append(lines, w)
		}
		if c.Won > 0 {
			lines = append(lines, "Cleared by "+who(names, engine.Player(c.Won-1))+".")
		}
	case sl.Kind != dd.StartTile:
		lines = append(lines, "Its name, heroes and effect show when it is explored.")
	}
	for _, p := range peekedBy(st, i) {
		if !c.Open {
			lines = append(lines, who(names, p)+" has peeked at this tile.")
		}
	}
	if c.Token != dd.NoToken {
		lines = append(lines, "Token here: "+tokenName(c.Token)+" — "+tokenText(c.Token))
	}
	for p := range st.Mons {
		if st.Mons[p].Pos == i && st.Mons[p].Layout >= 0 {
			lines = append(lines, creatureHere(names, engine.Player(p), st.Mons[p].Creature))
		}
	}
	return strings.Join(lines, "\n")
}

func peekedByAny(st *dd.State, i int) bool { return st.Slots[i].Peek != 0 }

// epicPartyWords is an Epic tile's party and powers.
func epicPartyWords(t dd.Tile) string {
	e, _ := dd.EpicByID(t.Epic)
	ep := dd.Epics[e]
	var party []string
	for _, h := range t.Party {
		party = append(party, fmt.Sprintf("a %s (level %d)", h.Type, h.Level))
	}
	out := fmt.Sprintf("%s (%s) with %s.", ep.Name, statWords(ep.Stats), andList(party))
	for _, p := range ep.Powers {
		out += " " + p.Name + ": " + p.Text
	}
	return out
}

// tokenName names a token kind.
func tokenName(t dd.Token) string {
	switch info := t.Info(); {
	case info.Group == dd.DieMinions:
		return info.Die.String() + " DieMinion"
	case t == dd.TokBard:
		return "Bard token"
	case t == dd.TokKobold:
		return "Kobold token"
	case t == dd.TokDiesplacer:
		return "Diesplacer token"
	case t == dd.TokDieMaster:
		return "DieMaster token"
	default:
		return fmt.Sprintf("%s token (+%d)", info.Slot.Name(), info.Amount)
	}
}

// TokenTip is an inventory token's tooltip.
func TokenTip(st *dd.State, t dd.Token, held int) string {
	s := fmt.Sprintf("%s ×%d\n%s", tokenName(t), held, tokenText(t))
	if t.Info().Group == dd.DieMinions {
		s += fmt.Sprintf("\n%d left in the supply.", st.Supply[t])
	}
	return s
}

// AbilityTip is a board ability's tooltip.
func AbilityTip(a dd.Ability, used bool) string {
	s := fmt.Sprintf("%s — costs %d AP (Ability points)\n%s\nUse it %s, at most once per %s.", a.Name, a.Cost, effect(a.ID, a.Text), windowWords(a.Windows), oncePer(a.Windows))
	if used {
		s += " Used this time."
	}
	return s
}

// CardTip is an ability card's tooltip.
func CardTip(c dd.AbilityCard, used bool) string {
	s := fmt.Sprintf("%s — costs %d AP (Ability points)\n%s\n“%s”\nPlay it %s; once per game.", c.Name, c.Cost, effect(c.ID, c.Text), c.BattleCry, cardWindowWords(c.Windows))
	if used {
		s += " Used."
	}
	return s
}

// MemberTip is a party member's tooltip.
func MemberTip(m dd.Member) string {
	st := m.Stats()
	switch m.Kind {
	case dd.Basic:
		ht := dd.HeroTypes[m.Hero.Type]
		att := "no attack"
		if ht.Attack != dd.NoStat {
			att = ht.Attack.String() + " attacks"
		}
		return fmt.Sprintf("%s, level %d — %s (%s)\nPerk %s (when two or more basic heroes of one type — %ss here — are in the party; n is how many): %s\nBonus %s: %s",
			m.Hero.Type, m.Hero.Level, statWords(st), att, ht.Perk.Name, ht.Name, ht.Perk.Text, ht.Bonus.Name, ht.Bonus.Text)
	case dd.Bard:
		side := dd.BardSides[m.BardSide]
		return fmt.Sprintf("The Bard (%s) — %s\n+%d to every hero attack roll. Never a target; leaves when the Combat ends.",
			side.Name, statWords(side.Stats), side.RollBonus)
	}
	e := dd.DieMaster
	if m.Kind == dd.EpicMem {
		e = dd.Epics[m.Epic]
	}
	lines := []string{fmt.Sprintf("%s — Might %d, Agility %d, Magic %d (level 5)", e.Name, st[dd.Might], st[dd.Agility], st[dd.Magic])}
	if e.Hits > 0 {
		lines = append(lines, fmt.Sprintf("Hits to defeat: %d (taken %d).", e.Hits, m.Hits))
	} else {
		lines = append(lines, "Never a target: defeated when the last other hero leaves.")
	}
	for _, p := range e.Powers {
		lines = append(lines, p.Name+": "+p.Text)
	}
	return strings.Join(lines, "\n")
}

// SlotTip is a board die slot's tooltip.
func SlotTip(s dd.Slot, d dd.BoardDie) string {
	switch s {
	case dd.SlotTime:
		return fmt.Sprintf("Time %d (d20)\nEach move costs 1 Time. At 0 you lose.", d.Value)
	case dd.SlotHealth:
		return fmt.Sprintf("Health %d on a %s (max %d)\nAt 0 you lose. Gains may upgrade the die; it never shrinks.", d.Value, d.Type, d.Type.Max())
	case dd.SlotAbility:
		return fmt.Sprintf("Ability: %d AP (d4, max 4)\n+1 AP at each Power Up; abilities and cards cost AP.", d.Value)
	}
	return fmt.Sprintf("%s %d on a %s\nYou roll this die to attack and in %s checks; heroes' %s attacks must beat %d. It never drops below 1; its die follows its value (at most two dice of a type).",
		s.Name(), d.Value, d.Type, s.Name(), s.Name(), d.Value)
}

// TrackTip is the DieNamic track's tooltip.
func TrackTip(x dd.XP) string {
	return fmt.Sprintf("DieNamic track: %s earned, %s left\nSpend a pip to change any roll by 1 (from the lowest die first). Every 6 XP earns the next die, worth 1…6 pips.",
		tablekit.Count(x.Earned, "die", "dice"), tablekit.Count(x.TotalPips(), "pip", "pips"))
}

// XPTip is the XP progress die's tooltip.
func XPTip(mo dd.Monster) string {
	return fmt.Sprintf("XP progress %d of 6 (XP earned in all: %d)\nA basic hero gives 1 XP, an Epic hero 2; fleeing heroes give none.",
		mo.XP.Progress, mo.XPTotal)
}

// AllyTip is an ally card's tooltip.
func AllyTip(i, side int) string {
	a := dd.Allies[i]
	if i == 0 {
		up := a.Sides[side&1]
		other := a.Sides[1-side&1]
		return fmt.Sprintf("%s — %s side up\n%s\nOther side, %s: %s\n%s", a.Name, up.Name, effect(up.ID, up.Text), other.Name, effect(other.ID, other.Text), effect(a.ID, a.Text))
	}
	return a.Name + "\n" + effect(a.Sides[0].ID, a.Sides[0].Text)
}

// perksNow says which hero types' Perks are in force in party p: those
// with two or more basic heroes of one type (play-test 23 #7: with a
// Wizard and a Cleric no perk fired and nothing said why).
func perksNow(p dd.Party) string {
	var on, one []string
	for ht := range dd.HeroType(dd.NumHeroTypes) {
		info := dd.HeroTypes[ht]
		switch n := p.PerkCount(ht); {
		case n >= 2:
			on = append(on, fmt.Sprintf("%s (%s %ss)", info.Perk.Name, countWord(n), info.Name))
		case n == 1:
			one = append(one, "one "+info.Name)
		}
	}
	if len(on) > 0 {
		return "Perks in force now: " + strings.Join(on, ", ") + "."
	}
	if len(one) == 0 {
		return "No Perk is in force now: no basic hero is in the party."
	}
	return "No Perk is in force now: no type has two basic heroes (" + strings.Join(one, ", ") + ")."
}
