package game

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
)

// SceneIDs are the scenes -scene may open.
var SceneIDs = []string{"title", "setup", "settings", "saves", "rules", "table", "menu", "pass"}

// firstScene builds the scene the configuration asks for.
func (a *App) firstScene() (scenes.Scene, error) {
	cfg := a.cfg
	id := cfg.Scene
	if id == "" {
		id = "title"
		if cfg.Load != "" || cfg.Watch {
			id = "table"
		}
	}
	title := scenes.NewTitle(a)
	switch id {
	case "title":
		return title, nil
	case "settings":
		return scenes.NewSettings(title), nil
	case "saves":
		return scenes.NewSaveBrowser(title), nil
	case "rules":
		game := cfg.Game
		if game == "" {
			game = scenes.Catalogue[0].ID
		}
		if !inCatalogue(game) {
			if _, err := a.lookup(game); err != nil {
				return nil, err
			}
		}
		return scenes.NewRules(game, title), nil
	case "setup":
		if _, err := a.lookup(cfg.Game); err != nil {
			return nil, err
		}
		return scenes.NewSetup(cfg.Game, title), nil
	case "table", "menu", "pass":
		s, err := a.session(id == "pass")
		if err != nil {
			return nil, err
		}
		if id == "table" && s.Match.Note != "" {
			return scenes.NewNotice(s), nil // -load of a save of older rules says so first
		}
		table := scenes.TableFor(s.Game())(s)
		switch p, needsPass := s.NeedsPass(); {
		case id == "menu":
			return scenes.NewMenu(table, s), nil
		case needsPass:
			return scenes.NewPass(s, p, table), nil
		case id == "pass":
			return nil, fmt.Errorf("-scene pass: %s with seats %q needs no pass screen (it takes two human seats and hidden information)", s.Match.Info.Title, cfg.Seats)
		}
		return table, nil
	}
	return nil, fmt.Errorf("-scene %q: want one of %s", id, strings.Join(SceneIDs, ", "))
}

func inCatalogue(id string) bool {
	for _, g := range scenes.Catalogue {
		if g.ID == id {
			return true
		}
	}
	return false
}

func (a *App) lookup(id string) (engine.Info, error) {
	if id == "" {
		return engine.Info{}, fmt.Errorf("this scene needs -game ID")
	}
	info, ok := engine.Lookup(id)
	if !ok {
		var ids []string
		for _, g := range engine.AllGames() {
			ids = append(ids, g.ID)
		}
		return info, fmt.Errorf("-game %q: no such game (the games are %s)", id, strings.Join(ids, ", "))
	}
	if info.Hidden && !a.cfg.Dev {
		return info, fmt.Errorf("-game %q is a hidden test game: add -dev", id)
	}
	return info, nil
}

// session opens the -load file or starts -game with -seats.
func (a *App) session(pass bool) (*play.Session, error) {
	cfg := a.cfg
	var m *engine.Match
	if cfg.Load != "" {
		data, err := saves.ReadFile(cfg.Load)
		if err != nil {
			return nil, fmt.Errorf("-load: %w", err)
		}
		if m, _, err = saves.Decode(filepath.Base(cfg.Load), data); err != nil {
			return nil, fmt.Errorf("-load: %w", err)
		}
		if cfg.Watch {
			m.Setup.Seats = play.AllBots(m.Setup.Seats)
		}
	} else {
		info, err := a.lookup(cfg.Game)
		if err != nil {
			return nil, err
		}
		spec := cfg.Seats
		if spec == "" {
			spec = "human" + strings.Repeat(",bot", max(info.MinPlayers, 2)-1)
			if pass {
				spec = "human" + strings.Repeat(",human", max(info.MinPlayers, 2)-1)
			}
		}
		seats, err := play.ParseSeats(spec)
		if err != nil {
			return nil, fmt.Errorf("-seats: %w", err)
		}
		if cfg.Watch {
			seats = play.AllBots(seats)
		}
		opts, err := engine.ParseOptions(cfg.Options)
		if err != nil {
			return nil, fmt.Errorf("-opt: %w", err)
		}
		seed := cfg.Seed
		if !cfg.SeedSet {
			seed = play.RandomSeed()
			if a.testRun() {
				seed = 1 // a test run plays the same game every time
			}
		}
		if m, err = play.NewMatch(info.ID, seats, seed, opts); err != nil {
			return nil, err
		}
	}
	return play.New(m, a.store)
}
