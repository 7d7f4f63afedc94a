package assets

// BrowserAtlases are the atlases the browser build has built in (the
// go:embed line of embed_js.go names exactly these; a test checks it).
var BrowserAtlases = []string{"ui", "dice", "titles", "icon"}
