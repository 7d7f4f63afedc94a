package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/herotable/herotable/assets/appicon"
)

func init() {
	commands["icons"] = command{
		doc: "write the app icon as DIR/icon-<px>.png at every release size (-out DIR)",
		run: runIcons,
	}
}

func runIcons(args []string) error {
	fs := flag.NewFlagSet("icons", flag.ContinueOnError)
	out := fs.String("out", "", "directory to write icon-<px>.png into (made if missing)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return errors.New("usage: herodist icons -out DIR")
	}
	paths, err := writeIcons(*out, appicon.Sizes)
	for _, p := range paths {
		fmt.Println(p)
	}
	return err
}

// iconFile is where writeIcons puts the icon of size px.
func iconFile(dir string, px int) string {
	return filepath.Join(dir, fmt.Sprintf("icon-%d.png", px))
}

// writeIcons draws each size (in parallel: the largest take seconds) and
// writes it to dir, returning the files written, smallest first.
func writeIcons(dir string, sizes []int) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	errs := make([]error, len(sizes))
	var wg sync.WaitGroup
	for i, px := range sizes {
		wg.Go(func() {
			img, err := appicon.Draw(px)
			if err == nil {
				err = writePNG(iconFile(dir, px), img)
			}
			errs[i] = err
		})
	}
	wg.Wait()
	var paths []string
	for i, px := range sizes {
		if errs[i] == nil {
			paths = append(paths, iconFile(dir, px))
		}
	}
	return paths, errors.Join(errs...)
}
