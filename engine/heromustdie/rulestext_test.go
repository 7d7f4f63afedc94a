package heromustdie

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Checks of the rules reader's text: its sections, its illustrations (only
// sprites the asset generator draws for this game), and that the numbers
// and names it quotes match the game's data tables.

// rtHeadings are the sections a reader must find.
var rtHeadings = []string{
	"Winning and losing", "Cards and strengths", "Set-up", "The dungeon", "A turn",
	"The locations", "Evil moves", "Building", "Hiring", "Events", "The invasion",
	"A round of combat", "After the fight", "The Court", "The VP track", "Mage powers (optional)",
}

func TestRulesTextHeadings(t *testing.T) {
	if len(strings.Fields(rulesText)) < 1000 {
		t.Fatalf("rules text has only %d words", len(strings.Fields(rulesText)))
	}
	have := map[string]bool{}
	for _, l := range strings.Split(rulesText, "\n") {
		if h, ok := strings.CutPrefix(l, "## "); ok {
			if have[h] {
				t.Errorf("heading %q appears twice", h)
			}
			have[h] = true
		}
	}
	for _, h := range rtHeadings {
		if !have[h] {
			t.Errorf("missing heading %q", h)
		}
	}
}

// rtIllustrations returns the sprite names of every "! " line, failing on
// a line that names none.
func rtIllustrations(t *testing.T) []string {
	t.Helper()
	var names []string
	for i, l := range strings.Split(rulesText, "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(l), "! ")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) > 0 {
			if _, err := strconv.ParseFloat(f[0], 64); err == nil {
				f = f[1:]
			}
		}
		if len(f) == 0 {
			t.Errorf("line %d: illustration without sprites: %q", i+1, l)
		}
		names = append(names, f...)
	}
	return names
}

// rtKnownSprites are the sprite names the game's art provides, built from
// the component tables so that a typo in the text cannot pass.
func rtKnownSprites() map[string]bool {
	k := map[string]bool{
		"heromustdie/wound": true, "heromustdie/levelup": true,
		"heromustdie/res/gold": true, "heromustdie/res/slave": true, "heromustdie/res/mp": true,
	}
	for _, h := range Heroes {
		k["heromustdie/card/"+h.ID] = true
	}
	for _, m := range Monsters {
		k["heromustdie/card/"+m.ID] = true
	}
	for _, p := range Plots {
		id := p.ID
		if !p.Quest() { // function cards share one picture per kind
			id = id[:strings.LastIndexByte(id, '_')]
		}
		k["heromustdie/card/"+id] = true
	}
	for _, e := range EventKindIDs {
		k["heromustdie/card/"+e] = true
	}
	for _, tr := range Traps {
		k["heromustdie/trap/"+tr.ID] = true
	}
	for _, b := range Boxes {
		k["heromustdie/box/"+b.ID] = true
	}
	for _, c := range PlayerColours {
		k["heromustdie/player/"+c], k["heromustdie/goblin/"+c] = true, true
	}
	for _, c := range ColourIDs {
		k["heromustdie/pip/"+c] = true
	}
	for n := 1; n <= 6; n++ {
		k["die/d6/"+strconv.Itoa(n)] = true
		if n >= 3 && n <= 5 {
			k["heromustdie/room/room_"+strconv.Itoa(n)] = true
		}
		if n <= 3 {
			k["heromustdie/party/"+strconv.Itoa(n)] = true
		}
	}
	return k
}

func TestRulesTextSprites(t *testing.T) {
	names := rtIllustrations(t)
	if len(names) == 0 {
		t.Fatal("rules text has no illustrations")
	}
	known := rtKnownSprites()
	for _, n := range names {
		if !strings.HasPrefix(n, "heromustdie/") && !strings.HasPrefix(n, "die/") {
			t.Errorf("sprite %q is not one of this game's", n)
		} else if !known[n] {
			t.Errorf("sprite %q names no component", n)
		}
	}
}

// rtVPLine is one VP track bullet: "- 5–6 VP: 4 goblins, 2 gold".
var rtVPLine = regexp.MustCompile(`^- (\d+)(?:–(\d+))? VP: (\d+) goblins, (\d+) gold$`)

func TestRulesTextVPTrack(t *testing.T) {
	seen := make([]int, MaxVP+1)
	for _, l := range strings.Split(rulesText, "\n") {
		m := rtVPLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		lo, _ := strconv.Atoi(m[1])
		hi := lo
		if m[2] != "" {
			hi, _ = strconv.Atoi(m[2])
		}
		w, _ := strconv.Atoi(m[3])
		g, _ := strconv.Atoi(m[4])
		for v := lo; v <= hi && v <= MaxVP; v++ {
			seen[v]++
			if w != int(Workers[v]) || g != int(Income[v]) {
				t.Errorf("VP %d: text says %d goblins, %d gold; track has %d, %d", v, w, g, Workers[v], Income[v])
			}
		}
	}
	for v := 1; v <= MaxVP; v++ {
		if seen[v] != 1 {
			t.Errorf("VP %d is listed %d times on the text's track", v, seen[v])
		}
	}
}

// Every event, plot card and location is named somewhere in the text.
func TestRulesTextNamesEveryComponent(t *testing.T) {
	var names []string
	names = append(names, EventKindNames[:]...)
	names = append(names, LocationNames[:]...)
	for _, p := range Plots {
		names = append(names, p.Name)
	}
	for _, n := range names {
		if !strings.Contains(rulesText, n) {
			t.Errorf("rules text never names %q", n)
		}
	}
}

// "A turn" says what the ring's shift does where it names it (pt22 #9:
// "shift the ring" was all it said).
func TestRulesTextExplainsTheRingShift(t *testing.T) {
	_, turn, _ := strings.Cut(rulesText, "## A turn\n")
	turn, _, _ = strings.Cut(turn, "\n## ")
	if strings.Contains(turn, "shift the ring") || !strings.Contains(turn, "first player moves to the back") {
		t.Errorf("the turn's beginning does not say what the ring's shift does:\n%s", turn)
	}
}
