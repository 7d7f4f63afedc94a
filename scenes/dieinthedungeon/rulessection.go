package dieinthedungeon

import dd "github.com/herotable/herotable/engine/dieinthedungeon"

// stageSections name the part of the rules (a "## " heading of the rules
// text) about each decision: the table's rules button opens there.
var stageSections = map[dd.Stage]string{
	dd.StLayout:    "Your creature board",
	dd.StTurnStart: "A turn", dd.StPostPower: "A turn", dd.StRest: "A turn", dd.StMove: "A turn", dd.StFarSight: "Allies",
	dd.StTrapPre: "Traps",
	dd.StBoost:   "A combat round", dd.StDamage: "When heroes attack", dd.StAdjust: "A combat round",
	dd.StSands: "The creatures", dd.StPulse: "The creatures", dd.StAbility: "The creatures", dd.StPickStat: "The creatures",
	dd.StFlee: "The creatures", dd.StTarget: "When you attack", dd.StRake: "The creatures", dd.StSacrifice: "When heroes attack",
	dd.StAttackStat: "When you attack", dd.StKobold: "Allies", dd.StStorm: "The creatures",
	dd.StOver: "Winning and losing",
}

// RulesSection is the part of the rules about the decision at hand
// (tablekit.RulesSectioner).
func (t *Table) RulesSection() string { return stageSections[t.state().Stage] }
