#!/usr/bin/env bash
# End-to-end checks of issue 49's defects ("Reliability, round four"): the newer surfaces hold
# as the readers do. No display is needed. Usage: scripts/e2e-reliability.sh [path/to/fluid]
# Prints one PASS or FAIL line per check and exits 1 when any failed.
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0; failed=0

# check WHAT COMMAND...: PASS when the command succeeds.
check() {
  local what=$1; shift
  if "$@"; then echo "e2e-reliability: PASS $what"; passed=$((passed + 1))
  else echo "e2e-reliability: FAIL $what"; failed=$((failed + 1)); fi
}

# A drag up the drawer released at speed, as the sweep checks of e2e.sh use.
flick() {
  echo '{"t":0.1,"type":"down","x":640,"y":778}'
  for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done
  echo '{"t":0.17,"type":"up","x":640,"y":598}'
}
flick > "$WORK/rec.jsonl"

# 1. A sweep step far below the key step is a usage error (64) naming the count, not a trap.
sweep_too_fine() {
  "$FLUID" sweep "$WORK/rec.jsonl" --scene drawer --damping 0.5:1:1e-9 --response 1 >/dev/null 2>"$WORK/err"
  [ $? -eq 64 ] && grep -q "500000000 values" "$WORK/err" && ! grep -q "Fatal error" "$WORK/err"
}
check "a sweep step of 1e-9 is a usage error with the count (64), not a trap" sweep_too_fine

# Next: export's numbers are bounded: 1e308 pt/s is a usage error, not 309-digit numbers.
export_bounded() {
  "$FLUID" export --scene drawer --velocity 1e308 >"$WORK/out" 2>/dev/null
  [ $? -eq 64 ] && [ ! -s "$WORK/out" ]
}
check "export --velocity 1e308 is a usage error (64) with nothing printed" export_bounded

# 4. A stopped sweep ends its workers (in their own process groups) and removes its folder:
# Ctrl-C (SIGINT), SIGTERM, SIGHUP, SIGQUIT and the others whose default action ends a program
# (SIGUSR1, SIGUSR2, SIGALRM), each once the workers are running.
# The sweep workers whose folder is under $1, by process id (from /proc: no procps needed).
workers_of() {
  local p
  for p in /proc/[0-9]*; do
    tr '\0' ' ' 2>/dev/null < "$p/cmdline" | grep -q -- "--worker-directory $1/" && echo -n "${p#/proc/} "
  done
}
stopped_sweep_leaves_nothing() {
  local signal=$1 tmp="$WORK/tmp-$1" pid workers status
  mkdir -p "$tmp"
  TMPDIR="$tmp" "$FLUID" sweep "$WORK/rec.jsonl" --scene drawer --damping 0.05:2:0.05 --response 0.3:0.6:0.05 --jobs 2 >/dev/null 2>&1 & pid=$!
  for _ in $(seq 1 300); do
    workers=$(workers_of "$tmp")
    [ "$(echo $workers | wc -w)" -eq 2 ] && break
    sleep 0.05
  done
  [ -n "$workers" ] || { echo "  no workers started"; kill "$pid"; return 1; }
  sleep 0.3
  kill -s "$signal" "$pid"; wait "$pid" 2>/dev/null; status=$?
  sleep 0.2
  for w in $workers; do kill -0 "$w" 2>/dev/null && { echo "  worker $w still runs"; kill -9 $workers 2>/dev/null; return 1; }; done
  [ -z "$(ls -A "$tmp")" ] || { echo "  left behind: $(ls -A "$tmp")"; return 1; }
  # Died of the signal, as a command without workers does.
  [ $status -ge 128 ] || { echo "  status $status"; return 1; }
}
for signal in INT TERM HUP QUIT USR1 USR2 ALRM; do
  check "SIG$signal to a running sweep ends its workers and removes its folder" stopped_sweep_leaves_nothing $signal
done

# 5. A signal during an atomic write leaves no temporary file: `fluid blur` of an 18 MB picture,
# SIGTERM, SIGINT or SIGHUP sent after a loop of delays so that every phase of the run is hit
# (reading, blurring, writing, renaming).
python3 - "$WORK/big.bmp" <<'PY'
import struct, sys
w, h = 3000, 2000
row = w * 3 + (4 - w * 3 % 4) % 4
line = bytes((x * 7) % 256 for x in range(w * 3)) + b"\0" * (row - w * 3)
data = line * h
header = b"BM" + struct.pack("<IHHI", 54 + len(data), 0, 0, 54) + struct.pack("<IiiHHIIiiII", 40, w, h, 1, 24, 0, len(data), 2835, 2835, 0, 0)
open(sys.argv[1], "wb").write(header + data)
PY
signalled_writes_leave_nothing() {
  local d="$WORK/blur" start end took delay signal pid i=0
  mkdir -p "$d"
  start=$(date +%s%N); "$FLUID" blur "$WORK/big.bmp" "$d/out.bmp" --sigma 3 >/dev/null 2>&1 || return 1; end=$(date +%s%N)
  took=$(( (end - start) / 1000000 ))
  for step in $(seq 0 24); do
    delay=$(( took * step / 20 ))
    signal=$(echo TERM INT HUP | cut -d" " -f$(( step % 3 + 1 )))
    "$FLUID" blur "$WORK/big.bmp" "$d/out.bmp" --sigma 3 >/dev/null 2>&1 & pid=$!
    sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
    kill -s "$signal" "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    if ls -A "$d" | grep -q tmp; then echo "  SIG$signal after ${delay} ms left: $(ls -A "$d" | tr '\n' ' ')"; return 1; fi
  done
  # And while the temporary file is there for certain: sent the moment it appears.
  for signal in TERM INT HUP TERM INT HUP; do
    "$FLUID" blur "$WORK/big.bmp" "$d/out.bmp" --sigma 3 >/dev/null 2>&1 & pid=$!
    for _ in $(seq 1 200000); do ls -A "$d" | grep -q tmp && break; kill -0 "$pid" 2>/dev/null || break; done
    kill -s "$signal" "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    if ls -A "$d" | grep -q tmp; then echo "  SIG$signal while writing left: $(ls -A "$d" | tr '\n' ' ')"; return 1; fi
  done
}
check "SIGTERM, SIGINT or SIGHUP during blur's write leaves no temporary file (every phase)" signalled_writes_leave_nothing

# 5, to the millisecond: a signal sent 0, 1, 2, ... ms after the write's temporary file appears,
# so that every phase of the write (writing, flushing, renaming) is hit, for blur's picture and
# compare --out's frames and traces; after each, no temporary file is left and every file is the
# old one whole or the new one whole (compare's: absent or whole). The signals rotate through
# SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1 and SIGALRM.
signal_every_millisecond_of_the_write() {
  python3 - "$FLUID" "$WORK" <<'PY'
import os, signal, subprocess, sys, time, shutil
fluid, work = sys.argv[1], sys.argv[2]
signals = [signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGALRM]

def files(d):
    return {n: open(os.path.join(d, n), "rb").read() for n in sorted(os.listdir(d))} if os.path.isdir(d) else {}

def loop(name, command, folder, old, new, most):
    """old: the folder's files before (restored each time); new: after a whole run."""
    hit, missed = 0, 0
    for k in range(most):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for n, b in old.items(): open(os.path.join(folder, n), "wb").write(b)
        sig = signals[k % len(signals)]
        run = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while run.poll() is None and not any(".tmp" in n for n in os.listdir(folder)):
            pass
        time.sleep(k / 1000)
        if run.poll() is None:
            run.send_signal(sig); hit += 1; missed = 0
        else:
            missed += 1
        run.wait()
        now = files(folder)
        litter = [n for n in now if n not in old and n not in new]
        if litter:
            print(f"  {name}: {sig.name} at {k} ms left {litter}"); return False
        for n, b in now.items():
            if b != old.get(n) and b != new.get(n):
                print(f"  {name}: {sig.name} at {k} ms left {n} neither old nor new whole ({len(b)} bytes)"); return False
        if missed >= 3: break
    if hit == 0:
        print(f"  {name}: no signal arrived during the write"); return False
    print(f"  {name}: {hit} signals during the write, every file old or new whole")
    return True

ok = True
big = os.path.join(work, "big.bmp")
out = os.path.join(work, "sig-blur")
shutil.rmtree(out, ignore_errors=True); os.makedirs(out)
subprocess.run([fluid, "blur", big, os.path.join(out, "out.bmp"), "--sigma", "2"], check=True)
new = files(out)
old = {"out.bmp": b"the old picture"}
ok &= loop("blur", [fluid, "blur", big, os.path.join(out, "out.bmp"), "--sigma", "2"], out, old, new, 400)

cmp = os.path.join(work, "sig-compare")
shutil.rmtree(cmp, ignore_errors=True)
command = [fluid, "compare", os.path.join(work, "rec.jsonl"), "--scene", "drawer", "--b", "damping=1", "--every", "10", "--out", cmp]
subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
new = files(cmp)
ok &= loop("compare --out", command, cmp, {}, new, 400)
sys.exit(0 if ok else 1)
PY
}
check "a signal at every millisecond of blur's and compare --out's writes leaves each file old or new whole, no temporary file" \
  signal_every_millisecond_of_the_write

# 6. A run that fails before its first frame keeps an existing --trace (and --record) file.
failed_run_keeps_trace() {
  echo '{"an older run":1}' > "$WORK/old.jsonl"
  (ulimit -v 700000; "$FLUID" --headless --no-tuning-file --size 8192x4096 --trace "$WORK/old.jsonl" >/dev/null 2>&1); local status=$?
  [ $status -eq 2 ] && [ "$(cat "$WORK/old.jsonl")" = '{"an older run":1}' ]
}
check "a run that cannot make its canvas exits 2 and leaves the old --trace file whole" failed_run_keeps_trace

# 7. File names are bytes: a Latin-1 name is written (--state) and read (inspect) as itself.
names_are_bytes() {
  local d="$WORK/names" state=$'st\xe9.json' recording=$'r\xe9c.jsonl'
  mkdir -p "$d"
  (cd "$d" && "$FLUID" --headless --frames 1 --no-tuning-file --state "$state" >/dev/null 2>&1) || return 1
  [ -s "$d/$state" ] && [ "$(ls "$d" | wc -l)" -eq 1 ] || { echo "  wrote: $(ls "$d" | od -c | head -2)"; return 1; }
  cp "$WORK/rec.jsonl" "$d/$recording"
  (cd "$d" && "$FLUID" inspect "$recording" >/dev/null 2>&1) || return 1
  # A sweep's workers (other processes, given the name as an argument) read it too.
  (cd "$d" && "$FLUID" sweep "$recording" --scene drawer --damping 0.8 --response 0.5:0.6:0.05 --jobs 2 >/dev/null 2>"$WORK/err") \
    || { echo "  sweep: $(head -c 300 "$WORK/err")"; return 1; }
  # A folder of such a name is made, written and then listed (compare refuses it as not empty).
  (cd "$d" && "$FLUID" compare "$recording" --scene drawer --b damping=1 --out $'o\xe9' >/dev/null 2>&1) || return 1
  [ -s "$d/"$'o\xe9'"/a.trace.jsonl" ] || return 1
  (cd "$d" && "$FLUID" compare "$recording" --scene drawer --b damping=1 --out $'o\xe9' >/dev/null 2>"$WORK/err")
  grep -q "is not empty" "$WORK/err"
}
check "a name that is not UTF-8 is written (--state, compare --out) and read (inspect, sweep's workers, a folder listed) under its own bytes" names_are_bytes

# 8. `fluid new` refuses names that cannot build, with the reason, and makes nothing.
new_refuses_clashes() {
  local d="$WORK/new" name
  mkdir -p "$d"
  for name in Scene Playground ViewTree FluidPlayground ArgumentParser Momentum LayoutSolver AutoLayout Foundation XCTest fluid-fuzz; do
    "$FLUID" new "$name" --directory "$d" >/dev/null 2>&1; [ $? -eq 64 ] || { echo "  $name: not a usage error"; return 1; }
  done
  # Fluid's checkout in a folder named Fluid: a package named Fluid beside it is refused (2).
  ln -s "$(cd "$(dirname "$0")/.." && pwd)" "$WORK/Fluid"
  FLUID_SOURCE="$WORK/Fluid" "$FLUID" new Fluid --directory "$d" >/dev/null 2>&1; [ $? -eq 2 ] || { echo "  Fluid beside Fluid: not refused"; return 1; }
  [ -z "$(ls -A "$d")" ] || { echo "  made: $(ls -A "$d")"; return 1; }
  # A FLUID_SOURCE that is no checkout is said, not replaced by another checkout.
  FLUID_SOURCE="$WORK" "$FLUID" new MyCard --directory "$d" >/dev/null 2>&1; [ $? -eq 2 ] && [ -z "$(ls -A "$d")" ]
}
check "fluid new refuses Scene, Playground, ViewTree, FluidPlayground, ArgumentParser and Fluid beside a Fluid folder" new_refuses_clashes

# 9. A headless run blocked on a stalled `--trace -` reader still ends on SIGTERM (SIGINT,
# SIGHUP, SIGQUIT), at once, and as README says, with 0: the lines the pipe has no room for are
# given up, which is what the stop asked for; --state is written.
stalled_reader_does_not_hold_a_stop() {
  local signal=$1 fifo="$WORK/stalled-$1" reader pid waited=0 status
  mkfifo "$fifo"; rm -f "$WORK/stalled.json"
  sleep 60 < "$fifo" & reader=$!
  "$FLUID" --headless --no-tuning-file --frames 100000 --trace - --state "$WORK/stalled.json" > "$fifo" 2>"$WORK/err" & pid=$!
  sleep 2   # the pipe is full by now: the run waits on the reader
  kill -s "$signal" "$pid"
  while kill -0 "$pid" 2>/dev/null && [ $waited -lt 50 ]; do sleep 0.1; waited=$((waited + 1)); done
  if kill -0 "$pid" 2>/dev/null; then echo "  still running 5 s after SIG$signal"; kill -9 "$pid"; kill "$reader"; return 1; fi
  wait "$pid"; status=$?
  kill "$reader" 2>/dev/null; wait "$reader" 2>/dev/null
  [ $status -eq 0 ] && [ -s "$WORK/stalled.json" ] || { echo "  status $status: $(head -c 300 "$WORK/err")"; return 1; }
}
for signal in TERM INT HUP QUIT; do
  check "a headless run blocked on a stalled --trace - reader ends within 5 s of SIG$signal, with 0 and its state" \
    stalled_reader_does_not_hold_a_stop $signal
done

# 10. A --trace - reader that has gone ends the run quietly with 0 (as `curve | head`), early.
gone_reader_ends_quietly() {
  local start end status
  start=$(date +%s)
  "$FLUID" --headless --no-tuning-file --frames 3000 --trace - 2>"$WORK/err" | head -n 1 >/dev/null
  status=${PIPESTATUS[0]}; end=$(date +%s)
  [ "$status" -eq 0 ] && [ ! -s "$WORK/err" ] && [ $((end - start)) -lt 8 ] || { echo "  status $status in $((end - start)) s: $(head -c 300 "$WORK/err")"; return 1; }
}
check "a --trace - reader that has gone ends the run early, quietly, status 0" gone_reader_ends_quietly

# 10, in a window (with Xvfb and xdotool, where there are): the next frame after the reader
# went ends the window quietly with 0.
window_gone_reader_quits() {
  local xvfb display status
  Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$WORK/display" >/dev/null 2>&1 & xvfb=$!
  for _ in $(seq 1 50); do [ -s "$WORK/display" ] && break; sleep 0.1; done
  display=":$(cat "$WORK/display")"
  ( DISPLAY=$display timeout 30 "$FLUID" --no-tuning-file --trace - 2>"$WORK/werr" | head -n 1 >/dev/null
    echo "${PIPESTATUS[0]}" > "$WORK/wstatus" ) &
  sleep 3
  for i in $(seq 1 20); do DISPLAY=$display xdotool mousemove $((100 + i * 10)) 300 2>/dev/null; sleep 0.05; done
  DISPLAY=$display xdotool key Tab 2>/dev/null
  wait $!
  kill "$xvfb" 2>/dev/null; wait "$xvfb" 2>/dev/null
  status=$(cat "$WORK/wstatus")
  [ "$status" -eq 0 ] && [ ! -s "$WORK/werr" ] || { echo "  status $status: $(head -c 300 "$WORK/werr")"; return 1; }
}
if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
  check "a window whose --trace - reader has gone ends at its next frame, quietly, status 0" window_gone_reader_quits
fi

# 3. A package's scene that traps in its drag handler after a good reload, in a --watch window:
# the trap cannot be caught, but the window dies of it with the state of the frame before, the
# recording (ending with the drag that led to it) and the trace whole, and the scene named. The
# package is the test's own, made by `fluid new` and built here (FLUID_E2E_PACKAGE: one already
# built, to save the build); the window runs under Xvfb, dragged with xdotool.
watch_drag_trap_keeps_what_matters() {
  local pkg bin scene xvfb display run="$WORK/trap-run" pid status
  if [ -n "${FLUID_E2E_PACKAGE:-}" ]; then
    pkg=$(realpath "$FLUID_E2E_PACKAGE")
  else
    "$FLUID" new TrapDrag --directory "$WORK" >/dev/null 2>&1 || { echo "  fluid new failed"; return 1; }
    pkg=$WORK/TrapDrag
    (cd "$pkg" && swift build >"$WORK/trap-build.log" 2>&1) || { grep -m 3 "error:" "$WORK/trap-build.log"; return 1; }
  fi
  bin=$pkg/.build/debug/$(basename "$pkg")
  scene=$(ls "$pkg"/Sources/*Scenes/*Scene.swift | head -n 1)
  cp "$scene" "$WORK/scene.swift.orig"
  mkdir -p "$run"
  Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$WORK/trap-display" >/dev/null 2>&1 & xvfb=$!
  for _ in $(seq 1 50); do [ -s "$WORK/trap-display" ] && break; sleep 0.1; done
  display=":$(cat "$WORK/trap-display")"
  (cd "$run" && DISPLAY=$display HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/.config \
     exec "$bin" --watch --no-tuning-file --size 1280x800 --state st.json --record rec.jsonl --trace tr.jsonl >/dev/null 2>"$run/err") & pid=$!
  # Ends the window and the X server, puts the scene back; $1 says why it failed.
  give_up() { echo "  $1: $(tail -n 3 "$run/err" | tr '\n' ' ')"; kill "$pid" 2>/dev/null; kill "$xvfb" 2>/dev/null; cp "$WORK/scene.swift.orig" "$scene"; return 1; }
  for _ in $(seq 1 300); do grep -q "watching" "$run/err" && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  grep -q "watching" "$run/err" || { give_up "the window did not start watching"; return 1; }
  sleep 1
  # A good reload: making the scene runs no drag handler, so the fork finds nothing wrong.
  sed -i 's/^\( *\)func didPan(_ recognizer: PanGestureRecognizer) {$/&\n\1    fatalError("trapped in the drag handler")/' "$scene"
  for _ in $(seq 1 3000); do grep -q "reloaded:" "$run/err" && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  grep -q "reloaded:" "$run/err" || { give_up "no reload within 300 s"; return 1; }
  sleep 1
  DISPLAY=$display xdotool mousemove --sync 640 650 mousedown 1 2>/dev/null
  for i in $(seq 1 10); do DISPLAY=$display xdotool mousemove 640 $((650 - 20 * i)) 2>/dev/null; sleep 0.03; done
  DISPLAY=$display xdotool mouseup 1 2>/dev/null
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2>/dev/null && { give_up "the window did not crash on the drag"; return 1; }
  wait "$pid" 2>/dev/null; status=$?
  kill "$xvfb" 2>/dev/null; wait "$xvfb" 2>/dev/null
  cp "$WORK/scene.swift.orig" "$scene"
  # Died of the trap (SIGILL or SIGTRAP), having said which scene and what it kept.
  [ $status -eq 132 ] || [ $status -eq 133 ] || { echo "  status $status"; return 1; }
  grep -Eq '^[^ ]+ --watch: the scene "trap-drag" crashed in the window \(SIG(ILL|TRAP)\); kept whole: --state st.json \(as before this frame\), --record rec.jsonl, --trace tr.jsonl$' "$run/err" \
    || { echo "  not said: $(grep -v '^ *[0-9]' "$run/err" | tail -n 5)"; return 1; }
  [ -z "$(ls "$run" | grep -v -x -e st.json -e rec.jsonl -e tr.jsonl -e err)" ] || { echo "  left: $(ls "$run")"; return 1; }
  python3 - "$run" <<'PY'
import json, sys
run = sys.argv[1]
state = json.load(open(run + "/st.json"))
assert state["scene"] == "trap-drag", state.get("scene")
for name in ("rec.jsonl", "tr.jsonl"):
    data = open(run + "/" + name, "rb").read()
    assert data.endswith(b"\n"), name + " ends inside a line"
    rows = [json.loads(line) for line in data.splitlines()]
    assert rows, name + " is empty"
rec = [json.loads(line) for line in open(run + "/rec.jsonl")]
# The recording ends with the drag that led to the trap: its press and a move after it.
assert any(r["type"] == "down" for r in rec) and rec[-1]["type"] in ("move", "down"), rec[-3:]
PY
}
if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
  check "a package scene that traps in its drag handler after a good reload: the --watch window keeps state, recording and trace whole and names the scene" \
    watch_drag_trap_keeps_what_matters
fi

# Next: a non-blocking standard output (left so by whoever opened the pipe) and a slow
# reader still get every line of `--trace -`.
nonblocking_trace_whole() {
  python3 - "$FLUID" <<'PY'
import fcntl, os, subprocess, sys, time
r, w = os.pipe()
fcntl.fcntl(w, fcntl.F_SETFL, fcntl.fcntl(w, fcntl.F_GETFL) | os.O_NONBLOCK)
run = subprocess.Popen([sys.argv[1], "--headless", "--no-tuning-file", "--frames", "400", "--trace", "-"], stdout=w, stderr=subprocess.DEVNULL)
os.close(w)
data = b""
time.sleep(1.0)  # the pipe fills while nobody reads
while True:
    chunk = os.read(r, 4096)
    if not chunk: break
    data += chunk
    time.sleep(0.001)
status = run.wait()
lines = data.split(b"\n")
sys.exit(0 if status == 0 and data.endswith(b"\n") and len(lines) - 1 >= 400 else 1)
PY
}
check "--trace - into a non-blocking pipe with a slow reader gets every frame's line" nonblocking_trace_whole

# Next: help into a full disk fails (2), a closed pipe is quiet (0); `bench` alone is a usage error.
help_output_checked() {
  "$FLUID" --help > /dev/full 2>/dev/null; [ $? -eq 2 ] || return 1
  "$FLUID" sweep --help > /dev/full 2>/dev/null; [ $? -eq 2 ] || return 1
  "$FLUID" --help | head -n 1 >/dev/null; [ "${PIPESTATUS[0]}" -eq 0 ]
}
check "fluid --help > /dev/full exits 2; into a closed pipe, 0" help_output_checked
check "fluid bench alone is a usage error (64)" bash -c '"$0" bench >/dev/null 2>&1; [ $? -eq 64 ]' "$FLUID"

# Next: a soak too short to judge memory after its warm-up is refused, not failed on its warm-up.
check "fluid soak --minutes 2 is a usage error (64): two minutes are all warm-up" \
  bash -c 'timeout 20 "$0" soak --minutes 2 >/dev/null 2>&1; [ $? -eq 64 ]' "$FLUID"

# `fluid blur --sigma` beyond what the blur honours is a usage error naming the bound (64), as
# is any malformed blur invocation; nothing is written.
blur_sigma_bounded() {
  local sigma
  for sigma in 1e308 16385 1e5; do
    "$FLUID" blur "$WORK/big.bmp" "$WORK/never.bmp" --sigma "$sigma" >/dev/null 2>"$WORK/err"; [ $? -eq 64 ] || { echo "  --sigma $sigma: not 64"; return 1; }
    [ "$(cat "$WORK/err")" = "fluid blur: --sigma must be at most 16384 pixels (the blur takes no more), got '$sigma'" ] || { echo "  said: $(cat "$WORK/err")"; return 1; }
  done
  "$FLUID" blur "$WORK/big.bmp" "$WORK/never.bmp" --sigma -1 >/dev/null 2>&1; [ $? -eq 64 ] || return 1
  [ ! -e "$WORK/never.bmp" ]
}
check "fluid blur --sigma 1e308 (or any σ over 16384) is a usage error (64) naming the bound" blur_sigma_bounded

# README's exit-status table, as written: "the window was closed (… SIGTERM/SIGINT/SIGHUP/SIGQUIT,
# all of which still write --state)" with 0; "a headless run … stopped by a signal after writing
# what it had" with 0; "SIGPIPE is ignored: nothing dies of it"; "fluid curve … | head stops quietly".
readme_headless_signals() {
  local signal pid status
  for signal in TERM INT HUP QUIT; do
    rm -f "$WORK/sig.json"
    "$FLUID" --headless --no-tuning-file --frames 100000 --state "$WORK/sig.json" >/dev/null 2>"$WORK/err" & pid=$!
    sleep 1; kill -s "$signal" "$pid"; wait "$pid"; status=$?
    [ $status -eq 0 ] && python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$WORK/sig.json" 2>/dev/null \
      || { echo "  SIG$signal: status $status, state: $(head -c 80 "$WORK/sig.json" 2>/dev/null)"; return 1; }
  done
  # SIGPIPE is ignored: the run goes on, and a SIGTERM then ends it with 0.
  "$FLUID" --headless --no-tuning-file --frames 100000 --state "$WORK/sig.json" >/dev/null 2>&1 & pid=$!
  sleep 1; kill -s PIPE "$pid"; sleep 0.5
  kill -0 "$pid" 2>/dev/null || { echo "  SIGPIPE ended the run"; return 1; }
  kill -s TERM "$pid"; wait "$pid"; status=$?
  [ $status -eq 0 ] || { echo "  SIGTERM after SIGPIPE: status $status"; return 1; }
  "$FLUID" curve spring --damping-ratio 0.7 --samples 100000 2>"$WORK/err" | head -n 1 >/dev/null
  [ "${PIPESTATUS[0]}" -eq 0 ] && [ ! -s "$WORK/err" ] || { echo "  curve | head: $(cat "$WORK/err")"; return 1; }
}
check "README: a headless run stopped by SIGTERM, SIGINT, SIGHUP or SIGQUIT writes --state and exits 0; SIGPIPE kills nothing; curve | head is quiet" \
  readme_headless_signals

# (Started from this script, in the background, the window begins with SIGINT and SIGQUIT
# ignored, as a shell without job control starts any background command: they close it still.)
readme_window_signals() {
  local xvfb display signal pid status win
  Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$WORK/sig-display" >/dev/null 2>&1 & xvfb=$!
  for _ in $(seq 1 50); do [ -s "$WORK/sig-display" ] && break; sleep 0.1; done
  display=":$(cat "$WORK/sig-display")"
  for signal in TERM INT HUP QUIT; do
    rm -f "$WORK/win.json"
    DISPLAY=$display "$FLUID" --no-tuning-file --scene drawer --state "$WORK/win.json" >/dev/null 2>"$WORK/err" & pid=$!
    for _ in $(seq 1 100); do win=$(DISPLAY=$display xdotool search --name '^Fluid$' 2>/dev/null | head -n 1); [ -n "$win" ] && break; sleep 0.1; done
    sleep 0.5
    kill -s "$signal" "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && { echo "  SIG$signal: the window runs on"; kill -9 "$pid"; kill "$xvfb"; return 1; }
    wait "$pid"; status=$?
    [ $status -eq 0 ] && python3 -c "import json,sys; assert json.load(open(sys.argv[1]))['scene'] == 'drawer'" "$WORK/win.json" 2>/dev/null \
      || { echo "  SIG$signal: status $status: $(head -c 200 "$WORK/err")"; kill "$xvfb"; return 1; }
  done
  kill "$xvfb" 2>/dev/null; wait "$xvfb" 2>/dev/null
}
if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
  check "README: a window closed by SIGTERM, SIGINT, SIGHUP or SIGQUIT writes --state and exits 0" readme_window_signals
fi

echo "e2e-reliability: $passed passed, $failed failed"
[ $failed -eq 0 ]
