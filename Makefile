# Hero Table: `make run` to play, `make test` to check everything (see README.md).
# Both install what is missing first (.ci/install-deps; Debian/Ubuntu, sudo when not root).

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
# Where Go lives on a fresh Debian machine, in case the login PATH lacks it.
export PATH := $(PATH):/usr/local/go/bin

GO       ?= go
# A table's scene tests play whole games frame by frame: on a loaded 2-core
# machine one package can pass go test's 10-minute default.
GOTESTFLAGS ?= -timeout 30m
DIST     := dist
WEB      := $(DIST)/web
WEBSRC   := cmd/herotable/web
WEBTEST  := cmd/herotable/webtest
PORT     ?= 8080
# Which Hero Table a build says it is (engine/version): VERSION=x.y.z makes a
# release, else "dev" and the commit ("+" for changes not committed), stamped
# here because Go's own VCS stamp is missing under go run and -buildvcs=false.
COMMIT   := $(shell c=$$(git rev-parse --short=7 HEAD 2>/dev/null) && { git diff --quiet HEAD -- 2>/dev/null || c=$$c+; echo $$c; })
STAMP    := $(if $(VERSION),-X github.com/herotable/herotable/engine/version.Number=$(VERSION)) $(if $(COMMIT),-X github.com/herotable/herotable/engine/version.Commit=$(COMMIT))
# Ebitengine needs an X display (with GLX) even in tests; Xvfb gives a virtual one.
XVFB     := xvfb-run -a -s "-screen 0 1280x1024x24"
# For running the app itself: Xvfb only on Linux without a display.
RUNX     := $(if $(or $(DISPLAY),$(filter-out Linux,$(shell uname -s))),,$(XVFB))
# Packages that must never import Ebitengine: rules, saves, assets, herosim and herodist run headless.
PURE     := ./engine/... ./saves/... ./assets/... ./cmd/herosim ./scenes/layout/... ./scenes/tween/... ./scenes/focus/... ./scenes/prefs/... ./scenes/play/... ./cmd/herobot ./cmd/herodist

.PHONY: help deps deps-run run test fmt vet pure workflow cross gotest puretest shots shots-render web serve webtest screenshot bench clean

help:
	@echo "make run         install what is missing, then play (ARGS='-scene settings' passes flags)"
	@echo "make test        install what is missing, then every check, as CI does"
	@echo "make web|serve   build the browser bundle into $(WEB) | serve it on 127.0.0.1:$(PORT)"
	@echo "make screenshot  render the README's screenshots (title, each game's table) into .ci/"
	@echo "make bench       benchmarks, herosim bench, frame stats"
	@echo "make dist        release artefacts into $(DIST)/release, checked (VERSION=x.y.z; dist.mk)"
	@echo "steps of make test: deps fmt vet pure workflow cross gotest shots dist webtest (dist makes web); make clean removes $(DIST)/"

deps:
	@.ci/install-deps test

deps-run:
	@.ci/install-deps run

run: deps-run
	$(GO) run -ldflags '$(STAMP)' ./cmd/herotable $(ARGS)

# Every check in order with a summary at the end; .ci/run calls this and nothing else.
# webtest drives the web bundle as released: unzipped from dist's web zip.
test:
	@MAKE="$(MAKE)" WEBTEST_DIR=$(DIST)/webzip .ci/check deps fmt vet pure workflow cross gotest shots dist webtest

fmt:
	@bad=$$(find . -name '*.go' -not -path './.git/*' -not -path '*/node_modules/*' -not -path './$(DIST)/*' -print0 | xargs -0 -r gofmt -l); \
	if [ -n "$$bad" ]; then echo "gofmt: these files need 'gofmt -w':"; echo "$$bad"; exit 1; fi; \
	echo "gofmt: all files formatted"

vet:
	$(GO) vet ./...

pure:
	@pkgs=$$(for p in $(PURE); do d=$${p%/...}; [ -d "$$d" ] && echo "$$p"; done); \
	hits=$$($(GO) list -deps $$pkgs | grep '^github.com/hajimehoshi/ebiten' || true); \
	if [ -n "$$hits" ]; then \
		echo "pure: these must not import Ebitengine: $$pkgs"; \
		for p in $$($(GO) list $$pkgs); do \
			$(GO) list -deps "$$p" | grep -q '^github.com/hajimehoshi/ebiten' && echo "  $$p imports it"; \
		done; exit 1; \
	fi; \
	echo "pure: no Ebitengine under" $$pkgs
	@if [ -d cmd/herosim ]; then CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/herosim && echo "pure: herosim builds without cgo"; fi
	@if GOOS=js GOARCH=wasm $(GO) list -deps ./cmd/herobot | grep -q '^github.com/hajimehoshi/ebiten'; then \
		echo "pure: the browser's bot worker (cmd/herobot, GOOS=js) must not import Ebitengine"; exit 1; fi; \
	echo "pure: the browser's bot worker builds without Ebitengine"

# The release workflow (.github/workflows) cannot run here: actionlint (a Go
# tool dependency in go.mod) checks it, and its shell with shellcheck when
# that is installed.
workflow:
	$(GO) tool actionlint .github/workflows/*.yml
	@echo "workflow: actionlint found nothing in" .github/workflows/*.yml

# The Windows app builds from here (Ebitengine needs no cgo there), so a
# Linux-only file or call is caught before a Windows player meets it. macOS
# needs cgo and Apple's toolchain: README.md says how to build it on a Mac.
cross:
	GOOS=windows GOARCH=amd64 $(GO) build -trimpath -o /dev/null ./cmd/herotable ./cmd/herosim
	@echo "cross: the Windows app and herosim build"

# Bots think on their own goroutine at the table: the race detector watches that hand-over.
gotest:
	$(XVFB) $(GO) test $(GOTESTFLAGS) ./...
	$(GO) test -race -short -count=1 -run "ThinkingAway|Remote|FailedWorker" ./scenes/play

# The tests that need no display (the pure packages), for the release
# workflow's macOS and Windows runners.
puretest:
	$(GO) test $(GOTESTFLAGS) $(PURE)

# The desktop app's own -shot mode, run as a user would, for the title,
# settings and setup scenes and each landed game's table (at the start and
# in a greedy 4-bot game), with fresh settings and no saves; each PNG must
# not be blank (look at them in dist/shots/), and the README's screenshots
# (README_SHOTS) must still be what the app draws. A shot is name:flags, the
# flags joined by @ (a later -frames overrides the default 60). The app is
# built without the commit stamp, so that the title's "Development build"
# label does not change the pictures with every commit.
SHOTS := title:-scene=title settings:-scene=settings setup:-scene=setup@-game=herohouse \
	herohouse:-scene=table@-game=herohouse@-seed=3@-frames=120 \
	herohouse-mid:-scene=table@-game=herohouse@-watch@-seats=greedy,greedy,greedy,greedy@-seed=4@-anim=instant@-frames=300 \
	dieinthedungeon:-scene=table@-game=dieinthedungeon@-seats=human@-opt=map=map1@-seed=3@-frames=120 \
	dieinthedungeon-mid:-scene=table@-game=dieinthedungeon@-watch@-seats=greedy@-opt=map=map2@-seed=4@-anim=instant@-frames=300 \
	heromustdie:-scene=table@-game=heromustdie@-seats=human,greedy,greedy,greedy@-seed=3@-frames=120 \
	heromustdie-mid:-scene=table@-game=heromustdie@-watch@-seats=greedy,greedy,greedy,greedy@-seed=4@-anim=instant@-frames=300
# The README's screenshots, committed as .ci/screenshot-FILE.png: shot:FILE.
README_SHOTS := title:title herohouse-mid:herohouse dieinthedungeon:dieinthedungeon heromustdie-mid:heromustdie
shots: shots-render
	node $(WEBTEST)/pngcheck.mjs $(foreach s,$(SHOTS),$(DIST)/shots/$(firstword $(subst :, ,$(s))).png)
	node .ci/shotdiff.mjs $(foreach s,$(README_SHOTS),$(DIST)/shots/$(word 1,$(subst :, ,$(s))).png .ci/screenshot-$(word 2,$(subst :, ,$(s))).png)

shots-render:
	@rm -rf $(DIST)/shots && mkdir -p $(DIST)/shots
	$(GO) build -buildvcs=false -o $(DIST)/herotable-shots ./cmd/herotable
	@for s in $(SHOTS); do \
		name=$${s%%:*}; args=$${s#*:}; \
		echo "herotable -frames 60 $${args//@/ } -shot $(DIST)/shots/$$name.png"; \
		HEROTABLE_CONFIG=$(DIST)/shots/config HEROTABLE_SAVES=$(DIST)/shots/saves \
		$(XVFB) $(DIST)/herotable-shots -frames 60 $${args//@/ } -shot $(DIST)/shots/$$name.png; \
	done

# The atlases built into the browser build (assets/browser.go); every other
# atlas is a file next to the page, fetched when its game's table opens.
BROWSER_ATLASES := ui dice titles icon
WEB_LDFLAGS := -s -w $(STAMP)

# From an empty folder, so that nothing an older build left is served or zipped.
web:
	@rm -rf $(WEB) && mkdir -p $(WEB)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='$(WEB_LDFLAGS)' -o $(WEB)/herotable.wasm ./cmd/herotable
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='$(WEB_LDFLAGS)' -o $(WEB)/herobot.wasm ./cmd/herobot
	@root=$$($(GO) env GOROOT); js=$$root/lib/wasm/wasm_exec.js; \
	[ -f "$$js" ] || js=$$root/misc/wasm/wasm_exec.js; \
	cp "$$js" $(WEBSRC)/index.html $(WEBSRC)/herobot-worker.js $(WEB)/; \
	for a in assets/atlas-*.png; do \
		case " $(BROWSER_ATLASES) " in *" $$(basename $$a .png | sed 's/^atlas-//') "*) ;; *) cp $$a $(WEB)/ ;; esac; \
	done; \
	for w in herotable herobot; do \
		raw=$$(wc -c < $(WEB)/$$w.wasm); gz=$$(gzip -9c $(WEB)/$$w.wasm | wc -c); \
		awk -v w=$$w -v r=$$raw -v g=$$gz 'BEGIN { printf "web: $(WEB)/%s.wasm %d bytes (%.2f MB) raw, %d bytes (%.2f MB) gzipped\n", w, r, r/1048576, g, g/1048576 }'; \
	done

serve: web
	node $(WEBTEST)/serve.mjs --dir $(WEB) --port $(PORT)

# Headless Chromium against the bundle on a free 127.0.0.1 port (make web
# first); WEBTEST_DIR names another copy of it (make test: the unzipped release).
WEBTEST_DIR ?= $(WEB)
webtest:
	node $(WEBTEST)/smoke.mjs --dir $(WEBTEST_DIR) --out $(DIST)/webtest

# The README's screenshots: the title and each landed game's table rendered
# by the app itself (make shots' pictures), as a new player sees them;
# make shots fails while a committed one is stale.
screenshot: deps shots-render
	@for s in $(README_SHOTS); do \
		cp $(DIST)/shots/$${s%%:*}.png .ci/screenshot-$${s#*:}.png; echo "screenshot: .ci/screenshot-$${s#*:}.png"; \
	done

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./engine/... ./saves/... ./assets/
	@mkdir -p $(DIST)
	$(GO) build -o $(DIST)/herosim ./cmd/herosim
	@for g in $$($(DIST)/herosim games -all | cut -f1); do \
		echo "herosim bench -game $$g"; $(DIST)/herosim bench -game $$g; \
	done
	$(RUNX) $(GO) run -ldflags '$(STAMP)' ./cmd/herotable -frame-stats 600

clean:
	rm -rf $(DIST)

# macOS: `make dist-macos VERSION=x.y.z` on a Mac (Ebitengine needs cgo and
# Apple's toolchain there; on Linux `make dist` skips macOS) writes
# $(DIST)/release/Hero Table.app, a universal amd64+arm64 binary joined with
# lipo, with Info.plist and the .icns from cmd/herodist, ad-hoc signed, and
# zipped as HeroTable-x.y.z-macos.zip. MACOS_MIN is Go's own floor (Go 1.25
# and later need macOS 12), stamped into the binary and the plist alike.
MACOS_MIN := 12.0
MACOS_APP := $(DIST)/release/Hero Table.app
.PHONY: dist-macos
dist-macos:
	@[ "$$(uname -s)" = Darwin ] || { echo "dist-macos: builds on a Mac only (cgo and Apple's toolchain)"; exit 1; }
	@[[ "$(VERSION)" =~ ^[0-9]+\.[0-9]+\.[0-9]+$$ ]] || { echo "dist-macos: say which release, e.g. make dist-macos VERSION=1.2.3"; exit 1; }
	rm -rf $(DIST)/macos "$(MACOS_APP)" && mkdir -p $(DIST)/macos "$(MACOS_APP)/Contents/MacOS" "$(MACOS_APP)/Contents/Resources"
	for arch in amd64 arm64; do \
		CGO_ENABLED=1 GOOS=darwin GOARCH=$$arch MACOSX_DEPLOYMENT_TARGET=$(MACOS_MIN) $(GO) build -trimpath \
			-ldflags "-s -w $(STAMP)" \
			-o $(DIST)/macos/herotable-$$arch ./cmd/herotable || exit 1; \
	done
	lipo -create -output "$(MACOS_APP)/Contents/MacOS/HeroTable" $(DIST)/macos/herotable-amd64 $(DIST)/macos/herotable-arm64
	$(GO) build -o $(DIST)/macos/herodist ./cmd/herodist
	$(DIST)/macos/herodist icons -out $(DIST)/macos/icons >/dev/null
	$(DIST)/macos/herodist icns -out "$(MACOS_APP)/Contents/Resources/HeroTable.icns" $(DIST)/macos/icons/icon-{16,32,64,128,256,512,1024}.png
	$(DIST)/macos/herodist plist -version $(VERSION) -min-macos $(MACOS_MIN) -out "$(MACOS_APP)/Contents/Info.plist"
	plutil -lint "$(MACOS_APP)/Contents/Info.plist"
	codesign --force --sign - "$(MACOS_APP)"
	lipo -archs "$(MACOS_APP)/Contents/MacOS/HeroTable"
	rm -f $(DIST)/release/HeroTable-$(VERSION)-macos.zip
	cd $(DIST)/release && ditto -c -k --keepParent "Hero Table.app" HeroTable-$(VERSION)-macos.zip
	@echo "dist-macos: $(DIST)/release/HeroTable-$(VERSION)-macos.zip $$(wc -c < $(DIST)/release/HeroTable-$(VERSION)-macos.zip) bytes"

# make dist: the release artefacts (Windows, Linux, web) and their checks.
include dist.mk
