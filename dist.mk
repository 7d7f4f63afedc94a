# Release artefacts, included from the Makefile.
#
#   make dist VERSION=1.2.3   builds into dist/release/, then checks what it built (.ci/dist-check):
#     HeroTable-1.2.3-windows-amd64.zip   HeroTable.exe: GUI subsystem, icon, version info, DPI-aware manifest
#     herotable_1.2.3_amd64.deb           /usr/bin/herotable, the menu entry, hicolor icons
#     HeroTable-1.2.3-linux-amd64.tar.gz  the same, portable, with install.sh for ~/.local
#     HeroTable-1.2.3-web.zip             everything `make web` makes, for any static host
#   make dist-windows | dist-linux | dist-web   one of them, unchecked
#
# Without VERSION the files are named 0.0.0-dev and the binaries call
# themselves "dev" and the commit (engine/version), as any other build does. macOS needs a Mac: `make dist-macos` there (see the Makefile).
# Each binary is built with -trimpath (no paths of this machine inside), and
# -s -w (no symbol table or DWARF: smaller; Go's stack traces still work).

RELEASE      := $(DIST)/release
DISTBUILD    := $(DIST)/build
DIST_VERSION := $(or $(VERSION),0.0.0-dev)
DIST_LDFLAGS := -s -w $(STAMP)
# herodist.exe when make runs on Windows (the release workflow's MSYS2); asked only when used.
HERODIST      = $(DISTBUILD)/herodist$(shell $(GO) env GOEXE)
DIST_ICONS   := $(DISTBUILD)/icons
# go-winres writes the Windows resources as a .syso that go build links into
# the package beside it; made for each build and removed after (.gitignore'd).
WINRES_SYSO  := cmd/herotable/rsrc_windows_amd64.syso
LINUX_DIR    := HeroTable-$(DIST_VERSION)-linux-amd64
MAINTAINER   ?= The Hero Table authors <herotable@users.noreply.github.com>

.PHONY: dist dist-windows dist-linux dist-web dist-tools dist-icons dist-version

# deps: the checks need Xvfb, desktop-file-validate and Node (installed if missing, as for make test).
dist: deps
	@$(MAKE) --no-print-directory dist-windows dist-linux dist-web
	@.ci/dist-check $(RELEASE) $(DIST_VERSION)
	@echo "dist: macOS skipped: Hero Table.app needs cgo and Apple's toolchain; run 'make dist-macos VERSION=x.y.z' on a Mac"
	@echo "dist: $(RELEASE)/"
	@for f in $(RELEASE)/HeroTable-$(DIST_VERSION)-windows-amd64.zip $(RELEASE)/herotable_$(DIST_VERSION)_amd64.deb \
		$(RELEASE)/HeroTable-$(DIST_VERSION)-linux-amd64.tar.gz $(RELEASE)/HeroTable-$(DIST_VERSION)-web.zip; do \
		awk -v f="$$(basename $$f)" -v n="$$(wc -c < $$f)" 'BEGIN { printf "  %-40s %10d bytes (%.1f MB)\n", f, n, n/1048576 }'; \
	done

# A release number is x.y.z, so that Debian, Windows and macOS all order it.
dist-version:
	@if [ -n "$(VERSION)" ] && ! [[ "$(VERSION)" =~ ^[0-9]+\.[0-9]+\.[0-9]+$$ ]]; then \
		echo "dist: VERSION=$(VERSION) is not x.y.z (e.g. make dist VERSION=1.2.3)"; exit 1; fi
	@mkdir -p $(RELEASE)

# herodist (cmd/herodist), and with it the app icon at every size, drawn by the art generator.
dist-tools: dist-version
	$(GO) build -o $(HERODIST) ./cmd/herodist

dist-icons: dist-tools
	$(HERODIST) icons -out $(DIST_ICONS) >/dev/null

dist-windows: dist-icons
	@rm -rf $(DISTBUILD)/windows $(WINRES_SYSO) && mkdir -p $(DISTBUILD)/windows
	cp cmd/herotable/winres/winres.json $(DIST_ICONS)/
	$(GO) tool go-winres make --in $(DIST_ICONS)/winres.json --arch amd64 --out $(WINRES_SYSO:_windows_amd64.syso=) \
		--product-version $(DIST_VERSION) --file-version $(DIST_VERSION)
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) build -trimpath -ldflags "$(DIST_LDFLAGS) -H=windowsgui" \
		-o $(DISTBUILD)/windows/HeroTable.exe ./cmd/herotable || { rm -f $(WINRES_SYSO); exit 1; }
	@rm -f $(WINRES_SYSO)
	$(HERODIST) pack -o $(RELEASE)/HeroTable-$(DIST_VERSION)-windows-amd64.zip -C $(DISTBUILD)/windows HeroTable.exe

# The binary links libX11 and dlopens GL and the X extensions; cmd/herodist
# works out Depends from it (linux.go).
dist-linux: dist-icons
	@rm -rf $(DISTBUILD)/linux && mkdir -p $(DISTBUILD)/linux
	CGO_ENABLED=1 GOOS=linux GOARCH=amd64 $(GO) build -trimpath -ldflags "$(DIST_LDFLAGS)" -o $(DISTBUILD)/linux/herotable ./cmd/herotable
	$(HERODIST) linux -version $(DIST_VERSION) -maintainer "$(MAINTAINER)" -bin $(DISTBUILD)/linux/herotable -icons $(DIST_ICONS) \
		-deb $(DISTBUILD)/linux/deb -portable $(DISTBUILD)/linux/$(LINUX_DIR) >/dev/null
	dpkg-deb --build --root-owner-group $(DISTBUILD)/linux/deb $(RELEASE)/herotable_$(DIST_VERSION)_amd64.deb
	$(HERODIST) pack -o $(RELEASE)/HeroTable-$(DIST_VERSION)-linux-amd64.tar.gz -C $(DISTBUILD)/linux $(LINUX_DIR)

# The browser bundle as `make web` makes it (from an empty folder, stamped
# like the desktop binaries), zipped.
dist-web: dist-tools web
	$(HERODIST) pack -o $(RELEASE)/HeroTable-$(DIST_VERSION)-web.zip -C $(WEB) .
