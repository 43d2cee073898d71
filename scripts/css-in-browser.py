#!/usr/bin/env python3
"""What `C` copies runs as the release ran, checked where it runs (F8).

  css-in-browser.py FLUID OUT [SCENE VIEW]

A flick is replayed headless with --trace, its up 6 ms after the last move, then `C` once the
view rests. Two things are checked against the trace:
- the UIKit code's initialVelocity is the initial velocity of the spring the trace's animator
  ran, to 4 digits;
- the CSS transition, run in headless Chromium (Debian's package) on an element moved the
  release's distance, puts the element where the trace puts the view at every traced frame of
  the spring's run, within 1 pt. The transition is paused and set to each frame's time since the
  spring started (Web Animations' currentTime), so the browser's own frame times do not matter.
Prints one line and exits non-zero on a failure.
"""
import json
import os
import re
import subprocess
import sys


def fail(message):
    print(f"css-in-browser: {message}")
    sys.exit(1)


def main():
    fluid, out = sys.argv[1], sys.argv[2]
    scene = sys.argv[3] if len(sys.argv) > 3 else "drawer"
    view = sys.argv[4] if len(sys.argv) > 4 else "drawer"
    os.makedirs(out, exist_ok=True)
    # A flick up from the closed drawer at 125 Hz, the up 6 ms after the last move, then C at rest.
    rows = [{"t": 0.1, "type": "down", "x": 640, "y": 778}]
    t = 0.1
    for i in range(1, 16):
        t = 0.1 + i * 0.008
        rows.append({"t": round(t, 4), "type": "move", "x": 640, "y": 778 - 9 * i})
    rows.append({"t": round(t + 0.006, 4), "type": "up", "x": 640, "y": 778 - 9 * 15})
    rows.append({"t": 3.0, "type": "key", "key": "C"})
    recording = os.path.join(out, "css-flick.jsonl")
    with open(recording, "w") as f:
        f.write("".join(json.dumps(r) + "\n" for r in rows))
    trace_path = os.path.join(out, "css-flick.trace.jsonl")
    run = subprocess.run([fluid, "--headless", "--no-tuning-file", "--scene", scene, "--replay", recording,
                          "--trace", trace_path], capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        fail(f"the replay exited {run.returncode}: {run.stderr.strip()}")
    code = run.stdout
    trace = [json.loads(line) for line in open(trace_path)]

    # The spring the release ran: the first traced frame after the release with a running spring.
    released = [r for r in trace if r["pointer"] and not r["pointer"]["down"]]
    runs = [(r, a) for r in released for a in r["animators"]
            if a["timing"]["kind"] == "spring" and a["startTime"] is not None]
    if not runs:
        fail("the trace shows no spring after the release")
    first, animator = runs[0]
    start, duration = animator["startTime"], animator["duration"]
    traced_v = animator["timing"]["initialVelocity"][0]

    uikit = re.search(r"UISpringTimingParameters\([^)]*initialVelocity: CGVector\(dx: ([-0-9.e]+)", code)
    if not uikit:
        fail(f"C printed no UIKit spring:\n{code}")
    copied_v = float(uikit.group(1))
    # The trace prints 4 decimals.
    if abs(copied_v - traced_v) > 0.5e-4 + 1e-9:
        fail(f"C copied initialVelocity {copied_v}, the trace's spring started with {traced_v}")

    css = re.search(r"transition: transform ([0-9.]+)ms (linear\([^)]*\));", code)
    release = re.search(r"/\* the release: ([-0-9.e]+) pt/s with ([0-9.e]+) pt to go", code)
    if not css or not release:
        fail(f"C printed no CSS release:\n{code}")
    ms, easing, distance = float(css.group(1)), css.group(2), float(release.group(2))

    # The view's y at each traced frame of the spring's run; where it rests; where it started.
    frames = [(r["t"] - start, r["views"][view]["frame"][1]) for r in trace
              if r["t"] >= first["t"] and r["t"] - start <= ms / 1000]
    rest = trace[-1]["views"][view]["frame"][1]
    direction = 1 if rest > frames[0][1] else -1
    y0 = rest - direction * distance

    page = os.path.join(out, "css-flick.html")
    with open(page, "w") as f:
        f.write(f"""<!doctype html><html><body style="margin:0">
<div id="v" style="position:absolute;width:10px;height:10px;background:#000;transform:translateY({y0}px)"></div>
<pre id="out"></pre>
<script>
const v = document.getElementById('v');
getComputedStyle(v).transform;
v.style.transition = 'transform {ms}ms {easing}';
v.style.transform = 'translateY({rest}px)';
getComputedStyle(v).transform;
const a = v.getAnimations()[0];
const got = [];
if (a) {{
  a.pause();
  for (const t of {json.dumps([e for e, _ in frames])}) {{
    a.currentTime = Math.max(0, t * 1000);
    got.push(new DOMMatrix(getComputedStyle(v).transform).m42);
  }}
}}
document.getElementById('out').textContent = JSON.stringify({{animated: !!a, ys: got}});
</script></body></html>""")
    browser = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                              "file://" + os.path.abspath(page)], capture_output=True, text=True, timeout=120)
    found = re.search(r'<pre id="out">(.*?)</pre>', browser.stdout, re.S)
    if not found:
        fail(f"Chromium printed no result (status {browser.returncode}): {browser.stderr.strip()[-300:]}")
    result = json.loads(found.group(1).replace("&quot;", '"'))
    if not result["animated"] or len(result["ys"]) != len(frames):
        fail(f"the browser ran no transition: {result}")
    worst = max(abs(css_y - y) for css_y, (_, y) in zip(result["ys"], frames))
    if worst > 1:
        fail(f"the CSS transition is {worst:.2f} pt from the traced motion (limit 1 pt)")
    print(f"css-in-browser: {len(frames)} frames within {worst:.3f} pt; initialVelocity {copied_v} as traced")


if __name__ == "__main__":
    main()
