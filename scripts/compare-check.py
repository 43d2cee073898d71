#!/usr/bin/env python3
"""Checks `fluid compare`'s printed feel report of the first release against its two traces:
the finger's speed is the velocity tracker's at the release (the trace's pointer velocity), the
first frame's speed the moving view's step from the last frame with the pointer down to the
first after it."""
import json
import math
import re
import sys

out, traces = open(sys.argv[1]).read(), sys.argv[2:]
view = re.search(r"the view '([^']+)'", out).group(1)
lines = out.splitlines()
for label, path in zip("ab", traces):
    rows = [json.loads(line) for line in open(path)]
    down = next(i for i, r in enumerate(rows) if r["pointer"] and r["pointer"]["down"])
    release = next(i for i in range(down, len(rows)) if not (rows[i]["pointer"] and rows[i]["pointer"]["down"]))
    (x0, y0), (x1, y1) = rows[release - 1]["views"][view]["frame"][:2], rows[release]["views"][view]["frame"][:2]
    dt = rows[release]["t"] - rows[release - 1]["t"]
    first_frame = math.hypot(x1 - x0, y1 - y0) / dt
    finger = math.hypot(*rows[release]["pointer"]["velocity"])
    # The releases are listed side by side: "release 1", then run a's lines, then run b's.
    start = lines.index("release 1")
    line = next((l for l in lines[start + 1:] if l.startswith(f"   {label}  ")), "")
    printed = re.search(r"finger ([-\d]+) pt/s → first frame ([-\d]+) pt/s", line)
    if not printed:
        sys.exit(f"{label}: no first release line under 'release 1'")
    p_finger, p_first = (abs(float(v)) for v in printed.groups())
    # The trace writes times to 0.1 ms, so a frame's step is read to about 1 %.
    if abs(p_finger - finger) > 0.5 or abs(p_first - first_frame) > 0.01 * first_frame + 0.5:
        sys.exit(f"{label}: printed finger {p_finger}, first frame {p_first}; trace {finger:.1f}, {first_frame:.1f}")
print("compare numbers match the traces")
