#!/usr/bin/env python3
"""Time Pillow's GaussianBlur on the same picture and σ values as `fluid bench blur`.

Pillow's ImageFilter.GaussianBlur(radius) takes the Gaussian's standard deviation (its
docstring: "radius: Standard deviation of the Gaussian kernel") and runs three extended box
passes in C, on one thread. The picture is the BMP written by
`fluid bench blur --write-image PATH`, converted to RGBA so that both blur four channels.

Usage:
  scripts/bench_pillow_blur.py [IMAGE.bmp] [--sigmas 5,10,20,40] [--runs 100] [--json]
  scripts/bench_pillow_blur.py --fluid .build/release/fluid [--sigmas …] [--runs 100] [--cpu-time]
Without IMAGE a 1280×800 noise picture is generated (the timing does not depend on content).
With --fluid, that executable first runs `bench blur` (writing its picture for Pillow to use),
then Pillow is timed, and one table compares the two.
Needs Pillow: apt-get install -y python3-pil (then run with /usr/bin/python3).
"""
import argparse
import json
import random
import os
import statistics
import subprocess
import sys
import tempfile
import time

try:
    from PIL import Image, ImageFilter
    import PIL
except ImportError:
    sys.exit("bench_pillow_blur: Pillow is not installed (apt-get install -y python3-pil)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image", nargs="?", help="BMP from `fluid bench blur --write-image`")
    parser.add_argument("--sigmas", default="5,10,20,40")
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--fluid", help="fluid executable: time `fluid bench blur` too and compare")
    parser.add_argument("--cpu-time", action="store_true",
                        help="time with the thread's CPU clock (steadier on a busy machine), for both")
    args = parser.parse_args()
    clock = time.thread_time if args.cpu_time else time.perf_counter

    fluid_rows = None
    if args.fluid:
        tmp = tempfile.mkdtemp()
        args.image = os.path.join(tmp, "bench.bmp")
        result = subprocess.run([args.fluid, "bench", "blur", "--sigmas", args.sigmas, "--runs", str(max(args.runs, 300)),
                                 "--write-image", args.image, "--json"] + (["--cpu-time"] if args.cpu_time else []),
                                check=True, capture_output=True, text=True)
        fluid_rows = json.loads(result.stdout)

    if args.image:
        picture = Image.open(args.image).convert("RGBA")
    else:
        rng = random.Random(5)
        picture = Image.frombytes("RGBA", (1280, 800), bytes(rng.randrange(256) for _ in range(1280 * 800 * 4)))
    picture.load()
    sigmas = [float(s) for s in args.sigmas.split(",")]

    rows = []
    for sigma in sigmas:
        blur = ImageFilter.GaussianBlur(radius=sigma)
        for _ in range(3):
            picture.filter(blur)
        samples = []
        for _ in range(args.runs):
            start = clock()
            picture.filter(blur)
            samples.append((clock() - start) * 1000)
        samples.sort()
        p99 = samples[min(len(samples) - 1, -(-len(samples) * 99 // 100) - 1)]
        rows.append({"width": picture.width, "height": picture.height, "sigma": sigma,
                     "ms_median": round(statistics.median(samples), 3), "ms_p99": round(p99, 3)})

    if fluid_rows is not None:
        print(f"{picture.width}×{picture.height} RGBA, one core, {'thread CPU time' if args.cpu_time else 'wall clock'}: "
              f"fluid bench blur vs Pillow {PIL.__version__} GaussianBlur")
        print("   σ (px)   fluid median   fluid p99   Pillow median   Pillow p99   speed-up")
        for ours, theirs in zip(fluid_rows, rows):
            print(f"{ours['sigma']:9g}{ours['ms_median']:12.3f} ms{ours['ms_p99']:9.3f} ms"
                  f"{theirs['ms_median']:13.3f} ms{theirs['ms_p99']:10.3f} ms{theirs['ms_median'] / ours['ms_median']:9.1f}×")
    elif args.json:
        print(json.dumps(rows))
    else:
        print(f"Pillow {PIL.__version__} GaussianBlur {picture.width}×{picture.height} RGBA, {args.runs} runs per σ")
        print("   σ (px)   median ms      p99 ms")
        for row in rows:
            print(f"{row['sigma']:9g}{row['ms_median']:12.3f}{row['ms_p99']:12.3f}")


if __name__ == "__main__":
    main()
