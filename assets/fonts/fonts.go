// Package fonts holds the embedded title face, Cinzel Bold (SIL Open Font
// License 1.1, see OFL.txt beside it), shared by the assets package and the
// sprite generator so both draw with the same bytes.
package fonts

import _ "embed"

// CinzelBold is the Cinzel Bold TrueType font.
//
//go:embed Cinzel-Bold.ttf
var CinzelBold []byte

// License is the text of the SIL Open Font License that Cinzel ships under.
//
//go:embed OFL.txt
var License string
