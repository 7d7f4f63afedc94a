package herodice

import "github.com/herotable/herotable/engine"

// Evaluate is the greedy bot's hook (spec §11): the chance, from what the
// player may see, that the delve goes well. It weighs progress (cards
// placed, levels cleared, the boss beaten), health, the XP earned and the
// gear held (combat dice most, then armour and healing), less the foe's
// health in a fight.
func Evaluate(st engine.State, _ engine.Player) float64 {
	s := st.(*State)
	if s.Phase == PhOver {
		return s.Returns()[0]
	}
	hp := float64(s.HP) / float64(max(s.MaxHP, 1))
	gear := float64(s.WeaponDice())*0.05 + float64(s.ArmorReduce())*0.04
	if s.Armor != NoCard {
		gear += float64(Treasure(s.Armor).MaxHP) * 0.002
	}
	for _, c := range s.Items {
		switch Treasure(c).Item {
		case HealingPotion:
			gear += 0.03
		case PhoenixFeather:
			gear += 0.05
		case FireBomb, PotionOfStrength, SmokeBomb, LuckyCharm:
			gear += 0.015
		default:
			gear += 0.005
		}
	}
	progress := float64(len(s.Map)) / 18 * 0.1
	fight := 0.0
	if s.Fight.Card != NoCard && s.Fight.Max > 0 {
		fight = float64(s.Fight.HP) / float64(s.Fight.Max) * 0.1
		if s.Fight.Boss {
			fight *= 2
		}
	}
	v := 0.15 + 0.45*hp + gear + progress - fight
	if s.Mode == Deep {
		sc := float64(s.Score())
		v = 0.5*v + 0.5*sc/(sc+deepHalf)
	}
	return min(1, max(0, v))
}
