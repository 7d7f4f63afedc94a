package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	_ "github.com/herotable/herotable/engine/games" // the games flows.json may name
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

var _ Positioned = (*GenericTable)(nil)

// position is what Positioned reports, for comparing.
type position struct {
	moves         int
	digest, toAct string
}

func positionOf(p Positioned) position {
	m, d, a := p.Position()
	return position{m, d, a}
}

func matchPosition(m *engine.Match) position {
	var p MatchPosition
	moves, digest, toAct := p.Of(m)
	return position{moves, digest, toAct}
}

func newMatch(t *testing.T, game, seats string, seed uint64, actions ...engine.Action) *engine.Match {
	t.Helper()
	m, err := play.StartMatch(game, seats, seed, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// firstLegal plays each seat's first legal action n times.
func firstLegal(t *testing.T, m *engine.Match, n int) {
	t.Helper()
	for range n {
		if err := m.Apply(m.State.LegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestMatchPosition(t *testing.T) {
	hex16 := regexp.MustCompile(`^[0-9a-f]{16}$`)
	fresh := newMatch(t, "climb", "human,bot", 3)
	start := matchPosition(fresh)
	if start.moves != 0 || start.toAct != "0" || !hex16.MatchString(start.digest) {
		t.Fatalf("a new game's position is %+v, want 0 moves, seat 0 to act and 16 hex digits", start)
	}

	played := newMatch(t, "climb", "human,bot", 3)
	firstLegal(t, played, 3)
	var cached MatchPosition
	m1, d1, a1 := cached.Of(played)
	m2, d2, a2 := cached.Of(played)
	if m1 != 3 || a1 != "1" || d1 == start.digest || m2 != m1 || d2 != d1 || a2 != a1 {
		t.Errorf("after 3 moves: %d %s %s, then %d %s %s; want 3 moves, seat 1, a new digest, twice the same", m1, d1, a1, m2, d2, a2)
	}
	if err := played.Apply(played.State.LegalActions(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if m, d, a := cached.Of(played); m != 4 || d == d1 || a != "0" {
		t.Errorf("the cache kept the old position after a move: %d %s %s", m, d, a)
	}

	replayed, err := engine.Replay(played.Setup, played.Actions())
	if err != nil {
		t.Fatal(err)
	}
	store := saves.Dir(t.TempDir())
	if err := saves.Save(store, played, "p"); err != nil {
		t.Fatal(err)
	}
	loaded, err := saves.Load(store, "p")
	if err != nil {
		t.Fatal(err)
	}
	otherSeed := newMatch(t, "climb", "human,bot", 4)
	firstLegal(t, otherSeed, 4)

	// One seat's own move that showed nothing new (placing the dice on
	// DIE in the Dungeon!'s first map), so it may be taken back.
	solo := func() *engine.Match {
		m, err := play.StartMatch("dieinthedungeon", "human", 1, "map=map1")
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	undone := solo()
	firstLegal(t, undone, 1)
	var undoCache MatchPosition
	before, _, _ := undoCache.Of(undone)
	if err := undone.Undo(); err != nil {
		t.Fatal(err)
	}
	over := newMatch(t, "tictactoe", "human,human", 1, 0, 3, 1, 4, 2) // X takes the top row

	for _, c := range []struct {
		name string
		got  position
		want position // zero fields are not compared
		same bool     // the digest equals played's
	}{
		{"replayed from the setup", matchPosition(replayed), position{moves: 4, toAct: "0"}, true},
		{"saved and loaded", matchPosition(loaded), position{moves: 4, toAct: "0"}, true},
		{"another seed", matchPosition(otherSeed), position{moves: 4, toAct: "0"}, false},
		{"taken back", func() position { m, d, a := undoCache.Of(undone); return position{m, d, a} }(), matchPosition(solo()), false},
		{"over", matchPosition(over), position{moves: 5, toAct: "over"}, false},
	} {
		want := c.want
		if want.digest == "" {
			want.digest = c.got.digest
		}
		if c.got != want {
			t.Errorf("%s: position %+v, want %+v", c.name, c.got, want)
		}
		if (c.got.digest == matchPosition(played).digest) != c.same {
			t.Errorf("%s: digest %s; the played game's is %s (same: want %v)", c.name, c.got.digest, matchPosition(played).digest, c.same)
		}
	}
	if before != 1 {
		t.Errorf("before the undo the cache saw %d moves", before)
	}
}

// flowDoc is cmd/herotable/webtest/flows.json, which the browser test plays.
type flowDoc struct {
	Places map[string]layout.Point `json:"places"`
	Flows  []struct {
		Game    string        `json:"game"`
		Tile    *layout.Point `json:"tile"`
		Seed    string        `json:"seed"`
		Actions int           `json:"actions"`
		Key     flowKey       `json:"key"`
		Solo    bool          `json:"solo"`
		// BotClicks clicks seat 2's strength button that many times.
		BotClicks int `json:"botClicks"`
	} `json:"flows"`
}

func readFlows(t *testing.T) flowDoc {
	t.Helper()
	dir := filepath.Join("..", "cmd", "herotable", "webtest")
	var doc flowDoc
	var tiles struct {
		Tiles []struct {
			Game string `json:"game"`
			X, Y float64
		} `json:"tiles"`
	}
	for name, v := range map[string]any{"flows.json": &doc, "tiles.json": &tiles} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	for i, f := range doc.Flows {
		if f.Tile == nil {
			for _, tile := range tiles.Tiles {
				if tile.Game == f.Game {
					doc.Flows[i].Tile = &layout.Point{X: tile.X, Y: tile.Y}
				}
			}
		}
		if len(doc.Flows[i].Key) == 0 {
			doc.Flows[i].Key = flowKey{"1"}
		}
	}
	return doc
}

var flowKeys = map[string]ebiten.Key{"1": ebiten.Key1, "2": ebiten.Key2, "3": ebiten.Key3, "Enter": ebiten.KeyEnter, "d": ebiten.KeyD}

// flowKey is a flow's key, or keys tried in turn: "1" or ["1", "d"].
type flowKey []string

func (k *flowKey) UnmarshalJSON(b []byte) error {
	var one string
	if json.Unmarshal(b, &one) == nil {
		*k = flowKey{one}
		return nil
	}
	return json.Unmarshal(b, (*[]string)(k))
}

// pressToMove presses each of keys twice at most until a move is made, as
// flow.mjs does: a first press may only pick (a card to give), and a later
// key is for a step the first does not play.
func pressToMove(t *testing.T, h *testHost, p Positioned, keys []ebiten.Key) {
	t.Helper()
	moves, _, _ := p.Position()
	for _, k := range keys {
		for range 2 {
			h.key(t, k, false)
			for range 90 { // the 1.5 s flow.mjs waits
				if now, _, _ := p.Position(); now > moves {
					return
				}
				h.idle(t, 1)
			}
		}
	}
}

// The browser's reload flow (flow.mjs) played here on the same places and
// keys: the tile opens setup with Ada human and Bram a Normal bot, Start
// opens a table, moves by key get a bot's reply, and Continue resumes the
// same position after the autosave.
func TestBrowserFlowPlaces(t *testing.T) {
	doc := readFlows(t)
	if len(doc.Flows) == 0 {
		t.Fatal("flows.json lists no flow")
	}
	for _, f := range doc.Flows {
		t.Run(f.Game, func(t *testing.T) {
			var keys []ebiten.Key
			for _, name := range f.Key {
				k, ok := flowKeys[name]
				if !ok {
					t.Fatalf("flow %+v: key %q is one this test does not know", f, name)
				}
				keys = append(keys, k)
			}
			if f.Tile == nil {
				t.Fatalf("flow %+v: no tile", f)
			}
			h := newHost(t)
			h.scene = NewTitle(h)
			h.click(t, *f.Tile)
			setup, ok := h.scene.(*Setup)
			if !ok || setup.game.ID != f.Game {
				t.Fatalf("the tile at %v opened %q, want the setup of %s", *f.Tile, h.name(), f.Game)
			}
			want := []engine.Seat{{Name: "Ada", Kind: engine.Human}, {Name: "Bram", Kind: engine.Bot, Strength: bot.Normal}}
			if f.Solo {
				want = want[:1]
			}
			if got := setup.Seats(); len(got) != len(want) || got[0] != want[0] || len(want) > 1 && got[1] != want[1] {
				t.Errorf("setup's default seats are %+v, want %+v", got, want)
			}
			// Swap the kinds, so that the clicks must change them back.
			setup.setKind(0, engine.Bot)
			h.click(t, doc.Places["seat1Human"])
			if !f.Solo {
				setup.setKind(1, engine.Human)
				h.click(t, doc.Places["seat2Bot"])
				for range f.BotClicks {
					h.click(t, doc.Places["seat2Strength"])
				}
				if k := slices.Index(bot.Strengths, bot.Normal) + f.BotClicks; setup.Seats()[1].Strength != bot.Strengths[k%len(bot.Strengths)] {
					t.Fatalf("after %d clicks on seat 2's strength: %+v", f.BotClicks, setup.Seats()[1])
				}
			}
			h.click(t, doc.Places["seed"])
			h.frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}, Chars: []rune(f.Seed)})
			got := setup.Seats()
			if got[0].Kind != engine.Human || !f.Solo && got[1].Kind != engine.Bot || setup.seed.Text != f.Seed {
				t.Fatalf("after the clicks: seats %+v, seed %q", got, setup.seed.Text)
			}
			h.click(t, doc.Places["start"])
			if _, still := h.scene.(*Setup); !still {
				t.Fatal("Start built the table before the screen said it was setting it")
			}
			h.idle(t, startFrames)
			table, ok := h.scene.(Positioned)
			if !ok {
				t.Fatalf("Start opened %q, which shows no position", h.name())
			}
			h.idle(t, 1)
			for i := range f.Actions {
				moves, _, _ := table.Position()
				pressToMove(t, h, table, keys)
				waitHuman(t, h, table, moves+1, i+1)
			}
			before := positionOf(table)
			if closer, ok := table.(interface{ Close() error }); ok {
				if err := closer.Close(); err != nil { // the browser waits for the autosave too
					t.Fatal(err)
				}
			}
			h.scene = NewTitle(h)
			h.click(t, doc.Places["continue"])
			resumed, ok := h.scene.(Positioned)
			if !ok || resumed == table {
				t.Fatalf("Continue opened %q", h.name())
			}
			if got := positionOf(resumed); got != before {
				t.Fatalf("Continue resumed at %+v, want %+v", got, before)
			}
			h.idle(t, 1)
			pressToMove(t, h, resumed, keys)
			if got := positionOf(resumed); got.moves <= before.moves {
				t.Errorf("a move after Continue left %d moves", got.moves)
			}
			if closer, ok := resumed.(interface{ Close() error }); ok {
				closer.Close() // the autosave ends before the temporary directory goes
			}
		})
	}
}

// waitHuman runs ticks until seat 0 is to act again (or the game ends) after
// at least min moves.
func waitHuman(t *testing.T, h *testHost, p Positioned, min, move int) {
	t.Helper()
	for range 20000 {
		moves, _, toAct := p.Position()
		if moves >= min && (toAct == "0" || toAct == "over") {
			return
		}
		h.idle(t, 1)
	}
	t.Fatalf("move %d: no bot reply, the position is %+v", move, positionOf(p))
}
