#!/usr/bin/env bash
# `make install PREFIX=tmp` used as an installed program is, then `make uninstall`: the binary
# run from another folder draws what the build's binary draws (the pictures from share/fluid),
# the desktop entry validates, the bash completion loads and completes, the manual page reads,
# and the uninstall leaves PREFIX exactly as it was. Prints the failing step and exits 1.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILT=$ROOT/.build/release/fluid
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "install check: $1"; exit 1; }

# A PREFIX already in use: what is there must be left alone.
mkdir -p "$prefix/share/applications" "$prefix/bin"
echo keep > "$prefix/share/applications/other.desktop"
listing() { (cd "$prefix" && find . -printf '%y %m %p\n' | sort && find . -type f -exec md5sum {} + | sort); }
before=$(listing)

make -C "$ROOT" --no-print-directory install PREFIX="$prefix" > "$tmp/install.log" 2>&1 \
  || { tail -n 20 "$tmp/install.log"; fail "make install failed"; }
[ -x "$prefix/bin/fluid" ] || fail "no $prefix/bin/fluid"

# From another folder, with no checkout around and the user's tuning out of the way.
mkdir -p "$tmp/elsewhere" "$tmp/home"
run_installed() { (cd "$tmp/elsewhere" && env -u FLUID_ASSETS HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" PATH="$prefix/bin:$PATH" fluid "$@"); }
run_installed --headless --frames 2 --screenshot out.bmp 2> "$tmp/err" || fail "the installed fluid failed: $(cat "$tmp/err")"
run_installed --headless --frames 2 --scene card-blur --screenshot pictures.bmp 2>> "$tmp/err" || fail "the installed fluid failed on card-blur"
grep -q "not found" "$tmp/err" && fail "a picture was not found: $(cat "$tmp/err")"
(cd "$ROOT" && HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" "$BUILT" --headless --frames 2 --screenshot "$tmp/reference.bmp" 2>/dev/null \
  && HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" "$BUILT" --headless --frames 2 --scene card-blur --screenshot "$tmp/reference-pictures.bmp" 2>/dev/null) \
  || fail "the build's fluid failed"
cmp -s "$tmp/elsewhere/out.bmp" "$tmp/reference.bmp" || fail "the installed fluid's picture differs from the build's"
cmp -s "$tmp/elsewhere/pictures.bmp" "$tmp/reference-pictures.bmp" || fail "card-blur's picture differs from the build's"
# The pictures really come from share/fluid: another picture there shows.
cp "$prefix/share/fluid/landscape.bmp" "$tmp/landscape.bmp"
cp "$prefix/share/fluid/album.bmp" "$prefix/share/fluid/landscape.bmp"
run_installed --headless --frames 2 --scene card-blur --screenshot swapped.bmp 2>/dev/null
cmp -s "$tmp/elsewhere/swapped.bmp" "$tmp/reference-pictures.bmp" && fail "the installed fluid did not read its pictures from share/fluid"
cp "$tmp/landscape.bmp" "$prefix/share/fluid/landscape.bmp"

desktop-file-validate "$prefix/share/applications/fluid.desktop" || fail "desktop-file-validate"
grep -qx "Exec=$prefix/bin/fluid" "$prefix/share/applications/fluid.desktop" || fail "the desktop entry does not run the installed binary"
[ -s "$prefix/share/icons/hicolor/scalable/apps/fluid.svg" ] || fail "no icon"
[ -s "$prefix/share/zsh/site-functions/_fluid" ] && [ -s "$prefix/share/fish/vendor_completions.d/fluid.fish" ] || fail "no zsh or fish completion"
# The default command's options complete at the root as after `run` (`FluidCompletion`), and
# --scene's values are the scenes. grep reads all the
# words (no -q): one that quits at the first match can end the writer by SIGPIPE, a failure
# under pipefail when the shell writes the words line by line.
complete_words() {
  PATH="$prefix/bin:$PATH" bash -c 'source "$1" || exit 1; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _fluid fluid "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"; printf "%s\n" "${COMPREPLY[@]}"' _ "$prefix/share/bash-completion/completions/fluid" "$@"
}
complete_words fluid ex | grep -x export > /dev/null || fail "the bash completion does not load or complete 'fluid ex' to export: $(complete_words fluid ex)"
complete_words fluid run --sc | grep -x -- --scene > /dev/null || fail "the bash completion does not complete 'fluid run --sc' to --scene: $(complete_words fluid run --sc)"
complete_words fluid --sc | grep -x -- --scene > /dev/null || fail "the bash completion does not complete 'fluid --sc' to --scene: $(complete_words fluid --sc)"
complete_words fluid run --scene dr | grep -x drawer > /dev/null || fail "the bash completion does not complete 'fluid run --scene dr' to drawer: $(complete_words fluid run --scene dr)"
MANPAGER=cat man -l "$prefix/share/man/man1/fluid.1" 2>/dev/null | grep -q -- "--headless" || fail "the manual page does not read or lacks --headless"
[ "$(cat "$prefix/share/fluid/source-path")" = "$ROOT" ] || fail "source-path does not name this checkout"
run_installed new Probe > /dev/null 2>&1 || fail "the installed fluid new failed"
grep -qF ".package(path: \"$ROOT\")" "$tmp/elsewhere/Probe/Package.swift" || fail "the installed fluid new does not depend on the recorded checkout"

make -C "$ROOT" --no-print-directory uninstall PREFIX="$prefix" > "$tmp/uninstall.log" 2>&1 || fail "make uninstall failed"
after=$(listing)
[ "$before" = "$after" ] || { diff <(echo "$before") <(echo "$after"); fail "make uninstall did not leave PREFIX as it was"; }
echo "install check: installed, used from elsewhere, uninstalled to what was there"
