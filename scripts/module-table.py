#!/usr/bin/env python3
"""docs/ARCHITECTURE.md's module table, its first three columns generated from Package.swift.

    scripts/module-table.py          check (make lint): exit 1 when the table is not what
                                     Package.swift says (a module missing or gone, its
                                     imports or its product changed)
    scripts/module-table.py --write  rewrite those columns in place, keeping each job

Columns: the module, the modules and packages it may import (its dependencies in the manifest;
SDL's system libraries by their names), the library products that offer it, and its job (prose,
kept as written; a new module gets "(describe)" to fill in)."""
import json
import os
import subprocess
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
doc = os.path.join(root, "docs", "ARCHITECTURE.md")
system_names = {"CSDL2": "SDL2", "CSDL2TTF": "SDL2_ttf"}
header = ["| module | may import | product | job |", "| --- | --- | --- | --- |"]

manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout)
products = {}
for product in manifest["products"]:
    if "library" in product["type"] and not product["name"].endswith("Shared"):
        for target in product["targets"]:
            products.setdefault(target, []).append(product["name"])
modules = []
for target in manifest["targets"]:
    if target["type"] in ("test", "system", "plugin", "macro"):
        continue
    imports = []
    for dependency in target["dependencies"]:
        name = next(iter(dependency.values()))[0]
        imports.append(system_names.get(name, name))
    modules.append((target["name"], ", ".join(imports) or "—", ", ".join(f"`{p}`" for p in products.get(target["name"], [])) or "—"))

lines = open(doc, encoding="utf-8").read().split("\n")
start = next((i for i, line in enumerate(lines) if line.startswith("| module |")), None)
if start is None:
    print("module-table: docs/ARCHITECTURE.md has no module table (a line starting `| module |`)")
    sys.exit(1)
end = start
while end < len(lines) and lines[end].startswith("|"):
    end += 1
jobs = {}
for row in lines[start + 2:end]:
    cells = [cell.strip() for cell in row.strip().strip("|").split(" | ")]
    name = cells[0].strip("`")
    jobs[name] = cells[-1] if len(cells) >= 3 else "(describe)"
table = header + [f"| `{name}` | {imports} | {product} | {jobs.get(name, '(describe)')} |" for name, imports, product in modules]

if "--write" in sys.argv:
    lines[start:end] = table
    open(doc, "w", encoding="utf-8").write("\n".join(lines))
    print(f"module-table: wrote {len(modules)} modules")
    sys.exit(0)
if lines[start:end] != table:
    old = set(lines[start:end])
    for row in table:
        if row not in old:
            print("module-table: docs/ARCHITECTURE.md should have: " + row)
    described = {name for name, _, _ in modules}
    for name in sorted(set(jobs) - described):
        print(f"module-table: docs/ARCHITECTURE.md lists `{name}`, which Package.swift does not have")
    print("module-table: run scripts/module-table.py --write (and describe any new module's job)")
    sys.exit(1)
print(f"module-table: {len(modules)} modules as Package.swift says")
