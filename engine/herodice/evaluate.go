package herodice

import "github.com/herotable/herotable/engine"

// Evaluate is the greedy bot's hook (spec §11), from what the player may
// see: health left after the fight at hand (its expected cost), gear
// valued in the order §11 ranks it (combat dice, then armour: −1 per
// round over +10 over +5 max health; items from the Rope up to the
// Phoenix Feather), the next roll's flags, progress through the dungeon,
// and the XP earned. Deep Delving mixes in the score, which is all that
// counts there.
func Evaluate(st engine.State, _ engine.Player) float64 {
	s := st.(*State)
	if s.Phase == PhOver {
		return s.Returns()[0]
	}
	maxHP := float64(max(s.MaxHP, 1))
	cost, gear, flee := s.fightCost(), s.gearValue(), 0.0
	if s.Phase == PhFlee {
		// Value the escape as paid: the picked cards gone, the rest of
		// the price at its cheapest, and no more fight; a little less the
		// more is still to pick, so that every pick moves on.
		cost = 0
		need, least := s.FoeXP(), 0
		if n := len(s.Paying); n > 0 {
			least = XP(s.Paying[n-1]) // picks go from the lowest XP up
		}
		for _, c := range s.Paying {
			gear -= s.worth(c)
			need -= XP(c)
		}
		flee = 0.003 + 0.0005*float64(max(need, 0))/float64(max(s.FoeXP(), 1)) + s.cheapestPrice(need, least)
	}
	hp := float64(s.HP) - cost - s.checkCost() - s.glowCost()
	v := 0.1 + 0.5*hp/maxHP + gear + 0.08*float64(len(s.Map))/StandardDungeon + xpWeight*float64(s.PoolXP()) - flee
	v = min(1, max(0, v))
	if s.Mode == Deep {
		// The score is all that counts, and delving never looks worse
		// than retiring (§11: always delve).
		sc := float64(s.Score())
		r := sc / (sc + deepHalf)
		return r + (1-r)*0.5*v
	}
	return v
}

// xpWeight is what one XP in the pool is worth to Evaluate.
const xpWeight = 0.0002

// worth is what card c is worth to Evaluate where it is now.
func (s *State) worth(c int) float64 {
	if indexOf(s.Pool, c) >= 0 {
		return xpWeight * float64(XP(c))
	}
	t := Treasure(c)
	switch t.Type {
	case Weapon:
		return float64(t.Dice) * 0.06
	case Armor:
		return float64(t.Reduce)*0.05 + float64(t.MaxHP)*0.002
	}
	return itemValue[t.Item]
}

// itemValue ranks the items as §11's bot notes do.
var itemValue = [...]float64{
	Rope: 0.004, Backpack: 0.006, SmokeBomb: 0.010, LuckyCharm: 0.012, FireBomb: 0.03,
	PotionOfStrength: 0.03, HealingPotion: 0.13, PhoenixFeather: 0.15,
}

// gearValue is what the held gear and the next roll's flags are worth.
func (s *State) gearValue() float64 {
	g := 0.0
	for _, c := range s.Weapons {
		g += s.worth(c)
	}
	if s.Armor != NoCard {
		g += s.worth(s.Armor)
	}
	for _, c := range s.Items {
		g += s.worth(c)
	}
	if s.Fight.Card != NoCard {
		f := &s.Fight
		g += 0.02*float64(f.Resolve+f.Disarm-f.Rage-f.Weaken) + 0.04*float64(b2i(f.Strength))
	}
	return g
}

// fightCost is the health the fight at hand may still cost: the foe's
// health times a rate by its strength, less for more combat dice.
func (s *State) fightCost() float64 {
	f := &s.Fight
	if f.Card == NoCard || f.HP <= 0 {
		return 0
	}
	rate := 0.6
	if !f.Boss {
		rate = [...]float64{0, 0.25, 0.45, 0.6, 0.6}[Encounter(f.Card).Tier]
	}
	return float64(f.HP) * rate * 2 / float64(2+s.WeaponDice())
}

// cheapestPrice is the least worth of unpicked payable cards of at least
// least XP whose XP reaches need (a small knapsack over XP).
func (s *State) cheapestPrice(need, least int) float64 {
	if need <= 0 {
		return 0
	}
	const inf = 1e9
	best := make([]float64, need+1) // best[x]: least worth to pay at least x
	for i := 1; i <= need; i++ {
		best[i] = inf
	}
	s.eachPayable(func(c int) {
		if indexOf(s.Paying, c) >= 0 || XP(c) < least {
			return
		}
		w, x := s.worth(c), XP(c)
		for i := need; i >= 1; i-- {
			if v := best[max(0, i-x)] + w; v < best[i] {
				best[i] = v
			}
		}
	})
	if best[need] >= inf {
		return 1
	}
	return best[need]
}

// encounterCost is the health encounter card c may cost the hero now.
func (s *State) encounterCost(c int) float64 {
	e := Encounter(c)
	switch e.Kind {
	case Mob:
		rate := [...]float64{0, 0.25, 0.45, 0.6, 0.6}[e.Tier]
		return float64(e.HP+5*(s.Level-1)) * rate * 2 / float64(2+s.WeaponDice())
	case Trap:
		fail := float64(e.Tough-1-s.CheckBonus(c)) / 6
		return float64(e.Wounds) * min(1, max(0, fail))
	}
	if e.Event == WanderingHealer {
		return -float64(min(HealerHeal, s.MaxHP-s.HP))
	}
	return 8 // Ambush!: another encounter
}

// checkCost is what the trap being checked may cost.
func (s *State) checkCost() float64 {
	if s.Check.Card == NoCard || s.Phase != PhPreCheck {
		return 0
	}
	return s.encounterCost(s.Check.Card)
}

// glowCost is what the glows still queued may cost: each red glow the
// encounter deck's mean, less a little for each golden glow's treasure.
func (s *State) glowCost() float64 {
	if len(s.Glows) == 0 {
		return 0
	}
	red, gold := 0, 0
	for _, g := range s.Glows {
		if g == RedGlow {
			red++
		} else {
			gold++
		}
	}
	mean := 0.0
	if n := s.Encounter.Len(); red > 0 && n > 0 {
		for _, c := range s.Encounter.Cards {
			if c >= 0 { // a view's masked deck counts nothing
				mean += s.encounterCost(c)
			}
		}
		mean /= float64(n)
	}
	return float64(red)*mean - float64(gold)*1.5
}
