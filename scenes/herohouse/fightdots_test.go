package herohouse

import (
	"fmt"
	"math"
	"slices"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
)

// Dots pair one to one in order, as many pairs as the smaller side has;
// every dot is paired or left over, once.
func TestPairDots(t *testing.T) {
	tests := []struct {
		hero, monster   int
		pairs           int
		heroLeft, mLeft []int
	}{
		{0, 0, 0, nil, nil},
		{3, 0, 0, []int{0, 1, 2}, nil},
		{0, 2, 0, nil, []int{0, 1}},
		{2, 2, 2, nil, nil},
		{5, 3, 3, []int{3, 4}, nil},
		{1, 4, 1, nil, []int{1, 2, 3}},
		{12, 11, 11, []int{11}, nil},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d-%d", tt.hero, tt.monster), func(t *testing.T) {
			pairs, hl, ml := PairDots(tt.hero, tt.monster)
			if len(pairs) != tt.pairs {
				t.Fatalf("%d pairs, want %d", len(pairs), tt.pairs)
			}
			for i, p := range pairs {
				if p != [2]int{i, i} {
					t.Errorf("pair %d joins hero dot %d and monster dot %d, want both %d", i, p[0], p[1], i)
				}
			}
			if !slices.Equal(hl, tt.heroLeft) || !slices.Equal(ml, tt.mLeft) {
				t.Errorf("left over: hero %v monster %v, want %v %v", hl, ml, tt.heroLeft, tt.mLeft)
			}
			if got := len(pairs) + len(hl); got != tt.hero {
				t.Errorf("%d hero dots accounted for, want %d", got, tt.hero)
			}
			if got := len(pairs) + len(ml); got != tt.monster {
				t.Errorf("%d monster dots accounted for, want %d", got, tt.monster)
			}
		})
	}
}

// White is held against black: the hero's white against the monster's
// black in the top row, its black against the monster's white below.
func TestFightRows(t *testing.T) {
	rows := FightRows(1, 2, 3, 4)
	want := [2]DotRow{{HeroWhite: true, Hero: 1, Monster: 4}, {HeroWhite: false, Hero: 2, Monster: 3}}
	if rows != want {
		t.Errorf("FightRows(1○ 2● vs 3○ 4●) = %+v, want %+v", rows, want)
	}
}

// The dots the stage leaves over tell the outcome the rules give, for
// every fight a hand can hold.
func TestLeftOverAgreesWithFight(t *testing.T) {
	for hw := range 13 {
		for hb := range 13 {
			for mw := range 13 {
				for mb := range 13 {
					got, want := LeftOver(FightRows(hw, hb, mw, mb)), hh.Fight(hw, hb, mw, mb)
					if got != want {
						t.Fatalf("%d○ %d● vs %d○ %d●: the dots left over say %v, the rules %v", hw, hb, mw, mb, got, want)
					}
				}
			}
		}
	}
}

// Each side's dots run from beside the comparison towards its cards,
// never overlapping each other, the comparison or the cards, shrinking
// no smaller than dotMinR however many there are.
func TestDotSpots(t *testing.T) {
	mid := stageMid()
	for _, hero := range []bool{true, false} {
		cards := stageMonster.X
		if hero {
			cards = stageHero.X
		}
		for n := range 13 {
			xs, r := DotSpots(n, hero)
			if len(xs) != n {
				t.Fatalf("hero %v: %d spots for %d dots", hero, len(xs), n)
			}
			if r < dotMinR || r > dotR {
				t.Errorf("hero %v, %d dots: radius %.2f, want %.1f–%.1f", hero, n, r, dotMinR, dotR)
			}
			for i, x := range xs {
				if d := math.Abs(x-mid) - r; d < duelInner-0.01 {
					t.Errorf("hero %v, %d dots: dot %d reaches %.1f px from the middle, inside the comparison", hero, n, i, d)
				}
				if d := math.Abs(x-cards) - r; d < TableCard.W/2 {
					t.Errorf("hero %v, %d dots: dot %d runs into the cards", hero, n, i)
				}
				if i > 0 {
					if step := math.Abs(x - xs[i-1]); step < 2*r-0.01 {
						t.Errorf("hero %v, %d dots: dots %d and %d overlap (step %.2f, radius %.2f)", hero, n, i-1, i, step, r)
					}
					if math.Abs(x-mid) <= math.Abs(xs[i-1]-mid) {
						t.Errorf("hero %v, %d dots: dot %d is no further out than dot %d", hero, n, i, i-1)
					}
				}
			}
		}
	}
}

// The lines of a row nest: each pair's arc spans and rises more than the
// one inside it, so no two cross; the innermost clears the comparison's
// pill and the outermost stays under the banner.
func TestArcsNest(t *testing.T) {
	for pairs := 1; pairs <= 12; pairs++ {
		hx, _ := DotSpots(pairs, true)
		mx, _ := DotSpots(pairs, false)
		for i := range pairs {
			h := ArcHeight(i, pairs)
			if h < arcLow || h > arcHigh {
				t.Errorf("%d pairs: arc %d rises %.1f, want %d–%d", pairs, i, h, arcLow, arcHigh)
			}
			if i == 0 {
				continue
			}
			if h <= ArcHeight(i-1, pairs) {
				t.Errorf("%d pairs: arc %d is no higher than arc %d", pairs, i, i-1)
			}
			if hx[i] >= hx[i-1] || mx[i] <= mx[i-1] {
				t.Errorf("%d pairs: arc %d does not span arc %d", pairs, i, i-1)
			}
		}
	}
	if top := rowY(0) - arcHigh - dotR; top < Wilderness.Y+34+56/2-6 {
		t.Errorf("the highest arc reaches y %.0f, into the outcome banner", top)
	}
}

// Every line has grown before the outcome starts to leave, at every speed
// that shows the fight.
func TestLinesGrowWithinTheFight(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Fast} {
		for pairs := 1; pairs <= 12; pairs++ {
			start, stagger, grow := duelTimes(pairs, sp.Frames)
			if start < sp.Frames(clashIn) {
				t.Errorf("%s, %d pairs: lines start at %d, before hero and monster meet", sp, pairs, start)
			}
			if done := start + (pairs-1)*stagger + grow; done > sp.Frames(clashIn+clashHold)-sp.Frames(10) {
				t.Errorf("%s, %d pairs: the last line is drawn at tick %d, too late to see the dots left over pulse", sp, pairs, done)
			}
		}
	}
}
