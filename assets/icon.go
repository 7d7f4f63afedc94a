package assets

import (
	"fmt"
	"image"
	"sync"
)

// iconSizes are the sizes Icon returns, smallest first.
var iconSizes = []int{16, 32, 48, 64, 128, 256}

func iconName(px int) string {
	if px == 256 {
		return "app/icon"
	}
	return fmt.Sprintf("app/icon-%d", px)
}

var (
	iconOnce sync.Once
	icons    []image.Image
)

// Icon returns the application icon at 16, 32, 48, 64, 128 and 256 px,
// each drawn at its own size by the generator (not scaled down). It
// decodes only the small icon atlas, once; nil means the embedded icon is
// broken, which the tests rule out.
func Icon() []image.Image {
	iconOnce.Do(func() { icons, _ = decodeIcons() })
	return icons
}

func decodeIcons() ([]image.Image, error) {
	var sheet *image.RGBA
	var out []image.Image
	for _, px := range iconSizes {
		i, r, ok := Find(iconName(px))
		if !ok {
			return nil, fmt.Errorf("sprite %s missing", iconName(px))
		}
		if sheet == nil {
			img, err := Atlases()[i].Decode()
			if err != nil {
				return nil, err
			}
			sheet = img
		}
		out = append(out, sheet.SubImage(r))
	}
	return out, nil
}
