package heromustdie

// Event cards (§2.5): drawn one per turn from the turn's slot.

// EventKind is what an event card does.
type EventKind uint8

// The eleven event kinds.
const (
	Invasion1 EventKind = iota
	Invasion2
	Invasion3
	PayDay
	FullMoon
	TownFestival
	HappyPrincess
	WrathOfLord
	KingdomAtWar
	BigSales
	CarriageArrived
	NumEventKinds
)

// EventKindIDs are the kinds' ids (sprite names use them).
var EventKindIDs = [NumEventKinds]string{
	"event_invasion_1", "event_invasion_2", "event_invasion_3", "event_pay_day",
	"event_full_moon", "event_town_festival", "event_happy_princess", "event_wrath_of_lord",
	"event_kingdom_at_war", "event_big_sales", "event_carriage_arrived",
}

// EventKindNames are the cards' printed names.
var EventKindNames = [NumEventKinds]string{
	"Invasion!", "Invasion!!", "Invasion!!!", "Pay Day", "Full Moon", "Town Festival",
	"Happy Princess", "Wrath of Lord", "Kingdom at War", "Big Sales", "Carriage Arrived",
}

// Event is one event card instance.
type Event struct {
	ID   string
	Kind EventKind
}

// Events are the 16 event card instances; an index into this table is an
// event card's number in the state.
var Events = [...]Event{
	{"event_invasion_1_1", Invasion1}, {"event_invasion_1_2", Invasion1}, {"event_invasion_1_3", Invasion1},
	{"event_invasion_2_1", Invasion2}, {"event_invasion_2_2", Invasion2},
	{"event_invasion_3", Invasion3},
	{"event_pay_day_1", PayDay}, {"event_pay_day_2", PayDay},
	{"event_full_moon_1", FullMoon}, {"event_full_moon_2", FullMoon},
	{"event_town_festival", TownFestival},
	{"event_happy_princess", HappyPrincess},
	{"event_wrath_of_lord", WrathOfLord},
	{"event_kingdom_at_war", KingdomAtWar},
	{"event_big_sales", BigSales},
	{"event_carriage_arrived", CarriageArrived},
}

// invaders is how many parties an Invasion card lets in (0 for others).
func (k EventKind) invaders() int {
	switch k {
	case Invasion1:
		return 1
	case Invasion2:
		return 2
	case Invasion3:
		return 3
	}
	return 0
}
