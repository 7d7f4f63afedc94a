package art

// The palette of a warm tabletop: parchment and wood, dark ink, gold.
var (
	Ink       = Hex(0x24170f)
	InkSoft   = Hex(0x4a3323)
	Parch     = Hex(0xf4e6c4)
	ParchMid  = Hex(0xe6cd98)
	ParchDark = Hex(0xc4a26a)
	Wood      = Hex(0x8a5730)
	WoodLight = Hex(0xb57d47)
	WoodDark  = Hex(0x55321a)
	Gold      = Hex(0xdcab3e)
	GoldLight = Hex(0xfbe39a)
	GoldDark  = Hex(0x8e6418)
	Blood     = Hex(0xa92f26)
	Steel     = Hex(0xc9d0d6)
	SteelDark = Hex(0x6d7882)
	Bone      = Hex(0xf1e8d4)
)

// GoldPaint is a vertical metallic gradient between y0 and y1.
func GoldPaint(y0, y1 float64) Paint {
	return Linear{P(0, y0), P(0, y1), []Stop{{0, GoldLight}, {0.45, Gold}, {0.55, Hex(0xc89530)}, {1, GoldDark}}}
}
