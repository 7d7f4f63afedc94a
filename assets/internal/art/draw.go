package art

type opKind uint8

const (
	opMove opKind = iota
	opLine
	opQuad
	opCube
	opClose
)

type op struct {
	kind opKind
	p    [3]Pt
}

// Path is a list of closed outlines made of lines and Bézier curves. Filled
// outlines add up by winding: outlines of the same orientation unite, an
// outline of the opposite orientation cuts a hole.
type Path struct{ ops []op }

func (p *Path) MoveTo(a Pt)       { p.ops = append(p.ops, op{kind: opMove, p: [3]Pt{a}}) }
func (p *Path) LineTo(a Pt)       { p.ops = append(p.ops, op{kind: opLine, p: [3]Pt{a}}) }
func (p *Path) QuadTo(b, c Pt)    { p.ops = append(p.ops, op{kind: opQuad, p: [3]Pt{b, c}}) }
func (p *Path) CubeTo(b, c, d Pt) { p.ops = append(p.ops, op{kind: opCube, p: [3]Pt{b, c, d}}) }
func (p *Path) Close()            { p.ops = append(p.ops, op{kind: opClose}) }
func (p *Path) Append(q ...Path) {
	for _, x := range q {
		p.ops = append(p.ops, x.ops...)
	}
}
func (p Path) Empty() bool { return len(p.ops) == 0 }

// Join returns the union of outlines as one path.
func Join(ps ...Path) Path {
	var out Path
	out.Append(ps...)
	return out
}

// Transform returns the path mapped by m.
func (p Path) Transform(m Affine) Path {
	out := Path{ops: make([]op, len(p.ops))}
	for i, o := range p.ops {
		for j := range o.p {
			o.p[j] = m.Apply(o.p[j])
		}
		out.ops[i] = o
	}
	return out
}

// Move returns the path shifted by (dx, dy).
func (p Path) Move(dx, dy float64) Path { return p.Transform(Translate(dx, dy)) }

// Reverse returns the path with every outline running the other way, which
// turns a shape into a hole when joined with a larger one.
func (p Path) Reverse() Path {
	var out Path
	for _, sub := range p.subpaths() {
		if len(sub) == 0 {
			continue
		}
		// Collect end points: pts[i] is where segment i ends, pts[-1] is the start.
		start := sub[0].p[0]
		ends := make([]Pt, len(sub))
		ends[0] = start
		for i := 1; i < len(sub); i++ {
			ends[i] = end(sub[i])
		}
		out.MoveTo(ends[len(sub)-1])
		for i := len(sub) - 1; i >= 1; i-- {
			to := ends[i-1]
			switch s := sub[i]; s.kind {
			case opLine:
				out.LineTo(to)
			case opQuad:
				out.QuadTo(s.p[0], to)
			case opCube:
				out.CubeTo(s.p[1], s.p[0], to)
			}
		}
		out.Close()
	}
	return out
}

func end(o op) Pt {
	switch o.kind {
	case opQuad:
		return o.p[1]
	case opCube:
		return o.p[2]
	}
	return o.p[0]
}

// subpaths splits the path at each MoveTo, dropping Close ops.
func (p Path) subpaths() [][]op {
	var subs [][]op
	for _, o := range p.ops {
		switch o.kind {
		case opMove:
			subs = append(subs, []op{o})
		case opClose:
		default:
			if len(subs) == 0 {
				subs = append(subs, []op{{kind: opMove}})
			}
			subs[len(subs)-1] = append(subs[len(subs)-1], o)
		}
	}
	return subs
}

// Flatten returns each outline as a polyline; curves are cut into fixed
// numbers of pieces so that the result never depends on anything but p.
func (p Path) Flatten() [][]Pt {
	var out [][]Pt
	for _, sub := range p.subpaths() {
		cur := sub[0].p[0]
		pts := []Pt{cur}
		for _, o := range sub[1:] {
			switch o.kind {
			case opLine:
				pts = append(pts, o.p[0])
			case opQuad:
				for i := 1; i <= 12; i++ {
					t := float64(i) / 12
					a, b := cur.Lerp(o.p[0], t), o.p[0].Lerp(o.p[1], t)
					pts = append(pts, a.Lerp(b, t))
				}
			case opCube:
				for i := 1; i <= 16; i++ {
					t := float64(i) / 16
					a, b, c := cur.Lerp(o.p[0], t), o.p[0].Lerp(o.p[1], t), o.p[1].Lerp(o.p[2], t)
					ab, bc := a.Lerp(b, t), b.Lerp(c, t)
					pts = append(pts, ab.Lerp(bc, t))
				}
			}
			cur = end(o)
		}
		out = append(out, pts)
	}
	return out
}

// area is twice the signed area of a polygon (positive = clockwise on screen).
func area(pts []Pt) float64 {
	s := 0.0
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		s += a.X*b.Y - b.X*a.Y
	}
	return s
}

// oriented returns pts running clockwise on screen, the orientation every
// shape constructor uses, so that shapes unite when filled together.
func oriented(pts []Pt) []Pt {
	if area(pts) >= 0 {
		return pts
	}
	r := make([]Pt, len(pts))
	for i, p := range pts {
		r[len(pts)-1-i] = p
	}
	return r
}

// Clockwise returns p with every outline running clockwise, so that hand-built
// curves unite with the shape constructors' outlines.
func Clockwise(p Path) Path {
	var out Path
	for _, sub := range p.subpaths() {
		q := Path{ops: append([]op(nil), sub...)}
		q.Close()
		if pts := q.Flatten(); len(pts) > 0 && area(pts[0]) < 0 {
			q = q.Reverse()
		}
		out.Append(q)
	}
	return out
}
