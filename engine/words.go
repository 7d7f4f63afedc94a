package engine

import (
	"strconv"
	"strings"
)

// Who stands for seat p in ActionString and event texts. Rules engines do
// not know the players' names; the log puts each seat's name in its place
// with Names ("{P1} climbs with a 5" → "Ada climbs with a 5").
func Who(p Player) string { return "{P" + strconv.Itoa(int(p)+1) + "}" }

// Names replaces every Who marker in text with the seat's name, or "Seat N"
// where names has none.
func Names(text string, names []string) string {
	if !strings.Contains(text, "{P") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, "{P")
		if i < 0 {
			break
		}
		j := strings.IndexByte(text[i:], '}')
		n, err := 0, error(nil)
		if j > 2 {
			n, err = strconv.Atoi(text[i+2 : i+j])
		}
		if j <= 2 || err != nil || n < 1 {
			b.WriteString(text[:i+2]) // not a marker: keep it as written
			text = text[i+2:]
			continue
		}
		b.WriteString(text[:i])
		if n <= len(names) && names[n-1] != "" {
			b.WriteString(names[n-1])
		} else {
			b.WriteString("Seat " + strconv.Itoa(n))
		}
		text = text[i+j+1:]
	}
	b.WriteString(text)
	return b.String()
}

// SeatNames lists the seats' names in seat order.
func (s Setup) SeatNames() []string {
	out := make([]string, len(s.Seats))
	for i, seat := range s.Seats {
		out[i] = seat.Name
	}
	return out
}

// Sentence is ev's words for the log, seats still marked with Who: the
// game's Tell for one of its EvGame events, else the words the event
// carries. Every log reads events through it, so a game's sentences are made
// in one place.
func (info Info) Sentence(ev Event) string {
	if ev.Kind == EvGame && info.Tell != nil {
		return info.Tell(ev)
	}
	return ev.Text
}
