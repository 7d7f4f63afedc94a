package assets

import (
	"github.com/herotable/herotable/assets/fonts"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// UIFont returns the Go Regular TrueType font, for body text.
func UIFont() []byte { return goregular.TTF }

// UIBoldFont returns the Go Bold TrueType font, for labels and numbers.
func UIBoldFont() []byte { return gobold.TTF }

// DisplayFont returns Cinzel Bold, the title face (SIL Open Font License
// 1.1; see DisplayFontLicense).
func DisplayFont() []byte { return fonts.CinzelBold }

// DisplayFontLicense returns the licence text the display font ships under,
// for the app's credits.
func DisplayFontLicense() string { return fonts.License }
