#!/usr/bin/env bash
# End-to-end checks with a real X server (Xvfb), the real binary and the real pointer.
# Usage: scripts/e2e.sh [path/to/fluid]
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${E2E_OUT:-$(pwd)/out/e2e}
rm -rf "$OUT"; mkdir -p "$OUT"
passed=0; failed=0

run_check() {
  local name=$1 what=$2
  if xvfb-run -a -s "-screen 0 1280x800x24" "$HERE/e2e-checks.sh" "$name" "$FLUID" "$OUT" >"$OUT/$name.log" 2>&1; then
    echo "e2e: PASS $what"; passed=$((passed + 1))
  else
    echo "e2e: FAIL $what: $(tail -n 1 "$OUT/$name.log") (log and screenshot in $OUT)"; failed=$((failed + 1))
  fi
}

# No display: one line naming DISPLAY/WAYLAND_DISPLAY and --headless, status 2.
err=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$FLUID" 2>&1 >/dev/null); status=$?
if [ $status -eq 2 ] && echo "$err" | grep -q DISPLAY && echo "$err" | grep -q -- --headless && [ "$(echo "$err" | wc -l)" -eq 1 ]; then
  echo "e2e: PASS no display gives one clear line and status 2"; passed=$((passed + 1))
else
  echo "e2e: FAIL no display: status $status, said: $err"; failed=$((failed + 1))
fi

run_check escape-quits "Escape closes the window with status 0"
run_check ctrl-q-quits "Ctrl+Q quits with status 0"
run_check paces-itself "the frame loop paces itself instead of spinning"
run_check no-font-still-opens "with no usable font the window still opens, with a warning"
run_check drawer-drag-opens "a real drag opens the drawer"
run_check drawer-drag-closes "a real drag closes the drawer"
run_check drawer-tap-toggles "a real click on Toggle Drawer opens it"
run_check wwdc-card-drag-opens "a real drag opens the WWDC card"
run_check half-modal-drag-opens "a real drag raises the half modal"
run_check release-outside-window-ends-drag "a release outside the window ends the drag"
run_check quit-mid-animation-writes-state "SDL_QUIT mid-animation still writes the state file"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
