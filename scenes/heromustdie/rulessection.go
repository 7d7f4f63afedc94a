package heromustdie

import hmd "github.com/herotable/herotable/engine/heromustdie"

// stageSections name the part of the rules (a "## " heading of the rules
// text) about each decision: the table's rules button opens there.
var stageSections = map[hmd.Stage]string{
	hmd.StColour: "Set-up", hmd.StFloor: "Set-up", hmd.StPickL1: "Set-up", hmd.StPickL2: "Set-up",
	hmd.StPlace: "The locations", hmd.StDraw: "Events", hmd.StPayShort: "Events", hmd.StPay: "Events",
	hmd.StThronePay: "The locations", hmd.StThroneKeep: "The locations", hmd.StMine: "The locations",
	hmd.StBuild: "Building", hmd.StHire: "Hiring", hmd.StPeekNext: "The locations",
	hmd.StCastlePay: "The locations", hmd.StCastlePeek: "The locations", hmd.StGift: "The locations",
	hmd.StDisarm: "The invasion", hmd.StFire: "The invasion", hmd.StSend: "The invasion",
	hmd.StCommit: "A round of combat", hmd.StSupport: "A round of combat", hmd.StMagic: "A round of combat", hmd.StHeal: "A round of combat",
	hmd.StPardon: "After the fight", hmd.StTraitor: "After the fight",
	hmd.StCourt: "The Court", hmd.StBetter: "The Court", hmd.StQuestPick: "The Court", hmd.StSwitch: "The Court",
	hmd.StSteal: "The Court", hmd.StRuleParty: "The Court",
}

// RulesSection is the part of the rules about the decision at hand
// (tablekit.RulesSectioner), "A turn" between decisions.
func (t *Table) RulesSection() string {
	if sec, ok := stageSections[t.state().Stage]; ok {
		return sec
	}
	return "A turn"
}
