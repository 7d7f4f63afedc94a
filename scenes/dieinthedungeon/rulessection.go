package dieinthedungeon

import dd "github.com/herotable/herotable/engine/dieinthedungeon"

// stageSections name the part of the rules (a "## " heading of the rules
// text) about each decision: the table's rules button opens there.
var stageSections = map[dd.Stage]string{
	dd.StLayout:    "Your creature board",
	dd.StTurnStart: "A turn", dd.StPostPower: "A turn", dd.StRest: "A turn", dd.StMove: "A turn", dd.StFarSight: "Allies",
	dd.StTrapPre: "Traps",
	dd.StBoost:   "A combat round", dd.StDamage: "When heroes attack", dd.StAdjust: "A combat round",
	// The Ability step is a step of the round (the Rules button opened at
	// "The creatures" in the middle of a fight); Sands of Time and Dark
	// Pulse are the DieMaster's and the Epics'; Golden Rake and Dice
	// Storm come after your hit.
	dd.StSands: "Epic heroes and the DieMaster", dd.StPulse: "Epic heroes and the DieMaster", dd.StAbility: "A combat round",
	dd.StPickStat: "The creatures",
	dd.StFlee:     "The creatures", dd.StTarget: "When you attack", dd.StRake: "When you attack", dd.StSacrifice: "When heroes attack",
	dd.StAttackStat: "When you attack", dd.StKobold: "Allies", dd.StStorm: "When you attack",
	dd.StOver: "Winning and losing",
}

// RulesSection is the part of the rules about the decision at hand, or,
// while moves are still shown, about the step the table shows
// (tablekit.RulesSectioner).
func (t *Table) RulesSection() string {
	st := t.state()
	if t.q.Busy() && !st.Over {
		st = t.q.Shown
	}
	return stageSections[st.Stage]
}
