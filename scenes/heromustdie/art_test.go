package heromustdie

import (
	"fmt"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// Every sprite the table draws is in the atlases (a missing one would
// show a stand-in and is reported here by name).
func TestEverySpriteExists(t *testing.T) {
	names := []string{art + "board/floor", art + "board/guard-post", art + "board/building-space", art + "board/conquered",
		art + "board/slot", art + "board/vp-track", art + "wound", art + "levelup", art + "conquered-marker"}
	for _, w := range trackNames {
		names = append(names, art+"board/"+w)
	}
	for _, l := range hmd.LocationIDs {
		names = append(names, art+"board/location/"+l)
	}
	for _, i := range []string{"eye", "eye-badge", "plot", "reserve"} {
		names = append(names, art+"icon/"+i)
	}
	for _, b := range hmd.Boxes {
		names = append(names, art+"box/"+b.ID)
	}
	for _, c := range hmd.PlayerColours {
		names = append(names, art+"player/"+c, art+"goblin/"+c, art+"vp/"+c)
	}
	for i := 1; i <= hmd.NumParties; i++ {
		names = append(names, fmt.Sprintf(art+"party/%d", i))
	}
	for k := range hmd.Traps {
		names = append(names, trapSprite(int8(k)))
	}
	for n := int8(3); n <= 5; n++ {
		names = append(names, roomSprite(n))
	}
	for _, r := range []string{"gold", "slave", "mp"} {
		names = append(names, art+"res/"+r)
	}
	for _, c := range hmd.ColourIDs {
		names = append(names, art+"pip/"+c)
	}
	for _, f := range hmd.FamilyIDs {
		names = append(names, art+"family/"+f)
	}
	for h := range hmd.Heroes {
		names = append(names, heroSprite(int8(h)))
	}
	for m := range hmd.Monsters {
		names = append(names, monsterSprite(int8(m)))
	}
	for c := range hmd.Plots {
		names = append(names, plotSprite(int8(c)))
	}
	for e := range hmd.Events {
		names = append(names, eventSprite(int8(e)))
	}
	for _, b := range []string{"event", "plot", "monster", "hero"} {
		names = append(names, art+"back/"+b)
	}
	for f := 1; f <= 6; f++ {
		names = append(names, ui.DieFace("d6", f), ui.DieTumble("d6", f))
	}
	for _, n := range names {
		if ui.Sprite(n) == nil {
			t.Errorf("sprite %s is missing", n)
		}
	}
}
