// Command gen draws every Hero Table sprite and writes the atlases and their
// index; `go generate ./assets` runs it with -out pointing at assets/.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/herotable/herotable/assets/internal/art"
)

func main() {
	out := flag.String("out", ".", "directory to write the atlases and index.txt into")
	verbose := flag.Bool("v", false, "print the time taken")
	flag.Parse()
	start := time.Now()
	if err := art.Write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if *verbose {
		fmt.Fprintf(os.Stderr, "gen: wrote %s in %v\n", *out, time.Since(start).Round(time.Millisecond))
	}
}
