#!/usr/bin/env bash
# The layer rules (docs/ARCHITECTURE.md), checked on the sources: pure targets and their tests
# import neither SDL nor Platform nor Playground and read no wall clock; Playground does not import
# Platform; only Platform (and the executables) import SDL. Exit 1 with every violation listed.
set -uo pipefail
cd "$(dirname "$0")/.."
pure="ViewTree Animation Gestures Input Importers Blur Raster FileSafety CurveTool ScriptedInput Painting Momentum LayoutSolver AutoLayout"
status=0
fail() { echo "lint-imports: $1"; status=1; }

for target in $pure; do
  for dir in "Sources/$target" "Tests/${target}Tests"; do
    [ -d "$dir" ] || continue
    while IFS= read -r hit; do
      fail "$hit: a pure target imports a windowing or app module"
    done < <(grep -rnE '^\s*(@_?[a-zA-Z]+\s+)*import\s+(CSDL2|CSDL2TTF|Platform|Playground)\b' "$dir" --include='*.swift')
    [ "$dir" = "Sources/$target" ] || continue
    while IFS= read -r hit; do
      fail "$hit: a pure target reads the wall clock (time is passed in)"
    done < <(grep -rnE '\bDate\(\)|DispatchTime\.now|clock_gettime|systemUptime|CFAbsoluteTimeGetCurrent|ContinuousClock|SuspendingClock' "$dir" --include='*.swift' | grep -vE '^\S+:[0-9]+:\s*///?')
  done
  # Package.swift: the target's own dependency list names no SDL, Platform or Playground.
  line=$(grep -E "\.target\(name: \"$target\"" Package.swift)
  if echo "$line" | grep -qE '"(CSDL2|CSDL2TTF|Platform|Playground)"'; then
    fail "Package.swift: $target depends on a windowing or app module"
  fi
done

# Scenes and the HUD draw through the painter seam: Playground never imports Platform;
# the runs that need a canvas or a window live in Harness and the executables.
while IFS= read -r hit; do
  fail "$hit: Playground imports Platform (draw through Painting's Painter; headless runs go in Harness)"
done < <(grep -rnE '^\s*(@_?[a-zA-Z]+\s+)*import\s+(CSDL2|CSDL2TTF|Platform)\b' Sources/Playground --include='*.swift')
if grep -E '\.target\(name: "Playground"' Package.swift | grep -qE '"(CSDL2|CSDL2TTF|Platform)"'; then
  fail "Package.swift: Playground depends on Platform"
fi

# SDL is Platform's alone (the executables wire it up but call no SDL).
while IFS= read -r hit; do
  fail "$hit: only Platform imports SDL"
done < <(grep -rnE '^\s*import\s+(CSDL2|CSDL2TTF)\b' Sources Tests --include='*.swift' | grep -vE '^(Sources/Platform/|Tests/PlatformTests/)')

[ $status -eq 0 ] && echo "lint-imports: layer rules hold"
exit $status
