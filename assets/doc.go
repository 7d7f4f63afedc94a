// Package assets holds Hero Table's art: sprite atlases drawn by our own
// generator (assets/gen; assets/internal/art draws, assets/internal/atlas
// packs) and the fonts, all embedded in the binary. It does not import
// Ebitengine: Atlas.Decode gives an atlas's pixels as the premultiplied RGBA
// Ebitengine keeps (quickly: start-up waits for it), and the app cuts
// sprites from it with SubImage using the rectangles here.
//
// The atlases are generated files; after changing the art run
//
//	go generate ./assets
//
// and commit the result (TestGeneratedInStep fails until you do).
package assets

//go:generate go run ./gen -out .
