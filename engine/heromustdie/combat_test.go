package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// invLogHas reports whether a log line of the last action contains sub.
func invLogHas(s *State, sub string) bool {
	return slices.ContainsFunc(s.Ev.List, func(e engine.Event) bool { return strings.Contains(said(e), sub) })
}

// invWounds lists the fighters' wounds, front first.
func invWounds(fs []Fighter) []int8 {
	var out []int8
	for _, f := range fs {
		out = append(out, f.Wounds)
	}
	return out
}

// TestA1_RangerLevelUp: brown 6 / green 5 → HP 6; a level-up → brown 7, HP 7.
func TestA1_RangerLevelUp(t *testing.T) {
	r := Fighter{Card: heroByID(t, "hero_ranger")}
	if st := heroStr(r); st.Max() != 6 || st[Brown] != 6 || st[Green] != 5 {
		t.Fatalf("Ranger %v", st)
	}
	r.LevelUp = true
	if st := heroStr(r); st.Max() != 7 || st[Brown] != 7 || st[Green] != 5 {
		t.Fatalf("levelled Ranger %v", st)
	}
}

// TestA2_DragonHP: brown 7, black 4 → HP 7.
func TestA2_DragonHP(t *testing.T) {
	d := Fighter{Card: monsterByID(t, "mon_dragon")}
	if hp(d, monStr) != 7 || Monsters[d.Card].HP() != 7 {
		t.Fatalf("Dragon HP %d", hp(d, monStr))
	}
}

// TestA30_FullCombat reproduces every number of the spec's example.
func TestA30_FullCombat(t *testing.T) {
	s := invGame(t, 4)
	s.Seats[0].VP, s.Seats[0].MP = 3, 4
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0, "mon_wolf", "mon_dire_wolf")
	dire, wolf := monsterByID(t, "mon_dire_wolf"), monsterByID(t, "mon_wolf")
	invBegin(t, s)
	invAct(t, s, KSend, int(dire))
	invAct(t, s, KSend, int(wolf))
	// Round 1: range 3 → Dire Wolf 3w; Th = 5; support up to 2.
	invAt(t, s, StSupport)
	fi := &s.Fight
	if fi.Round != 1 || fi.Th != 5 || !slices.Equal(invWounds(fi.Monsters), []int8{3, 0}) || !legalHas(s, KSupport, 2) || legalHas(s, KSupport, 3) {
		t.Fatalf("round 1: %+v", *fi)
	}
	invAct(t, s, KSupport, 2)
	// Tm = (5−3)+2 = 4 → Dire Wolf 4w; round 2: range kills it, Wolf 2w;
	// Tm = 1, no MP left: the Wolf would take 4 and dies.
	invAt(t, s, StPardon)
	if s.Seats[0].MP != 0 || fi.Round != 2 || fi.Th != 5 || fi.Tm != 1 || !fi.HeroesWon || !slices.Equal(fi.Lost, []int8{dire, wolf}) {
		t.Fatalf("round 2: MP %d, %+v", s.Seats[0].MP, *fi)
	}
	invAct(t, s, KPass, 0) // no Pardon Me
	for range 3 {
		invAt(t, s, StTraitor)
		invAct(t, s, KPass, 0)
	}
	if s.Phase != PhCourt || s.Seats[0].VP != 1 || s.Front != 2 || s.FloorOf(0) != 2 || s.Defender() != 0 {
		t.Fatalf("phase %v, VP %d, front %d, A guards %d", s.Phase, s.Seats[0].VP, s.Front, s.FloorOf(0))
	}
	sw := s.Parties[0].Heroes[0]
	if sw.Card != heroByID(t, "hero_swordsman") || !sw.LevelUp || heroStr(sw)[Brown] != 6 || heroStr(sw).Max() != 6 {
		t.Fatalf("Swordsman %+v", sw)
	}
	if !slices.Equal(s.Queue, []int8{0}) || len(s.Parties[0].Heroes) != 3 || s.Fight.Active {
		t.Fatalf("queue %v heroes %v", s.Queue, s.Parties[0].Heroes)
	}
	if n := len(s.MonsterPool); s.MonsterPool[n-2] != dire || s.MonsterPool[n-1] != wolf {
		t.Fatalf("killed monsters must be back in the pool: %v", s.MonsterPool)
	}
}

// TestA31_BlackChoice: the defender commits 1 black and buys 1 support,
// spreads 4 magic wounds, and wins in round 2: +2 VP for 4 levels killed.
func TestA31_BlackChoice(t *testing.T) {
	s := invGame(t, 4)
	s.Seats[0].VP, s.Seats[0].MP = 4, 2
	s.Floors[0].Room = 3
	invParty(t, s, 0, "hero_acolyte", "hero_militia", "hero_mage")
	invMonsters(t, s, 0, "mon_fiend", "mon_imp")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_fiend")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_imp")))
	fi := &s.Fight
	invAt(t, s, StCommit)
	if fi.Th != 5 || fi.Km != 5 {
		t.Fatalf("round 1: Th %d Km %d, want 5 and 5", fi.Th, fi.Km)
	}
	invAct(t, s, KCommit, 1)
	invAct(t, s, KSupport, 1)
	invAt(t, s, StMagic)
	if fi.Tm != 7 || fi.Pool != 4 || !slices.Equal(invWounds(fi.Heroes), []int8{2, 0, 0}) || s.Seats[0].MP != 0 {
		t.Fatalf("after melee: Tm %d, magic %d, wounds %v", fi.Tm, fi.Pool, invWounds(fi.Heroes))
	}
	invAct(t, s, KWound, 2)
	invAct(t, s, KWound, 2)
	if legalHas(s, KWound, 2) {
		t.Fatal("the Acolyte has no HP left for another wound")
	}
	invAct(t, s, KWound, 1)
	invAct(t, s, KWound, 1)
	// The Acolyte died in the magic step: no healing; round 2 begins.
	invAt(t, s, StCommit)
	if fi.Round != 2 || fi.Th != 4 || len(fi.Heroes) != 2 || !slices.Equal(invWounds(fi.Heroes), []int8{2, 2}) {
		t.Fatalf("round 2: %+v", *fi)
	}
	invAct(t, s, KCommit, 0)
	invAt(t, s, StMagic)
	if fi.Tm != 5 || fi.Pool != 5 || fi.Heroes[0].Wounds != 3 {
		t.Fatalf("round 2 melee: Tm %d magic %d wounds %v", fi.Tm, fi.Pool, invWounds(fi.Heroes))
	}
	invAct(t, s, KWound, 1)
	invAct(t, s, KWound, 1) // the Mage's last HP is the only target left: it plays itself
	if s.Phase != PhCourt || s.Seats[0].VP != 6 || s.Parties[0].Where != AtCastle || len(s.Queue) != 0 {
		t.Fatalf("phase %v VP %d party at %v", s.Phase, s.Seats[0].VP, s.Parties[0].Where)
	}
	mage, militia, acolyte := heroByID(t, "hero_mage"), heroByID(t, "hero_militia"), heroByID(t, "hero_acolyte")
	if got := s.HeroDeck[len(s.HeroDeck)-3:]; !slices.Equal(got, []int8{mage, militia, acolyte}) {
		t.Fatalf("killed heroes must go under the deck in party order: %v", got)
	}
	if len(s.Seats[0].Monsters) != 2 {
		t.Fatalf("the defender keeps both monsters: %v", s.Seats[0].Monsters)
	}
}

// TestA13_MeleeNoCarryOver: 8 against 5 → the front monster takes 3; a
// front card with 2 HP left dies and the card behind takes nothing.
func TestA13_MeleeNoCarryOver(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].VP, s.Seats[0].MP = 3, 4
	invParty(t, s, 0, "hero_champion")
	invMonsters(t, s, 0, "mon_dire_wolf", "mon_wolf")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_dire_wolf")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_wolf")))
	invAct(t, s, KSupport, 0)
	fi := &s.Fight
	invAt(t, s, StSupport)
	if fi.Round != 2 || !slices.Equal(invWounds(fi.Monsters), []int8{3, 0}) {
		t.Fatalf("round %d: wounds %v", fi.Round, invWounds(fi.Monsters))
	}
	invAct(t, s, KSupport, 1) // Tm 2+1 = 3: 5 wounds on a Dire Wolf with 2 HP left
	invAt(t, s, StSupport)
	if fi.Round != 3 || len(fi.Lost) != 1 || !slices.Equal(invWounds(fi.Monsters), []int8{0}) {
		t.Fatalf("round 3: lost %v, wounds %v", fi.Lost, invWounds(fi.Monsters))
	}
}

// TestA26_RangeCarries: green 7 against a front card with 3 HP left and a
// card with 6 → the front dies, the next takes 4.
func TestA26_RangeCarries(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	invParty(t, s, 0, "hero_archer", "hero_crossbowman", "hero_squire")
	invMonsters(t, s, 0, "mon_wolf", "mon_troll")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_wolf")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_troll")))
	invAt(t, s, StSupport)
	fi := &s.Fight
	if !slices.Equal(fi.Lost, []int8{monsterByID(t, "mon_wolf")}) || !slices.Equal(invWounds(fi.Monsters), []int8{4}) {
		t.Fatalf("lost %v, wounds %v", fi.Lost, invWounds(fi.Monsters))
	}
	if wolf := monsterByID(t, "mon_wolf"); slices.Contains(s.Seats[0].Monsters, wolf) {
		t.Errorf("the killed Wolf is still the defender's: %v", s.Seats[0].Monsters) // the table's "not sent" row reads them
	}
	if !invLogHas(s, "the heroes shoot 7 (7 wounds land)") {
		t.Errorf("the range step's numbers are not in the log: %v", s.Ev.List)
	}
}

// TestA27_MeleeAfterWounds: brown 5 with 3 wounds fights with 2; an Imp
// (brown 0) fights with only the black committed.
func TestA27_MeleeAfterWounds(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].VP, s.Seats[0].MP = 3, 4
	invParty(t, s, 0, "hero_archer", "hero_swordsman", "hero_squire")
	invMonsters(t, s, 0, "mon_dire_wolf")
	invBegin(t, s)
	invAct(t, s, KSupport, 0) // the Dire Wolf (3w after the Archer's 3) fights with 2
	if s.Fight.Tm != 2 {
		t.Fatalf("Tm %d", s.Fight.Tm)
	}
	if !invLogHas(s, "heroes 5 against monsters 2 (the Dire Wolf's melee 2 + black 0 + support 0)") {
		t.Errorf("melee numbers missing from the log")
	}

	s = invGame(t, 2)
	s.Seats[0].MP = 0
	invParty(t, s, 0, "hero_acolyte", "hero_thief")
	invMonsters(t, s, 0, "mon_imp")
	invBegin(t, s)
	invAt(t, s, StCommit)
	invAct(t, s, KCommit, 1)
	invAt(t, s, StMagic)
	if s.Fight.Tm != 1 || s.Fight.Pool != 1 {
		t.Fatalf("Imp: Tm %d, magic %d; want 0 + 1 committed, 1 left for magic", s.Fight.Tm, s.Fight.Pool)
	}
}

// TestA34_MeleeTie: 6 against 6 wounds nobody.
func TestA34_MeleeTie(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	invParty(t, s, 0, "hero_squire", "hero_barbarian")
	invMonsters(t, s, 0, "mon_troll", "mon_imp")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_troll")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_imp")))
	invAct(t, s, KCommit, 0)
	invAct(t, s, KSupport, 0)
	invAt(t, s, StMagic)
	fi := &s.Fight
	if fi.Th != 6 || fi.Tm != 6 || fi.Heroes[0].Wounds != 0 || fi.Monsters[0].Wounds != 0 || fi.Pool != 2 {
		t.Fatalf("%+v", *fi)
	}
}

// TestA35_SupportCapPerRound: VP 2, MP 9 → at most 2 points a round:
// 2 in round 1 and 2 in round 2 (MP 9 → 5 → 1), none in round 3.
func TestA35_SupportCapPerRound(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].VP, s.Seats[0].MP = 2, 9
	invParty(t, s, 0, "hero_champion")
	invMonsters(t, s, 0, "mon_dire_wolf")
	invBegin(t, s)
	for round, mp := range []int16{5, 1} {
		invAt(t, s, StSupport)
		if !legalHas(s, KSupport, 2) || legalHas(s, KSupport, 3) || s.Fight.Round != int8(round+1) {
			t.Fatalf("round %d: %v", s.Fight.Round, invLegal(s))
		}
		invAct(t, s, KSupport, 2)
		if s.Seats[0].MP != mp {
			t.Fatalf("round %d: MP %d, want %d", round+1, s.Seats[0].MP, mp)
		}
	}
	// Round 3: 1 MP buys nothing; the Dire Wolf (3w) falls to 8 against 2.
	invAt(t, s, StPardon)
	if s.Fight.Round != 3 || s.Fight.Tm != 2 || !s.Fight.HeroesWon {
		t.Fatalf("%+v", s.Fight)
	}
}

// TestA36_Healing: Paladin (3w, y3) and Priest (2w, y4) heal 7: both whole.
func TestA36_Healing(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	invParty(t, s, 0, "hero_priest", "hero_paladin")
	invMonsters(t, s, 0, "mon_troll", "mon_wraith")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_troll")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_wraith")))
	invAct(t, s, KCommit, 0)
	invAct(t, s, KSupport, 0) // 7 against 6: the Troll takes 1
	for _, h := range []int{0, 0, 0, 1, 1} {
		invAct(t, s, KWound, h)
	}
	invAt(t, s, StHeal) // the heroes healed before the defender's choice
	if w := invWounds(s.Fight.Heroes); !slices.Equal(w, []int8{0, 0}) || s.Fight.Monsters[0].Wounds != 1 {
		t.Fatalf("heroes %v, Troll %d", w, s.Fight.Monsters[0].Wounds)
	}
	if !invLogHas(s, "the heroes' 7 yellow removes 5 wounds") {
		t.Errorf("healing numbers missing from the log")
	}
}

// TestHealFrontFirst: the heroes' yellow heals the front-most wounded hero
// first, then the next (R30).
func TestHealFrontFirst(t *testing.T) {
	for _, c := range []struct {
		heroes []string
		wounds []int8
		want   []int8
	}{
		{[]string{"hero_paladin", "hero_priest"}, []int8{3, 2}, []int8{0, 0}},   // A36
		{[]string{"hero_champion", "hero_acolyte"}, []int8{3, 1}, []int8{1, 1}}, // 2 yellow: front first
		{[]string{"hero_champion", "hero_acolyte"}, []int8{1, 1}, []int8{0, 0}},
		{[]string{"hero_champion", "hero_squire"}, []int8{2, 2}, []int8{2, 2}}, // no healer
	} {
		s := invGame(t, 2)
		s.Fight.Active = true
		for i, id := range c.heroes {
			s.Fight.Heroes = append(s.Fight.Heroes, Fighter{Card: heroByID(t, id), Wounds: c.wounds[i]})
		}
		s.healHeroes()
		if got := invWounds(s.Fight.Heroes); !slices.Equal(got, c.want) {
			t.Errorf("%v with %v: %v, want %v", c.heroes, c.wounds, got, c.want)
		}
	}
}

// TestA37_Stalemate: a round that ends as it began makes the heroes
// retreat; kill VP counts the earlier kills only.
func TestA37_Stalemate(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	s.Seats[0].VP, s.Seats[0].MP = 3, 0
	invParty(t, s, 0, "hero_champion", "hero_mage")
	invMonsters(t, s, 0, "mon_troll", "mon_hellhound")
	invTraps(t, s, "trap_black_3", "trap_brown_1")
	invBegin(t, s)
	invAct(t, s, KFire, 1) // Null Glyph at the Mage (3w); the Spike Floor finishes it
	invAct(t, s, KFire, 1) // Spike Floor at the Mage
	invAct(t, s, KSend, int(monsterByID(t, "mon_troll")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_hellhound")))
	invAt(t, s, StCommit)
	invAct(t, s, KCommit, 1) // Tm 7 against 8: the Troll takes 1
	invAt(t, s, StHeal)
	invAct(t, s, KHeal, 0)
	champion, mage := heroByID(t, "hero_champion"), heroByID(t, "hero_mage")
	if s.Phase != PhCourt || s.Seats[0].VP != 4 || s.Parties[0].Where != AtCastle {
		t.Fatalf("phase %v VP %d party at %v", s.Phase, s.Seats[0].VP, s.Parties[0].Where)
	}
	if got := s.HeroDeck[len(s.HeroDeck)-2:]; !slices.Equal(got, []int8{champion, mage}) {
		t.Fatalf("the survivor leaves first, then the killed: %v", got)
	}
}

// TestR32_TenRounds: a fight that changes every round ends after round 10
// with the heroes' retreat.
func TestR32_TenRounds(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	s.Seats[0].VP, s.Seats[0].MP = 5, 50
	invParty(t, s, 0, "hero_champion")
	invMonsters(t, s, 0, "mon_troll")
	invBegin(t, s)
	for round := 1; round <= MaxRounds; round++ {
		support := 4 // a tie: the heal takes the Troll from 2 wounds to 1
		switch {
		case round == 1:
			support = 0 // 8 against 6: 2 wounds, healed to 1
		case round%2 == 0:
			support = 1 // 8 against 5+1: 1 wound up to 3, healed to 2
		}
		invAt(t, s, StSupport)
		if s.Fight.Round != int8(round) {
			t.Fatalf("round %d, want %d", s.Fight.Round, round)
		}
		invAct(t, s, KSupport, support)
		invAt(t, s, StHeal)
		invAct(t, s, KHeal, 0)
	}
	if s.Phase != PhCourt || s.Parties[0].Where != AtCastle || s.Seats[0].MP != 50-42 {
		t.Fatalf("phase %v, party at %v, MP %d", s.Phase, s.Parties[0].Where, s.Seats[0].MP)
	}
	if !invLogHas(s, "After 10 rounds the heroes retreat") {
		t.Errorf("no retreat in the log")
	}
}

// TestR63_MagicCappedByLivingCasters: a caster killed in the melee casts
// nothing: u = min(Km − c, black of the monsters still alive).
func TestR63_MagicCappedByLivingCasters(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	s.Seats[0].MP = 0
	invParty(t, s, 0, "hero_champion", "hero_squire")
	invMonsters(t, s, 0, "mon_wraith", "mon_imp")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_wraith")))
	invAct(t, s, KSend, int(monsterByID(t, "mon_imp")))
	invAct(t, s, KCommit, 0) // 8 against 2: the Wraith dies in the melee
	invAt(t, s, StMagic)
	if s.Fight.Km != 7 || s.Fight.Pool != 2 || len(s.Fight.Lost) != 1 {
		t.Fatalf("Km %d magic %d lost %v", s.Fight.Km, s.Fight.Pool, s.Fight.Lost)
	}
}

// TestA14_SupportCapByVP: a defender at 3 VP with 10 MP may buy at most 3
// support points this round, for 6 MP.
func TestA14_SupportCapByVP(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].VP, s.Seats[0].MP = 3, 10
	invParty(t, s, 0, "hero_champion")
	invMonsters(t, s, 0, "mon_dire_wolf")
	invBegin(t, s)
	invAt(t, s, StSupport)
	if !legalHas(s, KSupport, 3) || legalHas(s, KSupport, 4) {
		t.Fatalf("support choices %v, want 0..3", invLegal(s))
	}
	invAct(t, s, KSupport, 3)
	if s.Seats[0].MP != 4 {
		t.Fatalf("MP %d after 3 points, want 4", s.Seats[0].MP)
	}
}
