package engine_test

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

// testInfo is a complete registration under id, backed by the Climb toy.
func testInfo(id string) engine.Info {
	return engine.Info{
		ID: id, Title: id, MinPlayers: 2, MaxPlayers: 4,
		New: func(n int, seed uint64, _ engine.Options) (engine.State, error) {
			return toys.NewClimb(n, seed), nil
		},
		Empty: func() engine.State { return &toys.Climb{} },
	}
}

func TestRegisterRefusesBadEntries(t *testing.T) {
	engine.Register(testInfo("regtest-dup"))
	tests := []struct {
		name   string
		change func(*engine.Info)
		want   string
	}{
		{"no id", func(i *engine.Info) { i.ID = "" }, "incomplete"},
		{"no constructor", func(i *engine.Info) { i.New = nil }, "incomplete"},
		{"no empty state", func(i *engine.Info) { i.Empty = nil }, "incomplete"},
		{"no players", func(i *engine.Info) { i.MinPlayers = 0 }, "player range"},
		{"max below min", func(i *engine.Info) { i.MaxPlayers = 1 }, "player range"},
		{"duplicate", func(i *engine.Info) { i.ID = "regtest-dup" }, "registered twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := testInfo("regtest-bad-" + strings.ReplaceAll(tt.name, " ", "-"))
			tt.change(&info)
			msg := panicMessage(func() { engine.Register(info) })
			if !strings.Contains(msg, tt.want) {
				t.Errorf("Register panicked with %q, want a panic mentioning %q", msg, tt.want)
			}
			if info.ID != "regtest-dup" {
				if _, ok := engine.Lookup(info.ID); ok {
					t.Errorf("a refused game %q was registered", info.ID)
				}
			}
		})
	}
}

func panicMessage(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg, _ = r.(string)
			if msg == "" {
				msg = "panic without a message"
			}
		}
	}()
	f()
	return ""
}

func TestLookup(t *testing.T) {
	info := testInfo("regtest-lookup")
	info.Title = "Lookup Test"
	engine.Register(info)
	got, ok := engine.Lookup("regtest-lookup")
	if !ok || got.Title != "Lookup Test" || got.New == nil {
		t.Errorf("Lookup gave %+v, %v", got, ok)
	}
	if _, ok := engine.Lookup("regtest-missing"); ok {
		t.Error("Lookup found a game that was never registered")
	}
}

func TestGamesListsVisibleGamesInOrder(t *testing.T) {
	for _, g := range []struct {
		id     string
		order  int
		hidden bool
	}{{"regtest-order-b", 2, false}, {"regtest-order-a", 2, false}, {"regtest-order-c", 1, false}, {"regtest-order-h", 0, true}} {
		info := testInfo(g.id)
		info.Order, info.Hidden = g.order, g.hidden
		engine.Register(info)
	}
	ids := func(list []engine.Info) string {
		var out []string
		for _, g := range list {
			if strings.HasPrefix(g.ID, "regtest-order-") {
				out = append(out, strings.TrimPrefix(g.ID, "regtest-order-"))
			}
		}
		return strings.Join(out, ",")
	}
	if got := ids(engine.Games()); got != "c,a,b" {
		t.Errorf("Games lists %s, want c,a,b (by order, then id; hidden left out)", got)
	}
	if got := ids(engine.AllGames()); got != "c,a,b,h" {
		t.Errorf("AllGames lists %s, want c,a,b,h (hidden games last)", got)
	}
	for _, g := range engine.Games() {
		if g.Hidden {
			t.Errorf("Games lists the hidden game %q", g.ID)
		}
	}
}
