package assets

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"
)

// stdlibRGBA is the reference: image/png, then image/draw to premultiplied
// RGBA, which is what ebiten.NewImageFromImage would do with png's result.
func stdlibRGBA(t testing.TB, data []byte) *image.RGBA {
	t.Helper()
	src, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("image/png: %v", err)
	}
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Rect, src, b.Min, draw.Src)
	return dst
}

func sameRGBA(t *testing.T, what string, got, want *image.RGBA) {
	t.Helper()
	if got.Rect != want.Rect {
		t.Fatalf("%s: bounds %v, want %v", what, got.Rect, want.Rect)
	}
	for y := range want.Rect.Dy() {
		g := got.Pix[y*got.Stride : y*got.Stride+4*want.Rect.Dx()]
		w := want.Pix[y*want.Stride : y*want.Stride+4*want.Rect.Dx()]
		if !bytes.Equal(g, w) {
			for x := 0; x < len(w); x += 4 {
				if !bytes.Equal(g[x:x+4], w[x:x+4]) {
					t.Fatalf("%s: pixel (%d,%d) is %v, want %v", what, x/4, y, g[x:x+4], w[x:x+4])
				}
			}
		}
	}
}

// Every embedded atlas must decode to exactly the pixels the standard
// library gives: the app draws these.
func TestDecodeAtlasesMatchStdlib(t *testing.T) {
	for _, a := range Atlases() {
		got, err := a.Decode()
		if err != nil {
			t.Fatalf("atlas %s: %v", a.Name, err)
		}
		sameRGBA(t, "atlas "+a.Name, got, stdlibRGBA(t, a.PNG))
	}
}

// testImage is w×h of random colours and alphas, with runs of fully
// transparent and fully opaque pixels as the atlases have.
func testImage(w, h int, seed uint64) *image.NRGBA {
	r := rand.New(rand.NewPCG(seed, 1))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		c := color.NRGBA{uint8(r.UintN(256)), uint8(r.UintN(256)), uint8(r.UintN(256)), uint8(r.UintN(256))}
		switch r.UintN(3) {
		case 0:
			c.A = 0
		case 1:
			c.A = 0xff
		}
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return img
}

func encode(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Formats other than 8-bit RGB(A) take image/png's path; all must give the
// standard library's pixels.
func TestDecodeFormats(t *testing.T) {
	nrgba := testImage(37, 23, 1)
	opaque := image.NewRGBA(nrgba.Rect)
	draw.Draw(opaque, opaque.Rect, image.NewUniform(color.RGBA{10, 200, 30, 255}), image.Point{}, draw.Src)
	draw.Draw(opaque, image.Rect(5, 5, 20, 15), image.NewUniform(color.RGBA{250, 2, 130, 255}), image.Point{}, draw.Src)
	gray := image.NewGray(nrgba.Rect)
	draw.Draw(gray, gray.Rect, nrgba, image.Point{}, draw.Src)
	pal := image.NewPaletted(nrgba.Rect, color.Palette{color.NRGBA{0, 0, 0, 0}, color.NRGBA{255, 0, 0, 128}, color.NRGBA{0, 0, 255, 255}})
	draw.Draw(pal, pal.Rect, nrgba, image.Point{}, draw.Src)
	deep := image.NewNRGBA64(nrgba.Rect)
	draw.Draw(deep, deep.Rect, nrgba, image.Point{}, draw.Src)
	for _, c := range []struct {
		name string
		img  image.Image
	}{
		{"rgba straight alpha", nrgba},
		{"rgb opaque", opaque},
		{"gray", gray},
		{"paletted", pal},
		{"16-bit", deep},
		{"one pixel", testImage(1, 1, 2)},
		{"one row", testImage(64, 1, 3)},
		{"one column", testImage(1, 64, 4)},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := encode(t, c.img)
			got, err := decodePNG(data)
			if err != nil {
				t.Fatal(err)
			}
			sameRGBA(t, c.name, got, stdlibRGBA(t, data))
		})
	}
}

// rawPNG writes img as an 8-bit RGBA PNG with the given filter on row y
// (filters[y%len(filters)]), so that every filter is exercised whatever
// image/png's encoder would pick. body edits the zlib stream before it is
// stored.
func rawPNG(img *image.NRGBA, filters []byte, body func([]byte) []byte) []byte {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	stride := 4 * w
	var raw []byte
	prev := make([]byte, stride)
	for y := range h {
		cur := img.Pix[y*img.Stride : y*img.Stride+stride]
		ft := filters[y%len(filters)]
		raw = append(raw, ft)
		for i := range cur {
			var a, c byte
			if i >= 4 {
				a, c = cur[i-4], prev[i-4]
			}
			b := prev[i]
			var pred byte
			switch ft {
			case ftSub:
				pred = a
			case ftUp:
				pred = b
			case ftAverage:
				pred = byte((int(a) + int(b)) / 2)
			case ftPaeth:
				pred = paethPredict(a, b, c)
			}
			raw = append(raw, cur[i]-pred)
		}
		prev = cur
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw)
	zw.Close()
	stream := z.Bytes()
	if body != nil {
		stream = body(stream)
	}
	out := append([]byte(nil), pngSignature...)
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 6
	out = chunk(out, "IHDR", ihdr)
	// Two IDAT chunks: the decoder must join them.
	half := len(stream) / 2
	out = chunk(out, "IDAT", stream[:half])
	out = chunk(out, "IDAT", stream[half:])
	return chunk(out, "IEND", nil)
}

func chunk(out []byte, kind string, body []byte) []byte {
	out = binary.BigEndian.AppendUint32(out, uint32(len(body)))
	start := len(out)
	out = append(out, kind...)
	out = append(out, body...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[start:]))
}

// paethPredict is the PNG specification's Paeth predictor, written as the
// specification does (not as the decoder does), as an independent check.
func paethPredict(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := p-int(a), p-int(b), p-int(c)
	if pa < 0 {
		pa = -pa
	}
	if pb < 0 {
		pb = -pb
	}
	if pc < 0 {
		pc = -pc
	}
	if pa <= pb && pa <= pc {
		return a
	}
	if pb <= pc {
		return b
	}
	return c
}

func TestDecodeEveryFilter(t *testing.T) {
	img := testImage(29, 17, 5)
	for _, c := range []struct {
		name    string
		filters []byte
	}{
		{"none", []byte{ftNone}},
		{"sub", []byte{ftSub}},
		{"up", []byte{ftUp}},
		{"average", []byte{ftAverage}},
		{"paeth", []byte{ftPaeth}},
		{"mixed", []byte{ftPaeth, ftNone, ftAverage, ftSub, ftUp, ftPaeth, ftAverage}},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := rawPNG(img, c.filters, nil)
			got, err := decodePNG(data)
			if err != nil {
				t.Fatal(err)
			}
			want := image.NewRGBA(img.Rect)
			draw.Draw(want, want.Rect, img, image.Point{}, draw.Src)
			sameRGBA(t, c.name, got, want)
			sameRGBA(t, c.name+" (image/png)", got, stdlibRGBA(t, data))
		})
	}
}

// A damaged file gives an error that says what is wrong, never a panic or
// a picture made of garbage.
func TestDecodeRejectsDamage(t *testing.T) {
	img := testImage(16, 8, 6)
	good := rawPNG(img, []byte{ftPaeth, ftSub}, nil)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a PNG"},
		{"not a png", []byte("GIF89a......"), "not a PNG"},
		{"cut in the header", good[:15], "truncated"},
		{"cut in the header chunk", good[:20], "past the end"},
		{"cut in the data", good[:len(good)-40], ""},
		{"chunk longer than the file", func() []byte {
			d := append([]byte(nil), good...)
			binary.BigEndian.PutUint32(d[8+25:], 1<<30) // the first IDAT's length
			return d
		}(), "past the end"},
		{"bad filter type", rawPNG(img, []byte{7}, nil), "filter type 7"},
		{"checksum", rawPNG(img, []byte{ftUp}, func(s []byte) []byte {
			s = append([]byte(nil), s...)
			s[len(s)-1] ^= 0xff
			return s
		}), "checksum"},
		{"too little data", rawPNG(testImage(16, 8, 6), []byte{ftNone}, func(s []byte) []byte {
			var z bytes.Buffer
			zw := zlib.NewWriter(&z)
			zw.Write(make([]byte, 10))
			zw.Close()
			return z.Bytes()
		}), "10 bytes of pixel data"},
		{"too much data", rawPNG(testImage(16, 8, 6), []byte{ftNone}, func(s []byte) []byte {
			var z bytes.Buffer
			zw := zlib.NewWriter(&z)
			zw.Write(make([]byte, 8*(1+16*4)+1))
			zw.Close()
			return z.Bytes()
		}), "more data than the image holds"},
	} {
		t.Run(c.name, func(t *testing.T) {
			img, err := decodePNG(c.data)
			if err == nil {
				t.Fatalf("decoded a %v image, want an error", img.Rect)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want it to mention %q", err, c.want)
			}
		})
	}
}

// FuzzDecodePNG: no input panics, and whatever both decoders accept they
// decode to the same pixels.
func FuzzDecodePNG(f *testing.F) {
	f.Add(rawPNG(testImage(5, 4, 7), []byte{ftNone, ftSub, ftUp, ftAverage, ftPaeth}, nil))
	f.Add(rawPNG(testImage(3, 3, 8), []byte{ftPaeth}, nil))
	var buf bytes.Buffer
	png.Encode(&buf, testImage(6, 2, 9))
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := decodePNG(data)
		if err != nil {
			return
		}
		src, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return // image/png also checks chunk CRCs, which decodePNG leaves to zlib
		}
		b := src.Bounds()
		want := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(want, want.Rect, src, b.Min, draw.Src)
		sameRGBA(t, "fuzz input", got, want)
	})
}

// BenchmarkAtlasDecode is start-up's decoding of each atlas to the RGBA
// the app uploads; BenchmarkAtlasDecodeStdlib is the image/png + image/draw
// round trip it replaces, for comparison.
func BenchmarkAtlasDecode(b *testing.B) {
	for _, a := range Atlases() {
		b.Run(a.Name, func(b *testing.B) {
			b.SetBytes(int64(len(a.PNG)))
			for b.Loop() {
				if _, err := a.Decode(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkAtlasDecodeStdlib(b *testing.B) {
	for _, a := range Atlases() {
		b.Run(a.Name, func(b *testing.B) {
			b.SetBytes(int64(len(a.PNG)))
			for b.Loop() {
				stdlibRGBA(b, a.PNG)
			}
		})
	}
}
