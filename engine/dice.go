package engine

// Die is a die by its id and number of faces; Roll gives a face from 1 to
// Faces. A die with custom faces (the Heroica die, the red hero die) is a Die
// whose game maps each face number to its symbol.
type Die struct {
	ID    string
	Faces int
}

// The standard polyhedral dice.
var (
	D4  = Die{"d4", 4}
	D6  = Die{"d6", 6}
	D8  = Die{"d8", 8}
	D10 = Die{"d10", 10}
	D12 = Die{"d12", 12}
	D20 = Die{"d20", 20}
)

// Roll returns a uniform face in [1, d.Faces].
func (d Die) Roll(r *RNG) int { return 1 + r.IntN(d.Faces) }
