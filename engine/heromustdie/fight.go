package heromustdie

import "slices"

// Fight is the Invasion phase's combat (§5.7–§5.11) while it runs.
type Fight struct {
	Active   bool      `msg:"on"`
	Party    int8      `msg:"party"`    // the attacking party
	Heroes   []Fighter `msg:"heroes"`   // living heroes, front first (I1)
	Monsters []Fighter `msg:"monsters"` // living defenders, front first
	Killed   []int8    `msg:"killed"`   // hero cards killed this invasion, in order
	Lost     []int8    `msg:"lost"`     // monster cards killed, in order
	Step     int8      `msg:"step"`     // where the invasion stands (invasion.go)
	Round    int8      `msg:"round"`    // combat round, 1..MaxRounds
	C        int8      `msg:"c"`        // black committed to melee this round
	Pool     int8      `msg:"pool"`     // magic wounds or heals still to give
	Start    []int8    `msg:"start"`    // wounds when the round began (R32)
}

func (f Fight) clone() Fight {
	f.Heroes = slices.Clone(f.Heroes)
	f.Monsters = slices.Clone(f.Monsters)
	f.Killed = slices.Clone(f.Killed)
	f.Lost = slices.Clone(f.Lost)
	f.Start = slices.Clone(f.Start)
	return f
}
