// Package art draws every sprite of Hero Table with vector paths and packs
// them into atlases. It is the body of the generator (assets/gen) and of the
// test that checks the committed atlases are up to date, so it must draw the
// same bytes on every run: no clocks, no random numbers, no map iteration.
package art

import (
	"fmt"
	"image"
	"sort"
	"strings"
	"sync"
)

// Sprite is one named picture before packing.
type Sprite struct {
	Name string
	Img  *image.NRGBA
}

// sheetOf says which atlas a sprite goes to, by its name prefix, so that
// things drawn together (dice on the table, titles on the title screen) are
// decoded together.
func sheetOf(name string) string {
	switch {
	case strings.HasPrefix(name, "die/"):
		return "dice"
	case strings.HasPrefix(name, "title/"), name == "app/logo":
		return "titles"
	case strings.HasPrefix(name, "app/icon"):
		return "icon"
	case strings.HasPrefix(name, "herohouse/"):
		return "herohouse"
	case strings.HasPrefix(name, "dieinthedungeon/board/"), strings.HasPrefix(name, "dieinthedungeon/card/"):
		// The player's side (creature board, ability cards) would push
		// one DIE atlas past MaxAtlas: it gets a sheet of its own.
		return "dieinthedungeon-board"
	case strings.HasPrefix(name, "dieinthedungeon/"):
		return "dieinthedungeon"
	case strings.HasPrefix(name, "heromustdie/board/"):
		return "heromustdie-board"
	case strings.HasPrefix(name, "heromustdie/"):
		return "heromustdie"
	}
	return "ui"
}

// IconSizes are the sizes of the application icon, smallest first.
var IconSizes = []int{16, 32, 48, 64, 128, 256}

// IconName is the sprite name of the application icon at size px.
func IconName(px int) string {
	if px == 256 {
		return "app/icon"
	}
	return fmt.Sprintf("app/icon-%d", px)
}

// Draw draws every sprite, sorted by name. The groups are drawn in
// parallel; each group is deterministic on its own, so the order of
// completion does not matter.
func Draw() ([]Sprite, error) {
	fc, err := loadFaces()
	if err != nil {
		return nil, err
	}
	groups := []func(faces) []Sprite{
		uiSprites, iconSprites, cardSprites, tokenSprites,
		diceFaces, diceTumbles, emblemSprites, appSprites,
		heroHouseCardSprites, heroHouseTableSprites,
		dieSprites, dieBackSprites, heroDieSprites, dieStandeeSprites, dieCardSprites,
		dieBoardSprites, dieAbilityCardSprites, dieFaceSprites,
		hmdBoardSprites, hmdIconSprites, hmdTokenSprites,
		hmdHeroCardSprites, hmdMonsterCardSprites, hmdPlotCardSprites,
	}
	results := make([][]Sprite, len(groups))
	var wg sync.WaitGroup
	for i, g := range groups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = g(fc)
		}()
	}
	wg.Wait()
	var all []Sprite
	for _, r := range results {
		all = append(all, r...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	for i := 1; i < len(all); i++ {
		if all[i].Name == all[i-1].Name {
			return nil, fmt.Errorf("sprite %q drawn twice", all[i].Name)
		}
	}
	return all, nil
}

// sprite wraps a finished canvas.
func sprite(name string, c *Canvas) Sprite { return Sprite{name, c.NRGBA()} }
