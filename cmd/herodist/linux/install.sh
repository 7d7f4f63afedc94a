#!/bin/sh
# Installs Hero Table for you alone, without root: the program into
# ~/.local/bin, its menu entry and icons into ~/.local/share (or
# $XDG_DATA_HOME), so it appears in the desktop's menu and opens with a click.
#
#   ./install.sh              install (again: an upgrade replaces the files)
#   ./install.sh --uninstall  remove what it installed (the same as ./uninstall.sh)
#
# Saves and settings (~/.config/herotable) are never touched.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
case ${1:-} in
"") ;;
--uninstall) exec sh "$here/uninstall.sh" ;;
*)
	echo "usage: $0 [--uninstall]" >&2
	exit 2
	;;
esac

: "${HOME:?HOME is not set}"
bin=$HOME/.local/bin
data=${XDG_DATA_HOME:-$HOME/.local/share}

for f in herotable herotable.desktop uninstall.sh; do
	if [ ! -f "$here/$f" ]; then
		echo "install.sh: $here/$f is missing: unpack the whole archive and run install.sh from it" >&2
		exit 1
	fi
done

# The menu entry names the program by its full path, since ~/.local/bin is
# not on every PATH. Quoted if it has spaces; a few characters would need
# escapes the desktop entry spec makes awkward, so those are refused.
case $bin in
*[\"\`\$\\%]*)
	echo "install.sh: cannot write a menu entry for $bin (it holds one of \" \` \$ \\ %)" >&2
	exit 1
	;;
*" "*) exec_line="Exec=\"$bin/herotable\"" ;;
*) exec_line="Exec=$bin/herotable" ;;
esac

mkdir -p "$bin" "$data/applications" "$data/herotable"
cp "$here/herotable" "$bin/herotable.new"
chmod 755 "$bin/herotable.new"
mv -f "$bin/herotable.new" "$bin/herotable"

while IFS= read -r line; do
	case $line in
	Exec=*) printf '%s\n' "$exec_line" ;;
	*) printf '%s\n' "$line" ;;
	esac
done <"$here/herotable.desktop" >"$data/applications/herotable.desktop"
chmod 644 "$data/applications/herotable.desktop"

for icon in "$here"/icons/hicolor/*/apps/herotable.png; do
	[ -f "$icon" ] || continue
	size=$(basename "$(dirname "$(dirname "$icon")")")
	mkdir -p "$data/icons/hicolor/$size/apps"
	cp "$icon" "$data/icons/hicolor/$size/apps/herotable.png"
	chmod 644 "$data/icons/hicolor/$size/apps/herotable.png"
done

# Kept so that uninstalling works after this folder is gone.
cp "$here/uninstall.sh" "$data/herotable/uninstall.sh"
chmod 755 "$data/herotable/uninstall.sh"

# Menus notice new entries by themselves; these only make it quicker.
if command -v update-desktop-database >/dev/null 2>&1; then
	update-desktop-database -q "$data/applications" 2>/dev/null || true
fi
touch "$data/icons/hicolor" 2>/dev/null || true

echo "Hero Table is installed:"
echo "  $bin/herotable"
echo "  $data/applications/herotable.desktop (the menu entry)"
echo "  $data/icons/hicolor/*/apps/herotable.png"
echo "Open it from your desktop's menu, or run $bin/herotable."
case ":${PATH:-}:" in
*":$bin:"*) ;;
*) echo "($bin is not on your PATH, so typing just 'herotable' will not find it.)" ;;
esac
echo "To remove it: $data/herotable/uninstall.sh"
