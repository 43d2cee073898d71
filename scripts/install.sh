#!/usr/bin/env bash
# `make install` / `make uninstall`: Fluid installed like a desktop application under PREFIX.
#   scripts/install.sh install PREFIX BINARY [MANUAL_DIR]
#   scripts/install.sh uninstall PREFIX
# What is installed: the binary (bin/fluid), the scenes' pictures (share/fluid), completions for
# bash, zsh and fish, the manual page(s) (MANUAL_DIR holds them, made by swift-argument-parser's
# generate-manual plugin), a desktop entry and its icon. Every file written and every folder
# made is listed in share/fluid/installed-files, and uninstall removes exactly those: a folder
# only when it is empty and was made by the install.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)

usage() { echo "usage: $0 install PREFIX BINARY [MANUAL_DIR] | uninstall PREFIX" >&2; exit 64; }
[ $# -ge 2 ] || usage
action=$1
prefix=$(realpath -m "$2")
manifest="$prefix/share/fluid/installed-files"

uninstall() {
  [ -f "$manifest" ] || { echo "uninstall: nothing installed under $prefix (no $manifest)"; return 0; }
  local kind path files=() dirs=()
  while IFS=$'\t' read -r kind path; do
    case $kind in
      file) files+=("$path") ;;
      dir) dirs+=("$path") ;;
    esac
  done < "$manifest"
  for path in "${files[@]}"; do rm -f -- "$path"; done
  rm -f -- "$manifest"
  # Deepest first, so a folder's made sub-folders go before it.
  if [ ${#dirs[@]} -gt 0 ]; then
    printf '%s\n' "${dirs[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2- | while IFS= read -r path; do
      rmdir -- "$path" 2>/dev/null || true
    done
  fi
  echo "uninstall: removed ${#files[@]} files from $prefix"
}

# Writes `mkdir -p`'s new folders to the manifest, then the file, copied with MODE.
made_dirs=()
put() {
  local mode=$1 source=$2 target=$3 dir
  dir=$(dirname "$target")
  local missing=() d=$dir
  while [ ! -d "$d" ]; do missing+=("$d"); d=$(dirname "$d"); done
  mkdir -p -- "$dir"
  made_dirs+=("${missing[@]}")
  install -m "$mode" -- "$source" "$target"
  installed+=("$target")
}

install_all() {
  local binary=$1 manuals=${2:-}
  [ -x "$binary" ] || { echo "install: no binary at $binary (make release first)" >&2; exit 2; }
  # A second install replaces the first: its files and the folders it made stay listed.
  local earlier_dirs=()
  if [ -f "$manifest" ]; then
    while IFS=$'\t' read -r kind path; do [ "$kind" = dir ] && earlier_dirs+=("$path"); done < "$manifest"
    while IFS=$'\t' read -r kind path; do [ "$kind" = file ] && rm -f -- "$path"; done < "$manifest"
    rm -f -- "$manifest"
  fi
  installed=()
  local work; work=$(mktemp -d); trap 'rm -rf "$work"' RETURN
  put 755 "$binary" "$prefix/bin/fluid"
  for asset in "$ROOT"/Assets/*.bmp; do put 644 "$asset" "$prefix/share/fluid/$(basename "$asset")"; done
  # The checkout this binary was built from: `fluid new` makes packages depending on it.
  echo "$ROOT" > "$work/source-path"
  put 644 "$work/source-path" "$prefix/share/fluid/source-path"
  "$binary" --generate-completion-script bash > "$work/fluid.bash"
  "$binary" --generate-completion-script zsh > "$work/_fluid"
  "$binary" --generate-completion-script fish > "$work/fluid.fish"
  put 644 "$work/fluid.bash" "$prefix/share/bash-completion/completions/fluid"
  put 644 "$work/_fluid" "$prefix/share/zsh/site-functions/_fluid"
  put 644 "$work/fluid.fish" "$prefix/share/fish/vendor_completions.d/fluid.fish"
  if [ -n "$manuals" ]; then
    local page
    for page in "$manuals"/*.1; do [ -f "$page" ] && put 644 "$page" "$prefix/share/man/man1/$(basename "$page")"; done
  fi
  sed "s|@BINARY@|$prefix/bin/fluid|" "$ROOT/packaging/fluid.desktop.in" > "$work/fluid.desktop"
  put 644 "$work/fluid.desktop" "$prefix/share/applications/fluid.desktop"
  put 644 "$ROOT/packaging/fluid.svg" "$prefix/share/icons/hicolor/scalable/apps/fluid.svg"
  {
    for path in "${installed[@]}"; do printf 'file\t%s\n' "$path"; done
    for path in "${earlier_dirs[@]}" "${made_dirs[@]}"; do printf 'dir\t%s\n' "$path"; done
  } | awk '!seen[$0]++' > "$work/manifest"
  mkdir -p "$(dirname "$manifest")"
  install -m 644 "$work/manifest" "$manifest"
  echo "install: ${#installed[@]} files under $prefix (listed in $manifest)"
  case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "install: $prefix/bin is not on PATH" ;; esac
}

case $action in
  install) [ $# -ge 3 ] || usage; install_all "$3" "${4:-}" ;;
  uninstall) uninstall ;;
  *) usage ;;
esac
