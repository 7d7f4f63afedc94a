package assets

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
)

// Decode returns the atlas's pixels as premultiplied RGBA, the form
// Ebitengine keeps images in, so that ebiten.NewImageFromImage copies them
// as they are instead of converting every pixel: exactly what image/png's
// result drawn onto an *image.RGBA with image/draw would be, in about three
// quarters of that time natively and two thirds as WebAssembly, where the
// first frame waits for it (BenchmarkAtlasDecode).
func (a Atlas) Decode() (*image.RGBA, error) {
	img, err := decodePNG(a.PNG)
	if err != nil {
		return nil, fmt.Errorf("atlas %s: %w", a.Name, err)
	}
	return img, nil
}

// decodePNG decodes a PNG into premultiplied RGBA. The 8-bit,
// non-interlaced RGBA and RGB files the generator writes are inflated in
// one piece (see inflate) and unfiltered and premultiplied in one pass;
// any other PNG goes through image/png and image/draw.
func decodePNG(data []byte) (*image.RGBA, error) {
	h, idat, err := scanPNG(data)
	if errors.Is(err, errNotFast) {
		return decodeSlow(data)
	}
	if err != nil {
		return nil, fmt.Errorf("png: %w", err)
	}
	img, err := h.decode(idat)
	if err != nil {
		return nil, fmt.Errorf("png: %w", err)
	}
	return img, nil
}

// decodeSlow is the general path: image/png, then image/draw's conversion
// to premultiplied RGBA (the one Ebitengine would make).
func decodeSlow(data []byte) (*image.RGBA, error) {
	src, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	if rgba, ok := src.(*image.RGBA); ok {
		return rgba, nil
	}
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Rect, src, b.Min, draw.Src)
	return dst, nil
}

// errNotFast marks a valid-looking PNG the fast path does not handle.
var errNotFast = errors.New("not an 8-bit non-interlaced RGB(A) PNG")

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// maxPixels bounds the image the fast path allocates for (64 Mpx); a larger
// claim in a header is left to image/png, which refuses it.
const maxPixels = 1 << 26

// pngHeader is what the fast path needs from IHDR.
type pngHeader struct {
	w, h int
	bpp  int // bytes per pixel: 4 for RGBA, 3 for RGB
}

// scanPNG checks the signature and header and returns the image data: the
// IDAT chunks joined (the zlib stream). Chunk CRCs are not checked; the
// zlib stream's own checksum covers the pixels.
func scanPNG(data []byte) (pngHeader, []byte, error) {
	var h pngHeader
	if !bytes.HasPrefix(data, pngSignature) {
		return h, nil, errors.New("not a PNG file")
	}
	p := data[len(pngSignature):]
	var idat []byte
	first := true
	for {
		if len(p) < 12 {
			return h, nil, errors.New("truncated chunk")
		}
		n := binary.BigEndian.Uint32(p)
		kind := string(p[4:8])
		if uint64(n) > uint64(len(p)-12) {
			return h, nil, fmt.Errorf("chunk %q runs past the end of the file", kind)
		}
		body := p[8 : 8+n]
		p = p[12+n:]
		if first != (kind == "IHDR") {
			return h, nil, errors.New("IHDR is not the first chunk")
		}
		first = false
		switch kind {
		case "IHDR":
			if len(body) != 13 {
				return h, nil, errors.New("bad IHDR length")
			}
			w, ht := binary.BigEndian.Uint32(body), binary.BigEndian.Uint32(body[4:])
			if w == 0 || ht == 0 || uint64(w)*uint64(ht) > maxPixels {
				return h, nil, errNotFast
			}
			h.w, h.h = int(w), int(ht)
			depth, colour, method, filter, interlace := body[8], body[9], body[10], body[11], body[12]
			switch {
			case depth != 8 || method != 0 || filter != 0 || interlace != 0:
				return h, nil, errNotFast
			case colour == 6:
				h.bpp = 4
			case colour == 2:
				h.bpp = 3
			default:
				return h, nil, errNotFast
			}
		case "IDAT":
			idat = append(idat, body...)
		case "tRNS":
			return h, nil, errNotFast // a transparent colour key: image/png handles it
		case "IEND":
			if len(idat) == 0 {
				return h, nil, errors.New("no image data")
			}
			return h, idat, nil
		}
	}
}

// PNG row filters.
const (
	ftNone = iota
	ftSub
	ftUp
	ftAverage
	ftPaeth
)

// decode inflates the image data, undoes each row's filter and stores the
// row premultiplied.
func (h pngHeader) decode(idat []byte) (*image.RGBA, error) {
	stride := h.w * h.bpp
	raw, err := inflate(idat, (stride+1)*h.h)
	if err != nil {
		return nil, fmt.Errorf("image data: %w", err)
	}
	img := image.NewRGBA(image.Rect(0, 0, h.w, h.h))
	prev := make([]byte, stride) // the row above the first is zeros
	for y := range h.h {
		row := raw[y*(stride+1) : (y+1)*(stride+1)]
		cur := row[1:]
		if err := unfilter(row[0], cur, prev, h.bpp); err != nil {
			return nil, fmt.Errorf("row %d: %w", y, err)
		}
		premultiply(img.Pix[y*img.Stride:(y+1)*img.Stride], cur, h.bpp)
		prev = cur
	}
	return img, nil
}

// unfilter undoes filter ft on cur, given the unfiltered row above.
func unfilter(ft byte, cur, prev []byte, bpp int) error {
	switch ft {
	case ftNone:
	case ftSub:
		for i := bpp; i < len(cur); i++ {
			cur[i] += cur[i-bpp]
		}
	case ftUp:
		for i, p := range prev {
			cur[i] += p
		}
	case ftAverage:
		for i := range bpp {
			cur[i] += prev[i] / 2
		}
		for i := bpp; i < len(cur); i++ {
			cur[i] += uint8((int(cur[i-bpp]) + int(prev[i])) / 2)
		}
	case ftPaeth:
		unpaeth(cur, prev, bpp)
	default:
		return fmt.Errorf("unknown filter type %d", ft)
	}
	return nil
}

// unpaeth undoes the Paeth filter one channel at a time, so that the left
// (a) and upper-left (c) bytes stay in registers. (Four channels a pixel
// at once is faster natively but slower as WebAssembly, where start-up
// waits for decoding; the predictor is written out because a function for
// it is not inlined.)
func unpaeth(cur, prev []byte, bpp int) {
	for ch := range bpp {
		a, c := 0, 0
		for j := ch; j < len(cur); j += bpp {
			b := int(prev[j])
			pa, pb := b-c, a-c
			pc := absInt(pa + pb)
			pa, pb = absInt(pa), absInt(pb)
			switch {
			case pa <= pb && pa <= pc:
				// a predicts
			case pb <= pc:
				a = b
			default:
				a = c
			}
			a = (a + int(cur[j])) & 0xff
			cur[j] = uint8(a)
			c = b
		}
	}
}

func absInt(x int) int {
	m := x >> 63
	return (x ^ m) - m
}

// premultiply stores one row of straight-alpha pixels (bpp 4) or opaque
// ones (bpp 3) into dst as premultiplied RGBA, rounding as image/draw does.
func premultiply(dst, src []byte, bpp int) {
	if bpp == 3 {
		for i, j := 0, 0; j+3 <= len(src); i, j = i+4, j+3 {
			d := dst[i : i+4 : i+4]
			d[0], d[1], d[2], d[3] = src[j], src[j+1], src[j+2], 0xff
		}
		return
	}
	for i := 0; i+4 <= len(src); i += 4 {
		s := src[i : i+4 : i+4]
		d := dst[i : i+4 : i+4]
		switch a := s[3]; a {
		case 0xff:
			d[0], d[1], d[2], d[3] = s[0], s[1], s[2], 0xff
		case 0:
			// NewRGBA's zeros are already right.
		default:
			sa := uint32(a) * 0x101
			d[0] = uint8(uint32(s[0]) * sa / 0xff >> 8)
			d[1] = uint8(uint32(s[1]) * sa / 0xff >> 8)
			d[2] = uint8(uint32(s[2]) * sa / 0xff >> 8)
			d[3] = a
		}
	}
}
