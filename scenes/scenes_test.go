package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
)

// The browser smoke test clicks these places (assets-api.md): the title's
// Settings button, the speed buttons and Back of the settings scene.
func TestBrowserHookPlaces(t *testing.T) {
	h := newHost(t)
	title := NewTitle(h)
	if b := title.SettingsButton(); b.Label != "Settings" || b.Rect != layout.Centered(1160, 670, 180, 44) {
		t.Errorf("title Settings button %q at %v", b.Label, b.Rect)
	}
	h.scene = title
	h.click(t, layout.Point{X: 1160, Y: 670})
	if h.name() != "settings" {
		t.Fatalf("a click at (1160,670) on the title opened %q, want settings", h.name())
	}
	settings := h.scene.(*Settings)
	speed, back := settings.Buttons()
	for i, want := range []struct {
		label  string
		cx, cy float64
		speed  prefs.Speed
	}{{"Slow", 560, 220, prefs.Slow}, {"Normal", 700, 220, prefs.Normal}, {"Fast", 840, 220, prefs.Fast}, {"Instant", 980, 220, prefs.Instant}} {
		c := speed[i].Rect.Center()
		if speed[i].Label != want.label || c.X != want.cx || c.Y != want.cy {
			t.Errorf("speed button %d: %q centred at %v", i, speed[i].Label, c)
		}
	}
	h.click(t, layout.Point{X: 840, Y: 220})
	if h.settings.Anim != prefs.Fast || len(h.stored) != 1 {
		t.Errorf("a click on Fast: settings %+v, stored %d times", h.settings, len(h.stored))
	}
	h.idle(t, 1)
	if !speed[2].Selected || speed[1].Selected {
		t.Error("the chosen speed is not shown as selected")
	}
	if c := back.Rect.Center(); back.Label != "Back" || c.X != 120 || c.Y != 670 {
		t.Errorf("Back %q centred at %v", back.Label, c)
	}
	h.click(t, layout.Point{X: 120, Y: 670})
	if h.scene != title {
		t.Errorf("Back went to %q, not the title", h.name())
	}
}

// A game opens from its tile once it has landed: its engine registered,
// and not hidden (a game whose table has not landed opens only with -dev).
func TestTitleTilesOpenOnlyAvailableGames(t *testing.T) {
	for _, dev := range []bool{false, true} {
		titleTilesOpen(t, dev)
	}
}

func titleTilesOpen(t *testing.T, dev bool) {
	h := newHost(t)
	h.dev = dev
	title := NewTitle(h)
	h.scene = title
	for i, g := range Catalogue {
		h.scene = title
		h.click(t, layout.TitleTiles[i].Center())
		info, landed := engine.Lookup(g.ID)
		landed = landed && (!info.Hidden || dev)
		switch {
		case landed && h.name() != "setup":
			t.Errorf("dev %v: tile %s (available) opened %q", dev, g.ID, h.name())
		case !landed && h.scene != title:
			t.Errorf("dev %v: tile %s (not yet available) opened %q", dev, g.ID, h.name())
		}
	}
}

func TestKeyboardFocusCyclesAndConfirms(t *testing.T) {
	h := newHost(t)
	h.scene = NewSettings(NewTitle(h))
	h.key(t, ebiten.KeyTab, false) // Slow
	h.key(t, ebiten.KeyTab, false) // Normal
	h.key(t, ebiten.KeyTab, false) // Fast
	h.key(t, ebiten.KeyTab, false) // Instant
	h.key(t, ebiten.KeyEnter, false)
	if h.settings.Anim != prefs.Instant {
		t.Errorf("Tab ×4, Enter chose %q, want instant", h.settings.Anim)
	}
	h.key(t, ebiten.KeyEscape, false)
	if h.name() != "title" {
		t.Errorf("Esc from settings went to %q", h.name())
	}
}

func TestTableRegistry(t *testing.T) {
	s := newSession(t, "tictactoe", "human,human", nil)
	if _, ok := TableFor("tictactoe")(s).(*GenericTable); !ok {
		t.Fatal("a game without a table does not get the generic table")
	}
	type custom struct{ *GenericTable }
	RegisterTable("tictactoe", func(s *play.Session) Scene { return custom{NewGenericTable(s)} })
	defer func() {
		tablesMu.Lock()
		delete(tables, "tictactoe")
		tablesMu.Unlock()
	}()
	if _, ok := TableFor("tictactoe")(s).(custom); !ok {
		t.Error("a registered table is not used")
	}
	if _, ok := TableFor("climb")(s).(*GenericTable); !ok {
		t.Error("another game lost the generic table")
	}
}

func newSession(t *testing.T, game, seats string, store saves.Store) *play.Session {
	t.Helper()
	s, err := play.Start(game, seats, 3, "", store)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestWatchModePlaysToTheEnd(t *testing.T) {
	h := newHost(t)
	h.settings.Anim = prefs.Fast
	s := newSession(t, "climb", "easy,random", h.store)
	table := NewGenericTable(s)
	h.scene = table
	for i := 0; i < 20000 && !s.Over(); i++ {
		h.idle(t, 1)
	}
	if !s.Over() {
		t.Fatalf("watch mode stalled after %d moves", len(s.Match.Log))
	}
	h.idle(t, 2)
	if table.End == nil {
		t.Fatal("no end screen after the game ended")
	}
	if err := table.Close(); err != nil {
		t.Fatal(err)
	}
	m, err := saves.Load(h.store, saves.AutosaveName("climb"))
	if err != nil || len(m.Log) != len(s.Match.Log) {
		t.Errorf("autosave: %v, %d of %d moves", err, len(m.Log), len(s.Match.Log))
	}
	if got := Headline(s.Match.State, s.Names()); !strings.Contains(got, "win") && got != "A draw" {
		t.Errorf("headline %q", got)
	}
}

func TestHumanPlaysByKeyAndUndoes(t *testing.T) {
	h := newHost(t)
	s := newSession(t, "tictactoe", "human,human", nil)
	h.scene = NewGenericTable(s)
	h.idle(t, 1)
	h.key(t, ebiten.Key3, false) // the third legal action: row 1, column 3
	if len(s.Match.Log) != 1 || s.Match.Log[0].Action != 2 {
		t.Fatalf("key 5 played %v", s.Match.Actions())
	}
	// The move passed the turn: in the hot seat the next human may not
	// take back the other's move, and the prompt says why.
	h.key(t, ebiten.KeyZ, true)
	if len(s.Match.Log) != 1 || !strings.Contains(h.scene.(*GenericTable).Err, "you have not moved yet") {
		t.Errorf("Ctrl+Z on the other seat's move: %d moves, refused with %q", len(s.Match.Log), h.scene.(*GenericTable).Err)
	}
	h.key(t, ebiten.KeyEscape, false)
	if h.name() != "menu" {
		t.Fatalf("Esc opened %q, want the menu", h.name())
	}
	h.key(t, ebiten.KeyEscape, false)
	if h.name() != "table" {
		t.Errorf("Esc in the menu went to %q", h.name())
	}
}

func TestPassScreenBetweenHumans(t *testing.T) {
	h := newHost(t)
	s := newSession(t, "climb", "human,human", nil)
	h.scene = NewGenericTable(s)
	h.idle(t, 1)
	pass, ok := h.scene.(*Pass)
	if !ok {
		t.Fatalf("two humans with hidden hands start on %q, want the pass screen", h.name())
	}
	h.key(t, ebiten.KeyEnter, false)
	if h.name() != "table" || s.Viewer() != 0 {
		t.Fatalf("after Enter on the pass screen: %q, viewer %d", h.name(), s.Viewer())
	}
	_ = pass
	h.key(t, ebiten.Key1, false)
	h.idle(t, 200)
	if p, ok := h.scene.(*Pass); !ok || p.to != 1 {
		t.Errorf("after Ada's move the scene is %q, want the pass to Bram", h.name())
	}
}

func TestSaveBrowserDeletesAfterConfirming(t *testing.T) {
	h := newHost(t)
	s := newSession(t, "climb", "random,random", h.store)
	for !s.Over() {
		s.Think(100)
		s.PlayBot()
	}
	s.Close()
	if err := h.store.Write("broken", []byte("not a save")); err != nil {
		t.Fatal(err)
	}
	b := NewSaveBrowser(NewTitle(h))
	h.scene = b
	h.idle(t, 4)
	if len(b.rows) != 2 {
		t.Fatalf("listed %d saves, want 2", len(b.rows))
	}
	broken := -1
	for i, r := range b.rows {
		if r.entry.Name == "broken" {
			broken = i
			if !r.broken || r.status == "" {
				t.Errorf("the broken save shows %+v", r)
			}
		} else if r.broken || r.match == nil {
			t.Errorf("the autosave does not load: %s", r.status)
		}
	}
	b.sel = broken
	b.refreshButtons()
	if !b.load.Disabled {
		t.Error("Load is offered for a broken save")
	}
	h.key(t, ebiten.KeyDelete, false)
	if b.dialog == nil {
		t.Fatal("Delete asked nothing")
	}
	h.key(t, ebiten.KeyEscape, false) // keep it
	if list, _ := h.store.List(); len(list) != 2 {
		t.Fatal("Esc in the dialog deleted the save")
	}
	h.key(t, ebiten.KeyDelete, false)
	h.key(t, ebiten.KeyEnter, false) // the default button: Delete
	if list, _ := h.store.List(); len(list) != 1 || list[0].Name == "broken" {
		t.Errorf("after confirming, the saves are %v", list)
	}
}

func TestSetupStartsTheChosenGame(t *testing.T) {
	h := newHost(t)
	setup := NewSetup("climb", NewTitle(h))
	h.scene = setup
	setup.setPlayers(3)
	setup.setKind(0, engine.Bot)
	setup.seed.Text = "77"
	setup.names[1].Text, setup.seats[1].Name = "Zed", "Zed"
	setup.begin(&Context{Host: h})
	table, ok := h.scene.(*GenericTable)
	if !ok {
		t.Fatalf("Start opened %q", h.name())
	}
	st := table.Session().Match.Setup
	if len(st.Seats) != 3 || st.Seed != 77 || st.Seats[1].Name != "Zed" || st.Seats[0].Kind != engine.Bot {
		t.Errorf("the game started with %+v", st)
	}
	setup.seed.Text = "12x"
	setup.begin(&Context{Host: h})
	if !strings.Contains(setup.err, "seed") {
		t.Errorf("a bad seed gives %q", setup.err)
	}
}

func TestMenuSavesUnderAName(t *testing.T) {
	h := newHost(t)
	s := newSession(t, "tictactoe", "human,bot", h.store)
	table := NewGenericTable(s)
	menu := NewMenu(table, s)
	h.scene = menu
	menu.askName()
	menu.dialog.Field.Text = "bad:name"
	h.key(t, ebiten.KeyEnter, false)
	if menu.dialog == nil || !strings.Contains(menu.dialog.Error, "bad:name") {
		t.Fatalf("a name with a colon was accepted (dialog %v)", menu.dialog)
	}
	menu.dialog.Field.Text = "My game"
	h.key(t, ebiten.KeyEnter, false)
	if menu.dialog != nil {
		t.Fatalf("the dialog stayed open: %s", menu.dialog.Error)
	}
	if _, err := saves.Load(h.store, "My game"); err != nil {
		t.Errorf("the named save does not load: %v", err)
	}
	h.click(t, layout.Point{X: layout.Width / 2, Y: menuPanel.Y + 96 + 4*56 + 20}) // Quit to title
	if h.name() != "title" {
		t.Errorf("Quit to title went to %q", h.name())
	}
}
