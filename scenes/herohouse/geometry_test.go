package herohouse

import (
	"fmt"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

func TestPositions(t *testing.T) {
	tests := []struct {
		n      int
		bottom engine.Player
		want   []Pos
	}{
		{2, 0, []Pos{Bottom, Top}},
		{2, 1, []Pos{Top, Bottom}},
		{3, 0, []Pos{Bottom, Left, Right}},
		{3, 2, []Pos{Left, Right, Bottom}},
		{4, 0, []Pos{Bottom, Left, Top, Right}},
		{4, 3, []Pos{Left, Top, Right, Bottom}},
	}
	for _, tt := range tests {
		if got := Positions(tt.n, tt.bottom); !slices.Equal(got, tt.want) {
			t.Errorf("Positions(%d, %d) = %v, want %v", tt.n, tt.bottom, got, tt.want)
		}
	}
}

func TestRowStep(t *testing.T) {
	tests := []struct {
		room, w, gap float64
		k            int
		want         float64
	}{
		{800, 72, 6, 5, 78},                 // fits: the natural step
		{800, 72, 6, 10, 78},                // 10×72+9×6 = 774 still fits
		{800, 72, 6, 11, (800 - 72) / 10.0}, // 852 > 800: overlap, the row ends at the edge
		{800, 72, 6, 12, (800 - 72) / 11.0},
		{214, 36, 4, 1, 40},
		{214, 36, 4, 8, (214 - 36) / 7.0},
	}
	for _, tt := range tests {
		if got := RowStep(tt.room, tt.w, tt.gap, tt.k); got != tt.want {
			t.Errorf("RowStep(%v, %v, %v, %d) = %v, want %v", tt.room, tt.w, tt.gap, tt.k, got, tt.want)
		}
	}
}

// fullBoard is a board whose every seat holds hand cards and heroes: some
// unknown, some public-known, as many as a seat could have.
func fullBoard(n, hand, heroes int) *Board {
	b := &Board{N: n, Monster: engine.NoPlayer, Pile: [4]int{hh.NoCard, 14, 28, 42}, Scores: make([]int, n), Seats: make([]BoardSeat, n)}
	next := 0
	card := func() int { next = (next + 1) % hh.NumCards; return next }
	for p := range b.Seats {
		s := &b.Seats[p]
		for i := range hand {
			if i%3 == 2 {
				s.Known = append(s.Known, card())
			} else if p == 0 {
				s.Hand = append(s.Hand, card())
			} else {
				s.Hand = append(s.Hand, hh.Hidden)
			}
		}
		for i := range heroes {
			h := emptySlots
			if i%2 == 0 {
				h[hh.Prime] = card()
			} else {
				h[hh.Head], h[hh.Body], h[hh.Legs] = card(), card(), card()
			}
			s.Heroes = append(s.Heroes, h)
		}
	}
	return b
}

func inside(r, outer layout.Rect) bool {
	const eps = 0.01
	return r.X >= outer.X-eps && r.Y >= outer.Y-eps && r.Right() <= outer.Right()+eps && r.Bottom() <= outer.Bottom()+eps
}

// Every card, hero and label lies in its seat's region of spec §3, however
// full the seats are (rows overlap instead of overflowing), and nothing a
// seat shows covers the wilderness, the log or the prompt.
func TestLayoutKeepsEverySeatInItsRegion(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for _, size := range [][2]int{{0, 0}, {5, 1}, {9, 3}, {14, 7}} {
			t.Run(fmt.Sprintf("%dp/%dcards/%dheroes", n, size[0], size[1]), func(t *testing.T) {
				l := Lay(fullBoard(n, size[0], size[1]), 0)
				regions := func(p engine.Player) []layout.Rect {
					if l.Pos[p] == Bottom {
						return []layout.Rect{BottomFan, BottomHeroes}
					}
					return []layout.Rect{l.Boxes[p].Area}
				}
				in := func(p engine.Player, r layout.Rect) bool {
					for _, reg := range regions(p) {
						if inside(r, reg) {
							return true
						}
					}
					return false
				}
				for _, pl := range l.Cards {
					if pl.Zone == ZPile {
						if !inside(pl.Rect, Wilderness) {
							t.Errorf("pile card at %v outside the wilderness", pl.Rect)
						}
						continue
					}
					if !in(pl.Seat, pl.Rect) {
						t.Errorf("seat %d (%s) card %d at %v outside its region", pl.Seat, l.Pos[pl.Seat], pl.Card, pl.Rect)
					}
					for _, r := range []layout.Rect{Wilderness, LogRect, PromptRect, TopBar} {
						if !pl.Rect.Intersect(r).Empty() {
							t.Errorf("seat %d card at %v covers %v", pl.Seat, pl.Rect, r)
						}
					}
				}
				for p, heroes := range l.Heroes {
					for i, hb := range heroes {
						if !in(engine.Player(p), hb.Label) || !in(engine.Player(p), hb.Column) {
							t.Errorf("seat %d hero %d at %v, label %v outside its region", p, i, hb.Column, hb.Label)
						}
					}
				}
			})
		}
	}
}

// The seats' regions themselves never overlap, nor the fixed places.
func TestRegionsDoNotOverlap(t *testing.T) {
	named := map[string]layout.Rect{
		"top bar": TopBar, "top seat": SeatTop, "left seat": SeatLeft, "right seat": SeatRight,
		"wilderness": Wilderness, "viewer's heroes": BottomHeroes, "viewer's hand": BottomFan,
		"viewer's plate": BottomPlate, "log": LogRect, "prompt": PromptRect,
	}
	for a, ra := range named {
		for b, rb := range named {
			if a < b && !ra.Intersect(rb).Empty() {
				t.Errorf("%s %v overlaps %s %v", a, ra, b, rb)
			}
		}
	}
	inWild := map[string]layout.Rect{"draw pile": DrawPile, "out pile": OutPile, "monster readout": MonsterReadout,
		"treasure": layout.Centered(TreasureAt.X, TreasureAt.Y, 2*TreasureR, 2*TreasureR)}
	for su, r := range PileSlots {
		inWild[hh.Suit(su).String()+" slot"] = r
	}
	for name, r := range inWild {
		if !inside(r, Wilderness) {
			t.Errorf("%s %v is not in the wilderness", name, r)
		}
	}
}

// Hit finds the card drawn on top where cards overlap.
func TestHitFindsTheTopCard(t *testing.T) {
	l := Lay(fullBoard(2, 14, 0), 0)
	var hand []Placed
	for _, pl := range l.Cards {
		if pl.Seat == 0 && pl.Zone == ZHand {
			hand = append(hand, pl)
		}
	}
	if len(hand) != 14 {
		t.Fatalf("%d cards in the viewer's hand, want 14", len(hand))
	}
	for i := 0; i+1 < len(hand); i++ {
		// A point covered by cards i and i+1 belongs to i+1, drawn later.
		pt := layout.Point{X: hand[i+1].Rect.X + 1, Y: hand[i].Rect.Y + 20}
		if got, ok := l.Hit(pt); !ok || got.Index != i+1 {
			t.Errorf("a point on cards %d and %d hits card %d (%v)", i, i+1, got.Index, ok)
		}
	}
}

// No card covers a hero's ○/● label and every label holds its numbers, up
// to seven heroes a seat at every table size (a newcomer found them half
// covered by the next hero with four heroes at a side seat).
func TestHeroLabelsStayClear(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for k := 1; k <= 7; k++ {
			l := Lay(fullBoard(n, 9, k), 0)
			for p, heroes := range l.Heroes {
				st := ui.Style{Font: ui.Bold, Size: labelPx(l.Pos[p])}
				for i, hb := range heroes {
					for _, pl := range l.Cards {
						if !pl.Rect.Intersect(hb.Label).Empty() {
							t.Errorf("%dp, %d heroes: seat %d (%s) hero %d's label %v is under card %s at %v",
								n, k, p, l.Pos[p], i, hb.Label, hh.Name(pl.Card), pl.Rect)
						}
					}
					fits := ui.Measure("12○", st) <= hb.Label.W && hb.Label.H >= 2*st.Size
					if hb.Under {
						fits = ui.Measure(dotsText(12, 12), st) <= hb.Label.W || fits
					}
					if !fits {
						t.Errorf("%dp, %d heroes: seat %d (%s) hero %d's label %v is too small for its numbers", n, k, p, l.Pos[p], i, hb.Label)
					}
				}
			}
		}
	}
}

// The outcome tag of each of the viewer's heroes covers no card, however
// many heroes the row holds (play-test pt5: "NO WIN" covered a trio's
// legs), and stays in the heroes' row of the seat.
func TestVerdictTagsCoverNoCard(t *testing.T) {
	for k := 1; k <= 6; k++ {
		l := Lay(fullBoard(2, 5, k), 0)
		box := l.Boxes[0]
		for i := range l.Heroes[0] {
			for _, word := range []string{"WIN", "LOSE", "COSMIC", "NO WIN"} {
				tag, _ := VerdictTag(l.Heroes[0], i, box.Area.Right()-8, word)
				if !inside(tag, box.Area) || tag.Y < box.Heroes.Y || tag.Bottom() > box.Heroes.Bottom() {
					t.Errorf("%d heroes, hero %d: %s at %v leaves the heroes' row %v", k, i, word, tag, box.Heroes)
				}
				for _, pl := range l.Cards {
					if pl.Zone == ZHero && !pl.Rect.Intersect(tag).Empty() {
						t.Errorf("%d heroes, hero %d: %s at %v covers %s at %v", k, i, word, tag, hh.Name(pl.Card), pl.Rect)
					}
				}
			}
		}
	}
}
