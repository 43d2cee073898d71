#!/usr/bin/env python3
"""Every public type is importable from a product (docs/ARCHITECTURE.md, "Products").

1. No library product's public API names a type from a module that no product offers: a user
   of the product could not name it (a `GestureDispatcher.handle(_:)` taking Input's
   `PointerEvent` while Input was no product). Read from the symbol graphs of the products'
   modules (`swift package dump-symbol-graph`, public symbols): each type a declaration names
   carries its module in its identifier.
2. `Examples/EmbedFluid`'s `EveryProduct` program, built and run from outside the package by
   `make example`, depends on every library product and imports each of its modules, so a new
   product cannot be left out.
3. `make docs` (the Makefile's DOC_TARGETS) writes DocC for every module a product offers.
Exit 1 with every problem listed."""
import glob
import json
import os
import re
import subprocess
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
# Modules of the toolchain and of the declared package dependencies: importable by anyone.
outside = {"Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "_Concurrency",
           "Dispatch", "CoreFoundation", "Glibc", "SwiftGlibc", "ArgumentParser", "XCTest", "_StringProcessing"}

manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout)
libraries = [p for p in manifest["products"] if "library" in p["type"]]
offered = {target for product in libraries for target in product["targets"]}
problems = []

out = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"], cwd=root,
                     capture_output=True, text=True)
if out.returncode != 0:
    print(out.stdout + out.stderr)
    print("lint-products: swift package dump-symbol-graph failed")
    sys.exit(1)
graphs = os.path.join(root, ".build", "x86_64-unknown-linux-gnu", "symbolgraph")
if not os.path.isdir(graphs):
    graphs = next(iter(glob.glob(os.path.join(root, ".build", "*", "symbolgraph"))), graphs)


def module_of(identifier):
    """The module a Swift USR (`s:5Input12PointerEventV`) belongs to."""
    match = re.match(r"s:(\d+)", identifier)
    if not match:
        return None
    start = 2 + len(match.group(1))
    return identifier[start:start + int(match.group(1))]


for module in sorted(offered):
    seen = {}
    for path in glob.glob(os.path.join(graphs, module + ".symbols.json")) + glob.glob(os.path.join(graphs, module + "@*.symbols.json")):
        for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
            for fragment in symbol.get("declarationFragments", []):
                named = module_of(fragment.get("preciseIdentifier", ""))
                if named and named not in offered and named not in outside:
                    seen.setdefault((named, fragment["spelling"]), ".".join(symbol["pathComponents"]))
    for (named, type_name), where in sorted(seen.items()):
        problems.append(f"{module}'s public {where} names {named}.{type_name}, and no product offers module {named}")

example = os.path.join(root, "Examples", "EmbedFluid")
example_manifest = open(os.path.join(example, "Package.swift"), encoding="utf-8").read()
every = example_manifest[example_manifest.find('name: "EveryProduct"'):]
source = "\n".join(open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(example, "Sources", "EveryProduct", "*.swift")))
def is_dynamic(product):
    return product["type"].get("library") == ["dynamic"]

for product in libraries:
    # A dynamic library of modules other products offer (FluidPlaygroundShared, one copy of the
    # engine for a package's scenes and its program) offers nothing of its own to import.
    others = {t for p in libraries if p is not product and not is_dynamic(p) for t in p["targets"]}
    if is_dynamic(product) and set(product["targets"]) <= others:
        continue
    if f'.product(name: "{product["name"]}"' not in every:
        problems.append(f"Examples/EmbedFluid's EveryProduct does not depend on product {product['name']}")
    for target in product["targets"]:
        if not re.search(rf"^import {target}$", source, re.M):
            problems.append(f"Examples/EmbedFluid's EveryProduct does not import {target} (product {product['name']})")

makefile = open(os.path.join(root, "Makefile"), encoding="utf-8").read()
documented = set(next((line.split(":=", 1)[1].split() for line in makefile.split("\n") if line.startswith("DOC_TARGETS :=")), []))
for module in sorted(offered - documented):
    problems.append(f"the Makefile's DOC_TARGETS leaves out {module}, which a product offers")

for problem in problems:
    print("lint-products: " + problem)
if not problems:
    print(f"lint-products: {len(libraries)} library products; every public type they name is importable")
sys.exit(1 if problems else 0)
