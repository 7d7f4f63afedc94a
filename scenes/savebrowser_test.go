package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The save-name dialog of the play-test: the suggested name is selected so
// that typing replaces it; Ctrl+A selects it all again; the Save button's
// tooltip under the dialog does not show through.
func TestSaveDialogReplacesTheSuggestedName(t *testing.T) {
	h := newHost(t)
	s := newSession(t, "tictactoe", "human,bot", h.store)
	menu := NewMenu(NewGenericTable(s), s)
	h.scene = menu
	save := layout.Point{X: layout.Width / 2, Y: menuPanel.Y + 96 + 56 + 20}
	for range ui.TipDelay + 2 { // rest on "Save game" until its tooltip shows
		h.frame(t, ui.Frame{Mouse: save})
	}
	if menu.group.Hovered() == nil {
		t.Fatal("the pointer is not over Save game")
	}
	h.click(t, save)
	if menu.dialog == nil {
		t.Fatal("Save game opened no dialog")
	}
	h.frame(t, ui.Frame{Mouse: save})
	if g := menu.group.Hovered(); g != nil {
		t.Errorf("under the dialog the menu still hovers %v: its tooltip shows through", g)
	}
	field := menu.dialog.Field
	if from, to := field.Selection(); from != 0 || to != len([]rune(field.Text)) || field.Text == "" {
		t.Fatalf("the suggested name %q is not selected: [%d,%d)", field.Text, from, to)
	}
	h.frame(t, ui.Frame{Mouse: save, Chars: []rune("Mine")})
	if field.Text != "Mine" {
		t.Fatalf("typing over the suggestion gave %q", field.Text)
	}
	h.frame(t, ui.Frame{Mouse: save, Keys: []ebiten.Key{ebiten.KeyA}, Ctrl: true})
	h.frame(t, ui.Frame{Mouse: save, Chars: []rune("Ours")})
	h.key(t, ebiten.KeyEnd, false)
	h.frame(t, ui.Frame{Mouse: save, Chars: []rune(" too")})
	if field.Text != "Ours too" {
		t.Fatalf("Ctrl+A, typing, End, typing gave %q", field.Text)
	}
	h.key(t, ebiten.KeyEnter, false)
	if menu.dialog != nil {
		t.Fatalf("Enter did not save: %s", menu.dialog.Error)
	}
	if _, err := saves.Load(h.store, "Ours too"); err != nil {
		t.Errorf("the named save does not load: %v", err)
	}
}

// The save browser shows each save's table (a thumbnail drawn from the
// saved match) and each seat's score from the game's engine.Scorer.
func TestSaveBrowserShowsThumbnailsAndScores(t *testing.T) {
	h := newHost(t)
	s := newSession(t, hh.GameID, "greedy,greedy,greedy", h.store)
	for i := range 40 {
		if !s.BotTurn() {
			t.Fatalf("move %d: no bot to act (over %v, current %d)", i, s.Over(), s.Current())
		}
		s.Think(100)
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SaveAs(h.store, "Midgame"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	b := NewSaveBrowser(NewTitle(h))
	h.scene = b
	h.idle(t, 2*len(b.rows)+6)
	if len(b.rows) != 2 {
		t.Fatalf("listed %d saves, want the autosave and Midgame", len(b.rows))
	}
	for _, r := range b.rows {
		if r.thumb == nil {
			t.Errorf("%s has no thumbnail", r.entry.Name)
			continue
		}
		if w, hgt := r.thumb.Bounds().Dx(), r.thumb.Bounds().Dy(); w != thumbW || hgt != thumbH {
			t.Errorf("%s's thumbnail is %dx%d", r.entry.Name, w, hgt)
		}
		scores, _ := seatScores(r.match)
		st := r.match.State.(*hh.State)
		for p, seat := range st.Seats {
			want := fmt.Sprintf("%d points", seat.Score)
			if seat.Score == 1 {
				want = "1 point"
			}
			if p >= len(scores) || scores[p] != want {
				t.Errorf("%s: seat %d's score reads %v, the state holds %d", r.entry.Name, p, scores, seat.Score)
			}
		}
	}
	if r := b.rows[0]; r.match.Moves() == 0 || r.match.State.IsTerminal() {
		t.Fatalf("the save is not mid-game")
	}
}

// A finished game marks its winners from Returns.
func TestSeatScoresMarkTheWinners(t *testing.T) {
	s := newSession(t, hh.GameID, "random,random", nil)
	for !s.Over() {
		s.Think(10)
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
	}
	_, won := seatScores(s.Match)
	want := s.Match.State.Returns()
	if len(won) != len(want) {
		t.Fatalf("won %v for returns %v", won, want)
	}
	for p := range want {
		if won[p] != (want[p] >= 1) {
			t.Errorf("seat %d: won %v, returns %v", p, won[p], want[p])
		}
	}
	var _ engine.Scorer = s.Match.State.(*hh.State)
}

// The preview's title fits its panel for every game's autosave, in a
// smaller style when Large is too wide (play-test 23 #13: "DIE in the
// Dungeon! — aut…").
func TestSavePreviewTitleFits(t *testing.T) {
	w := savesInfo.W - 32
	shrunk := 0
	titles := []string{"DIE in the Dungeon! — autosave"} // the play-test's
	for _, info := range engine.Games() {
		titles = append(titles, SaveLabelLong(saves.Entry{Name: saves.AutosaveName(info.ID), Game: info.ID, Auto: true}))
	}
	for _, title := range titles {
		st := infoTitleStyle(title, w)
		if got := ui.Measure(title, st); got > w {
			t.Errorf("%q is %.0f px wide in a %.0f px preview", title, got, w)
		}
		if st != ui.Large {
			shrunk++
		}
	}
	if shrunk == 0 {
		t.Fatal("every title fits at Large: the test tried no long one")
	}
}
