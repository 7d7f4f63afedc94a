//go:build !js

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "herobot is the browser build's bot worker: build it with GOOS=js GOARCH=wasm (make web)")
	os.Exit(2)
}
