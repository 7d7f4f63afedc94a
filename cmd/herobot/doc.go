// Command herobot is the browser build's bot worker: a small WebAssembly
// program, without Ebitengine, that runs in a Web Worker beside the app
// and thinks the bots' decisions on its own thread (the app's Go has one
// thread in a page). The app sends it a job (the match as a save file, the
// bot's strength and seed; scenes/play.Job) and it answers with the action
// play.Decide gives, the one the app would have chosen itself.
//
// web/herobot-worker.js of cmd/herotable loads it; `make web` builds it.
// Built for anything but js it only says what it is.
package main
