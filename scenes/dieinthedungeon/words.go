package dieinthedungeon

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Plain words for the prompt: what is decided now and how.

// stageTitles are the decisions whose title has no numbers in it.
var stageTitles = map[dd.Stage]string{
	dd.StLayout:    "Place the d6, d8, d10 and d12",
	dd.StPostPower: "After Power Up",
	dd.StRest:      "Rest: trade Time for Health",
	dd.StMove:      "Move: explore a tile",
	dd.StKobold:    "The Kobold: choose its side",
	dd.StSands:     "Sands of Time: a pip or 1 Time",
	dd.StPulse:     "Dark Pulse: a pip or a DieMinion",
	dd.StPickStat:  "Evil Eye: stop one attack type",
	dd.StFlee:      "Dread: who flees?",
	dd.StTarget:    "Hit: choose the hero",
	dd.StRake:      "Golden Rake: discard for hits",
	dd.StSacrifice: "A hero hits: sacrifice a DieMinion?",
	dd.StStorm:     "Dice Storm: discard for extra hits",
}

// stageWords says the decision as the prompt's second line: a fixed
// title, or one with the numbers of the moment; whose is the acting
// creature's in a sentence ("your", "Bram's": a bot's attack in the Duel
// is not the viewer's).
func stageWords(st *dd.State, whose string) string {
	if w, ok := stageTitles[st.Stage]; ok {
		return w
	}
	r := st.Roll
	switch st.Stage {
	case dd.StTurnStart:
		return fmt.Sprintf("Turn %d: start of turn", dd.OwnTurn(st.TurnNo, st.Players))
	case dd.StFarSight:
		return "Far Sight: " + tablekit.Count(st.Peeks, "look", "looks") + " left"
	case dd.StTrapPre:
		return fmt.Sprintf("Trap: %s check, %d or more", r.Stat, r.Target)
	case dd.StBoost:
		if r.Kind == dd.RollTrap {
			return fmt.Sprintf("Boost the check: %d, need %d", r.Final(), r.Target)
		}
		return fmt.Sprintf("Boost %s attack: %d, must beat %d", whose, r.Final(), r.Target)
	case dd.StDamage:
		return fmt.Sprintf("Take %d damage", st.Dmg.Left)
	case dd.StAdjust:
		return adjustWords(st)
	case dd.StAbility:
		return fmt.Sprintf("Round %d: Ability step", st.Combat.Round)
	case dd.StAttackStat:
		return fmt.Sprintf("Round %d: %s attack", st.Combat.Round, whose)
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

// stageHelp tells the viewer how to decide, by stage.
var stageHelp = map[dd.Stage]string{
	dd.StLayout:     "Pick a die for each stat below; the board shows the layout. Each die starts at its maximum.",
	dd.StRest:       "Each point rested costs 1 Time and heals 1 Health (no upgrade).",
	dd.StMove:       "Click a glowing tile to explore it (1 Time).",
	dd.StFarSight:   "Click face-down tiles to look at them; only you will see them.",
	dd.StKobold:     "Sneak Peek lets you look before moving; Lucky Shove adds 2 to a roll. It flips each turn.",
	dd.StTrapPre:    "Use a trap card now, or roll the stat's die.",
	dd.StDamage:     "Click Health or the glowing stat for each point (a stat never drops below 1).",
	dd.StTarget:     "Click a glowing hero card.",
	dd.StFlee:       "Click a glowing hero card.",
	dd.StAttackStat: "Pick the stat to attack with: your die against the party's total.",
	dd.StSacrifice:  "A sacrificed DieMinion cancels the hit, damage and Bonus.",
}

// ForcedWords is the prompt when nothing the viewer holds can change the
// roll at hand (forced.go).
const ForcedWords = "Nothing you hold can change this roll: it stands, and the table goes on in a moment (Enter: now)."

// helpWords tells the viewer how to decide now: the stage's help, where
// what may be used depends on what the creature holds, said from the
// commands offered (the Kobold and the Diesplacer only when held).
func helpWords(st *dd.State, cmds []Command) string {
	has := func(k dd.Kind) bool {
		for _, c := range cmds {
			if c.Kind == k {
				return true
			}
		}
		return false
	}
	count := func(k dd.Kind) (n int) {
		for _, c := range cmds {
			if c.Kind == k {
				n++
			}
		}
		return n
	}
	var use []string
	add := func(ok bool, w string) {
		if ok {
			use = append(use, w)
		}
	}
	if _, ok := forcedContinue(st, cmds); ok {
		return ForcedWords
	}
	switch st.Stage {
	case dd.StTurnStart, dd.StPostPower:
		add(has(dd.KAbility) || has(dd.KCard), "an ability or card")
		add(has(dd.KToken), "a token")
		next := "power up (+1 AP)"
		if len(st.Frontier()) > 0 {
			// The glowing tiles: a click powers up and explores (onestep.go).
			next = "power up (+1 AP), or click a glowing tile to power up and explore it"
			if apFull(st) {
				next = "go on, or click a glowing tile to explore it"
			}
		}
		if st.Stage == dd.StPostPower {
			next = "go on to Rest and Move"
			if len(st.Frontier()) > 0 {
				// The glowing tiles: a click goes on and explores (onestep.go).
				next = "go on, or click a glowing tile to explore it"
			}
		}
		if len(use) == 0 {
			return "Nothing to use now: " + next + "."
		}
		return "Use " + orList(use) + " now (they glow), or " + next + "."
	case dd.StMove:
		w := "Click a glowing tile to explore it (1 Time)."
		if n := count(dd.KMove); n == 1 {
			// The game moves by itself when nothing else can be done:
			// say why it asks this time.
			w = "Only one tile to explore: click it (1 Time). You are asked because you may use a token first."
			if has(dd.KPeek) && !has(dd.KToken) {
				w = "Only one tile to explore: click it (1 Time)."
			}
		}
		if has(dd.KPeek) {
			w += " The Kobold lets you peek at one first: Shift-click it."
		}
		if st.Players == 2 && count(dd.KMove) > 1 {
			// The glowing tiles far from the standee: say why.
			w += " You may also enter beside the other creature's tiles."
		}
		return w
	case dd.StBoost:
		add(has(dd.KPipUp) || has(dd.KPipsTo), "pips")
		add(has(dd.KLower) || has(dd.KLowerTo), "stat points")
		add(has(dd.KMinion), "DieMinions")
		add(has(dd.KShove), "the Kobold's Lucky Shove")
		add(has(dd.KTwist), "Twist Fate")
		add(has(dd.KCard), "a card")
		if len(use) == 0 {
			return "Nothing can push this roll: accept it."
		}
		return "Push the roll with " + orList(use) + ", or accept it."
	case dd.StAbility:
		add(has(dd.KAbility) || has(dd.KCard), "abilities or cards")
		add(has(dd.KToken), "tokens")
		add(has(dd.KDiesplacer), "the Diesplacer Beast")
		if len(use) == 0 {
			return "Nothing to use in this step: end it, and the heroes attack."
		}
		return "Use " + orList(use) + " (they glow), then end the step: the heroes attack."
	case dd.StAttackStat:
		if hopelessAll(st, cmds) {
			return "No attack can succeed this round: pick one anyway (the rules make you attack), and the heroes take no hit."
		}
	case dd.StAdjust:
		// Only what may be done now (play-test 16: pips were offered in
		// words with none to spend and no pip button).
		add(has(dd.KPipUp) || has(dd.KPipDown) || has(dd.KPipsTo), "spend pips to change the roll")
		add(has(dd.KTwist), "reroll it with Twist Fate")
		if len(use) == 0 {
			return "Nothing can change this roll: let it stand."
		}
		w := strings.Join(use, ", ")
		return strings.ToUpper(w[:1]) + w[1:] + ", or let it stand."
	}
	return stageHelp[st.Stage]
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

// endWhy says why the game ended, with the players' names: the ending
// event told in today's words, or, when the log no longer holds it (a game
// resumed from its last position), the sentence the state kept.
func endWhy(m *engine.Match, names []string) string {
	for i := len(m.Log) - 1; i >= 0; i-- {
		evs := m.Log[i].Events
		for j := len(evs) - 1; j >= 0; j-- {
			if dd.Ending(evs[j]) {
				if w, ok := objectiveMet(evs[j]); ok {
					return w
				}
				return engine.Names(dd.Tell(evs[j]), names)
			}
		}
	}
	return engine.Names(m.State.(*dd.State).Why, names)
}

// who names player p ("" for none).
func who(names []string, p engine.Player) string {
	if p >= 0 && int(p) < len(names) {
		return names[p]
	}
	return ""
}
