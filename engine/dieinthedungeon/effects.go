package dieinthedungeon

import "fmt"

// EffectKind is a tile effect's kind (§2.9, all (D)).
type EffectKind int

const (
	NoEffect       EffectKind = iota // none
	Trap                             // trap(stat,N,d): a Stat Check
	LoseTime                         // lose_time(n)
	GainTime                         // gain_time(n), max 20
	GainAbility                      // gain_ability(n), max 4
	GainHealthNoUp                   // gain_health_noup(n): capped at the die's maximum
	Armory                           // heroes' Might attack rolls +1 this Combat
	WarDrums                         // all hero attack rolls +1 this Combat
	Dark                             // your attack rolls −1 this Combat
	HolyGround                       // no board abilities or ability cards this Combat
	Ambush                           // skip your Ability step in round 1
	// Sanctified is epic_02's effect (§2.6): no board abilities or ability
	// cards while any Cleric remains. The effect table of §2.9 does not
	// list it; its id is ours.
	Sanctified
	NumEffectKinds
)

var effectIDs = [NumEffectKinds]string{
	"none", "trap", "lose_time", "gain_time", "gain_ability", "gain_health_noup",
	"armory", "war_drums", "dark", "holy_ground", "ambush", "sanctified",
}

// ID is the effect kind's id: "trap", "war_drums".
func (k EffectKind) ID() string {
	if k < 0 || k >= NumEffectKinds {
		return fmt.Sprintf("effect#%d", int(k))
	}
	return effectIDs[k]
}

// Combat reports whether the effect is stored for the tile's Combat
// rather than resolved at once (§5.1 TILE_EFFECT).
func (k EffectKind) Combat() bool {
	switch k {
	case Armory, WarDrums, Dark, HolyGround, Ambush, Sanctified:
		return true
	}
	return false
}

// Effect is a tile's effect. A trap rolls Stat's die and passes on a final
// value ≥ N, else deals D damage; the time, ability and health effects
// change their value by N.
type Effect struct {
	Kind EffectKind
	Stat Stat
	N, D int
}

// String writes the effect in the spec's notation: "trap(Agility,5,1)",
// "lose_time(2)", "armory".
func (e Effect) String() string {
	switch e.Kind {
	case Trap:
		return fmt.Sprintf("trap(%s,%d,%d)", e.Stat, e.N, e.D)
	case LoseTime, GainTime, GainAbility, GainHealthNoUp:
		return fmt.Sprintf("%s(%d)", e.Kind.ID(), e.N)
	}
	return e.Kind.ID()
}

// Constructors for the tile table.
func trap(s Stat, n, d int) Effect      { return Effect{Kind: Trap, Stat: s, N: n, D: d} }
func change(k EffectKind, n int) Effect { return Effect{Kind: k, N: n} }
func only(k EffectKind) Effect          { return Effect{Kind: k} }
