package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// Plain words for the prompt: what is decided now and how.

// stageWords says the decision as the prompt's second line.
func stageWords(st *dd.State) string {
	r := st.Roll
	switch st.Stage {
	case dd.StLayout:
		return "Place the d6, d8, d10 and d12"
	case dd.StTurnStart:
		return fmt.Sprintf("Turn %d: start of turn", st.TurnNo)
	case dd.StPostPower:
		return "After Power Up"
	case dd.StRest:
		return "Rest: trade Time for Health"
	case dd.StMove:
		return "Move: explore a tile"
	case dd.StFarSight:
		return fmt.Sprintf("Far Sight: %d look(s) left", st.Peeks)
	case dd.StKobold:
		return "The Kobold: choose its side"
	case dd.StTrapPre:
		return fmt.Sprintf("Trap: %s check, %d or more", r.Stat, r.Target)
	case dd.StBoost:
		if r.Kind == dd.RollTrap {
			return fmt.Sprintf("Boost the check: %d, need %d", r.Final(), r.Target)
		}
		return fmt.Sprintf("Boost your attack: %d, must beat %d", r.Final(), r.Target)
	case dd.StDamage:
		return fmt.Sprintf("Take %d damage", st.Dmg.Left)
	case dd.StAdjust:
		return adjustWords(st)
	case dd.StSands:
		return "Sands of Time: a pip or 1 Time"
	case dd.StPulse:
		return "Dark Pulse: a pip or a DieMinion"
	case dd.StAbility:
		return fmt.Sprintf("Round %d: Ability step", st.Combat.Round)
	case dd.StPickStat:
		return "Evil Eye: stop one attack type"
	case dd.StFlee:
		return "Dread: who flees?"
	case dd.StTarget:
		return "Hit: choose the hero"
	case dd.StRake:
		return "Golden Rake: discard for hits"
	case dd.StSacrifice:
		return "A hero hits: sacrifice a DieMinion?"
	case dd.StAttackStat:
		return fmt.Sprintf("Round %d: your attack", st.Combat.Round)
	case dd.StStorm:
		return "Dice Storm: discard for extra hits"
	}
	return ""
}

func adjustWords(st *dd.State) string {
	r := st.Roll
	switch r.Kind {
	case dd.RollHeroDie:
		return fmt.Sprintf("The Hero Die shows %d", r.Nat+r.Pips)
	case dd.RollFire:
		return fmt.Sprintf("Fire Strike: %d, hits on %d or less", r.Nat+r.Pips, st.Combat.Party.Countable())
	case dd.RollKeg:
		return fmt.Sprintf("Powder Keg: %d, hits on %d+", r.Nat+r.Pips+r.Fixed, r.Target)
	}
	return fmt.Sprintf("The heroes' %s attack hits: %d against %d", r.Stat, r.Nat+r.Pips+r.Fixed, r.Target)
}

// stageHelp tells the viewer how to decide.
func stageHelp(st *dd.State) string {
	switch st.Stage {
	case dd.StLayout:
		return "Pick a die for each stat below; the board shows the layout. Each die starts at its maximum."
	case dd.StTurnStart, dd.StPostPower:
		return "Use start-of-turn abilities, cards or tokens (they glow), or go on."
	case dd.StRest:
		return "Each point rested costs 1 Time and heals 1 Health (no upgrade)."
	case dd.StMove:
		return "Click a glowing tile to explore it (1 Time). Shift-click peeks first if the Kobold can."
	case dd.StFarSight:
		return "Click face-down tiles to look at them; only you will see them."
	case dd.StKobold:
		return "Sneak Peek lets you look before moving; Lucky Shove adds 2 to a roll. It flips each turn."
	case dd.StTrapPre:
		return "Use a trap card now, or roll the stat's die."
	case dd.StBoost:
		return "Push the roll with pips, stat points, DieMinions or the Kobold — or accept it."
	case dd.StDamage:
		return "Click Health or the glowing stat for each point (a stat never drops below 1)."
	case dd.StAdjust:
		return "Spend pips to change the roll, or let it stand."
	case dd.StAbility:
		return "Use board abilities, cards, tokens or the Diesplacer (they glow), then end the step."
	case dd.StTarget, dd.StFlee:
		return "Click a glowing hero card."
	case dd.StAttackStat:
		return "Pick the stat to attack with: your die against the party's total."
	case dd.StSacrifice:
		return "A sacrificed DieMinion cancels the hit, damage and Bonus."
	}
	return ""
}

// endWords is the result's headline.
func endWords(st *dd.State, names []string) string {
	switch {
	case st.Players == 1 && st.Winner == 0:
		return "Victory: the dungeon is yours!"
	case st.Players == 1:
		return "Died in the Dungeon"
	case st.Winner >= 0 && int(st.Winner) < len(names):
		return names[st.Winner] + " wins the race!"
	}
	return "Game over"
}

// who names player p ("" for none).
func who(names []string, p engine.Player) string {
	if p >= 0 && int(p) < len(names) {
		return names[p]
	}
	return ""
}
