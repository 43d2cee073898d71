#!/usr/bin/env python3
"""PSNR of `fluid blur` and of Pillow's GaussianBlur against an exact Gaussian.

The exact Gaussian is the sampled kernel e^(-x²/2σ²) out to 6σ, normalised, applied along x
then y with edge pixels repeated (clamped edges), computed in float64 with numpy; both tools
are scored against it on the same pictures: the photo-like picture of `fluid bench blur`
(320×200 here) and a hard-edged checkerboard of 16-pixel squares.

Usage:
  scripts/compare_blur_quality.py --fluid .build/release/fluid [--sigmas 2,3,5,8,12,20,30,40]
Needs Pillow and numpy: apt-get install -y python3-pil python3-numpy (run with /usr/bin/python3).
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile

try:
    import numpy as np
    from PIL import Image, ImageFilter
except ImportError:
    sys.exit("compare_blur_quality: needs numpy and Pillow (apt-get install -y python3-numpy python3-pil)")


def exact_gaussian(pixels, sigma):
    radius = math.ceil(6 * sigma)
    x = np.arange(-radius, radius + 1, dtype=np.float64)
    kernel = np.exp(-x * x / (2 * sigma * sigma))
    kernel /= kernel.sum()
    out = pixels.astype(np.float64)
    for axis in (1, 0):
        pad = [(0, 0)] * out.ndim
        pad[axis] = (radius, radius)
        padded = np.pad(out, pad, mode="edge")
        size = out.shape[axis]
        acc = np.zeros_like(out)
        for k, w in enumerate(kernel):
            acc += w * np.take(padded, range(k, k + size), axis=axis)
        out = acc
    return out


def psnr(result, reference):
    mse = np.mean((result.astype(np.float64) - reference) ** 2)
    return float("inf") if mse == 0 else 10 * math.log10(255 * 255 / mse)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fluid", default="fluid", help="path of the fluid executable")
    parser.add_argument("--sigmas", default="2,3,5,8,12,20,30,40")
    args = parser.parse_args()
    sigmas = [float(s) for s in args.sigmas.split(",")]

    with tempfile.TemporaryDirectory() as tmp:
        photo = os.path.join(tmp, "photo.bmp")
        subprocess.run([args.fluid, "bench", "blur", "--width", "320", "--height", "200", "--runs", "1",
                        "--sigmas", "1", "--write-image", photo], check=True, stdout=subprocess.DEVNULL)
        checker = os.path.join(tmp, "checker.bmp")
        yy, xx = np.mgrid[0:200, 0:320]
        board = np.where(((xx // 16) + (yy // 16)) % 2 == 0, 255, 0).astype(np.uint8)
        Image.fromarray(np.stack([board] * 3, axis=-1), "RGB").save(checker)

        print("picture   σ (px)   fluid dB   Pillow dB")
        for name, path in (("photo", photo), ("checker", checker)):
            source = Image.open(path).convert("RGB")
            pixels = np.asarray(source)
            for sigma in sigmas:
                out = os.path.join(tmp, "out.bmp")
                subprocess.run([args.fluid, "blur", path, out, "--sigma", repr(sigma)], check=True)
                ours = np.asarray(Image.open(out).convert("RGB"))
                pillow = np.asarray(source.filter(ImageFilter.GaussianBlur(radius=sigma)))
                reference = exact_gaussian(pixels, sigma)
                print(f"{name:8s}{sigma:8g}{psnr(ours, reference):11.1f}{psnr(pillow, reference):12.1f}")


if __name__ == "__main__":
    main()
