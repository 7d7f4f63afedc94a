package heromustdie

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Every combat action of whole bot games is shown blow by blow: a trap
// fired becomes a trap step at the hero the action names, a magic wound a
// bolt at its hero, a heal a sparkle on its monster, each card the action
// kills a dying step; and once the steps have landed, the fight shown has
// exactly the cards, wounds, level-ups and traps of the fight after the
// action, so the range volley, the melee clash and the heroes' healing
// put their wounds on the right cards too. Every kind of combat step
// comes up.
func TestCombatStepsFollowTheFight(t *testing.T) {
	seen := map[StepKind]int{}
	checked := 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		checked++
		checkCombatSteps(t, prev, final, e, seen)
	})
	for _, k := range []StepKind{StepTrap, StepVolley, StepClash, StepBolt, StepHeal, StepDie, StepLevel} {
		if seen[k] == 0 {
			t.Errorf("no step of kind %d in %d combat actions", k, checked)
		}
	}
	t.Logf("%d combat actions; steps by kind: %v", checked, seen)
}

func checkCombatSteps(t *testing.T, prev, final *hmd.State, e engine.LogEntry, seen map[StepKind]int) {
	t.Helper()
	q := NewQueue(prev)
	q.Add(e, e.Events, final, 0, func(n int) int { return n })
	kinds := map[StepKind][]*Step{}
	for _, s := range q.Steps {
		kinds[s.Kind] = append(kinds[s.Kind], s)
		seen[s.Kind]++
		if s.Kind.combat() && s.Dur <= 0 {
			t.Errorf("%s: a combat step of kind %d takes no time at normal speed", e.Text, s.Kind)
		}
	}
	fast := NewQueue(prev)
	fast.Add(e, e.Events, final, 0, prefs.Instant.Frames)
	for _, s := range fast.Steps {
		if s.Dur != 0 {
			t.Errorf("%s: a step of kind %d takes %d ticks at instant speed", e.Text, s.Kind, s.Dur)
		}
	}
	k, arg := hmd.Split(e.Action)
	// A decision with a single answer plays itself: the action's own
	// step comes first, others may follow.
	one := func(kind StepKind, hero bool, card int8) {
		t.Helper()
		if got := kinds[kind]; len(got) == 0 || got[0].Fx.Target != card || got[0].Fx.Hero != hero {
			t.Errorf("%s: want a step of kind %d at card %d first, got %d steps", e.Text, kind, card, len(got))
		}
	}
	switch {
	case k == hmd.KFire:
		one(StepTrap, true, prev.Fight.Heroes[arg%8].Card)
		if tr := prev.Floors[prev.Front-1].Traps[arg/8]; kinds[StepTrap][0].Card != int(tr) {
			t.Errorf("%s: the trap step shows trap kind %d, not %d", e.Text, kinds[StepTrap][0].Card, tr)
		}
	case k == hmd.KWound:
		one(StepBolt, true, prev.Fight.Heroes[arg].Card)
	case k == hmd.KHeal && prev.Stage == hmd.StHeal:
		one(StepHeal, false, prev.Fight.Monsters[arg].Card)
	}
	// The cards this action killed.
	var killed []int8
	if final.Fight.Active {
		killed = append(slices.Clone(final.Fight.Killed[len(prev.Fight.Killed):]), final.Fight.Lost[len(prev.Fight.Lost):]...)
	} else {
		for _, ev := range e.Events {
			switch {
			case ev.Zone == "fight_heroes" && !slices.Contains(prev.Fight.Killed, int8(ev.Card)):
				killed = append(killed, int8(ev.Card))
			case ev.Zone == "fight_monsters" && !slices.Contains(prev.Fight.Lost, int8(ev.Card)):
				killed = append(killed, int8(ev.Card))
			}
		}
	}
	var dying []int8
	for _, s := range kinds[StepDie] {
		dying = append(dying, s.Fx.Target)
	}
	slices.Sort(killed)
	slices.Sort(dying)
	if !slices.Equal(killed, dying) {
		t.Errorf("%s: killed %v, dying steps for %v", e.Text, killed, dying)
	}
	if !final.Fight.Active {
		return
	}
	for _, s := range q.Steps {
		if s.Kind == StepChange {
			break
		}
		q.start(s)
		q.land(s)
	}
	got, want := q.Shown.Fight, final.Fight
	if !slices.Equal(got.Heroes, want.Heroes) || !slices.Equal(got.Monsters, want.Monsters) {
		t.Errorf("%s: after the steps the fight shows heroes %v monsters %v; it is heroes %v monsters %v",
			e.Text, got.Heroes, got.Monsters, want.Heroes, want.Monsters)
	}
	if f := final.Front - 1; !slices.Equal(q.Shown.Floors[f].Traps, final.Floors[f].Traps) {
		t.Errorf("%s: traps shown %v, left %v", e.Text, q.Shown.Floors[f].Traps, final.Floors[f].Traps)
	}
	for _, s := range kinds[StepClash] {
		if final.Fight.Round == prev.Fight.Round && (s.Fx.Th != int(want.Th) || s.Fx.Tm != int(want.Tm)) {
			t.Errorf("%s: the clash shows %d vs %d, the melee was %d vs %d", e.Text, s.Fx.Th, s.Fx.Tm, want.Th, want.Tm)
		}
		if final.Fight.Round == prev.Fight.Round && (s.Fx.C != int(want.C) || s.Fx.S != int(want.S)) {
			t.Errorf("%s: the clash shows black %d and support %d, the melee had %d and %d", e.Text, s.Fx.C, s.Fx.S, want.C, want.S)
		}
	}
}

// At normal speed a combat plays blow by blow on the overlay: every kind
// of combat step is drawn under way (screenshots fight-<kind> in
// $HMD_SHOTS), the bots wait for each, and a click skips what is left.
// At instant speed the same steps take no time.
func TestCombatAnimatesAtNormalSpeed(t *testing.T) {
	want := []StepKind{StepTrap, StepVolley, StepClash, StepBolt, StepHeal, StepDie, StepLevel}
	names := map[StepKind]string{StepTrap: "trap", StepVolley: "volley", StepClash: "clash", StepBolt: "bolt", StepHeal: "heal", StepDie: "die", StepLevel: "levelup"}
	shown, shots := map[StepKind]bool{}, map[string]bool{}
	skipped := false
	for seed := uint64(1); seed <= 8 && len(shown) < len(want); seed++ {
		s := newSession(t, "greedy,greedy,greedy,greedy", seed)
		for len(shown) < len(want) && scenetest.ReachWith(t, s, 3000, 256, nil, func(st *hmd.State) bool { return st.Fight.Active }) {
			table := New(s)
			h := scenetest.NewHost(t, table, prefs.Normal)
			var pace scenetest.Pacing // the bots wait for each step, and the log
			for range 6000 {
				pace.Frame(t, h, table)
				for _, st := range table.q.Active() {
					k := st.Kind
					if !k.combat() {
						continue
					}
					// Mid-way, and near the end as the wounds drop.
					for i, at := range []float64{0.5, 0.85} {
						name := fmt.Sprintf("fight-%s-%d", names[k], i+1)
						if !shots[name] && stepAt(h.Tick, st) >= at && stepAt(h.Tick, st) < at+0.1 {
							shots[name], shown[k] = true, true
							if c := h.Shot(t, shotDir, name); c < 300 {
								t.Errorf("the %s screenshot has only %d colours", name, c)
							}
						}
					}
				}
				if !skipped && len(shown) >= 3 && len(table.q.Active()) > 0 && table.q.Active()[0].Kind.combat() {
					skipped = true
					h.Click(t, layout.Point{X: 640, Y: 300})
					if table.q.Busy() || table.q.Shown != table.q.Final {
						t.Error("a click did not skip the combat's animation")
					}
				}
				// The fight is over once the table has shown its last move
				// too (it takes a move up at the next tick).
				if !s.Match.State.(*hmd.State).Fight.Active && scenetest.CaughtUp(&table.Core) || s.Over() {
					break
				}
			}
		}
	}
	for _, k := range want {
		if !shown[k] {
			t.Errorf("no %s step was drawn", names[k])
		}
	}
	if !skipped {
		t.Error("no combat step was skipped by a click")
	}
}

// A log entry with no events (a bot's "stops building") shows no combat
// result: the overlay does not flash up, empty, in the Action phase.
func TestAnEntryWithoutEventsEndsNoCombat(t *testing.T) {
	s := newSession(t, "greedy,greedy", 1)
	st := s.Match.State.(*hmd.State)
	q := NewQueue(st)
	q.Add(engine.LogEntry{Player: 0}, nil, st, 0, func(n int) int { return n })
	for _, step := range q.Steps {
		if step.Kind == StepResult {
			t.Fatal("an entry without events made a combat result step")
		}
	}
}

// A monster killed while a combat action is shown leaves the defender's
// "not sent" row as its dying step lands (it was drawn there, among the
// monsters never sent, until the board took the new position), and the
// defender's monsters shown are then those he still owns.
func TestAKilledMonsterLeavesTheNotSentRow(t *testing.T) {
	table := &Table{}
	died := 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		q := NewQueue(prev)
		q.Add(e, e.Events, final, 0, func(n int) int { return n })
		for _, step := range q.Steps {
			if step.Kind == StepChange {
				break
			}
			q.start(step)
			q.land(step)
			if step.Kind == StepDie && !step.Fx.Hero {
				died++
				if slices.Contains(table.reserve(q.Shown), step.Fx.Target) {
					t.Fatalf("%s: the killed %s is still in the not-sent row", e.Text, hmd.Monsters[step.Fx.Target].Name)
				}
			}
		}
		if final.Fight.Active {
			d := final.Defender()
			if !slices.Equal(q.Shown.Seats[d].Monsters, final.Seats[d].Monsters) {
				t.Errorf("%s: the defender's monsters shown %v, owned %v", e.Text, q.Shown.Seats[d].Monsters, final.Seats[d].Monsters)
			}
		}
	})
	if died == 0 {
		t.Fatal("no monster died in 8 games")
	}
	t.Logf("%d monsters died", died)
}

// eachFightAction plays eight games of greedy bots and calls see with
// each action taken during a fight: the state before it, after it, and
// its log entry.
func eachFightAction(t *testing.T, see func(prev, final *hmd.State, e engine.LogEntry)) {
	t.Helper()
	for seed := uint64(1); seed <= 8; seed++ {
		s := newSession(t, "greedy,greedy,greedy,greedy", seed)
		for !s.Over() {
			prev := s.Match.State.Clone().(*hmd.State)
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			if prev.Fight.Active {
				see(prev, s.Match.State.(*hmd.State), s.Match.Log[len(s.Match.Log)-1])
			}
		}
	}
}

// The overlay's round and step chips follow the fight step being shown, in
// step with the log (pt12 #2: "Round 1 of 10" while the log said "Round
// 2: …", and "Defenders" while the Range step was in the log): once a
// round's sentence shows, the round chip names it; once a range, melee,
// magic or heal sentence shows, the step chip names that step, and a card
// dying after it leaves the chips as they were.
func TestFightChipsFollowTheLog(t *testing.T) {
	want := map[int]string{hmd.CodeRange: "Range", hmd.CodeMelee: "Melee", hmd.CodeMagic: "Magic",
		hmd.CodeHeal: "Healing", hmd.CodeHeroesHeal: "Healing", hmd.CodeSend: "Defenders"}
	rounds, checked := 0, 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		q := NewQueue(prev)
		q.Add(e, e.Events, final, 0, func(n int) int { return n })
		round, step := q.fightChips(q.Shown)
		for _, s := range q.Steps {
			if s.Kind == StepChange {
				break
			}
			q.start(s)
			r, k := q.fightChips(q.Shown)
			switch {
			case s.Ev.Kind == engine.EvGame && s.Ev.Code == hmd.CodeRound:
				rounds++
				if r != s.Ev.Arg(0) {
					t.Errorf("%s: round %d begins, the chip says round %d", e.Text, s.Ev.Arg(0), r)
				}
			case r != round:
				t.Errorf("%s: a step of kind %d moved the round chip from %d to %d", e.Text, s.Kind, round, r)
			}
			if name, ok := want[s.Ev.Code]; ok && s.Ev.Kind == engine.EvGame {
				checked++
				if k < 0 || stepNames[k] != name {
					t.Errorf("%s: the log tells of the %s step, the chip is on %d", e.Text, name, k)
				}
			}
			if s.Kind == StepDie && k != step {
				t.Errorf("%s: a card dying moved the step chip from %d to %d", e.Text, step, k)
			}
			round, step = r, k
			q.land(s)
		}
	})
	t.Logf("%d rounds, %d step sentences", rounds, checked)
	if rounds == 0 || checked == 0 {
		t.Fatalf("no round (%d) or step sentence (%d) seen", rounds, checked)
	}
}

// The melee's numbers pop in from small: their labels, "heroes' melee"
// and "monsters' melee", never lie over each other on the way (pt31 #7:
// at 1024×576 they were printed one over the other).
func TestMeleeLabelsStandApartAsTheyPopIn(t *testing.T) {
	table, _ := scriptedAt(t, func(st *hmd.State) bool {
		return st.Fight.Active && len(st.Fight.Heroes) > 0 && len(st.Fight.Monsters) > 0
	})
	st := table.state()
	img := ebiten.NewImage(layout.Width, layout.Height)
	c := ui.NewCanvas(img, 1)
	step := &Step{}
	step.Fx.Th, step.Fx.Tm = 12, 11
	seen := 0
	for k := 0.0; k <= 1; k += 0.01 {
		var labels []layout.Rect
		stop := ui.AuditText(nil, func(d ui.Drawn) {
			if d.Text == blowLabels[0] || d.Text == blowLabels[1] {
				labels = append(labels, d.Ink)
			}
		})
		table.drawClashStep(c, st, step, k)
		stop()
		if len(labels) == 2 {
			seen++
			if !labels[0].Inset(-3).Intersect(labels[1]).Empty() {
				t.Errorf("at %.2f of the clash the labels meet: %v and %v", k, labels[0], labels[1])
			}
		}
	}
	if seen == 0 {
		t.Error("the melee's labels were never drawn")
	}
}

// A trap fired at a hero lands on the card's lower half: from when its
// wounds drop, it lies clear of the card's top row, where they drop and
// its HP shows (pt31 #7: the landed trap covered the Priest's heart).
func TestAFiredTrapLandsClearOfTheHearts(t *testing.T) {
	for i := range 3 {
		for h := range 3 {
			from, to := FightTrap(i), FightHero(h)
			for k := 0.6; k <= 1; k += 0.01 {
				if r := trapFireRect(from, to, k); !r.Intersect(heartRow(to)).Empty() || !to.Contains(r.Center()) {
					t.Fatalf("trap %d at hero %d, at %.2f of the step: drawn at %v, the card %v, its top row %v", i, h, k, r, to, heartRow(to))
				}
			}
		}
	}
}

// A dying monster's card slides off without crossing the clash panel,
// whose numbers lie over its pool and deck (pt31 #7: a faded card image
// crossed the panel).
func TestADyingMonsterKeepsOffTheClashPanel(t *testing.T) {
	for i := range 4 {
		r := FightMonster(i)
		for u := 0.0; u <= 1; u += 0.02 {
			if d := dyingRect(r, dyingDest(false, r), false, u); !d.Intersect(FightClash).Empty() {
				t.Fatalf("monster %d's card at %.2f of its slide: %v, over the clash panel %v", i, u, d, FightClash)
			}
		}
	}
}

// The front monster's card is drawn over the others, as it lunges across
// them in a clash (pt31 #7: the front Skeleton Archer slid under the
// Kobold, its "HP lost" hidden).
func TestTheFrontMonsterIsDrawnOnTop(t *testing.T) {
	table, _ := scriptedAt(t, func(st *hmd.State) bool { return st.Fight.Active && len(st.Fight.Monsters) >= 2 })
	st := table.state()
	var drawn []int
	table.record = func(kind string, card int) {
		if kind == "fighter" {
			drawn = append(drawn, card)
		}
	}
	img := ebiten.NewImage(layout.Width, layout.Height)
	table.drawFight(ui.NewCanvas(img, 1), st)
	if len(drawn) != len(st.Fight.Monsters) || drawn[len(drawn)-1] != int(st.Fight.Monsters[0].Card) {
		t.Errorf("the monsters were drawn in the order %v; the front one is %d", drawn, st.Fight.Monsters[0].Card)
	}
}
