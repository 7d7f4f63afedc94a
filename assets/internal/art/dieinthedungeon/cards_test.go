package dieinthedungeon

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/arttest"
)

// dieDrawn2 draws the Hero Die, standee and card groups once for all tests.
var dieDrawn2 = arttest.DrawnOnce(heroDieSprites, dieStandeeSprites, dieCardSprites)

// The copied data must stay the engine's: the Hero Chart of heroes.go, the
// Epic stats and hits of epics.go, the creature ids of creatures.go.
func TestDieCardDataMatchesEngine(t *testing.T) {
	var chart []string
	for _, h := range DieHeroTypes {
		for _, s := range h.Chart {
			chart = append(chart, fmt.Sprintf("%d/%d/%d", s[0], s[1], s[2]))
		}
	}
	want := "4/2/1 6/4/2 8/5/3 10/6/3 2/4/1 3/8/1 4/10/2 5/12/2 1/1/6 1/3/8 2/4/10 2/5/12 2/2/2 3/3/3 4/4/4 5/5/5"
	if got := strings.Join(chart, " "); got != want {
		t.Errorf("hero chart %q, want %q", got, want)
	}
	var epics []string
	for _, e := range DieEpics {
		epics = append(epics, fmt.Sprint(e.ID, e.Stats, e.Hits))
	}
	want = "epic_barbarian[10 7 3]2 epic_assassin[3 10 2]1 epic_warlock[2 3 10]1 epic_patriarch[2 2 4]2 " +
		"epic_dwarf[]auto epic_elf[]auto diemaster[10 10 10]3"
	if got := strings.Join(epics, " "); got != want {
		t.Errorf("epics %q, want %q", got, want)
	}
	if got := strings.Join(DieCreatures, " "); got != "deyeroller troll diemon dierake tombstones" {
		t.Errorf("creatures %q", got)
	}
}

// The sprite list the table scene codes against, with sizes.
func TestDieCardSpriteNames(t *testing.T) {
	type size struct{ w, h int }
	want := map[string]size{}
	for v := 1; v <= 6; v++ {
		want[fmt.Sprintf("dieinthedungeon/herodie/%d", v)] = size{64, 64}
	}
	for f := 0; f < art.TumbleFrames; f++ {
		want[fmt.Sprintf("dieinthedungeon/herodie/tumble/%d", f)] = size{64, 64}
	}
	for _, c := range []string{"deyeroller", "troll", "diemon", "dierake", "tombstones"} {
		want["dieinthedungeon/standee/"+c] = size{96, 128}
	}
	for _, h := range []string{"fighter", "rogue", "wizard", "cleric"} {
		for l := 1; l <= 4; l++ {
			want[fmt.Sprintf("dieinthedungeon/hero/%s-%d", h, l)] = size{240, 340}
		}
	}
	for _, e := range []string{"barbarian", "assassin", "warlock", "patriarch", "dwarf", "elf", "diemaster"} {
		want["dieinthedungeon/epic/"+e] = size{240, 340}
	}
	for _, a := range []string{"bard-a", "bard-b", "kobold-a", "kobold-b", "diesplacer"} {
		want["dieinthedungeon/ally/"+a] = size{240, 340}
	}
	got := dieDrawn2(t)
	for n, sz := range want {
		img := got[n]
		if img == nil {
			t.Errorf("sprite %s missing", n)
			continue
		}
		if b := img.Bounds(); b.Dx() != sz.w || b.Dy() != sz.h {
			t.Errorf("%s is %dx%d, want %dx%d", n, b.Dx(), b.Dy(), sz.w, sz.h)
		}
		if art.SheetOf(n) != "dieinthedungeon" {
			t.Errorf("%s goes to sheet %s", n, art.SheetOf(n))
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			t.Errorf("unexpected sprite %s", n)
		}
	}
}

// Standees are told apart by silhouette: at the 48x64 they are shown at,
// any two must differ in outline, not only in colour. Hero Die faces and
// tumbling frames must all differ from each other.
func TestDieStandeesAndFacesDistinct(t *testing.T) {
	got := dieDrawn2(t)
	for i, a := range DieCreatures {
		for _, b := range DieCreatures[i+1:] {
			ia := got["dieinthedungeon/standee/"+a]
			ib := got["dieinthedungeon/standee/"+b]
			if d := alphaDiff(ia, ib); d < 0.06 {
				t.Errorf("standees %s and %s differ in %.1f%% of their outline only", a, b, 100*d)
			}
		}
	}
	var names []string
	for n := range got {
		if strings.HasPrefix(n, "dieinthedungeon/herodie/") || strings.HasPrefix(n, "dieinthedungeon/hero/") {
			names = append(names, n)
		}
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if got[a].Bounds() == got[b].Bounds() && pixDiff(got[a], got[b]) < 0.01 {
				t.Errorf("%s and %s are nearly the same picture", a, b)
			}
		}
	}
}

// The stat numbers sit in three boxes of the stat band: each box must hold
// dark ink on a light ground (a number that reads), on every hero card.
func TestDieCardStatsLegible(t *testing.T) {
	for n, img := range dieDrawn2(t) {
		if !strings.HasPrefix(n, "dieinthedungeon/hero/") {
			continue
		}
		for i := 0; i < 3; i++ {
			x := 20 + i*68
			box := image.Rect(x+36, 224, x+62, 254) // the number's half
			dark, light := 0, 0
			for y := box.Min.Y; y < box.Max.Y; y++ {
				for x := box.Min.X; x < box.Max.X; x++ {
					c := img.NRGBAAt(x, y)
					switch l := 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B); {
					case l < 80:
						dark++
					case l > 200:
						light++
					}
				}
			}
			if area := box.Dx() * box.Dy(); dark < area/12 || light < area/4 {
				t.Errorf("%s stat %d: %d dark and %d light pixels of %d", n, i, dark, light, area)
			}
		}
	}
}

// pixDiff is the share of pixels differing by more than 48 in any channel.
func pixDiff(a, b *image.NRGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for j := 0; j < 4; j++ {
			if d := int(a.Pix[i+j]) - int(b.Pix[i+j]); d > 48 || d < -48 {
				n++
				break
			}
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}
