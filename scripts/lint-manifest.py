#!/usr/bin/env python3
"""Manifest = imports: every package target a file imports is declared in Package.swift as a
dependency of its target, every declared dependency is imported somewhere in the target, and
`@_exported` appears only in the umbrella (FluidUIKit). Exit 1 with every mismatch listed."""
import os
import re
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
manifest = open(os.path.join(root, "Package.swift")).read()
# Modules that come from outside the package: the toolchain and the declared products.
external = {"Foundation", "Glibc", "Dispatch", "XCTest", "Synchronization", "ArgumentParser", "_Concurrency"}

def calls(text):
    """Each `.target(…)`-like call in the manifest, with its balanced argument text."""
    for match in re.finditer(r"\.(target|executableTarget|testTarget|systemLibrary)\(", text):
        depth, i = 1, match.end()
        while depth and i < len(text):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        yield match.group(1), text[match.end():i - 1]


targets = {}
for kind, body in calls(manifest):
    name = re.search(r'name:\s*"([^"]+)"', body).group(1)
    deps_match = re.search(r"dependencies:\s*\[(.*?)\]\s*(?:,|$)", body, re.S)
    listed = re.sub(r"\.product\([^)]*\)", "", deps_match.group(1)) if deps_match else ""
    deps = set(re.findall(r'"([^"]+)"', listed))
    path = re.search(r'path:\s*"([^"]+)"', body)
    folder = path.group(1) if path else ("Tests/" if kind == "testTarget" else "Sources/") + name
    targets[name] = (kind, deps, folder)

problems = []
import_line = re.compile(r"^\s*((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*)import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
for name, (kind, deps, folder) in sorted(targets.items()):
    if kind == "systemLibrary":
        continue
    imported = set()
    for directory, _, files in os.walk(os.path.join(root, folder)):
        for file in files:
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            text = open(path, encoding="utf-8").read()
            for attributes, module in import_line.findall(text):
                imported.add(module)
                if "@_exported" in attributes and name != "FluidUIKit":
                    problems.append(f"{os.path.relpath(path, root)}: @_exported import {module} outside the umbrella (FluidUIKit)")
                if module in targets and module not in deps and module != name:
                    problems.append(f"{os.path.relpath(path, root)}: imports {module}, which {name} does not declare in Package.swift")
    for dep in sorted(deps - imported):
        if dep in targets:
            problems.append(f"Package.swift: {name} declares {dep} and never imports it")

for problem in sorted(set(problems)):
    print("lint-manifest:", problem)
if problems:
    sys.exit(1)
print("lint-manifest: every import is declared and every declaration imported")
