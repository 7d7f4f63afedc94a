package art

// The palette of a warm tabletop: parchment and wood, dark ink, gold.
var (
	ink       = Hex(0x24170f)
	inkSoft   = Hex(0x4a3323)
	parch     = Hex(0xf4e6c4)
	parchMid  = Hex(0xe6cd98)
	parchDark = Hex(0xc4a26a)
	wood      = Hex(0x8a5730)
	woodLight = Hex(0xb57d47)
	woodDark  = Hex(0x55321a)
	gold      = Hex(0xdcab3e)
	goldLight = Hex(0xfbe39a)
	goldDark  = Hex(0x8e6418)
	blood     = Hex(0xa92f26)
	steel     = Hex(0xc9d0d6)
	steelDark = Hex(0x6d7882)
	bone      = Hex(0xf1e8d4)
)

// goldPaint is a vertical metallic gradient between y0 and y1.
func goldPaint(y0, y1 float64) Paint {
	return Linear{P(0, y0), P(0, y1), []Stop{{0, goldLight}, {0.45, gold}, {0.55, Hex(0xc89530)}, {1, goldDark}}}
}
