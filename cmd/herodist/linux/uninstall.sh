#!/bin/sh
# Removes what install.sh installed for you: the program in ~/.local/bin, the
# menu entry and the icons in ~/.local/share (or $XDG_DATA_HOME), and the copy
# of this script there. Saves and settings (~/.config/herotable) are kept;
# delete that folder too to forget them.
set -eu

: "${HOME:?HOME is not set}"
bin=$HOME/.local/bin
data=${XDG_DATA_HOME:-$HOME/.local/share}

removed=0
remove() {
	if [ -e "$1" ]; then
		rm -f "$1"
		echo "removed $1"
		removed=$((removed + 1))
	fi
}

remove "$bin/herotable"
remove "$data/applications/herotable.desktop"
for icon in "$data"/icons/hicolor/*/apps/herotable.png; do
	if [ -e "$icon" ]; then remove "$icon"; fi
done
remove "$data/herotable/uninstall.sh"
rmdir "$data/herotable" 2>/dev/null || true

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
	update-desktop-database -q "$data/applications" 2>/dev/null || true
fi

if [ "$removed" -eq 0 ]; then
	echo "Hero Table was not installed for this user: nothing to remove."
else
	echo "Hero Table is uninstalled (saves and settings in ${XDG_CONFIG_HOME:-$HOME/.config}/herotable are kept)."
fi
