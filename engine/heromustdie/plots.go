package heromustdie

// Plot cards (§2.4): 13 quests, one copy each, and 11 function cards.

// PlotKind is what a plot card does.
type PlotKind uint8

// The plot kinds: the thirteen quests, then the five function cards.
const (
	RuleThemAll PlotKind = iota
	MonsterCup
	MoreTraps
	TrapMaster
	WeNeedRooms
	BurnThemAll
	DragonLord
	DemonLord
	BlackMail
	SuperSpell
	GetThePrincess
	PoisonTheKing
	HeroMustDie
	WeNeedChange
	BetterChoice
	ItsMine
	PardonMe
	Traitor
	NumPlotKinds
)

// NumQuests is the number of quest kinds; kinds below it are quests.
const NumQuests = WeNeedChange

// Plot is one plot card instance.
type Plot struct {
	ID, Name string
	Kind     PlotKind
	VP       int8 // quests: VP gained by the completer
	Evil     bool // an evil move after the card resolves (§5.9)
}

// Quest reports whether the card is a quest (not a function card).
func (p Plot) Quest() bool { return p.Kind < NumQuests }

// Plots are the 24 plot card instances; an index into this table is a
// plot card's number everywhere in the state.
var Plots = [...]Plot{
	{ID: "plot_rule_them_all", Name: "Rule Them All!", Kind: RuleThemAll, VP: 2},
	{ID: "plot_monster_cup", Name: "Monster Cup", Kind: MonsterCup, VP: 2},
	{ID: "plot_more_traps", Name: "More Traps", Kind: MoreTraps, VP: 2},
	{ID: "plot_trap_master", Name: "Trap Master", Kind: TrapMaster, VP: 2},
	{ID: "plot_we_need_rooms", Name: "We Need Rooms", Kind: WeNeedRooms, VP: 2},
	{ID: "plot_burn_them_all", Name: "Burn Them All", Kind: BurnThemAll, VP: 3, Evil: true},
	{ID: "plot_dragon_lord", Name: "Dragon Lord", Kind: DragonLord, VP: 3},
	{ID: "plot_demon_lord", Name: "Demon Lord", Kind: DemonLord, VP: 3},
	{ID: "plot_black_mail", Name: "Black Mail", Kind: BlackMail, VP: 3, Evil: true},
	{ID: "plot_super_spell", Name: "Super Spell", Kind: SuperSpell, VP: 3},
	{ID: "plot_get_the_princess", Name: "Get the Princess", Kind: GetThePrincess, VP: 4, Evil: true},
	{ID: "plot_poison_the_king", Name: "Poison the King", Kind: PoisonTheKing, VP: 4, Evil: true},
	{ID: "plot_hero_must_die", Name: "Hero Must Die", Kind: HeroMustDie, VP: 4},
	{ID: "plot_we_need_change_1", Name: "We Need Change", Kind: WeNeedChange},
	{ID: "plot_we_need_change_2", Name: "We Need Change", Kind: WeNeedChange},
	{ID: "plot_we_need_change_3", Name: "We Need Change", Kind: WeNeedChange},
	{ID: "plot_we_need_change_4", Name: "We Need Change", Kind: WeNeedChange},
	{ID: "plot_better_choice_1", Name: "A Better Choice", Kind: BetterChoice},
	{ID: "plot_better_choice_2", Name: "A Better Choice", Kind: BetterChoice},
	{ID: "plot_its_mine_1", Name: "It's Mine", Kind: ItsMine},
	{ID: "plot_its_mine_2", Name: "It's Mine", Kind: ItsMine},
	{ID: "plot_pardon_me_1", Name: "Pardon Me", Kind: PardonMe},
	{ID: "plot_pardon_me_2", Name: "Pardon Me", Kind: PardonMe},
	{ID: "plot_traitor_1", Name: "Traitor", Kind: Traitor},
}

// Thresholds of the function cards (§2.4, R41, R61): snapshot VP needed.
const (
	SwitchVP = 5 // one We Need Change: Switch Floor
	CoupVP   = 8 // two together: Coup d'État
)
