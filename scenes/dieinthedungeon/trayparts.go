package dieinthedungeon

import (
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The dice tray's fixed modifiers, named by their sources: the Combat's
// effect, what is in force, and the bonus of the round's last attack.

// fixedParts name the fixed modifiers of st's roll by their sources
// ("Dark −1", "War Drums +1"), from the Combat's effect and what is in
// force; when they do not add up to the roll's (a source the table does
// not know, or the Combat is over), one line says the sum: "Bonuses in
// force +2".
func fixedParts(st *dd.State, log []engine.LogEntry) []fixedPart {
	r, c := st.Roll, &st.Combat
	if r.Fixed == 0 {
		return nil
	}
	var out []fixedPart
	add := func(name string, v int, ok bool) {
		if ok && v != 0 {
			out = append(out, fixedPart{name, v})
		}
	}
	switch r.Kind {
	case dd.RollAttack:
		add("Brute Force", dd.BruteForceBonus, c.Fx.Brute)
		add("Grave Blade", dd.GraveBladeBonus, c.Fx.Grave)
		add("Dark", -dd.DarkPenalty, c.Effect == dd.Dark)
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		for _, m := range c.Party {
			if m.Kind == dd.Bard {
				add("The Bard", dd.BardSides[m.BardSide].RollBonus, true)
			}
		}
		add("War Drums", 1, c.Effect == dd.WarDrums)
		if r.Kind == dd.RollHero {
			switch r.Stat {
			case dd.Might:
				add("Fighters' perk", c.Party.PerkCount(dd.Fighter)-1, c.Party.PerkCount(dd.Fighter) >= 2)
				add("Armory", 1, c.Effect == dd.Armory)
			case dd.Agility:
				add("The Assassin", dd.BackstabBonus, slices.ContainsFunc(c.Party, func(m dd.Member) bool { return m.Kind == dd.EpicMem && dd.Epics[m.Epic].ID == "epic_assassin" }))
			}
			add("Shield Wall", -dd.ShieldWallPenalty, c.Fx.Wall)
		}
	}
	sum := 0
	for _, p := range out {
		sum += p.v
	}
	if sum != r.Fixed && r.Kind == dd.RollAttack {
		// The round is over, its effects gone: the cards and abilities
		// played before the roll name its bonuses (play-test 23 #14:
		// "Bonuses in force +2" for Grave Blade's).
		if told := attackFxTold(log); told != nil {
			out, sum = told, 0
			for _, p := range out {
				sum += p.v
			}
			if sum-dd.DarkPenalty == r.Fixed {
				out, sum = append(out, fixedPart{"Dark", -dd.DarkPenalty}), r.Fixed
			}
		}
	}
	if sum != r.Fixed {
		// Said plainly (the play-test read "Fixed modifiers" as jargon):
		// after the Combat its sources are gone from the table.
		name := "Bonuses in force"
		if r.Fixed < 0 {
			name = "Penalties in force"
		}
		return []fixedPart{{name, r.Fixed}}
	}
	return out
}

// attackFx are the cards and abilities, by id, that add a fixed bonus to
// the attack rolls of the round they are played in (the engine's RoundFx).
var attackFx = map[string]fixedPart{
	"diemon_brute_force": {"Brute Force", dd.BruteForceBonus},
	"tombstones_c3":      {"Grave Blade", dd.GraveBladeBonus},
}

// attackFxTold are the fixed bonuses of the last attack roll of log, from
// its events: the cards and abilities of attackFx its creature played in
// its round before it; nil when the log tells no attack roll.
func attackFxTold(log []engine.LogEntry) []fixedPart {
	for i := len(log) - 1; i >= 0; i-- {
		for j := len(log[i].Events) - 1; j >= 0; j-- {
			ev := log[i].Events[j]
			if ev.Kind == engine.EvGame && (ev.Code == dd.TellAttack || ev.Code == dd.TellDieMasterToken) {
				return roundFxBefore(log, i, j, ev.Player)
			}
		}
	}
	return nil
}

// roundFxBefore are the bonuses of attackFx that player p played in the
// round of event j of entry i, before it.
func roundFxBefore(log []engine.LogEntry, i, j int, p engine.Player) []fixedPart {
	out := []fixedPart{}
	for _, ev := range engine.GameEventsBefore(log, i, j) {
		id := ""
		switch ev.Code {
		case dd.TellRound, dd.TellCombatOver:
			return out
		case dd.TellCard:
			if c, n := ev.Arg(0), ev.Arg(1); c >= 0 && c < len(dd.Creatures) && n >= 0 && n < len(dd.Creatures[c].Cards) {
				id = dd.Creatures[c].Cards[n].ID
			}
		case dd.TellAbility:
			if c, n := ev.Arg(0), ev.Arg(1); c >= 0 && c < len(dd.Creatures) && n >= 0 && n < len(dd.Creatures[c].Abilities) {
				id = dd.Creatures[c].Abilities[n].ID
			}
		}
		if f, ok := attackFx[id]; ok && ev.Player == p {
			out = append(out, f)
		}
	}
	return out
}

// fixedPart is one fixed modifier of a roll and its source.
type fixedPart struct {
	name string
	v    int
}
