// Package herohouse draws the Hero House art: the 56-card deck and
// everything its table scene draws. Every sprite name starts with
// "herohouse/", which art.SheetOf sends to an atlas of its own so the title
// screen never decodes it.
package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/assets/internal/art"
)

// HeroHouseCard is one card of the Hero House deck (spec §2.2, §2.3): its
// suit, its white and black dots, the motif name printed on it and its
// index in the rulebook's order of dot pairs (1..14).
type HeroHouseCard struct {
	ID, Suit, Name string
	W, B, Idx      int
}

// HeroHouseSuits are the four suits in deck order.
var HeroHouseSuits = []string{"prime", "head", "body", "legs"}

// heroHousePairs are the 14 dot pairs (W, B) in rulebook order; every suit
// holds each once.
var heroHousePairs = [14][2]int{
	{1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}, {3, 0}, {2, 1},
	{1, 2}, {0, 3}, {4, 0}, {3, 1}, {2, 2}, {1, 3}, {0, 4},
}

// heroHouseNames are the printed names per suit, in the order of
// heroHousePairs (spec tables 2.2 and 2.3).
var heroHouseNames = map[string][14]string{
	"prime": {"Toothpick", "Ink Spot", "Snow Angel", "Java Man", "Night Owl", "Cloud Walker", "Male Being",
		"Hat Man", "Zero Fun", "Cave Woman", "Top Dog", "Alpha Man", "Delta Bird", "Black Knight"},
	"head": {"Pointy Hat", "Eye Patch", "Crown", "Goggles", "Hood", "Feather Helm", "Viking Helm",
		"Top Hat", "Ninja Mask", "Halo", "Knight Visor", "Robot Dome", "Pirate Tricorn", "Skull Mask"},
	"body": {"T-Shirt", "Vest", "Toga", "Striped Sweater", "Trench Coat", "Chef Jacket", "Caped Chest",
		"Leather Jacket", "Tuxedo", "Armor Plate", "Lab Coat", "Chainmail", "Bomber Jacket", "Dark Robe"},
	"legs": {"Bare Feet", "Sneakers", "Skirt", "Jeans", "Boots", "Tights", "Kilt",
		"Cargo Pants", "Riding Boots", "Roller Skates", "Stilts", "Peg Leg", "Ski Pants", "Rocket Boots"},
}

// HeroHouseCards is the whole deck, suit by suit in HeroHouseSuits order
// and, inside a suit, in rulebook order.
var HeroHouseCards = heroHouseDeck()

func heroHouseDeck() []HeroHouseCard {
	var deck []HeroHouseCard
	for _, s := range HeroHouseSuits {
		for i, wb := range heroHousePairs {
			c := HeroHouseCard{Suit: s, Name: heroHouseNames[s][i], W: wb[0], B: wb[1], Idx: i + 1}
			if s == "prime" {
				c.ID = "prime_" + snake(c.Name)
			} else {
				c.ID = fmt.Sprintf("%s_w%d_b%d", s, c.W, c.B)
			}
			deck = append(deck, c)
		}
	}
	return deck
}

// snake turns "Black Knight" into "black_knight".
func snake(name string) string {
	b := []byte(name)
	for i, c := range b {
		switch {
		case c == ' ' || c == '-':
			b[i] = '_'
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// Card size in the atlas: twice the largest on-screen size (72x104).
const hhW, hhH = 144, 208

// heroHouseCardSprites draws the 56 faces and the back. Cards are the bulk
// of the work, so they are a group of their own and run beside the rest.
func heroHouseCardSprites(fc art.Faces) []art.Sprite {
	out := []art.Sprite{art.NewSprite("herohouse/card/back", hhBack())}
	layers := map[string]hhLayers{}
	for i, s := range HeroHouseSuits {
		layers[s] = hhSuitLayers(s, uint32(100+i))
	}
	for _, c := range HeroHouseCards {
		out = append(out, art.NewSprite(hhCardName(c.ID), hhFace(fc, c, layers[c.Suit])))
	}
	return out
}

// Groups draw the Hero House sprites: the cards, and the rest of the table.
var Groups = []art.Group{heroHouseCardSprites, heroHouseTableSprites}

// heroHouseTableSprites draws everything on the Hero House table that is
// not a card.
func heroHouseTableSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, s := range HeroHouseSuits {
		c := art.NewCanvas(48, 48)
		c.Fill(suitGlyph(s, art.P(24, 24), 21), art.White)
		out = append(out, art.NewSprite("herohouse/suit/"+s, c))
	}
	for _, white := range []bool{true, false} {
		c := art.NewCanvas(32, 32)
		hhDot(c, art.P(16, 16), 14, white)
		name := "herohouse/dot/black"
		if white {
			name = "herohouse/dot/white"
		}
		out = append(out, art.NewSprite(name, c))
	}
	out = append(out, hhTokens(fc)...)
	out = append(out, hhTable()...)
	out = append(out, hhBanners(fc)...)
	out = append(out, hhIcons()...)
	return out
}
