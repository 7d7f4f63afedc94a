package herodice

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/arttest"
)

var hdDrawn = arttest.DrawnOnce(Groups...)

// The card data copied from the spec keeps the spec's totals (§2.3–2.6).
func TestHeroDiceCardData(t *testing.T) {
	gold, red := 0, 0
	exits := map[rune]int{}
	for i, d := range DungeonCards {
		if i < 18 {
			gold += d.Gold
			red += d.Red
			for _, e := range d.Exits {
				exits[e]++
			}
		}
		if d.Stairs != (i >= 18) {
			t.Errorf("%s: stairs %v", d.ID, d.Stairs)
		}
	}
	if len(DungeonCards) != 20 || gold != 9 || red != 10 {
		t.Errorf("%d dungeon cards, %d gold and %d red glows on cards 1-18; want 20, 9, 10", len(DungeonCards), gold, red)
	}
	for _, e := range "NESW" {
		if exits[e] != 11 {
			t.Errorf("%d %c exits on cards 1-18, want 11", exits[e], e)
		}
	}
	kinds := map[string]int{}
	for _, e := range Encounters {
		kinds[e.Kind]++
		if e.Kind == "mob" && (e.Dice < 1 || e.HP < 1 || e.XP != map[string]int{"minion": 25, "soldier": 50, "champion": 100}[e.Tier]) {
			t.Errorf("%s: dice %d hp %d xp %d tier %s", e.ID, e.Dice, e.HP, e.XP, e.Tier)
		}
	}
	if kinds["mob"] != 14 || kinds["trap"] != 4 || kinds["event"] != 2 {
		t.Errorf("encounters %v, want 14 mobs, 4 traps, 2 events", kinds)
	}
	types, arts := map[string]int{}, map[string]bool{}
	for _, tr := range Treasures {
		n := 1
		if tr.ID == "trs_healing_potion" {
			n = 3
		}
		types[tr.Type] += n
		arts[tr.Art] = true
	}
	if types["weapon"] != 6 || types["armor"] != 4 || types["item"] != 10 || len(arts) != 17 {
		t.Errorf("treasure %v with %d arts, want 6 weapons, 4 armor, 10 items, 17 arts", types, len(arts))
	}
	if len(Bosses) != 10 {
		t.Errorf("%d bosses", len(Bosses))
	}
	for _, b := range Bosses {
		for i, p := range b.Ring {
			if !strings.Contains(" "+strings.Join(Powers, " ")+" ", " "+p.Kind+" ") || (p.Kind == "none") != (p.N == 0) {
				t.Errorf("%s ring %d: %v", b.ID, i+1, p)
			}
		}
	}
}

// wantSprites is every sprite the doc comment promises, with its size.
func wantSprites() map[string]image.Point {
	w := map[string]image.Point{}
	card := image.Pt(CardW, CardH)
	for _, d := range DungeonCards {
		w["herodice/tile/"+d.ID] = image.Pt(TilePx, TilePx)
		w["herodice/dungeon/"+d.ID] = card
	}
	for _, e := range Encounters {
		w["herodice/card/"+e.ID] = card
	}
	for _, tr := range Treasures {
		w["herodice/card/"+tr.ID] = card
	}
	for _, b := range Bosses {
		w["herodice/card/"+b.ID] = card
	}
	w["herodice/card/hero_warrior"] = card
	for _, b := range []string{"dungeon", "treasure", "encounter", "boss"} {
		w["herodice/back/"+b] = card
	}
	for _, d := range []string{"hero", "combat"} {
		for v := 1; v <= 6; v++ {
			w[fmt.Sprintf("herodice/die/%s/%d", d, v)] = image.Pt(64, 64)
		}
		for f := 0; f < art.TumbleFrames; f++ {
			w[fmt.Sprintf("herodice/die/%s/tumble/%d", d, f)] = image.Pt(64, 64)
		}
	}
	for _, n := range []string{"glow/gold", "glow/red", "stairs", "token/hero"} {
		w["herodice/"+n] = image.Pt(48, 48)
	}
	for _, e := range []string{"n", "e", "s", "w"} {
		w["herodice/exit/"+e] = image.Pt(40, 40)
	}
	for _, t := range []string{"minion", "soldier", "champion", "boss"} {
		w["herodice/tier/"+t] = image.Pt(48, 48)
	}
	for _, p := range []string{"wound", "drain", "heal", "shield", "rage", "weaken", "none"} {
		w["herodice/power/"+p] = image.Pt(40, 40)
	}
	w["herodice/token/wound"] = image.Pt(40, 40)
	w["herodice/xp"] = image.Pt(40, 40)
	w["herodice/hpbar/left"] = image.Pt(28, 28)
	w["herodice/hpbar/mid"] = image.Pt(8, 28)
	w["herodice/hpbar/right"] = image.Pt(8, 28)
	w["herodice/hpbar/fill"] = image.Pt(8, 16)
	w["herodice/map/stone"] = image.Pt(256, 256)
	w["herodice/map/fog"] = image.Pt(420, 256)
	w["herodice/banner"] = image.Pt(480, 120)
	return w
}

// Every promised sprite exists at its size on a Hero Dice sheet, is not
// blank, and no other is drawn.
func TestHeroDiceSpriteNames(t *testing.T) {
	got := hdDrawn(t)
	want := wantSprites()
	if len(want) != 20+20+20+18+10+1+4+2*(6+8)+4+4+4+7+2+4+3 {
		t.Fatalf("the list above has %d sprites", len(want))
	}
	for n, size := range want {
		img := got[n]
		if img == nil {
			t.Errorf("sprite %s missing", n)
			continue
		}
		if img.Bounds().Size() != size {
			t.Errorf("%s is %v, want %v", n, img.Bounds().Size(), size)
		}
		if sh := art.SheetOf(n); !strings.HasPrefix(sh, "herodice") {
			t.Errorf("%s goes to sheet %s", n, sh)
		}
		opaque := 0
		for i := 3; i < len(img.Pix); i += 4 {
			if img.Pix[i] > 128 {
				opaque++
			}
		}
		min := len(img.Pix) / 4 / 10
		if n == "herodice/map/fog" {
			min = len(img.Pix) / 4 / 20
		}
		if opaque < min {
			t.Errorf("%s has %d solid pixels, want at least %d", n, opaque, min)
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			t.Errorf("unexpected sprite %s", n)
		}
	}
}

// No two sprites of one size are the same picture.
func TestHeroDiceSpritesDistinct(t *testing.T) {
	got := hdDrawn(t)
	var names []string
	for n := range got {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, a := range names {
		for _, b := range names[i+1:] {
			if got[a].Bounds() == got[b].Bounds() && bytes.Equal(got[a].Pix, got[b].Pix) {
				t.Errorf("%s and %s are the same picture", a, b)
			}
		}
	}
}

// A tile is open exactly where its card has an exit: the middle of each
// edge is light floor for an exit and dark rock for a wall.
func TestHeroDiceTileExits(t *testing.T) {
	got := hdDrawn(t)
	lum := func(c color.NRGBA) float64 { return 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B) }
	for _, d := range DungeonCards {
		img := got["herodice/tile/"+d.ID]
		// Just inside each edge, beside the arrow, in the corridor.
		spots := map[rune]image.Point{'N': {40, 2}, 'E': {93, 40}, 'S': {40, 93}, 'W': {2, 40}}
		for _, e := range "NESW" {
			l := lum(img.NRGBAAt(spots[e].X, spots[e].Y))
			open := strings.ContainsRune(d.Exits, e)
			if open && l < 120 || !open && l > 80 {
				t.Errorf("%s side %c: luminance %.0f, open %v", d.ID, e, l, open)
			}
		}
	}
}

// The hero die is told from a combat die by its outline, not only its
// colour: its corners are cut.
func TestHeroDiceDiceShapes(t *testing.T) {
	got := hdDrawn(t)
	for v := 1; v <= 6; v++ {
		h, c := got[fmt.Sprintf("herodice/die/hero/%d", v)], got[fmt.Sprintf("herodice/die/combat/%d", v)]
		if a := h.NRGBAAt(8, 8).A; a > 60 {
			t.Errorf("hero die %d: corner alpha %d, want it cut away", v, a)
		}
		if a := c.NRGBAAt(8, 8).A; a < 200 {
			t.Errorf("combat die %d: corner alpha %d, want it solid", v, a)
		}
	}
}

// TestHeroDiceContactSheet writes every Hero Dice sprite whose name holds
// $HD_CONTACT_FILTER (default: all) onto one PNG at $HD_CONTACT, on dark
// felt, for looking at the art; it is skipped unless $HD_CONTACT is set.
func TestHeroDiceContactSheet(t *testing.T) {
	path := os.Getenv("HD_CONTACT")
	if path == "" {
		t.Skip("set HD_CONTACT=file.png to write a contact sheet")
	}
	drawn := hdDrawn(t)
	var names []string
	for n := range drawn {
		if strings.Contains(n, os.Getenv("HD_CONTACT_FILTER")) {
			names = append(names, n)
		}
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := drawn[names[i]].Bounds().Dy(), drawn[names[j]].Bounds().Dy()
		if a != b {
			return a > b
		}
		return names[i] < names[j]
	})
	const width = 1800
	x, y, rowH := 8, 8, 0
	type at struct {
		img  *image.NRGBA
		x, y int
	}
	var places []at
	for _, n := range names {
		b := drawn[n].Bounds()
		if x+b.Dx() > width-8 {
			x, y, rowH = 8, y+rowH+8, 0
		}
		places = append(places, at{drawn[n], x, y})
		x += b.Dx() + 8
		rowH = max(rowH, b.Dy())
	}
	out := image.NewNRGBA(image.Rect(0, 0, width, y+rowH+8))
	draw.Draw(out, out.Bounds(), &image.Uniform{color.NRGBA{0x2b, 0x3a, 0x2c, 255}}, image.Point{}, draw.Src)
	for _, p := range places {
		draw.Draw(out, p.img.Bounds().Add(image.Pt(p.x, p.y)), p.img, image.Point{}, draw.Over)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d sprites on %s", len(places), path)
}
