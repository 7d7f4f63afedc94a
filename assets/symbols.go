package assets

// heroicaFaces names the symbol on die/heroica/<n>, n = 1..6, in the order
// of the Heroica spec's die table (heroica.md §2.1).
var heroicaFaces = [6]string{"shield", "sword", "sword", "skull", "skull", "sword_skull"}

// HeroicaFace returns the symbol drawn on face n (1..6) of the Heroica die:
// "shield", "sword", "skull" or "sword_skull"; "" for any other n. The
// Heroica engine's face numbering must follow it.
func HeroicaFace(n int) string {
	if n < 1 || n > len(heroicaFaces) {
		return ""
	}
	return heroicaFaces[n-1]
}

// tokenSymbols pairs each player colour with the symbol its tokens carry.
var tokenSymbols = map[string]string{
	"red": "diamond", "blue": "circle", "green": "triangle", "yellow": "star",
	"white": "crescent", "black": "cross", "purple": "hexagon", "orange": "square",
}

// TokenSymbol returns the symbol that tokens of a player colour carry (so
// colour never carries meaning alone), or "" for an unknown colour. The
// symbol alone, white for tinting, is the sprite token/symbol-<colour>.
func TokenSymbol(colour string) string { return tokenSymbols[colour] }
