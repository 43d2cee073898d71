#!/usr/bin/env bash
# One end-to-end check, run inside an X server (xvfb-run) by scripts/e2e.sh:
#   e2e-checks.sh CHECK FLUID OUT
# Each check drives the real binary with the real X pointer and keyboard (xdotool) and reads
# the state file the app writes on exit. It prints why it failed and exits non-zero.
set -uo pipefail
CHECK=$1 FLUID=$2 OUT=$3
W=1280 H=800
pid=""

fail() { echo "$CHECK: $*"; import -window root "$OUT/$CHECK-failed.png" 2>/dev/null; [ -n "$pid" ] && kill "$pid" 2>/dev/null; exit 1; }

# Starts fluid with the given arguments and waits (10 s at most) for its window.
start() {
  "$FLUID" --no-tuning-file --size ${W}x${H} "$@" >"$OUT/$CHECK.stdout" 2>"$OUT/$CHECK.stderr" &
  pid=$!
  for _ in $(seq 1 100); do
    win=$(xdotool search --name '^Fluid$' 2>/dev/null | head -n 1)
    [ -n "$win" ] && break
    kill -0 "$pid" 2>/dev/null || fail "fluid exited before its window appeared: $(cat "$OUT/$CHECK.stderr")"
    sleep 0.1
  done
  [ -n "${win:-}" ] || fail "the window never appeared within 10 s (screenshot kept)"
  xdotool windowmove --sync "$win" 0 0 2>/dev/null
  xdotool windowfocus --sync "$win" 2>/dev/null
  sleep 0.4
}

# A real drag: press at (x1, y1), move in 10 steps over ~200 ms to (x2, y2), release.
drag() {
  local x1=$1 y1=$2 x2=$3 y2=$4 steps=10
  xdotool mousemove --sync "$x1" "$y1" mousedown 1
  for i in $(seq 1 $steps); do
    xdotool mousemove "$((x1 + (x2 - x1) * i / steps))" "$((y1 + (y2 - y1) * i / steps))"
    sleep 0.02
  done
  xdotool mouseup 1
}

tap() { xdotool mousemove --sync "$1" "$2" click 1; }
# Frames a second the check's trace drew while the pointer was down, within ($1, $2).
drag_frame_rate_within() {
  python3 -c "
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
down = [r['t'] for r in rows if r['pointer'] and r['pointer']['down']]
r = (len(down) - 1) / max(down[-1] - down[0], 1e-9)
print('frames per second while dragging', round(r, 1))
sys.exit(0 if float(sys.argv[2]) < r < float(sys.argv[3]) else 1)" "$OUT/$CHECK.trace.jsonl" "$1" "$2"
}

# A flick in one xdotool run, so every flick is timed alike: press at (x, y), then STEPS moves
# (7) of dy/STEPS points PAUSE seconds (0.01) apart, and release at once, while still moving.
# The X server stamps each move when it handles it (R26), so xdotool runs at a raised priority
# (where allowed) to keep its steps even on a busy machine.
flick() {
  local x=$1 y=$2 dy=$3 steps=${4:-7} pause=${5:-0.01} args=()
  args=(mousemove --sync "$x" "$y" mousedown 1)
  for i in $(seq 1 "$steps"); do args+=(sleep "$pause" mousemove "$x" "$((y + dy * i / steps))"); done
  args+=(mouseup 1)
  nice -n -10 xdotool "${args[@]}"
}

# Waits for the app to settle, sends Escape, expects status 0 and a state file.
finish() {
  sleep "${1:-1.6}"
  import -window root "$OUT/$CHECK.png" 2>/dev/null
  xdotool key --window "$win" Escape
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2>/dev/null && fail "still running 5 s after Escape"
  wait "$pid"; local status=$?; pid=""
  [ $status -eq 0 ] || fail "exit status $status: $(cat "$OUT/$CHECK.stderr")"
  [ -s "$OUT/$CHECK.json" ] || fail "no state file written"
}

# y of a named view's frame in the state file.
view_y() {
  python3 -c "import json,sys; s=json.load(open(sys.argv[1])); v=[v for v in s['views'] if v['name']==sys.argv[2]]; print(v[0]['frame'][1] if v else 'missing')" "$OUT/$CHECK.json" "$1"
}

# Passes when the view's y is within 2 points of the expected one.
expect_y() {
  local got; got=$(view_y "$1")
  python3 -c "import sys; sys.exit(0 if sys.argv[1] != 'missing' and abs(float(sys.argv[1]) - float(sys.argv[2])) <= 2 else 1)" "$got" "$2" \
    || fail "$1 y is $got, expected $2"
}

# Passes when the view's y is below (less than) a bound.
expect_y_below() {
  local got; got=$(view_y "$1")
  python3 -c "import sys; sys.exit(0 if sys.argv[1] != 'missing' and float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$got" "$2" \
    || fail "$1 y is $got, expected less than $2"
}

case $CHECK in
  escape-quits)
    start --scene gallery
    import -window root "$OUT/$CHECK.png" 2>/dev/null
    xdotool key --window "$win" Escape
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && fail "still running 5 s after Escape"
    wait "$pid"; status=$?; pid=""
    [ $status -eq 0 ] || fail "exit status $status" ;;
  record-and-inspect)
    # A real drag recorded with --record, then read back by fluid inspect: one gesture going up.
    # Released while moving: with true input times (R26) a release 40 ms after the last move
    # reads zero velocity (R29), and drag's separate xdotool runs leave about that much.
    start --scene drawer --record "$OUT/$CHECK.jsonl" --state "$OUT/$CHECK.json"
    flick 640 778 -358 10 0.02
    finish 1.2
    [ -s "$OUT/$CHECK.jsonl" ] || fail "nothing recorded"
    "$FLUID" inspect "$OUT/$CHECK.jsonl" > "$OUT/$CHECK.inspect" || fail "fluid inspect failed: $(cat "$OUT/$CHECK.inspect")"
    python3 -c "import json,sys; g=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]; sys.exit(0 if len(g)==1 and g[0]['translation'][1] < -300 and g[0]['velocity'][1] < 0 else 1)" "$OUT/$CHECK.inspect" \
      || fail "unexpected gestures: $(cat "$OUT/$CHECK.inspect")" ;;
  alt-drag-two-fingers)
    # Issue 47 3a: Alt with the button down makes a second finger mirrored about the window's
    # centre; dragging pinches, Shift too moves both up (a two-finger pan). --record keeps both
    # pointers, and --replay of that file gives the same frames every time, with both fingers'
    # circles, ending where the window's run ended.
    start --scene drawer --no-hud --record "$OUT/$CHECK.jsonl" --state "$OUT/$CHECK.json" --trace "$OUT/$CHECK.trace.jsonl"
    args=(mousemove --sync 640 760 keydown alt sleep 0.1 mousedown 1)
    for i in $(seq 1 8); do args+=(sleep 0.02 mousemove "$((640 + 8 * i))" 760); done
    args+=(sleep 0.05 keydown shift sleep 0.05)
    for i in $(seq 1 10); do args+=(sleep 0.02 mousemove 704 "$((760 - 30 * i))"); done
    args+=(mouseup 1 sleep 0.05 keyup shift keyup alt)
    nice -n -10 xdotool "${args[@]}"
    finish 1.6
    [ -s "$OUT/$CHECK.jsonl" ] || fail "nothing recorded"
    python3 - "$OUT/$CHECK.jsonl" "$OUT/$CHECK.trace.jsonl" <<'PY' || fail "the recording or the window's trace is not two fingers: $(head -c 600 "$OUT/$CHECK.jsonl")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
ptr = [l for l in lines if l["type"] in ("down", "move", "up")]
second = [l for l in ptr if l.get("pointer") == 1]
assert [l["type"] for l in second][:1] == ["down"] and second[-1]["type"] == "up", second
assert sum(l["type"] == "move" for l in second) >= 8, second
down0 = next(l for l in ptr if l.get("pointer", 0) == 0 and l["type"] == "down")
assert (down0["x"], down0["y"]) == (640, 760), down0
assert (second[0]["x"], second[0]["y"]) == (640, 40), ("mirrored about (640, 400)", second[0])
# The pinch's moves are mirrored: each pointer-1 move pairs with the pointer-0 move before it.
last0 = None
pinch = 0
for l in ptr:
    if l.get("pointer", 0) == 0 and l["type"] == "move": last0 = l
    elif l.get("pointer") == 1 and l["type"] == "move" and last0 and last0["y"] == 760:
        assert abs(l["x"] + last0["x"] - 1280) < 1e-6 and abs(l["y"] - 40) < 1e-6, (l, last0)
        pinch += 1
assert pinch >= 4, pinch
# Shift: both moved up together, the second keeping its offset.
pan = [l for l in second if l["type"] == "move" and l["y"] < 40]
assert pan and abs((40 - pan[-1]["y"]) - 300) < 1, pan[-1:]
trace = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
assert any(len(t.get("touches", [])) == 2 for t in trace), "the window drew no two circles"
PY
    for run in 1 2; do
      "$FLUID" --headless --no-tuning-file --no-hud --scene drawer --replay "$OUT/$CHECK.jsonl" --state "$OUT/$CHECK.replay$run.json" \
        --trace "$OUT/$CHECK.replay$run.trace.jsonl" --screenshot "$OUT/$CHECK.replay$run.bmp" 2>>"$OUT/$CHECK.stderr" \
        || fail "--replay $run failed: $(tail -n 1 "$OUT/$CHECK.stderr")"
    done
    cmp -s "$OUT/$CHECK.replay1.bmp" "$OUT/$CHECK.replay2.bmp" || fail "two replays of the recording drew different last frames"
    cmp -s "$OUT/$CHECK.replay1.trace.jsonl" "$OUT/$CHECK.replay2.trace.jsonl" || fail "two replays of the recording traced different frames"
    python3 - "$OUT/$CHECK.json" "$OUT/$CHECK.replay1.json" "$OUT/$CHECK.replay1.trace.jsonl" <<'PY' || fail "the replay does not end where the window did, or shows no two fingers"
import json, sys
window, replay = (json.load(open(p)) for p in sys.argv[1:3])
wv = {v["name"]: v["frame"] for v in window["views"]}
rv = {v["name"]: v["frame"] for v in replay["views"]}
assert wv.keys() == rv.keys(), (wv.keys(), rv.keys())
for name in wv:
    assert all(abs(a - b) <= 2 for a, b in zip(wv[name], rv[name])), (name, wv[name], rv[name])
trace = [json.loads(l) for l in open(sys.argv[3]) if l.strip()]
two = [t["touches"] for t in trace if len(t.get("touches", [])) == 2]
assert two, "no frame of the replay drew both fingers"
PY
    ;;
  alt-pinch-photo)
    # Issue 47: Alt-drag in a real window pinches the photo. Pointer 0 moves out from the
    # centre and Alt's mirrored pointer 1 with it, so the two grow twice as far apart: the
    # trace shows the photo's zoom grow past 1.5 while the fingers are down, rubber-banded and
    # springing back inside 1…3 after; two --replay runs of the recording give the same frames
    # and end where the window did.
    start --scene photo --no-hud --record "$OUT/$CHECK.jsonl" --state "$OUT/$CHECK.json" --trace "$OUT/$CHECK.trace.jsonl"
    args=(mousemove --sync 740 400 keydown alt sleep 0.1 mousedown 1)
    for i in $(seq 1 20); do args+=(sleep 0.02 mousemove "$((740 + 6 * i))" 400); done
    args+=(sleep 0.1 mouseup 1 sleep 0.05 keyup alt)
    nice -n -10 xdotool "${args[@]}"
    finish 2.0
    python3 - "$OUT/$CHECK.jsonl" "$OUT/$CHECK.trace.jsonl" <<'PY' || fail "the window's trace shows no pinch: $(head -c 400 "$OUT/$CHECK.jsonl")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert any(l.get("pointer") == 1 and l["type"] == "down" for l in lines), "no second finger recorded"
trace = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
zooms = [t["views"]["photoZoom"].get("scale", [1, 1])[0] for t in trace]
assert max(zooms) > 1.5, max(zooms)
assert 1 - 1e-3 <= zooms[-1] <= 3 + 1e-3, zooms[-1]
PY
    for run in 1 2; do
      "$FLUID" --headless --no-tuning-file --no-hud --scene photo --replay "$OUT/$CHECK.jsonl" --state "$OUT/$CHECK.replay$run.json" \
        --trace "$OUT/$CHECK.replay$run.trace.jsonl" --screenshot "$OUT/$CHECK.replay$run.bmp" 2>>"$OUT/$CHECK.stderr" \
        || fail "--replay $run failed: $(tail -n 1 "$OUT/$CHECK.stderr")"
    done
    cmp -s "$OUT/$CHECK.replay1.bmp" "$OUT/$CHECK.replay2.bmp" || fail "two replays of the recording drew different last frames"
    cmp -s "$OUT/$CHECK.replay1.trace.jsonl" "$OUT/$CHECK.replay2.trace.jsonl" || fail "two replays of the recording traced different frames"
    python3 - "$OUT/$CHECK.trace.jsonl" "$OUT/$CHECK.replay1.trace.jsonl" <<'PY' || fail "the replay does not pinch as the window did"
import json, sys
window, replay = ([json.loads(l) for l in open(p) if l.strip()] for p in sys.argv[1:3])
scale = lambda t: t["views"]["photoZoom"].get("scale", [1, 1])[0]
assert abs(max(map(scale, window)) - max(map(scale, replay))) < 0.05, (max(map(scale, window)), max(map(scale, replay)))
assert abs(scale(window[-1]) - scale(replay[-1])) < 0.01, (scale(window[-1]), scale(replay[-1]))
PY
    ;;
  ctrl-q-quits)
    start --scene drawer
    xdotool windowactivate --sync "$win" 2>/dev/null; xdotool windowfocus --sync "$win"; xdotool key ctrl+q
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && fail "still running 5 s after Ctrl+Q"
    wait "$pid"; status=$?; pid=""
    [ $status -eq 0 ] || fail "exit status $status" ;;
  paces-itself)
    # Under Xvfb presenting may not block: while things move the loop must pace itself to the
    # refresh rate (60 Hz here) instead of spinning. Drawn frames come from the trace.
    start --scene drawer --state "$OUT/$CHECK.json" --trace "$OUT/$CHECK.trace.jsonl"
    xdotool mousemove --sync 640 790 mousedown 1
    for i in $(seq 1 100); do xdotool mousemove 640 $((790 - i * 3)); sleep 0.02; done
    xdotool mouseup 1
    finish
    drag_frame_rate_within 20 75 || fail "not paced near 60 Hz while dragging" ;;
  follows-the-finger)
    # Issue 52: Xvfb says no refresh rate, so a drag faster than 60 Hz (one xdotool process at
    # 125 Hz, the X server stamping each motion) starts a frame on each sample: about 125 frames
    # a second while the finger moves, never more than its samples (no spinning), then the grid.
    start --scene drawer --state "$OUT/$CHECK.json" --trace "$OUT/$CHECK.trace.jsonl"
    chain=(mousemove 660 790 sleep 0.0076); for i in $(seq 1 12); do chain+=(mousemove $((660 - i)) 790 sleep 0.0076); done
    chain+=(mousedown 1); for i in $(seq 1 60); do chain+=(sleep 0.0076 mousemove 648 $((790 - i * 6))); done
    chain+=(mouseup 1)
    xdotool "${chain[@]}"
    sleep 1
    finish
    drag_frame_rate_within 90 140 || fail "frames did not follow a 125 Hz drag"
    # Each frame shows a sample as it was (the delay is 0): the finger at 790 - 6k, no step between.
    python3 -c "
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
ys = [r['pointer']['y'] for r in rows if r['pointer'] and r['pointer']['down']]
off = [y for y in ys if abs((790 - y) / 6 - round((790 - y) / 6)) > 0.01]
print('frames showing a place between samples:', len(off), 'of', len(ys))
sys.exit(0 if ys and not off else 1)" "$OUT/$CHECK.trace.jsonl" || fail "a frame showed the finger between samples" ;;
  release-steps-as-the-drag)
    # F7 addendum where frames follow the finger: a 60 Hz drag whose up comes 1 ms after its last
    # move (xdotool sends them back to back). The release's first frame steps as the drag did
    # (within 15 %): the up once started a frame at once, showing the release 0.6 of a step in
    # and the overdue frame after it the rest.
    start --scene drawer --state "$OUT/$CHECK.json" --trace "$OUT/$CHECK.trace.jsonl"
    chain=(mousemove 660 790 sleep 0.0162); for i in $(seq 1 8); do chain+=(mousemove $((660 - i)) 790 sleep 0.0162); done
    chain+=(mousedown 1); for i in $(seq 1 40); do chain+=(sleep 0.0162 mousemove 648 $((790 - i * 6))); done
    chain+=(sleep 0.001 mouseup 1)
    xdotool "${chain[@]}"
    sleep 1
    finish
    python3 -c "
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
ys = [(r['views']['drawer']['frame'][1], bool(r['pointer'] and r['pointer']['down'])) for r in rows]
k = next(i for i in range(1, len(ys)) if ys[i - 1][1] and not ys[i][1])
drag = [ys[i][0] - ys[i - 1][0] for i in range(k - 4, k)]
step, first = sum(drag) / len(drag), ys[k][0] - ys[k - 1][0]
print('drag step', round(step, 2), 'release step', round(first, 2))
sys.exit(0 if abs(first / step - 1) <= 0.15 else 1)" "$OUT/$CHECK.trace.jsonl" || fail "the release's first frame did not continue the drag's step" ;;
  idle-costs-nothing)
    # Issue 14 §6: at rest (nothing moves, no input, the HUD still) a window draws nothing and
    # sleeps until input: under 2 % of a core in every scene (CPU ticks from /proc, 100 a second).
    # A client that stays connected, so the X server does not reset between the windows.
    xprop -root -spy >/dev/null 2>&1 & keeper=$!
    for scene in $("$FLUID" scenes | awk '{print $2}'); do
      start --scene "$scene"
      sleep 2.5   # the first frames, and the HUD's own settling
      t0=$(awk '{print $14 + $15}' /proc/$pid/stat)
      sleep 4
      t1=$(awk '{print $14 + $15}' /proc/$pid/stat)
      ticks=$((t1 - t0)); echo "$scene: $ticks ticks of CPU in 4 s at rest"
      [ "$ticks" -le 8 ] || fail "$scene uses $ticks ticks (> 2 % of a core) in 4 s at rest"
      # SIGTERM, not Escape: an Escape pressed into a closing window stays down in the server,
      # and the next window would read it as pressed when it gets the focus.
      kill -TERM "$pid"
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      wait "$pid"; pid=""
    done
    kill $keeper 2>/dev/null ;;
  no-font-still-opens)
    FLUID_FONT=/nonexistent/font.ttf start --scene drawer
    grep -q "no usable font" "$OUT/$CHECK.stderr" || fail "no warning about the missing font: $(cat "$OUT/$CHECK.stderr")"
    xdotool key --window "$win" Escape
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    wait "$pid"; status=$?; pid=""
    [ $status -eq 0 ] || fail "exit status $status" ;;
  drawer-drag-opens)
    start --scene drawer --state "$OUT/$CHECK.json"
    drag 640 778 640 420
    finish
    expect_y drawer 450 ;;
  drawer-drag-closes)
    start --scene drawer --state "$OUT/$CHECK.json"
    drag 640 778 640 420
    sleep 1.5
    drag 640 470 640 790
    finish
    expect_y drawer 755 ;;
  drawer-tap-toggles)
    start --scene drawer --state "$OUT/$CHECK.json"
    tap 640 778
    finish
    expect_y drawer 450 ;;
  wwdc-card-drag-opens)
    start --scene wwdc-card --state "$OUT/$CHECK.json"
    before=$(python3 -c "print(1)")
    drag 640 775 640 300
    finish 2
    expect_y_below card 500 ;;
  half-modal-drag-opens)
    start --scene half-modal --state "$OUT/$CHECK.json"
    drag 640 760 640 200
    finish 2
    expect_y_below sheet 400 ;;
  quit-mid-animation-writes-state)
    start --scene drawer --state "$OUT/$CHECK.json"
    tap 640 778
    sleep 0.3
    kill -TERM "$pid"   # SDL turns SIGTERM into SDL_QUIT
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    wait "$pid"; status=$?; pid=""
    [ $status -eq 0 ] || fail "exit status $status after SDL_QUIT"
    [ -s "$OUT/$CHECK.json" ] || fail "no state file written on SDL_QUIT"
    python3 -c "import json,sys; s=json.load(open(sys.argv[1])); sys.exit(0 if s['animators'] and s['animators'][0]['state']=='active' else 1)" "$OUT/$CHECK.json" \
      || fail "the state file does not show the animation in flight: $(cat "$OUT/$CHECK.json")" ;;
  sighup-writes-state)
    start --scene drawer --state "$OUT/$CHECK.json"
    tap 640 778
    sleep 0.3
    kill -HUP "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    wait "$pid"; status=$?; pid=""
    [ $status -eq 0 ] || fail "exit status $status after SIGHUP"
    [ -s "$OUT/$CHECK.json" ] || fail "no state file written on SIGHUP" ;;
  huge-window-is-capped)
    W=16384 H=16384
    start --scene drawer --state "$OUT/$CHECK.json"
    grep -q "larger than the display" "$OUT/$CHECK.stderr" || fail "no word about the size: $(cat "$OUT/$CHECK.stderr")"
    finish 0.5 ;;
  record-flushes-while-running)
    start --scene drawer --record "$OUT/$CHECK.jsonl"
    drag 640 778 640 420
    sleep 0.5
    grep -q '"type":"up"' "$OUT/$CHECK.jsonl" || fail "the release is not in the file while the app runs: $(wc -l < "$OUT/$CHECK.jsonl") lines"
    xdotool key --window "$win" Escape
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    wait "$pid"; status=$?; pid=""
    [ $status -eq 0 ] || fail "exit status $status" ;;
  trace-streams-while-running)
    # --trace is written frame by frame as the window draws: a kill loses at most a frame.
    start --scene drawer --trace "$OUT/$CHECK.trace.jsonl"
    drag 640 778 640 420
    sleep 1
    kill -9 "$pid"; wait "$pid" 2>/dev/null; pid=""
    python3 - "$OUT/$CHECK.trace.jsonl" <<'PY' || fail "the trace of a killed window is not whole frames with the drag in them"
import json, sys
lines = open(sys.argv[1]).read().split("\n")
rows = [json.loads(l) for l in lines[:-1]]      # every line but a cut last one parses
assert lines[-1] == "" or len(lines[-1]) < 20000, "at most the last frame is cut"
assert len(rows) > 10, len(rows)
assert any(r["pointer"] and r["pointer"]["down"] for r in rows), "the drag is in the trace"
ts = [r["t"] for r in rows]
assert all(b > a for a, b in zip(ts, ts[1:])), "t strictly increases, one line per frame"
print(len(rows), "frames traced before the kill")
PY
    ;;
  window-closed-by-another-client)
    # Another program destroys the window: saved like a lost X connection, status 2, one line.
    start --scene drawer --state "$OUT/$CHECK.json" --record "$OUT/$CHECK.jsonl" --trace "$OUT/$CHECK.trace.jsonl"
    drag 640 778 640 420
    sleep 0.5
    xdotool windowclose "$win"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && fail "still running 5 s after its window was destroyed"
    wait "$pid"; status=$?; pid=""
    [ $status -eq 2 ] || fail "exit status $status (not 2): $(cat "$OUT/$CHECK.stderr")"
    [ "$(wc -l < "$OUT/$CHECK.stderr")" -eq 1 ] && grep -q "closed by another program" "$OUT/$CHECK.stderr" \
      || fail "not one line on stderr: $(cat "$OUT/$CHECK.stderr")"
    [ -s "$OUT/$CHECK.json" ] || fail "no state file written"
    grep -q '"type":"up"' "$OUT/$CHECK.jsonl" || fail "the drag's release is not in the recording"
    python3 -c 'import json,sys; rows=[json.loads(l) for l in open(sys.argv[1])]; assert any(r["pointer"] and r["pointer"]["down"] for r in rows)' "$OUT/$CHECK.trace.jsonl" \
      || fail "the trace does not hold the drag" ;;
  release-outside-window-ends-drag)
    W=800 H=600
    start --scene drawer --state "$OUT/$CHECK.json"
    xdotool mousemove --sync 400 578 mousedown 1
    for i in $(seq 1 10); do xdotool mousemove 400 $((578 - 40 * i)); sleep 0.02; done
    xdotool mousemove 1000 100; sleep 0.05
    xdotool mouseup 1
    finish
    expect_y drawer $((600 - 45 - 305)) ;;
  drawer-ten-flicks)
    # R26: ten identical flicks down on the open drawer (140 points in 7 steps 20 ms apart). Each
    # is recorded and read back with fluid inspect; with pointer times from the window system
    # the release velocities agree within 10 % of their median, and every flick closes the
    # drawer. Identical means identical by the X server's own clock, which counts whole
    # milliseconds: a flick that xdotool could not deliver evenly (a step outside 20 ± 2 ms, or
    # one of the last three, which decide the release velocity, outside 20 ± 1 ms) is not one of
    # the ten and is made again, 60 tries at most. (At 10 ms steps one late millisecond is a
    # 10 % slower finger, and the quadratic fit reads the release from the last steps.)
    base=$CHECK accepted=0 tries=0
    # The X server stamps the moves: it too runs at a raised priority where allowed, so that a
    # busy machine delays neither the flicks nor their stamps.
    xserver=$(pgrep -f "^Xvfb $DISPLAY( |\$)" | head -n 1)
    [ -n "$xserver" ] && renice -n -10 -p "$xserver" >/dev/null 2>&1
    while [ $accepted -lt 10 ]; do
      tries=$((tries + 1))
      [ $tries -le 60 ] || { CHECK=$base; fail "only $accepted of 60 flicks came evenly spaced by the X server's clock"; }
      CHECK=$base-try$tries
      start --scene drawer --record "$OUT/$CHECK.jsonl" --state "$OUT/$CHECK.json"
      tap 640 778
      sleep 1.2
      flick 640 480 140 7 0.02
      finish 1.6
      python3 - "$OUT/$CHECK.jsonl" <<'PY' || { echo "try $tries: uneven steps, made again"; continue; }
import json, sys
records = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
pointer = [r for r in records if r["type"] in ("down", "move", "up")]
last_down = max(i for i, r in enumerate(pointer) if r["type"] == "down")
flick = [r for r in pointer[last_down:] if r["type"] != "up"]
steps = [round((b["t"] - a["t"]) * 1000) for a, b in zip(flick, flick[1:])]
print("steps (ms)", steps)
sys.exit(0 if len(steps) == 7 and all(18 <= s <= 22 for s in steps) and all(19 <= s <= 21 for s in steps[-3:]) else 1)
PY
      expect_y drawer 755
      "$FLUID" inspect "$OUT/$CHECK.jsonl" > "$OUT/$CHECK.inspect" || fail "fluid inspect failed: $(cat "$OUT/$CHECK.inspect")"
      accepted=$((accepted + 1))
      cp "$OUT/$CHECK.inspect" "$OUT/$base-$accepted.inspect"
    done
    CHECK=$base
    echo "$accepted even flicks in $tries tries"
    python3 - "$OUT" "$base" <<'PY' || fail "release velocities spread more than 10 % around their median (see $OUT/$base-*.inspect)"
import json, statistics, sys
out, base = sys.argv[1], sys.argv[2]
vs = []
for n in range(1, 11):
    gestures = [json.loads(l) for l in open(f"{out}/{base}-{n}.inspect") if l.strip()]
    flicks = [g for g in gestures if g["translation"][1] > 50]
    if len(flicks) != 1:
        print(f"flick {n}: expected one flick, got {gestures}"); sys.exit(1)
    vs.append(flicks[0]["velocity"][1])
median = statistics.median(vs)
print("release velocities", [round(v) for v in vs], "median", round(median))
sys.exit(0 if median > 0 and all(abs(v - median) <= 0.1 * median for v in vs) else 1)
PY
    ;;
  # --- Reliability, round three: canvases, standard output, files (CLI unless it opens a window) ---
  canvas-limit)
    # One pixel limit for every canvas: beyond it a usage error naming the limit (64), within it a
    # run that fits a 4 GB address space, and an allocation that fails anyway one line (2), never
    # 134. Every run here is held to 4 GB, so a build without the limit cannot eat the machine.
    ulimit -v 4194304
    for args in "--headless --scale 3 --size 16384x16384 --frames 1" "--headless --scale 2 --size 8192x8192 --frames 1"; do
      err=$("$FLUID" $args --no-tuning-file 2>&1 >/dev/null); s=$?
      [ $s -eq 64 ] && echo "$err" | grep -q "more than the 33554432 one canvas may hold" || fail "fluid $args: status $s, said: $err"
    done
    printf '{"t":0.1,"type":"down","x":640,"y":778}\n{"t":0.2,"type":"up","x":640,"y":700}\n' > "$OUT/$CHECK.jsonl"
    err=$("$FLUID" compare "$OUT/$CHECK.jsonl" --scene drawer --size 16384x16384 2>&1 >/dev/null); s=$?
    [ $s -eq 64 ] && echo "$err" | grep -q 33554432 || fail "compare --size 16384x16384: status $s, said: $err"
    err=$("$FLUID" bench scenes --size 16384x16384 2>&1 >/dev/null); s=$?
    [ $s -eq 64 ] && echo "$err" | grep -q 33554432 || fail "bench scenes --size 16384x16384: status $s, said: $err"
    (exec "$FLUID" --headless --no-tuning-file --scene card-blur --size 8192x4096 --frames 2 >/dev/null 2>"$OUT/$CHECK.at-limit") \
      || fail "a canvas at the limit does not run in 4 GB: $(cat "$OUT/$CHECK.at-limit")"
    (ulimit -v 800000; exec "$FLUID" --headless --no-tuning-file --scene card-blur --size 8192x4096 --frames 2 >/dev/null 2>"$OUT/$CHECK.no-room"); s=$?
    [ $s -eq 2 ] && [ "$(wc -l < "$OUT/$CHECK.no-room")" -eq 1 ] && grep -q "not enough memory" "$OUT/$CHECK.no-room" \
      || fail "an allocation that cannot be had: status $s, said: $(cat "$OUT/$CHECK.no-room")" ;;
  window-resized-beyond-the-limit)
    # A window made larger than one canvas holds is kept at the largest that fits, saying so
    # once: it neither aborts in an allocation nor dies in the display driver (whose buffers
    # grow with the window), and goes on to quit normally.
    start --scene card-blur --state "$OUT/$CHECK.json"
    for size in 16384 20000 32767; do
      xdotool windowsize "$win" $size $size
      # The window shrinks itself on the resize event it gets; on a loaded host that can take
      # a few seconds, so wait for it (up to 10 s) rather than a fixed time.
      for _ in $(seq 1 50); do
        sleep 0.2
        kill -0 "$pid" 2>/dev/null || { wait "$pid"; fail "died (status $?) after a resize to ${size}x${size}: $(cat "$OUT/$CHECK.stderr")"; }
        geometry=$(xdotool getwindowgeometry "$win" | awk '/Geometry/ {print $2}')
        [ $(( ${geometry%x*} * ${geometry#*x} )) -le 33554432 ] && break
      done
      [ $(( ${geometry%x*} * ${geometry#*x} )) -le 33554432 ] || fail "the window stays ${geometry} 10 s after a resize to ${size}x${size}"
    done
    [ "$(grep -c "more than one canvas holds" "$OUT/$CHECK.stderr")" -eq 1 ] || fail "not said exactly once: $(cat "$OUT/$CHECK.stderr")"
    xdotool windowsize "$win" $W $H; sleep 0.5
    finish 0.5 ;;
  closed-stdout-in-the-window)
    # C prints the tuning as code; with standard output's reader gone that is one warning, and the
    # window goes on to write its state and trace on Escape (no death by SIGPIPE).
    rm -f "$OUT/$CHECK.json" "$OUT/$CHECK.trace.jsonl"
    { "$FLUID" --no-tuning-file --size ${W}x${H} --scene drawer --state "$OUT/$CHECK.json" --trace "$OUT/$CHECK.trace.jsonl" \
        2>"$OUT/$CHECK.stderr"; echo $? > "$OUT/$CHECK.status"; } | head -c 1 >/dev/null &
    for _ in $(seq 1 100); do win=$(xdotool search --name '^Fluid$' 2>/dev/null | head -n 1); [ -n "$win" ] && break; sleep 0.1; done
    [ -n "${win:-}" ] || fail "the window never appeared"
    xdotool windowfocus --sync "$win" 2>/dev/null; sleep 0.4
    for _ in 1 2 3; do xdotool key --window "$win" c; sleep 0.4; done
    xdotool key --window "$win" Escape
    for _ in $(seq 1 50); do [ -s "$OUT/$CHECK.status" ] && break; sleep 0.1; done
    [ "$(cat "$OUT/$CHECK.status" 2>/dev/null)" = 0 ] || fail "exit status $(cat "$OUT/$CHECK.status" 2>/dev/null): $(cat "$OUT/$CHECK.stderr")"
    [ -s "$OUT/$CHECK.json" ] && [ -s "$OUT/$CHECK.trace.jsonl" ] || fail "state or trace not written"
    [ "$(grep -c "cannot write standard output" "$OUT/$CHECK.stderr")" -eq 1 ] || fail "expected one warning: $(cat "$OUT/$CHECK.stderr")" ;;
  standard-output-errors)
    # Every subcommand: a full disk is status 2 and one line; a reader that goes is a quiet end.
    d="$OUT/$CHECK"; rm -rf "$d"; mkdir -p "$d"
    printf '{"t":0.1,"type":"down","x":640,"y":778}\n{"t":0.15,"type":"move","x":640,"y":700}\n{"t":0.2,"type":"up","x":640,"y":600}\n' > "$d/rec.jsonl"
    expected="fluid: cannot write standard output: No space left on device"
    commands=("export" "export --scene 3 --format css --tuning-directory $d" "curve spring --damping-ratio 0.7 --samples 2000" "scenes"
              "inspect $d/rec.jsonl" "compare $d/rec.jsonl --scene drawer" "fuzz-replay --count 1"
              "bench blur --width 16 --height 16 --runs 1" "bench animators --animators 10 --frames 2 --skip-pillow"
              "sweep $d/rec.jsonl --scene drawer --damping 0.8 --response 0.5:0.6:0.05" "check $(dirname "$0")/../Tests/Interactions")
    for c in "${commands[@]}"; do
      timeout -k 5 120 "$FLUID" $c >/dev/full 2>"$d/err"; s=$?
      err=$(grep -v "^fluid: warning: " "$d/err")
      [ $s -eq 2 ] && [ "$err" = "$expected" ] || fail "fluid $c > /dev/full: status $s, said: $err"
      timeout -k 5 120 "$FLUID" $c 2>"$d/err" | head -c 1 >/dev/null; s=${PIPESTATUS[0]}
      err=$(grep -v "^fluid: warning: " "$d/err")
      [ $s -eq 0 ] && [ -z "$err" ] || fail "fluid $c | head -c 1: status $s, said: $err"
    done ;;
  fuzz-replay-write-is-safe)
    # --write through the one output writer: no writing through a link, no cut file over a good
    # one, no hang on a FIFO with no reader.
    d="$OUT/$CHECK"; rm -rf "$d"; mkdir -p "$d"
    echo precious > "$d/target"; ln -s "$d/target" "$d/link"
    "$FLUID" fuzz-replay --write "$d/link" >/dev/null 2>"$d/err"; s=$?
    [ $s -eq 2 ] && [ "$(cat "$d/target")" = precious ] && [ -L "$d/link" ] || fail "a symlink: status $s, target now $(head -c 40 "$d/target")"
    mkfifo "$d/fifo"; timeout -k 5 10 "$FLUID" fuzz-replay --write "$d/fifo" >/dev/null 2>&1; s=$?
    [ $s -eq 2 ] || fail "a FIFO with no reader: status $s"
    echo '{"t":0,"type":"key","key":"a"}' > "$d/old.jsonl"
    "$FLUID" fuzz-replay --write "$d/old.jsonl" --seed 7 >/dev/null && "$FLUID" inspect "$d/old.jsonl" >/dev/null \
      && [ -z "$(ls -A "$d" | grep tmp)" ] || fail "replacing a recording" ;;
  recordings-cut-or-newer)
    # A recording cut mid-line by a full disk, and one with a field this version does not know,
    # still read, each with one warning naming the line.
    d="$OUT/$CHECK"; rm -rf "$d"; mkdir -p "$d"
    printf '{"t":0.1,"type":"down","x":640,"y":778}\n{"t":0.2,"type":"up","x":640,"y":700}\n{"t":0.3,"ty' > "$d/cut.jsonl"
    err=$("$FLUID" inspect "$d/cut.jsonl" 2>&1 >/dev/null); s=$?
    [ $s -eq 0 ] && [ "$err" = "fluid: warning: $d/cut.jsonl: line 3: the recording ends inside this line (no newline, not a whole record); the line is left out" ] \
      || fail "a cut recording: status $s, said: $err"
    "$FLUID" --headless --no-tuning-file --replay "$d/cut.jsonl" --frames 5 2>/dev/null || fail "a cut recording does not replay"
    printf '{"t":0.1,"type":"down","x":1,"y":2,"pressure":0.5}\n{"t":0.2,"type":"up","x":1,"y":2,"pressure":0}\n' > "$d/newer.jsonl"
    err=$("$FLUID" inspect "$d/newer.jsonl" 2>&1 >/dev/null); s=$?
    [ $s -eq 0 ] && [ "$err" = "fluid: warning: $d/newer.jsonl: line 1: unknown field \"pressure\" is ignored, here and on 1 later line" ] \
      || fail "an unknown field: status $s, said: $err" ;;
  fifo-picture-and-font)
    # A FIFO where a picture or the font should be: a warning and a placeholder at once, no hang,
    # and SIGTERM still ends a long run that reads them.
    d="$OUT/$CHECK"; rm -rf "$d"; mkdir -p "$d/Assets"; mkfifo "$d/Assets/landscape.bmp" "$d/font.ttf"
    (cd "$d" && FLUID_FONT="$d/font.ttf" timeout -k 5 30 "$FLUID" --headless --no-tuning-file --scene pull-up-blur --frames 3 >/dev/null 2>"$d/err"); s=$?
    [ $s -eq 0 ] || fail "status $s: $(cat "$d/err")"
    grep -q "landscape.bmp: is a FIFO" "$d/err" && grep -q "font.ttf (is a FIFO" "$d/err" || fail "no warnings: $(cat "$d/err")"
    (cd "$d" && FLUID_FONT="$d/font.ttf" exec "$FLUID" --headless --no-tuning-file --scene pull-up-blur --frames 200000 --state "$d/term.json" >/dev/null 2>&1) & p=$!
    sleep 2; kill -TERM $p; for _ in $(seq 1 50); do kill -0 $p 2>/dev/null || break; sleep 0.1; done
    kill -0 $p 2>/dev/null && { kill -KILL $p; fail "SIGTERM did not end the run"; }
    wait $p; [ -s "$d/term.json" ] || fail "no state after SIGTERM" ;;
  curve-edges)
    out=$("$FLUID" curve cubic 0.9 0.1 1 0.2 --samples 3 2>"$OUT/$CHECK.err"); s=$?
    [ $s -eq 0 ] && [ "$(echo "$out" | tail -n 1)" = "1.0,1.0,null" ] && grep -q "vertical" "$OUT/$CHECK.err" || fail "vertical tangent: status $s: $out"
    [ "$("$FLUID" curve cubic 0.9 0.1 1 0.2 --samples 3 --format css)" = "linear(0, 0.076903 50%, 1)" ] || fail "vertical tangent in CSS"
    err=$("$FLUID" curve spring --damping-ratio 0.001 2>&1 >/dev/null); s=$?
    [ $s -eq 64 ] && echo "$err" | grep -q "at least 0.002" || fail "damping ratio 0.001: status $s, said: $err"
    "$FLUID" curve spring --damping-ratio 0.002 --format css | grep -q ", 0.728464)$" || fail "a spring still away from its end is forced to 1" ;;
  compare-out-and-a-still-view)
    d="$OUT/$CHECK"; rm -rf "$d"; mkdir -p "$d/frames"; touch "$d/frames/frame-00099.bmp"
    printf '{"t":0.1,"type":"down","x":640,"y":778}\n{"t":0.15,"type":"move","x":640,"y":700}\n{"t":0.2,"type":"up","x":640,"y":600}\n' > "$d/rec.jsonl"
    "$FLUID" compare "$d/rec.jsonl" --scene drawer --out "$d/frames" >/dev/null 2>"$d/err"; s=$?
    [ $s -eq 2 ] && [ "$(ls "$d/frames")" = frame-00099.bmp ] && grep -q "is not empty" "$d/err" || fail "a non-empty --out: status $s, $(ls "$d/frames" | wc -l) files"
    printf '{"t":0.1,"type":"down","x":5,"y":5}\n{"t":0.15,"type":"move","x":50,"y":5}\n{"t":0.2,"type":"up","x":90,"y":5}\n' > "$d/miss.jsonl"
    out=$("$FLUID" compare "$d/miss.jsonl" --scene 1) || fail "compare --scene 1 failed"
    echo "$out" | grep -q "^a  .*: the drag did not move 'drawer'" || fail "a drag that misses the view: $out" ;;
  export-tuning-directory)
    err=$("$FLUID" export --tuning-directory /nonexistent 2>&1 >/dev/null); s=$?
    [ $s -eq 2 ] && [ "$err" = "fluid export: --tuning-directory /nonexistent: no such directory" ] || fail "a missing directory: status $s, said: $err"
    d="$OUT/$CHECK"; rm -rf "$d"; mkdir -p "$d"
    "$FLUID" export --scene 1 --tuning-directory "$d" 2>&1 >/dev/null | grep -q "exporting its defaults" || fail "an empty directory" ;;
  window-shows-the-model)
    # What the window presents is the frame drawn (a scene key once left the old scene on screen):
    # with FLUID_CHECK_PRESENTED every presented frame is read back and compared with the canvas,
    # through every scene key, Tab, 0, H, G, C, drags and a resize; and at rest after each scene
    # key the window's capture is the capture of a --full-redraw run, pixel for pixel.
    keys="2 3 4 5 6 7 8 9 Tab 1"
    for mode in partial full; do
      extra=(); [ $mode = full ] && extra=(--full-redraw)
      FLUID_CHECK_PRESENTED=1 start "${extra[@]}" --state "$OUT/$CHECK.json"
      for k in $keys; do
        xdotool key --window "$win" "$k"; sleep 1.2
        import -window "$win" "$OUT/$CHECK-$mode-$k.png" 2>/dev/null || fail "no capture after $k"
      done
      [ $mode = full ] && { finish 0.2; continue; }
      drag 640 778 640 300; sleep 0.3
      for k in bracketright 0 h h h g c; do xdotool key --window "$win" "$k"; sleep 0.4; done
      xdotool windowsize --sync "$win" 900 600 2>/dev/null; sleep 0.6
      xdotool key --window "$win" 3; sleep 0.6
      xdotool windowsize --sync "$win" $W $H 2>/dev/null; sleep 0.6
      finish 0.3
      cp "$OUT/$CHECK.stderr" "$OUT/$CHECK-partial.stderr"
      grep -q "presented frames checked: [1-9][0-9]*, differing: 0$" "$OUT/$CHECK.stderr" \
        || fail "a presented frame was not the frame drawn: $(grep 'presented' "$OUT/$CHECK.stderr" | tail -n 2)"
    done
    for k in $keys; do
      d=$(compare -metric AE "$OUT/$CHECK-partial-$k.png" "$OUT/$CHECK-full-$k.png" null: 2>&1)
      [ "$d" = 0 ] || fail "after key $k the window differs from a full redraw in $d pixels"
    done ;;
  argument-consistency)
    for c in "fuzz-replay --seed -1" "soak --seed -1" "compare x --scene drawer --every -1" "export --scene -1" "compare x --scene -1"; do
      err=$("$FLUID" $c 2>&1 >/dev/null); s=$?
      [ $s -eq 64 ] && ! echo "$err" | grep -q "Missing value" && echo "$err" | grep -qE "must be|unknown scene '-1'" || fail "fluid $c: status $s, said: $err"
    done
    "$FLUID" export --scene 1 --format css >/dev/null 2>&1 || fail "export --scene 1"
    rm -f "$OUT/$CHECK.state"
    "$FLUID" --headless --no-tuning-file --frames 2 --state /dev/stdout > "$OUT/$CHECK.state" 2>"$OUT/$CHECK.err" || fail "--state /dev/stdout: $(cat "$OUT/$CHECK.err")"
    python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$OUT/$CHECK.state" || fail "--state /dev/stdout wrote no JSON" ;;
  new-scene-window)
    # FLUID is a package made by `fluid new` (scripts/e2e-new-scene.sh): its card, dragged up for
    # real, settles at the top rest on its spring (seen in --trace), and C prints its code.
    start --trace "$OUT/$CHECK.trace.jsonl" --state "$OUT/$CHECK.json"
    drag 640 650 640 330
    sleep 1.5
    xdotool key --window "$win" c
    finish
    expect_y card 80
    grep -q "UISpringTimingParameters" "$OUT/$CHECK.stdout" || fail "C printed no code"
    python3 -c "import json,sys; rows=[json.loads(l) for l in open(sys.argv[1])]; assert any(r['pointer'] and not r['pointer']['down'] and r['animators'] and r['animators'][0]['timing']['kind']=='spring' for r in rows)" \
      "$OUT/$CHECK.trace.jsonl" || fail "the trace shows no spring after the release" ;;
  new-scene-watch)
    # FLUID is a package's program (scripts/e2e-new-scene.sh) run with --watch: a damping changed
    # in the source reloads the scene in the same window (same X window id, same place, slow motion
    # carried), and the next release runs the new damping (--trace); a syntax error leaves the old
    # scene running, the error said in the window; so does a scene that crashes as it is made.
    scene_file=$(cd "$(dirname "$FLUID")/../.." && pwd)/Sources/MyCardScenes/MyCardScene.swift
    trace=$OUT/$CHECK.trace.jsonl
    # Every presented frame is read back and compared with the frame drawn: a swapped scene is on
    # screen at once, not after the first drag.
    FLUID_CHECK_PRESENTED=1 start --watch --trace "$trace" --state "$OUT/$CHECK.json"
    xdotool windowmove --sync "$win" 40 30 2>/dev/null; sleep 0.3
    before=$(xdotool getwindowgeometry "$win" | tail -n 2)
    xdotool key --window "$win" t; sleep 0.3
    sed -i 's/SceneTuning(dampingRatio: 0.8, response: 0.5)/SceneTuning(dampingRatio: 0.4, response: 0.5)/' "$scene_file"
    for _ in $(seq 1 1800); do grep -q "reloaded:" "$OUT/$CHECK.stderr" && break; kill -0 "$pid" 2>/dev/null || fail "--watch ended: $(tail -n 3 "$OUT/$CHECK.stderr")"; sleep 0.1; done
    grep -q "reloaded:.*in the running window" "$OUT/$CHECK.stderr" || fail "no reload in the running window within 180 s: $(tail -n 3 "$OUT/$CHECK.stderr")"
    [ "$(xdotool search --name '^Fluid$')" = "$win" ] || fail "the window is not the same one: $win -> $(xdotool search --name '^Fluid$' | tr '\n' ' ')"
    after=$(xdotool getwindowgeometry "$win" | tail -n 2)
    [ "$before" = "$after" ] || fail "the window moved or changed size: $before -> $after"
    drag 640 650 640 330
    sleep 3
    python3 -c "
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
assert rows[-1]['clock']['slowMotion'] is True, rows[-1]['clock']
assert abs(rows[-1]['tuning']['dampingRatio'] - 0.4) < 1e-9, rows[-1]['tuning']
springs = [a['timing'] for r in rows if r['pointer'] and not r['pointer']['down'] for a in r['animators'] if a['timing']['kind'] == 'spring']
assert springs, 'no release'
t = springs[0]; ratio = t['damping'] / (2 * (t['stiffness'] * t['mass']) ** 0.5)
assert abs(ratio - 0.4) < 0.01, ratio
" "$trace" || fail "the release after the reload does not run damping 0.4 with slow motion carried"
    echo "let broken = = 1" >> "$scene_file"
    for _ in $(seq 1 1800); do grep -q "build failed" "$OUT/$CHECK.stderr" && break; sleep 0.1; done
    grep -q "build failed.*MyCardScene.swift:[0-9]*:[0-9]*: error:" "$OUT/$CHECK.stderr" || fail "no compiler error said: $(tail -n 3 "$OUT/$CHECK.stderr")"
    sleep 0.3
    import -window root "$OUT/$CHECK-error.png" 2>/dev/null
    kill -0 "$pid" 2>/dev/null && [ "$(xdotool search --name '^Fluid$')" = "$win" ] || fail "the window did not stay open after a failed build"
    # A scene that builds but crashes as it is made: it is tried in a fork first, so the window
    # runs on with the old scene, saying so.
    sed -i '$d' "$scene_file"
    sed -i 's/^    init() {$/    init() {\n        fatalError("the scene crashed as it was made")/' "$scene_file"
    for _ in $(seq 1 1800); do grep -q "scene crashed (signal\|scene ended (status" "$OUT/$CHECK.stderr" && break; sleep 0.1; done
    grep -q "the rebuilt scene crashed (signal [0-9]*) as it was made; the old scene runs on" "$OUT/$CHECK.stderr" || fail "a crashing rebuilt scene was not said: $(tail -n 3 "$OUT/$CHECK.stderr")"
    sleep 0.5
    kill -0 "$pid" 2>/dev/null && [ "$(xdotool search --name '^Fluid$')" = "$win" ] || fail "the window did not stay open after the rebuilt scene crashed"
    finish 0.2
    grep -q "presented frames checked: [1-9][0-9]*, differing: 0$" "$OUT/$CHECK.stderr" \
      || fail "a presented frame was not the frame drawn: $(grep 'presented' "$OUT/$CHECK.stderr" | tail -n 2)" ;;

  new-scene-watch-restart)
    # A package whose program has Fluid compiled in (the static FluidPlayground product, as
    # packages made before the scene library were): --watch reopens the program on a save, in the
    # same place, and the next release runs the new damping.
    scene_file=$(cd "$(dirname "$FLUID")/../.." && pwd)/Sources/MyCardScenes/MyCardScene.swift
    trace=$OUT/$CHECK.trace.jsonl
    start --watch --trace "$trace" --state "$OUT/$CHECK.json"
    grep -q "reopens the program on a save" "$OUT/$CHECK.stderr" || fail "--watch did not say it reopens: $(cat "$OUT/$CHECK.stderr")"
    xdotool windowmove --sync "$win" 40 30 2>/dev/null; sleep 0.3
    before=$(xdotool getwindowgeometry "$win" | tail -n 2)
    sed -i 's/SceneTuning(dampingRatio: 0.8, response: 0.5)/SceneTuning(dampingRatio: 0.4, response: 0.5)/' "$scene_file"
    for _ in $(seq 1 1800); do grep -q "reloaded:" "$OUT/$CHECK.stderr" && break; kill -0 "$pid" 2>/dev/null || fail "--watch ended: $(tail -n 3 "$OUT/$CHECK.stderr")"; sleep 0.1; done
    grep -q "reloaded:.*rebuilt program ready" "$OUT/$CHECK.stderr" || fail "no reopening within 180 s: $(tail -n 3 "$OUT/$CHECK.stderr")"
    win=$(xdotool search --name '^Fluid$' | tail -n 1)
    [ -n "$win" ] || fail "no window after the reload"
    after=$(xdotool getwindowgeometry "$win" | tail -n 2)
    [ "$before" = "$after" ] || fail "the window moved or changed size: $before -> $after"
    xdotool windowfocus --sync "$win" 2>/dev/null; sleep 0.3
    drag 640 650 640 330
    sleep 2
    python3 -c "
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
assert abs(rows[-1]['tuning']['dampingRatio'] - 0.4) < 1e-9, rows[-1]['tuning']
" "$trace" || fail "the reopened window does not run damping 0.4"
    finish 0.2 ;;
  *) fail "unknown check" ;;
esac
echo "$CHECK: ok"
