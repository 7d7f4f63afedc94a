package dieinthedungeon

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// jargon are words a newcomer does not know, which no tooltip, button or
// prompt of the table may show: name markers, grid pairs, tile codes,
// compass letters, window letters, level tags, ids, "Ada's The …".
var jargon = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a name marker", regexp.MustCompile(`\{P\d\}`)},
	{"a grid pair", regexp.MustCompile(`\(\d+,\d+\)`)},
	{"a tile code", regexp.MustCompile(`\b[DCSTQE]\d\b`)},
	{"compass letters", regexp.MustCompile(`\bexits [NESW]+\b`)},
	{"a window letter", regexp.MustCompile(`\bwindow [TRX]\b`)},
	{"a level tag", regexp.MustCompile(`\bL[1-5]\b`)},
	{"an id", regexp.MustCompile(`\b[a-z]+_[a-z_]+\b`)},
	{"a creature's name after 's", regexp.MustCompile(`'s The `)},
	{"a ruling's number", regexp.MustCompile(`\(R\d+\)`)},
}

func sayJargon(s string) string {
	for _, j := range jargon {
		if m := j.re.FindString(s); m != "" {
			return j.what + " (" + m + ")"
		}
	}
	return ""
}

// Finding 1 and 14 of issue 14: every tooltip on the table (tiles, cards,
// tokens, slots, heroes, the prompt's buttons), the prompt's words and the
// log say
// things in words a player knows — no unresolved name markers ("{P1} goes
// on"), no "(1,2)", "S2", "exits EW", "window R", "Cleric L1" or "Ada's
// The Deyeroller" — at every decision of whole games.
func TestWordsAPlayerKnows(t *testing.T) {
	for _, g := range []struct {
		seats string
		seed  uint64
		opts  string
	}{
		{"human", 3, "map=map1,creature=deyeroller"},
		{"human", 6, "map=map3,creature=dierake"},
		{"human,greedy", 2, "creature=tombstones,creature2=troll"},
	} {
		t.Run(g.opts, func(t *testing.T) {
			s, table, h := newTable(t, g.seats, g.seed, g.opts, prefs.Instant)
			greedy := scenetest.Greedy(g.seed)
			seen := map[string]bool{}
			check := func(where, words string) {
				t.Helper()
				if j := sayJargon(words); j != "" && !seen[where+j] {
					seen[where+j] = true
					t.Errorf("%s says %s: %q", where, j, words)
				}
			}
			decisions := 0
			for i := 0; i < 3000 && !s.Over() && decisions < 150; i++ {
				if h.Scene != table {
					h.Scene = table // past the pass screen
					s.Pass()
				}
				h.Idle(t, 1)
				for _, sp := range table.Spots.Order {
					check("a spot's tooltip", sp.Hint)
				}
				if !table.Mine() {
					continue
				}
				decisions++
				for _, b := range table.buttons {
					check("button "+b.Label, b.Label)
					check("button "+b.Label+"'s tooltip", b.Tooltip)
				}
				a := table.asking()
				check("the prompt", a.What+" "+a.Detail)
				table.Play(greedy(s.Match.State))
			}
			if decisions < 20 {
				t.Errorf("only %d decisions seen", decisions)
			}
			for _, l := range table.ShownLog() {
				check("the log", l.Text)
			}
		})
	}
}

// The prompt names an ally (the Kobold, the Diesplacer Beast) only when
// the creature has it: playing the Deyeroller without the Kobold, no
// prompt mentions the Kobold.
func TestPromptNamesOnlyTheAlliesHeld(t *testing.T) {
	for _, seed := range []uint64{3, 5, 8} {
		s, table, h := newTable(t, "human", seed, "map=map2,creature=deyeroller", prefs.Instant)
		greedy := scenetest.Greedy(seed)
		for i := 0; i < 2000 && !s.Over(); i++ {
			h.Idle(t, 1)
			if !table.Mine() {
				continue
			}
			st := table.state()
			mo := &st.Mons[st.Turn]
			words := table.asking().Detail
			for _, ally := range []struct {
				name string
				tok  dd.Token
			}{{"Kobold", dd.TokKobold}, {"Diesplacer", dd.TokDiesplacer}} {
				if mo.Held[ally.tok] == 0 && strings.Contains(words, ally.name) {
					t.Fatalf("seed %d: the prompt names the %s, which the creature does not have: %q", seed, ally.name, words)
				}
			}
			table.Play(greedy(s.Match.State))
		}
	}
}

// Evil Eye (spec §2.3, dey_evil_eye: "pick Might, Agility or Magic"):
// the engine asks only when the heroes attack with two types or more this
// round; with one, the pick is that type. The table says so before (the
// button's tooltip) and after (the log line).
func TestEvilEyeSaysWhyItAskedNothing(t *testing.T) {
	st := &dd.State{Players: 1, Mons: []dd.Monster{{}}}
	st.Combat.On, st.Combat.Round = true, 1
	wizard := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Wizard, Level: 1}}
	cleric := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Cleric, Level: 1}}
	fighter := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Fighter, Level: 1}}
	st.Combat.Party = dd.Party{wizard, cleric}
	if w := evilEyeNow(st); !strings.Contains(w, "Magic only") || !strings.Contains(w, "nothing else to pick") {
		t.Errorf("one attack type: Evil Eye's tooltip says %q", w)
	}
	st.Combat.Party = dd.Party{wizard, fighter}
	if w := evilEyeNow(st); !strings.Contains(w, "Might and Magic") || !strings.Contains(w, "you will pick") {
		t.Errorf("two attack types: Evil Eye's tooltip says %q", w)
	}
	say := func(ev engine.Event) string { return "Evil Eye: no Magic attacks this round." }
	eye := engine.Event{Kind: engine.EvGame, Code: dd.TellEvilEye, Args: []int{int(dd.Magic)}}
	alone := LogLines([]engine.LogEntry{{Action: dd.Act(dd.KAbility, 0), Text: "Ada uses Evil Eye", Events: []engine.Event{eye}}}, []string{"Ada"}, say)
	if last := alone[len(alone)-1].Text; !strings.Contains(last, "nothing to pick") {
		t.Errorf("Evil Eye with one type says %q", last)
	}
	picked := LogLines([]engine.LogEntry{{Action: dd.Act(dd.KStat, int(dd.Magic)), Text: "Ada stops the Magic attacks", Events: []engine.Event{eye}}}, []string{"Ada"}, say)
	for _, ln := range picked {
		if strings.Contains(ln.Text, "nothing to pick") {
			t.Errorf("a picked Evil Eye says %q", ln.Text)
		}
	}
}

// Finding 8 of issue 14: the board's ability boxes say each ability in
// 12 px words that fit the box whole (no "…"); the tooltip has the rest.
func TestAbilityBoxesReadable(t *testing.T) {
	if abilityText.Size < 12 {
		t.Fatalf("ability text is %v px", abilityText.Size)
	}
	in := BoardAbility[0].InsetXY(7, 4)
	for _, cr := range dd.Creatures {
		for _, ab := range cr.Abilities {
			gist, ok := abilityGists[ab.ID]
			if !ok {
				t.Errorf("%s has no gist", ab.ID)
				continue
			}
			lines := ui.Wrap(gist, abilityText, in.W)
			if len(lines) > abilityMaxLines {
				t.Errorf("%s's gist takes %d lines: %q", ab.Name, len(lines), lines)
			}
			if 22+float64(len(lines)-1)*abilityLineH+abilityText.Size/2 > in.H {
				t.Errorf("%s's gist runs out of its box", ab.Name)
			}
			if strings.Contains(gist, "…") {
				t.Errorf("%s's gist is cut", ab.Name)
			}
		}
	}
}

// Every chip the dice tray's "In force" column may show fits it whole,
// in 12 px words: every effect at once, each tile effect in turn.
func TestEffectChipsFit(t *testing.T) {
	st := &dd.State{Players: 1, Mons: []dd.Monster{{}}}
	cb := &st.Combat
	cb.On, cb.Diesplaced, cb.Unblinking, cb.Loaded = true, true, true, true
	cb.Fx = dd.RoundFx{NoAttack: [dd.NumStats]bool{true, true, true}, Twist: 1, Shield: true, ThickHide: true,
		Brute: true, Grave: true, Rage: true, Storm: true, Wall: true}
	for k := dd.EffectKind(1); k < dd.NumEffectKinds; k++ {
		cb.Effect = k
		for _, e := range Effects(st) {
			if w := chipW(e.text); w > TrayFx.W-14 {
				t.Errorf("the chip %q is %v px wide, more than the column's %v", e.text, w, TrayFx.W-14)
			}
			if sayJargon(e.text) != "" {
				t.Errorf("the chip %q says %s", e.text, sayJargon(e.text))
			}
		}
	}
}

// An ability card's tooltip (and so its zoom) says what each window
// letter on its foot means; a board ability, which shows no letters, and
// the creature's tooltip name none.
func TestWindowLettersAreSaid(t *testing.T) {
	for p, cr := range dd.Creatures {
		for _, c := range cr.Cards {
			tip := CardTip(c, false)
			for _, l := range strings.Split(c.Windows.String(), "/") {
				if !strings.Contains(tip, " ("+l+" on the card)") {
					t.Errorf("%s's tooltip does not say what its %s means:\n%s", c.Name, l, tip)
				}
			}
		}
		for _, a := range cr.Abilities {
			if tip := AbilityTip(a, false); strings.Contains(tip, "on the card") {
				t.Errorf("the board ability %s speaks of a card: %s", a.Name, tip)
			}
		}
		st, err := dd.New(1, 1, engine.Options{}.With(dd.OptCreature, cr.ID))
		if err != nil {
			t.Fatal(err)
		}
		if tip := creatureTip(st, 0, nil); strings.Contains(tip, "on the card") {
			t.Errorf("creature %d's tooltip speaks of a card: %s", p, tip)
		}
	}
}

// Counts read as words do, one or many, never "look(s)".
func TestCountsSayOneOrMany(t *testing.T) {
	one, two := dd.XP{Earned: 1, Pips: [dd.DieNamicDice]int{1}}, dd.XP{Earned: 2, Pips: [dd.DieNamicDice]int{1, 1}}
	for _, c := range []struct{ got, want string }{
		{TrackTip(one), "1 die earned, 1 pip left"},
		{TrackTip(two), "2 dice earned, 2 pips left"},
		{stageWords(&dd.State{Stage: dd.StFarSight, Peeks: 1}, "your"), "Far Sight: 1 look left"},
		{stageWords(&dd.State{Stage: dd.StFarSight, Peeks: 2}, "your"), "Far Sight: 2 looks left"},
	} {
		if !strings.Contains(c.got, c.want) || strings.Contains(c.got, "(s)") {
			t.Errorf("%q does not say %q", c.got, c.want)
		}
	}
}

// A button says what its click does, not only what the log will say after
// it: "Roll the check" names the die and the number the check needs, a
// DieMinion rolled onto a roll says it adds to it and goes back to the
// supply, and a stat token offered beside a roll says it turns the die,
// not the roll. Checked at every decision of whole games.
func TestButtonsSayWhatTheyDo(t *testing.T) {
	seen := map[dd.Kind]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		s := newSession(t, "human", seed, "map=map1")
		greedy := scenetest.Greedy(seed)
		for step := 0; step < 400 && !s.Over(); step++ {
			st := s.Match.State.(*dd.State)
			for _, c := range Commands(st, s.Legal(), s.Names()) {
				said := engine.Names(st.ActionString(c.Action), s.Names())
				var want []string
				switch {
				case c.Kind == dd.KRoll:
					want = []string{st.Mons[st.Turn].Board[dd.StatSlot(st.Roll.Stat)].Type.String(), fmt.Sprint(st.Roll.Target)}
				case c.Kind == dd.KMinion && st.Stage == dd.StBoost:
					want = []string{"to this roll", "supply"}
				case c.Kind == dd.KToken && st.Stage == dd.StBoost && statDie(dd.Token(c.Arg).Info().Slot):
					want = []string{"nothing to this roll"}
					if info := dd.Token(c.Arg).Info(); c.Label == fmt.Sprintf("+%d %s", info.Amount, info.Slot.Name()) {
						t.Errorf("the token's button %q reads as a bonus to the roll", c.Label)
					}
				default:
					continue
				}
				seen[c.Kind]++
				if c.Tip == said {
					t.Fatalf("%q's tooltip only says what the log will: %q", c.Label, c.Tip)
				}
				for _, w := range want {
					if !strings.Contains(c.Tip, w) {
						t.Fatalf("%q's tooltip %q does not say %q", c.Label, c.Tip, w)
					}
				}
			}
			if err := s.Play(greedy(st)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []dd.Kind{dd.KRoll, dd.KMinion, dd.KToken} {
		if seen[k] == 0 {
			t.Errorf("no button of kind %d was checked (%v)", k, seen)
		}
	}
}

// In the Duel the prompt names whose attack it is: a bot's is not "your".
func TestTheDuelsPromptSaysWhoseAttack(t *testing.T) {
	s, table, h := newTable(t, "human,greedy", 2, "creature=tombstones,creature2=troll", prefs.Instant)
	greedy := scenetest.Greedy(2)
	for i := 0; i < 4000 && !s.Over(); i++ {
		h.Idle(t, 1)
		st := table.state()
		if !table.Busy() && st.Turn != table.Viewer && (st.Stage == dd.StAttackStat || st.Stage == dd.StBoost && st.Roll.Kind == dd.RollAttack) {
			a := table.asking()
			if strings.Contains(a.What, "your") || !strings.Contains(a.What, s.Name(st.Turn)) {
				t.Fatalf("at %s's attack the prompt says %q", s.Name(st.Turn), a.What)
			}
			return
		}
		if table.Mine() {
			table.Play(greedy(s.Match.State))
		}
	}
	t.Fatal("no attack of the bot's came up")
}

// In the Duel the tray names whose roll it shows from the roll's event:
// after Bram's turn, his last roll is "Bram's", not "Your" (the play-test
// read "Last roll: Your Magic attack …" for the bot's).
func TestTheDuelsTraySaysWhoseRoll(t *testing.T) {
	s, table, h := newTable(t, "human,greedy", 2, "creature=tombstones,creature2=troll", prefs.Instant)
	greedy := scenetest.Greedy(2)
	bots := 0
	for i := 0; i < 6000 && !s.Over() && bots < 1; i++ {
		h.Idle(t, 1)
		if !table.Mine() {
			continue
		}
		st := table.state()
		if st.Roll.Kind == dd.RollAttack && table.rolled && table.roller != table.Viewer {
			title, current := table.trayTitle(st)
			bot := s.Name(table.roller)
			if current || strings.Contains(title, "Your") || !strings.Contains(title, bot+"'s") {
				t.Fatalf("at the viewer's turn after %s's attack, the tray says %q", bot, title)
			}
			bots++
		}
		table.Play(greedy(s.Match.State))
	}
	if bots == 0 {
		t.Fatal("no attack of the bot's was the tray's last roll at the viewer's turn")
	}
}

// Before a creature's dice are placed, the Duel's top bar shows "—" for
// its Time and Health, not 0 beside the other's 20 and 8 (a newcomer read
// the 0s as a creature dead before the game began).
func TestTheDuelsTopBarWaitsForTheDice(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		s, table, h := newTable(t, "human,greedy", seed, "", prefs.Instant)
		h.Idle(t, 3)
		st := table.q.Shown
		if st.Stage != dd.StLayout {
			t.Fatalf("seed %d: the Duel begins at stage %v, not placing the dice", seed, st.Stage)
		}
		unplaced := 0
		for p := range st.Mons {
			mo := &st.Mons[p]
			for _, sl := range []dd.Slot{dd.SlotTime, dd.SlotHealth} {
				got := TopValue(mo, sl)
				switch {
				case mo.Layout < 0 && got != "—":
					t.Errorf("seed %d: %s has not placed its dice, and the top bar shows %s %q", seed, s.Name(engine.Player(p)), sl.Name(), got)
				case mo.Layout >= 0 && got != fmt.Sprint(mo.Board[sl].Value):
					t.Errorf("seed %d: %s's %s is %d, and the top bar shows %q", seed, s.Name(engine.Player(p)), sl.Name(), mo.Board[sl].Value, got)
				}
			}
			if mo.Layout < 0 {
				unplaced++
			}
		}
		if unplaced == 0 {
			t.Errorf("seed %d: every creature's dice are placed at the start", seed)
		}
	}
}

// While the moves are shown, too, the tray's last roll is named for the
// creature whose attack the log last told (the play-test's tray said
// "Bram's Might attack" for Ada's, as Bram's turn was being shown).
func TestTheDuelsTraySaysWhoseRollAsItIsShown(t *testing.T) {
	s, table, h := newTable(t, "human,greedy", 2, "creature=tombstones,creature2=troll", prefs.Normal)
	greedy := scenetest.Greedy(2)
	checked := map[bool]int{} // by busy
	watchLog(t, s, table, h, 3000, func(frame int, shown []Line) {
		defer func() {
			if table.Mine() {
				table.Play(greedy(s.Match.State))
			}
		}()
		st := table.q.Shown
		if table.q.Roll != nil || !table.rolled || st.Roll.Kind != dd.RollAttack {
			return
		}
		title, current := table.trayTitle(st)
		if current {
			return
		}
		attacker := engine.NoPlayer // of the last attack the log shows
		for _, l := range shown {
			if ev, ok := lineEvent(s.Match.Log, l); ok && ev.Code == dd.TellAttack {
				attacker = ev.Player
			}
		}
		if attacker < 0 {
			return
		}
		want := s.Name(attacker) + "'s"
		if attacker == table.Viewer {
			want = "Your"
		}
		if !strings.Contains(title, want) {
			t.Fatalf("frame %d: the log last told %s's attack, and the tray says %q", frame, s.Name(attacker), title)
		}
		checked[table.q.Busy()]++
	})
	if checked[true] < 30 || checked[false] < 30 {
		t.Errorf("checked %d frames while moves were shown, %d at rest: the game showed too little", checked[true], checked[false])
	}
}
