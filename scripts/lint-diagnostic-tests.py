#!/usr/bin/env python3
"""Tests compare diagnostic cases, never words: a test that calls `.contains(`, `.hasPrefix(` or
`.hasSuffix(` on a diagnostic's text fails the lint (docs/ARCHITECTURE.md, "Diagnostics and errors"). Diagnostic text is
  - a receiver named error, description, localizedDescription, reason, message(s), warning(s), stderr
    or standardError;
  - `String(describing: …)` or `"\\(…)"` of anything;
  - `$0` in a closure handed to `.contains`, `.first`, `.filter` or `.allSatisfy` of one of those.
`.contains` on other collections and strings (scene names, key sets, printed frames, a HUD line)
is left alone. Where a test must check printed text end to end it compares whole lines against
the type's rendering.
Exit 1 with every hit listed."""
import os
import re
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
names = r"(?:error|description|localizedDescription|reason|message|messages|warning|warnings|stderr|standardError)"
# A substring test: `.contains(`, `.hasPrefix(` or `.hasSuffix(`.
partial = r"\.(?:contains|hasPrefix|hasSuffix)\("
# The receiver's last path component, right before the substring test (`?.` too).
named = re.compile(r"(?:^|[^\w$])" + names + r"(?:\[[^\]]*\])?\??" + partial)
described = re.compile(r"(?:String\(describing:[^()]*(?:\([^()]*\)[^()]*)*\)|\"\\\([^\"]*\)\")\??" + partial)
closure = re.compile(names + r"\??\.(?:contains|first|filter|allSatisfy)\s*(?:\(where:\s*)?\{[^}]*\$0\??" + partial)

problems = []
for directory, _, files in os.walk(os.path.join(root, "Tests")):
    for file in sorted(files):
        if not file.endswith(".swift"):
            continue
        path = os.path.join(directory, file)
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            code = line.split("//")[0] if not line.lstrip().startswith("///") else ""
            if named.search(code) or described.search(code) or closure.search(code):
                problems.append(f"{os.path.relpath(path, root)}:{number}: substring match on a diagnostic's text; compare its case (or a whole rendered line)")

for problem in problems:
    print("lint-diagnostic-tests: " + problem)
sys.exit(1 if problems else 0)
