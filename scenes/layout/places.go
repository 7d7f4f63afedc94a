package layout

// Fixed places. The browser smoke test clicks these positions and the
// screenshot tests look at them, so they are part of the contract
// (assets-api.md): change them only together with those tests.
var (
	// ButtonW and ButtonH are the size of a bottom-row button.
	ButtonW, ButtonH = 180.0, 44.0

	// TitleSettings is the title scene's "Settings" button.
	TitleSettings = Centered(1160, 670, ButtonW, ButtonH)
	// TitleQuit mirrors it on the left (desktop only).
	TitleQuit = Centered(120, 670, ButtonW, ButtonH)
	// TitleMain holds Continue, Load and Rules, centred on the screen.
	TitleMain = CenteredRow(3, Width/2, 670, ButtonW, ButtonH, 20)

	// SettingsSpeed are the "Slow", "Normal", "Fast" and "Instant" buttons,
	// in line with the window sizes below them.
	SettingsSpeed = CenteredRow(4, 770, 220, 128, ButtonH, 12)
	// SettingsBack is the settings scene's "Back" button; every full-screen
	// scene puts its way back in the same place.
	SettingsBack = Centered(120, 670, ButtonW, ButtonH)
	// Back is SettingsBack under the name the other scenes use.
	Back = SettingsBack

	// TitleTiles are the five game tiles.
	TitleTiles = CenteredRow(5, Width/2, 384, 224, 304, 20)
)
