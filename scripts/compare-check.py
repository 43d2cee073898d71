#!/usr/bin/env python3
"""Checks `fluid compare`'s printed release velocities against its two traces (issue 16):
the moving view's velocity in the last frame with the pointer down and the first after it."""
import json
import re
import sys

out, traces = open(sys.argv[1]).read(), sys.argv[2:]
view = re.search(r"the view '([^']+)'", out).group(1)
for label, path in zip("ab", traces):
    rows = [json.loads(line) for line in open(path)]
    down = max(i for i, r in enumerate(rows) if r["pointer"] and r["pointer"]["down"])
    before = rows[down]["views"][view]["velocity"]
    after = rows[down + 1]["views"][view]["velocity"]
    line = next(l for l in out.splitlines() if l.startswith(label + "  "))
    printed = [float(v) for v in re.search(r"release \(([-\d]+), ([-\d]+)\) → \(([-\d]+), ([-\d]+)\)", line).groups()]
    for p, t in zip(printed, before + after):
        if abs(p - round(t)) > 0.5:
            sys.exit(f"{label}: printed {printed}, trace {before} → {after}")
print("compare numbers match the traces")
