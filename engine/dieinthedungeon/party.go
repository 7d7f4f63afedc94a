package dieinthedungeon

// The hero party in a Combat (§5.2–§5.3, rulings R17, R20, R22, R24, R31):
// its totals, which attacks it makes, and who may be hit.

// MemberKind is what a party member is.
type MemberKind uint8

const (
	Basic   MemberKind = iota // a basic hero card (Fighter, Rogue, Wizard, Cleric)
	EpicMem                   // an Epic hero (Epics[Epic])
	Boss                      // the DieMaster
	Bard                      // the Bard (side BardSide)
)

// Member is one member of the party.
type Member struct {
	Kind     MemberKind `msg:"k"`
	Hero     HeroCard   `msg:"h"`    // Basic
	Epic     int        `msg:"e"`    // EpicMem: index into Epics
	Hits     int        `msg:"hits"` // hits taken (Barbarian, Patriarch, DieMaster need several)
	BardSide int        `msg:"bard"` // Bard: index into BardSides
}

// Party is the heroes a Combat is fought against, in the order they
// joined.
type Party []Member

// card is the Epic card of an Epic member or the DieMaster.
func (m Member) card() *Epic {
	switch m.Kind {
	case EpicMem:
		return &Epics[m.Epic]
	case Boss:
		return &DieMaster
	}
	return nil
}

// Stats are a member's current Might, Agility and Magic: the DieMaster's
// drop after each hit short of defeat.
func (m Member) Stats() Stats {
	switch m.Kind {
	case Basic:
		return m.Hero.Stats()
	case Bard:
		return BardSides[m.BardSide].Stats
	}
	e := m.card()
	st := e.Stats
	for i := range st {
		st[i] = max(0, st[i]-e.StatLossPerHit*m.Hits)
	}
	return st
}

// Level is a member's level for the defeat order: Epic heroes and the
// DieMaster count as EpicLevel.
func (m Member) Level() int {
	if m.Kind == Basic {
		return m.Hero.Level
	}
	return EpicLevel
}

// Countable reports whether a member counts as a hero: everyone but the
// Bard, the Dwarf and the Elf (whose cards take no hits).
func (m Member) Countable() bool {
	switch m.Kind {
	case Bard:
		return false
	case EpicMem:
		return m.card().Hits > 0
	}
	return true
}

// is reports whether m is the Epic hero with the given id.
func (m Member) is(id string) bool { return m.Kind == EpicMem && m.card().ID == id }

// Totals are the party's Might, Agility and Magic: every member present,
// the Bard included (§5.3).
func (p Party) Totals() Stats {
	var t Stats
	for _, m := range p {
		st := m.Stats()
		for i := range t {
			t[i] += st[i]
		}
	}
	return t
}

// AttackDie is the die the party rolls for an attack of stat s: the chart's
// die for its total.
func (p Party) AttackDie(s Stat) DieType { return DieFor(p.Totals()[s]) }

// Countable is how many members count as heroes (Fire Strike, Powder Keg,
// the end of a Combat).
func (p Party) Countable() int {
	n := 0
	for _, m := range p {
		if m.Countable() {
			n++
		}
	}
	return n
}

// PerkCount is how many basic heroes of type t are present; perks act from
// two (R17) and Epic heroes never count (R24).
func (p Party) PerkCount(t HeroType) int {
	n := 0
	for _, m := range p {
		if m.Kind == Basic && m.Hero.Type == t {
			n++
		}
	}
	return n
}

// Attacks are the hero attacks of a round, in order (R22, R17): one Might
// attack if a Fighter or the Barbarian is present, Agility for a Rogue or
// the Assassin (in round 1, n Rogues make n attacks), Magic for a Wizard or
// the Warlock; the DieMaster attacks with all three. Clerics, the
// Patriarch, the Bard, the Dwarf and the Elf make none.
func (p Party) Attacks(round int) []Stat {
	var out []Stat
	n := p.AttackCounts(round)
	for st := range Stat(NumStats) {
		for range n[st] {
			out = append(out, st)
		}
	}
	return out
}

// AttackCounts is how many attacks of each type Attacks makes, without
// allocating.
func (p Party) AttackCounts(round int) [NumStats]int {
	var has [NumStats]bool
	for _, m := range p {
		switch m.Kind {
		case Basic:
			if a := HeroTypes[m.Hero.Type].Attack; a != NoStat {
				has[a] = true
			}
		case EpicMem, Boss:
			for _, a := range m.card().Attacks {
				has[a] = true
			}
		}
	}
	var out [NumStats]int
	for s := range Stat(NumStats) {
		if !has[s] {
			continue
		}
		out[s] = 1
		if s == Agility && round == 1 {
			out[s] = max(1, p.PerkCount(Rogue))
		}
	}
	return out
}

// LegalTargets are the members a hit may go to (R20): never the Bard, the
// Dwarf or the Elf; only the Barbarian while present; with the Patriarch
// present no Fighter or Rogue; only Clerics while any remains; and of those
// left, only the lowest level. The player chooses among them.
func (p Party) LegalTargets() []int {
	var out []int
	m := p.TargetMask()
	for i := range p {
		if m&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// TargetMask is LegalTargets as a bit set (bit i: member i), without
// allocating, for the bots' playouts.
func (p Party) TargetMask() uint32 {
	var set uint32
	barbarian, patriarch, cleric := false, false, false
	for _, m := range p {
		barbarian = barbarian || m.is("epic_barbarian")
		patriarch = patriarch || m.is("epic_patriarch")
	}
	for i, m := range p {
		switch {
		case !m.Countable():
		case barbarian && !m.is("epic_barbarian"):
		case patriarch && m.Kind == Basic && (m.Hero.Type == Fighter || m.Hero.Type == Rogue):
		default:
			set |= 1 << i
			cleric = cleric || m.Kind == Basic && m.Hero.Type == Cleric
		}
	}
	low := EpicLevel + 1
	for i, m := range p {
		if set&(1<<i) == 0 {
			continue
		}
		if cleric && !(m.Kind == Basic && m.Hero.Type == Cleric) {
			set &^= 1 << i
			continue
		}
		low = min(low, m.Level())
	}
	for i, m := range p {
		if set&(1<<i) != 0 && m.Level() != low {
			set &^= 1 << i
		}
	}
	return set
}

func (p Party) any(f func(Member) bool) bool {
	for _, m := range p {
		if f(m) {
			return true
		}
	}
	return false
}

func (p Party) anyOf(idx []int, f func(Member) bool) bool {
	for _, i := range idx {
		if f(p[i]) {
			return true
		}
	}
	return false
}
