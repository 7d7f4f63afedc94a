package dieinthedungeon

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/arttest"
)

// dieDrawn3 draws the board, ability card and tile face groups once.
var dieDrawn3 = arttest.DrawnOnce(dieBoardSprites, dieAbilityCardSprites, dieFaceSprites)

// The copied data must stay the engine's: creature names and the ability
// cards' ids, names, costs and windows of creatures.go, and the effect ids
// of effects.go (all but "none").
func TestDieAbilityCardsMatchEngine(t *testing.T) {
	if got := strings.Join(DieCreatureNames, "|"); got != "The Deyeroller|The Troll O' Bones|The Diemon|The Dierake|Tombstones, the Undied Knight" {
		t.Errorf("creature names %q", got)
	}
	var cards []string
	for _, d := range DieAbilityCards {
		cards = append(cards, fmt.Sprintf("%s:%s:%d:%s", d.ID, d.Name, d.Cost, d.Windows))
	}
	want := "deyeroller_c1:Mesmerize:3:R deyeroller_c2:Many Eyes:1:X deyeroller_c3:Unblinking Stare:2:R deyeroller_c4:Far Sight:1:T " +
		"troll_c1:Bone Feast:3:T/R troll_c2:Thick Hide:2:R troll_c3:Carve Dice:1:T/R troll_c4:Bog Bulk:3:T/R " +
		"diemon_c1:Inferno:4:R diemon_c2:Scorched Path:2:X diemon_c3:Infernal Rage:1:R diemon_c4:Demonic Pact:3:T/R " +
		"dierake_c1:Treasure Trove:3:T/R dierake_c2:Loaded Dice:2:R dierake_c3:Shiny Distraction:1:R dierake_c4:Golden Rake:4:R " +
		"tombstones_c1:Undying:3:T/R tombstones_c2:Terrify:2:R tombstones_c3:Grave Blade:1:R tombstones_c4:Rise Again:4:T/R"
	if got := strings.Join(cards, " "); got != want {
		t.Errorf("ability cards\n got %q\nwant %q", got, want)
	}
	if got := strings.Join(DieEffects, " "); got != "trap lose_time gain_time gain_ability gain_health_noup armory war_drums dark holy_ground ambush sanctified" {
		t.Errorf("effect ids %q", got)
	}
}

// The sprite list the table scene codes against, with sizes and sheets.
func TestDieBoardSpriteNames(t *testing.T) {
	type want struct {
		w, h  int
		sheet string
	}
	wants := map[string]want{}
	for _, c := range []string{"deyeroller", "troll", "diemon", "dierake", "tombstones"} {
		wants["dieinthedungeon/board/"+c] = want{404, 300, "dieinthedungeon-board"}
		for k := 1; k <= 4; k++ {
			wants[fmt.Sprintf("dieinthedungeon/card/%s_c%d", c, k)] = want{190, 280, "dieinthedungeon-board"}
		}
	}
	wants["dieinthedungeon/card/back"] = want{190, 280, "dieinthedungeon-board"}
	wants["dieinthedungeon/hero/back"] = want{240, 340, "dieinthedungeon"}
	for _, k := range []string{"start", "epic", "dead_end", "corner", "two_way", "three_way", "four_way"} {
		wants["dieinthedungeon/face/"+k] = want{160, 160, "dieinthedungeon"}
	}
	for _, e := range strings.Fields("trap lose_time gain_time gain_ability gain_health_noup armory war_drums dark holy_ground ambush sanctified") {
		wants["dieinthedungeon/effect/"+e] = want{48, 48, "dieinthedungeon"}
	}
	wants["dieinthedungeon/exit"] = want{32, 32, "dieinthedungeon"}
	wants["dieinthedungeon/frontier"] = want{160, 160, "dieinthedungeon"}
	got := dieDrawn3(t)
	for n, w := range wants {
		img := got[n]
		if img == nil {
			t.Errorf("sprite %s missing", n)
			continue
		}
		if b := img.Bounds(); b.Dx() != w.w || b.Dy() != w.h {
			t.Errorf("%s is %dx%d, want %dx%d", n, b.Dx(), b.Dy(), w.w, w.h)
		}
		if s := art.SheetOf(n); s != w.sheet {
			t.Errorf("%s goes to sheet %s, want %s", n, s, w.sheet)
		}
	}
	for n := range got {
		if _, ok := wants[n]; !ok {
			t.Errorf("unexpected sprite %s", n)
		}
	}
}

// The board's rectangles lie inside it, never overlap, have the sizes the
// spec gives, and the pixels agree: ability panels are light and plain (the
// scene writes on them), die slots and track slots are dark recesses (the
// dice show up on them).
func TestDieBoardLayout(t *testing.T) {
	board := image.Rect(0, 0, DieBoardW, DieBoardH)
	var all []image.Rectangle
	all = append(all, DieBoardPortrait, DieBoardNamePlate, DieBoardToken, DieBoardXP)
	all = append(all, DieBoardAbilities[:]...)
	for i := 0; i < 6; i++ {
		all = append(all, DieBoardTrack[i], DieBoardTrackNums[i], DieBoardSlots[i], DieBoardSlotNames[i])
	}
	for i, a := range all {
		if !a.In(board) {
			t.Errorf("%v lies outside the board", a)
		}
		for _, b := range all[i+1:] {
			if a.Overlaps(b) {
				t.Errorf("%v and %v overlap", a, b)
			}
		}
	}
	for _, r := range DieBoardAbilities {
		if r.Dx() != 190 || r.Dy() != 70 {
			t.Errorf("ability box %v is not 190x70", r)
		}
	}
	for i := 0; i < 6; i++ {
		if s := DieBoardSlots[i]; s.Dx() != 60 || s.Dy() != 60 || (i > 0 && s.Min.X-DieBoardSlots[i-1].Min.X != 66) {
			t.Errorf("die slot %d is %v", i, s)
		}
		if s := DieBoardTrack[i]; s.Dx() != 36 || s.Dy() != 36 {
			t.Errorf("track slot %d is %v", i, s)
		}
	}
	if r := DieBoardToken; r.Dx() != 48 || r.Dy() != 48 {
		t.Errorf("token spot %v is not 48x48", r)
	}
	got := dieDrawn3(t)
	for _, c := range DieCreatures {
		img := got["dieinthedungeon/board/"+c]
		for _, r := range DieBoardAbilities {
			if m, sd := lumStats(img, r.Inset(5)); m < 215 || sd > 6 {
				t.Errorf("%s ability box %v: mean luminance %.0f, spread %.1f; want light and plain", c, r, m, sd)
			}
		}
		var sockets []image.Rectangle
		sockets = append(sockets, DieBoardTrack[:]...)
		sockets = append(sockets, DieBoardXP)
		for _, r := range append(sockets, DieBoardSlots[:]...) {
			if m, _ := lumStats(img, r.Inset(r.Dx()/3)); m > 90 {
				t.Errorf("%s slot %v: mean luminance %.0f, want a dark recess", c, r, m)
			}
		}
	}
}

// Creatures are told apart by their emblem's shape, not only its colour.
func TestDieEmblemsDistinct(t *testing.T) {
	var imgs []*image.NRGBA
	for _, id := range DieCreatures {
		c := art.NewCanvas(48, 48)
		dieEmblem(id).DrawWhite(c)
		imgs = append(imgs, c.NRGBA())
	}
	for i := range imgs {
		for j := i + 1; j < len(imgs); j++ {
			if d := alphaDiff(imgs[i], imgs[j]); d < 0.12 {
				t.Errorf("emblems %s and %s differ in %.0f%% of their outline only", DieCreatures[i], DieCreatures[j], 100*d)
			}
		}
	}
}

// Every card title fits its plate, and every card's cost coin holds dark
// digits on light gold.
func TestDieAbilityCardTitlesAndCost(t *testing.T) {
	fc, err := art.LoadFaces()
	if err != nil {
		t.Fatal(err)
	}
	got := dieDrawn3(t)
	for _, d := range DieAbilityCards {
		for _, l := range dieCardTitle(fc, d.Name) {
			if a, b := l.Bounds(); a.X < 18 || b.X > dacW-18 || a.Y < 15 || b.Y > 66 {
				t.Errorf("%s: title line spans %v–%v, outside the plate", d.ID, a, b)
			}
		}
		img := got["dieinthedungeon/card/"+d.ID]
		dark, light := 0, 0
		box := image.Rect(36, 226, 56, 250)
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				switch l := lumAt(img, x, y); {
				case l < 80:
					dark++
				case l > 170:
					light++
				}
			}
		}
		if area := box.Dx() * box.Dy(); dark < area/10 || light < area/5 {
			t.Errorf("%s cost coin: %d dark and %d light pixels of %d", d.ID, dark, light, area)
		}
	}
}

// A face's walls open exactly at its kind's exits: the middle of an open
// edge is light floor, of a closed one dark wall. Start and Epic floors
// are closed all round. The floor inside is plain so the scene's name and
// heads read on it.
func TestDieFaceOpenings(t *testing.T) {
	got := dieDrawn3(t)
	edge := map[byte]image.Point{'N': {80, 5}, 'E': {154, 80}, 'S': {80, 154}, 'W': {5, 80}}
	kinds := append([]DieTileKind{{ID: "start"}, {ID: "epic"}}, DieTileKinds...)
	for _, k := range kinds {
		img := got["dieinthedungeon/face/"+k.ID]
		for _, d := range []byte("NESW") {
			p := edge[d]
			l := lumAt(img, p.X, p.Y)
			if open := strings.IndexByte(k.Exits, d) >= 0; open && l < 130 {
				t.Errorf("%s: exit %c is dark (%.0f), want an opening", k.ID, d, l)
			} else if !open && l > 90 {
				t.Errorf("%s: edge %c is light (%.0f), want a wall", k.ID, d, l)
			}
		}
		for _, r := range []image.Rectangle{image.Rect(24, 18, 136, 26), image.Rect(24, 120, 136, 140)} {
			if _, sd := lumStats(img, r); sd > 8 {
				t.Errorf("%s: floor %v has luminance spread %.1f, want plain", k.ID, r, sd)
			}
		}
	}
}

// Effect icons differ from each other; the frontier overlay is clear
// inside and drawn round its edge; the exit marker is not symmetric top
// to bottom, so its rotation shows the exit's side.
func TestDieOverlays(t *testing.T) {
	got := dieDrawn3(t)
	for i, a := range DieEffects {
		for _, b := range DieEffects[i+1:] {
			if d := pixDiff(got["dieinthedungeon/effect/"+a], got["dieinthedungeon/effect/"+b]); d < 0.08 {
				t.Errorf("effect icons %s and %s differ in %.0f%% of pixels only", a, b, 100*d)
			}
		}
	}
	f := got["dieinthedungeon/frontier"]
	for y := 22; y < 138; y++ {
		for x := 22; x < 138; x++ {
			if a := f.NRGBAAt(x, y).A; a != 0 {
				t.Fatalf("frontier has alpha %d at (%d,%d), want clear inside", a, x, y)
			}
		}
	}
	ring := 0
	for i := 0; i < 160; i++ {
		for _, p := range []image.Point{{i, 7}, {i, 152}, {7, i}, {152, i}} {
			if f.NRGBAAt(p.X, p.Y).A > 200 {
				ring++
			}
		}
	}
	if ring < 4*160/2 {
		t.Errorf("frontier edge has %d solid pixels of %d", ring, 4*160)
	}
	e := got["dieinthedungeon/exit"]
	flip := image.NewNRGBA(e.Bounds())
	for y := 0; y < 32; y++ {
		for x := 0; x < 32; x++ {
			flip.SetNRGBA(x, 31-y, e.NRGBAAt(x, y))
		}
	}
	if d := alphaDiff(e, flip); d < 0.05 {
		t.Errorf("exit marker looks the same upside down (%.0f%% differ)", 100*d)
	}
}

func lumAt(img *image.NRGBA, x, y int) float64 {
	c := img.NRGBAAt(x, y)
	return 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)
}

// lumStats is the mean and standard deviation of luminance over r.
func lumStats(img *image.NRGBA, r image.Rectangle) (mean, sd float64) {
	var s, s2, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			l := lumAt(img, x, y)
			s, s2, n = s+l, s2+l*l, n+1
		}
	}
	mean = s / n
	return mean, math.Sqrt(math.Max(0, s2/n-mean*mean))
}
