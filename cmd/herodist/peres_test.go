package main

// A reader of a Windows executable's resources, for the release test: just
// enough of the PE format's resource directory (the .rsrc section) and of
// the structures the release embeds (icon group, version info, manifest) to
// check them. References: Microsoft's "PE Format" (the .rsrc section) and
// the VERSIONINFO, GRPICONDIR and VS_FIXEDFILEINFO structures.

import (
	"debug/pe"
	"encoding/binary"
	"errors"
	"fmt"
	"unicode/utf16"
)

// Resource types (winuser.h), as the directory's first level numbers them.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// resource is one leaf of the resource tree: type, name (an ID, or a
// string name), language and its bytes.
type resource struct {
	typ  uint32
	id   uint32 // 0 when the resource has a string name
	name string
	lang uint32
	data []byte
}

// peResources returns every resource of the executable, in directory order.
//
// The directory is a three-level tree (type, name, language) of
// IMAGE_RESOURCE_DIRECTORY tables, each a 16-byte header whose last two
// uint16 count the named and the numbered entries that follow it. An
// entry is two uint32: its name (high bit set: offset of a UTF-16 string,
// else a number) and its target (high bit set: offset of the next level's
// table, else of an IMAGE_RESOURCE_DATA_ENTRY). Offsets are from the start
// of the directory, except the data entry's first field, which is the
// data's RVA (an address once loaded, so relative to the image base).
func peResources(f *pe.File) ([]resource, error) {
	var dir pe.DataDirectory
	switch oh := f.OptionalHeader.(type) {
	case *pe.OptionalHeader64:
		if oh.NumberOfRvaAndSizes > pe.IMAGE_DIRECTORY_ENTRY_RESOURCE {
			dir = oh.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE]
		}
	case *pe.OptionalHeader32:
		if oh.NumberOfRvaAndSizes > pe.IMAGE_DIRECTORY_ENTRY_RESOURCE {
			dir = oh.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE]
		}
	}
	if dir.VirtualAddress == 0 {
		return nil, errors.New("no resource directory")
	}
	var sec *pe.Section
	for _, s := range f.Sections {
		if dir.VirtualAddress >= s.VirtualAddress && dir.VirtualAddress < s.VirtualAddress+s.VirtualSize {
			sec = s
		}
	}
	if sec == nil {
		return nil, fmt.Errorf("no section holds the resource directory at RVA %#x", dir.VirtualAddress)
	}
	raw, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf("section %s: %v", sec.Name, err)
	}
	r := rsrcReader{data: raw[dir.VirtualAddress-sec.VirtualAddress:], base: dir.VirtualAddress}
	var out []resource
	err = r.walk(0, 0, resource{}, &out)
	return out, err
}

// rsrcReader reads the resource directory: data starts at the directory,
// whose RVA is base.
type rsrcReader struct {
	data []byte
	base uint32
}

func (r rsrcReader) u16(off uint32) (uint16, error) {
	if uint64(off)+2 > uint64(len(r.data)) {
		return 0, fmt.Errorf("offset %#x is past the resource section", off)
	}
	return binary.LittleEndian.Uint16(r.data[off:]), nil
}

func (r rsrcReader) u32(off uint32) (uint32, error) {
	if uint64(off)+4 > uint64(len(r.data)) {
		return 0, fmt.Errorf("offset %#x is past the resource section", off)
	}
	return binary.LittleEndian.Uint32(r.data[off:]), nil
}

// walk reads the table at off, at level 0 (types), 1 (names) or 2
// (languages), filling in res on the way down and appending the leaves.
func (r rsrcReader) walk(off uint32, level int, res resource, out *[]resource) error {
	if level > 2 {
		return errors.New("resource directory deeper than type/name/language")
	}
	named, err := r.u16(off + 12)
	if err != nil {
		return err
	}
	ids, err := r.u16(off + 14)
	if err != nil {
		return err
	}
	for i := range uint32(named) + uint32(ids) {
		e := off + 16 + 8*i
		name, err := r.u32(e)
		if err != nil {
			return err
		}
		target, err := r.u32(e + 4)
		if err != nil {
			return err
		}
		var id uint32
		var str string
		if name&0x8000_0000 != 0 {
			if str, err = r.str(name &^ 0x8000_0000); err != nil {
				return err
			}
		} else {
			id = name
		}
		switch level {
		case 0:
			res.typ = id // string-named types (none here) read as 0
		case 1:
			res.id, res.name = id, str
		case 2:
			res.lang = id
		}
		if target&0x8000_0000 != 0 {
			if err := r.walk(target&^0x8000_0000, level+1, res, out); err != nil {
				return err
			}
			continue
		}
		if level != 2 {
			return fmt.Errorf("resource data at level %d, want 2 (language)", level)
		}
		rva, err := r.u32(target)
		if err != nil {
			return err
		}
		size, err := r.u32(target + 4)
		if err != nil {
			return err
		}
		start := uint64(rva) - uint64(r.base)
		if rva < r.base || start+uint64(size) > uint64(len(r.data)) {
			return fmt.Errorf("resource data at RVA %#x (%d bytes) is outside the resource section", rva, size)
		}
		res.data = r.data[start : start+uint64(size)]
		*out = append(*out, res)
	}
	return nil
}

// str reads an IMAGE_RESOURCE_DIR_STRING_U: a uint16 count, then that many UTF-16 units.
func (r rsrcReader) str(off uint32) (string, error) {
	n, err := r.u16(off)
	if err != nil {
		return "", err
	}
	u := make([]uint16, n)
	for i := range u {
		if u[i], err = r.u16(off + 2 + 2*uint32(i)); err != nil {
			return "", err
		}
	}
	return string(utf16.Decode(u)), nil
}

// iconGroup is one image of an RT_GROUP_ICON: its size in pixels (a 0 in
// the GRPICONDIRENTRY means 256), the RT_ICON resource holding it and
// that resource's length.
type iconGroup struct {
	px    int
	id    uint16
	bytes uint32
}

// parseIconGroup reads a GRPICONDIR: reserved, type (1 for icons) and
// count as uint16, then count 14-byte entries (width, height, colours,
// reserved as bytes; planes and bit count as uint16; the image's length as
// uint32; the RT_ICON's ID as uint16).
func parseIconGroup(b []byte) ([]iconGroup, error) {
	if len(b) < 6 || binary.LittleEndian.Uint16(b[2:]) != 1 {
		return nil, errors.New("not an icon group (GRPICONDIR type 1)")
	}
	n := int(binary.LittleEndian.Uint16(b[4:]))
	if len(b) < 6+14*n {
		return nil, fmt.Errorf("icon group of %d entries is only %d bytes", n, len(b))
	}
	var out []iconGroup
	for i := range n {
		e := b[6+14*i:]
		px := int(e[0])
		if px == 0 {
			px = 256
		}
		if h := int(e[1]); h != int(e[0]) {
			return nil, fmt.Errorf("icon %d is %dx%d, not square", i, px, h)
		}
		out = append(out, iconGroup{px: px, bytes: binary.LittleEndian.Uint32(e[8:]), id: binary.LittleEndian.Uint16(e[12:])})
	}
	return out, nil
}

// versionBlock is one node of a VS_VERSIONINFO tree: every node is
// wLength (the node's bytes, children included), wValueLength, wType (1:
// the value is text, its length in UTF-16 units; 0: binary, in bytes), a
// NUL-terminated UTF-16 key, padding to 32 bits, the value, padding, then
// child nodes until wLength.
type versionBlock struct {
	key      string
	text     string // a text value, without its NUL
	value    []byte // a binary value (the root's VS_FIXEDFILEINFO)
	children []versionBlock
}

// parseVersionInfo reads an RT_VERSION resource.
func parseVersionInfo(b []byte) (versionBlock, error) {
	v, _, err := parseVersionBlock(b, 0)
	return v, err
}

func parseVersionBlock(b []byte, off int) (versionBlock, int, error) {
	var v versionBlock
	if off+6 > len(b) {
		return v, 0, fmt.Errorf("version block at %d is past the end", off)
	}
	length := int(binary.LittleEndian.Uint16(b[off:]))
	valueLen := int(binary.LittleEndian.Uint16(b[off+2:]))
	isText := binary.LittleEndian.Uint16(b[off+4:]) == 1
	end := off + length
	if length < 6 || end > len(b) {
		return v, 0, fmt.Errorf("version block at %d claims %d bytes of %d", off, length, len(b)-off)
	}
	p := off + 6
	var key []uint16
	for ; p+2 <= end; p += 2 {
		c := binary.LittleEndian.Uint16(b[p:])
		if c == 0 {
			p += 2
			break
		}
		key = append(key, c)
	}
	v.key = string(utf16.Decode(key))
	p = align4(p)
	if isText {
		n := valueLen * 2
		if p+n > end {
			return v, 0, fmt.Errorf("version value of %q runs past its block", v.key)
		}
		var u []uint16
		for i := 0; i < n; i += 2 {
			if c := binary.LittleEndian.Uint16(b[p+i:]); c != 0 {
				u = append(u, c)
			} else {
				break
			}
		}
		v.text = string(utf16.Decode(u))
		p += n
	} else {
		if p+valueLen > end {
			return v, 0, fmt.Errorf("version value of %q runs past its block", v.key)
		}
		v.value = b[p : p+valueLen]
		p += valueLen
	}
	for p = align4(p); p < end; p = align4(p) {
		c, next, err := parseVersionBlock(b, p)
		if err != nil {
			return v, 0, err
		}
		v.children = append(v.children, c)
		p = next
	}
	return v, end, nil
}

func align4(n int) int { return (n + 3) &^ 3 }

// versionStrings gathers every StringFileInfo string (ProductName, ...) of
// every language, later languages not overriding earlier ones.
func versionStrings(root versionBlock) map[string]string {
	out := map[string]string{}
	for _, sfi := range root.children {
		if sfi.key != "StringFileInfo" {
			continue
		}
		for _, table := range sfi.children {
			for _, s := range table.children {
				if _, ok := out[s.key]; !ok {
					out[s.key] = s.text
				}
			}
		}
	}
	return out
}

// fixedVersions reads VS_FIXEDFILEINFO's file and product versions as
// four numbers each (major.minor.patch.build).
func fixedVersions(root versionBlock) (file, product [4]uint16, err error) {
	b := root.value
	if len(b) < 52 || binary.LittleEndian.Uint32(b) != 0xFEEF04BD {
		return file, product, errors.New("no VS_FIXEDFILEINFO (signature 0xFEEF04BD)")
	}
	four := func(ms, ls uint32) [4]uint16 {
		return [4]uint16{uint16(ms >> 16), uint16(ms), uint16(ls >> 16), uint16(ls)}
	}
	u := func(i int) uint32 { return binary.LittleEndian.Uint32(b[i:]) }
	return four(u(8), u(12)), four(u(16), u(20)), nil
}
