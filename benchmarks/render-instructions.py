#!/usr/bin/env python3
"""Instructions per share card and per wallpaper, counted by valgrind (callgrind): figures the machine's load cannot move.

benchmarks/render's figures are wall-clock times, which on the shared 2-core VM move by up to 40 % between two runs
of the same build. This script runs render-bench's `--profile` workloads (see Sources/Tools/RenderBench/main.swift)
under `valgrind --tool=callgrind` on the benchmark's own photo (the same `convert` plasma command) and reports, for
each kind of image, (instructions of BASE + COUNT images - instructions of BASE) / COUNT: the fixed part (process
start, the warm-up wallpaper, the first drawing before redraws) cancels out, and so does what only the first images
of a kind pay (loading each template's fonts, the first gradient): BASE is 3 for cards (each template once) and 1
for wallpapers. Every thread is counted (row filtering
runs on both cores), the kernel's work is not (page faults, fsync), so a change that only moves work into the
kernel, or saves only kernel time, does not show here: read these next to a benchmarks/render run.

The same binary counts the same to within a few hundred thousand instructions from run to run (glib's and
libdispatch's thread timing), well under 0.1 % of a card.

    python3 benchmarks/render-instructions.py [BIN] [--count N] [--only KIND,...] [--profiles DIR]

BIN is a release build of render-bench (default .build/release/render-bench; build it with
`swift build -c release --product render-bench`). Valgrind 3.19 needs the binary's DWARF 5 debug info stripped (the
symbol table stays, so profiles keep function names) and benchmarks/valgrind-sigsuspend-shim.c preloaded, as for
benchmarks/server-instructions.py. --profiles keeps the callgrind files for `callgrind_annotate`. One
`name: value unit` line per figure.
"""
import argparse
import os
import re
import shutil
import subprocess
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
KINDS = ["card", "png-first", "png-redraw", "jpeg-first", "jpeg-redraw"]


def total_instructions(path):
    """The `summary:` (or `totals:`) line of a callgrind file: every function's instructions, all threads."""
    with open(path) as profile:
        for line in profile:
            match = re.match(r"(?:summary|totals): (\d+)", line)
            if match:
                return int(match.group(1))
    raise RuntimeError(f"no total in {path}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bin", nargs="?", default=os.path.join(ROOT, ".build/release/render-bench"))
    parser.add_argument("--count", type=int, default=9, help="images of each kind (a multiple of 3 for cards)")
    parser.add_argument("--only", default=",".join(KINDS), help="kinds to count, comma-separated")
    parser.add_argument("--profiles", help="a folder to keep the callgrind files in")
    args = parser.parse_args()
    kinds = [kind for kind in args.only.split(",") if kind]
    unknown = [kind for kind in kinds if kind not in KINDS]
    if unknown:
        parser.error(f"unknown kinds {unknown}; known: {KINDS}")

    work = tempfile.mkdtemp(prefix="render-instructions-")
    try:
        binary = os.path.join(work, "render-bench")
        subprocess.run(["objcopy", "--strip-debug", args.bin, binary], check=True)
        shim = os.path.join(work, "sigsuspend-shim.so")
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", shim,
                        os.path.join(ROOT, "benchmarks/valgrind-sigsuspend-shim.c")], check=True)
        photo = os.path.join(work, "photo.jpg")
        # benchmarks/render's photo, byte for byte (the same seed).
        subprocess.run(["convert", "-size", "1179x2556", "-seed", "7", "plasma:fractal", "-blur", "0x2",
                        "-quality", "88", photo], check=True)
        profiles = args.profiles or work
        os.makedirs(profiles, exist_ok=True)
        env = dict(os.environ, LD_PRELOAD=shim)

        def count(kind, images):
            out = os.path.join(profiles, f"callgrind.out.{kind}.{images}")
            subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, binary, photo,
                            "--profile", kind, str(images)], env=env, check=True, capture_output=True)
            return total_instructions(out)

        for kind in kinds:
            first = 3 if kind == "card" else 1
            base = count(kind, first)
            loaded = count(kind, first + args.count)
            per_image = (loaded - base) / args.count
            name = "instructions_per_share_card" if kind == "card" else "instructions_per_wallpaper_" + kind
            print(f"{name}: {per_image / 1e6:.1f} M instructions")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
