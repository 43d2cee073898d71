#!/usr/bin/env bash
# `fluid new` end to end: a package made in a temporary folder builds with `swift build`, and its
# program is the playground on its own scene: headless with a scripted drag (--replay), whose
# release shows in --trace as the scene's spring and whose `C` prints the code of that release;
# `export`, `scenes` and the golden options work; then (with Xvfb and xdotool) the window, a real
# drag of the card and `C`, and `--watch` reopening the window on a save (e2e-checks.sh). Usage: scripts/e2e-new-scene.sh [path/to/fluid] [OUT]
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
FLUID=$(realpath "${1:-$HERE/../.build/release/fluid}")
OUT=${2:-$(pwd)/out/e2e}
mkdir -p "$OUT"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "new scene: $1"; exit 1; }

"$FLUID" new MyCard --directory "$tmp" > "$tmp/new.out" || fail "fluid new failed"
pkg=$tmp/MyCard
[ -f "$pkg/Package.swift" ] && [ -f "$pkg/Sources/MyCardScenes/MyCardScene.swift" ] && [ -f "$pkg/Sources/MyCardScenes/Scenes.swift" ] && [ -f "$pkg/README.md" ] || fail "fluid new wrote: $(cd "$pkg" && find . -type f)"
"$FLUID" new MyCard --directory "$tmp" 2>/dev/null; [ $? -eq 2 ] || fail "fluid new over an existing package did not exit 2"
(cd "$pkg" && swift build > "$OUT/new-scene-build.log" 2>&1) || { grep -m 5 "error:" "$OUT/new-scene-build.log"; fail "swift build failed in the new package"; }
bin=$pkg/.build/debug/MyCard
cp "$pkg/Package.swift" "$tmp/Package.swift.shared"
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config

"$bin" scenes | head -n 1 | grep -q "^1 *my-card" || fail "the package's scene is not first in 'scenes': $("$bin" scenes | head -n 2)"
"$bin" export --scene my-card --format uikit 2>/dev/null | grep -q "UISpringTimingParameters" || fail "export printed no UIKit code"
"$bin" --headless --frames 2 --screenshot "$tmp/out.bmp" 2>/dev/null && [ -s "$tmp/out.bmp" ] || fail "--headless --frames 2 --screenshot failed"
"$bin" --frames 2 2>/dev/null; [ $? -eq 64 ] || fail "--frames without --headless is not a usage error here"

# A flick up of the card (resting at y 540…760 in 1280x800), then C once it has settled.
{
  echo '{"t":0.1,"type":"down","x":640,"y":650}'
  for i in 1 2 3 4 5 6 7 8; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((650 - 40 * i))}"; done
  echo '{"t":0.19,"type":"up","x":640,"y":330}'
  echo '{"t":2.5,"type":"key","key":"C"}'
} > "$tmp/flick.jsonl"
"$bin" --headless --replay "$tmp/flick.jsonl" --trace "$tmp/trace.jsonl" --state "$tmp/state.json" > "$tmp/c.out" 2> "$tmp/c.err" \
  || fail "the replay failed: $(cat "$tmp/c.err")"
python3 - "$tmp/trace.jsonl" "$tmp/state.json" <<'EOF' || fail "the trace or state does not show the release"
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
released = [r for r in rows if r["pointer"] and not r["pointer"]["down"] and r["animators"]]
assert released, "no frame after the release with an animator"
timing = released[0]["animators"][0]["timing"]
assert timing["kind"] == "spring" and timing["initialVelocity"][1] > 0, timing
assert abs(rows[-1]["tuning"]["dampingRatio"] - 0.8) < 1e-9, rows[-1]["tuning"]
state = json.load(open(sys.argv[2]))
card = [v for v in state["views"] if v["name"] == "card"][0]["frame"]
assert abs(card[1] - 80) < 1, ("the card did not settle at the top rest", card)
EOF
grep -q "UISpringTimingParameters" "$tmp/c.out" && grep -q "my-card" "$tmp/c.out" || fail "C printed no code: $(head -c 300 "$tmp/c.out")"

# The window: a real drag of the card and C, under an X server of its own.
if command -v xvfb-run >/dev/null && command -v xdotool >/dev/null; then
  xvfb-run -a -s "-screen 0 1280x800x24" "$HERE/e2e-checks.sh" new-scene-window "$bin" "$OUT" > "$OUT/new-scene-window.log" 2>&1 \
    || fail "the window check failed: $(tail -n 1 "$OUT/new-scene-window.log")"
  # Reload on save (--watch): a damping changed in the source, then a syntax error.
  xvfb-run -a -s "-screen 0 1280x800x24" "$HERE/e2e-checks.sh" new-scene-watch "$bin" "$OUT" > "$OUT/new-scene-watch.log" 2>&1 \
    || fail "the --watch check failed: $(tail -n 1 "$OUT/new-scene-watch.log")"
  grep -h "reloaded:" "$OUT/new-scene-watch.stderr"
  # A package whose program has Fluid compiled in (made before the scene library) reopens instead.
  scene_file=$pkg/Sources/MyCardScenes/MyCardScene.swift
  sed -i '/fatalError("the scene crashed as it was made")/d; s/dampingRatio: 0.4, response: 0.5)/dampingRatio: 0.8, response: 0.5)/' "$scene_file"
  sed -i 's/"FluidPlaygroundShared"/"FluidPlayground"/; /type: .dynamic/d' "$pkg/Package.swift"
  (cd "$pkg" && swift build --product MyCard > "$OUT/new-scene-build-static.log" 2>&1) || { grep -m 5 "error:" "$OUT/new-scene-build-static.log"; fail "the package with Fluid compiled in did not build"; }
  xvfb-run -a -s "-screen 0 1280x800x24" "$HERE/e2e-checks.sh" new-scene-watch-restart "$bin" "$OUT" > "$OUT/new-scene-watch-restart.log" 2>&1 \
    || fail "the --watch restart check failed: $(tail -n 1 "$OUT/new-scene-watch-restart.log")"
  grep -h "reloaded:" "$OUT/new-scene-watch-restart.stderr"
fi
# `fluid new --uikit`: its UIKit scene (a UIViewController) built into the same package, whose
# Fluid is built already, and thrown by the same flick: the spring carries it to the top rest.
"$FLUID" new --uikit MyUIKit --directory "$tmp" > "$tmp/new-uikit.out" || fail "fluid new --uikit failed"
grep -q "class MyUIKitScene: UIKitScene" "$tmp/MyUIKit/Sources/MyUIKitScenes/MyUIKitScene.swift" || fail "fluid new --uikit wrote no UIKit scene"
cp "$tmp/Package.swift.shared" "$pkg/Package.swift"
cp "$tmp/MyUIKit/Sources/MyUIKitScenes/MyUIKitScene.swift" "$pkg/Sources/MyCardScenes/"
sed -i 's/\[MyCardScene.self\]/[MyCardScene.self, MyUIKitScene.self]/' "$pkg/Sources/MyCardScenes/Scenes.swift"
(cd "$pkg" && swift build --product MyCard > "$OUT/new-scene-build-uikit.log" 2>&1) || { grep -m 5 "error:" "$OUT/new-scene-build-uikit.log"; fail "the UIKit scene did not build"; }
"$bin" --headless --scene my-uikit --replay "$tmp/flick.jsonl" --trace "$tmp/uikit-trace.jsonl" --state "$tmp/uikit-state.json" > "$tmp/uikit-c.out" 2> "$tmp/uikit-c.err" \
  || fail "the UIKit scene's replay failed: $(cat "$tmp/uikit-c.err")"
python3 - "$tmp/uikit-trace.jsonl" "$tmp/uikit-state.json" <<'EOF' || fail "the UIKit scene's trace or state does not show the release"
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
released = [r for r in rows if r["pointer"] and not r["pointer"]["down"] and r["animators"]]
assert released, "no frame after the release with an animator"
timing = released[0]["animators"][0]["timing"]
assert timing["kind"] == "spring" and timing["initialVelocity"][1] > 0, timing
card = [v for v in json.load(open(sys.argv[2]))["views"] if v["name"] == "CardView"][0]["frame"]
assert abs(card[1] - 80) < 1, ("the card did not settle at the top rest", card)
EOF
grep -q "UISpringTimingParameters" "$tmp/uikit-c.out" && grep -q "my-uikit" "$tmp/uikit-c.out" || fail "C printed no code for the UIKit scene: $(head -c 300 "$tmp/uikit-c.out")"
echo "new scene: made, built, replayed (release and C), dragged in the window, reloaded on save in the window (and by reopening, Fluid compiled in); --uikit made, built and thrown"
