#!/usr/bin/env python3
"""Benchmark: ReceiptVault `batch --jobs 2` against the plain Tesseract command line, side by side.

The reference is what a user would reach for: `tesseract FILE - -l heb+eng` on every file (PDF pages
rasterised first with `pdftoppm -r 300`), two at a time with `xargs -P 2`, OMP_THREAD_LIMIT=1. It
only produces raw text; ReceiptVault also detects, straightens, extracts and scores.

Prints, per variant and for the whole mix: documents/s of both and their ratio, ReceiptVault's time
per document (mean, p95) and per-stage time, and its peak resident memory. A run shorter than two
seconds (a dozen text PDFs) is repeated, on each side, and the median of five taken.

    scripts/bench.py [--corpus Corpus/documents] [--per-variant 12] [--binary .build/release/receiptvault]
                     [--variants pdf_text,...] [--repeat N] [--options=--thorough]
"""

import argparse
import collections
import json
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

DOCUMENT_SUFFIXES = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".pdf", ".webp", ".bmp", ".gif"}

REFERENCE_SCRIPT = r"""
set -e
f="$1"
case "$f" in
  *.pdf|*.PDF)
    d=$(mktemp -d)
    trap 'rm -rf "$d"' EXIT
    pdftoppm -r 300 -png "$f" "$d/page"
    for p in "$d"/page*.png; do tesseract "$p" - -l heb+eng >/dev/null 2>&1; done ;;
  *) tesseract "$f" - -l heb+eng >/dev/null 2>&1 ;;
esac
"""


# Runs shorter than this are repeated SHORT_RUN_ROUNDS times and their median taken (see main).
SHORT_RUN_SECONDS = 2.0
SHORT_RUN_ROUNDS = 5


def variant_of(path: pathlib.Path) -> str:
    label = path.with_suffix(".json")
    if label.exists():
        try:
            variant = json.loads(label.read_text(encoding="utf-8")).get("variant")
            if variant:
                return variant
        except (OSError, json.JSONDecodeError):
            pass
    return path.parent.name  # e.g. sroie / invoice2data in ../shared/corpus-real


def select(corpus: pathlib.Path, per_variant: int) -> dict:
    groups = collections.defaultdict(list)
    for path in sorted(corpus.rglob("*")):
        if path.suffix.lower() in DOCUMENT_SUFFIXES and path.is_file():
            groups[variant_of(path)].append(path)
    return {variant: paths[:per_variant] for variant, paths in sorted(groups.items())}


def link_folder(paths, folder: pathlib.Path, repeat: int = 1):
    """Links every document `repeat` times into `folder` (each copy its own name)."""
    folder.mkdir(parents=True)
    for copy in range(repeat):
        for index, path in enumerate(paths):
            (folder / f"{copy:02d}-{index:04d}-{path.name}").symlink_to(path.resolve())


def run_receiptvault(binary: str, folder: pathlib.Path, out: pathlib.Path, options=()):
    """Wall seconds, peak RSS in MB and the records of one `batch --jobs 2` run."""
    start = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-f", "%M", binary, "batch", str(folder), "--out", str(out),
                             "--jobs", "2", "--force", *options],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - start
    peak_kb = int(re.findall(r"^(\d+)$", result.stderr, re.M)[-1])
    records = [json.loads(p.read_text(encoding="utf-8")) for p in out.rglob("*.json")]
    if not records:
        # Not a figure: a binary that did not run (a folder given for it, a build missing) reads
        # nothing in no time.
        last_lines = " | ".join(result.stderr.strip().splitlines()[-2:])
        sys.exit(f"bench: {binary} wrote no records for {folder} (exit {result.returncode}): {last_lines}")
    return wall, peak_kb / 1024, records


def run_reference(folder: pathlib.Path) -> float:
    script = folder.parent / "reference.sh"
    script.write_text(REFERENCE_SCRIPT)
    files = "\0".join(str(p) for p in sorted(folder.iterdir())) + "\0"
    start = time.monotonic()
    subprocess.run(["xargs", "-0", "-P", "2", "-n", "1", "bash", str(script)], input=files.encode(),
                   check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - start


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))] if ordered else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default="Corpus/documents")
    parser.add_argument("--per-variant", type=int, default=12, help="documents per variant (default 12)")
    parser.add_argument("--binary", default=".build/release/receiptvault")
    parser.add_argument("--variants", help="comma-separated variants to run (default: all)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="run every selected document this many times (default 1): a folder of hundreds "
                             "spreads ReceiptVault's process start (~0.1 s) the way a dozen documents cannot")
    parser.add_argument("--options", default="",
                        help="options added to ReceiptVault's batch command, space-separated (--options=--thorough)")
    args = parser.parse_args()
    os.environ["OMP_THREAD_LIMIT"] = "1"
    for tool in ("tesseract", "pdftoppm", "xargs"):
        if not shutil.which(tool):
            sys.exit(f"bench: `{tool}` is missing (make deps installs it)")

    groups = select(pathlib.Path(args.corpus), args.per_variant)
    if args.variants:
        wanted = set(args.variants.split(","))
        groups = {name: paths for name, paths in groups.items() if name in wanted}
    if not groups:
        sys.exit(f"bench: no documents under {args.corpus}")
    rows = []
    all_paths = [p for paths in groups.values() for p in paths]
    with tempfile.TemporaryDirectory(prefix="rv-bench-") as temp:
        temp = pathlib.Path(temp)
        for name, paths in list(groups.items()) + [("ALL (mix)", all_paths)]:
            folder = temp / re.sub(r"\W", "_", name) / "in"
            link_folder(paths, folder, args.repeat)
            wall, peak_mb, records = run_receiptvault(args.binary, folder, folder.parent / "out", args.options.split())
            reference_wall = run_reference(folder)
            # A run of a fraction of a second (a dozen text PDFs) swings by a third from one run to the
            # next on this machine: both sides' short runs are repeated and their median taken.
            rounds = SHORT_RUN_ROUNDS if min(wall, reference_wall) < SHORT_RUN_SECONDS else 1
            if wall < SHORT_RUN_SECONDS:
                runs = [(wall, peak_mb)] + [run_receiptvault(args.binary, folder, folder.parent / "out",
                                                              args.options.split())[:2] for _ in range(rounds - 1)]
                wall, peak_mb = statistics.median(w for w, _ in runs), max(p for _, p in runs)
            if reference_wall < SHORT_RUN_SECONDS:
                reference_wall = statistics.median([reference_wall] + [run_reference(folder) for _ in range(rounds - 1)])
            per_doc = [r["timings_ms"].get("total", 0) / 1000 for r in records]
            stages, steps = collections.Counter(), collections.Counter()
            for record in records:
                for stage, ms in record.get("timings_ms", {}).items():
                    if "." in stage:
                        steps[stage] += ms
                    elif stage != "total":
                        stages[stage] += ms
            documents = len(paths) * args.repeat
            rows.append(dict(variant=name, docs=documents, rv_rate=documents / wall,
                             ref_rate=documents / reference_wall, mean=statistics.mean(per_doc) if per_doc else 0,
                             p95=percentile(per_doc, 0.95), peak_mb=peak_mb, stages=stages, steps=steps, rounds=rounds,
                             failed=sum(r.get("status") == "error" for r in records)))

    print(f"Benchmark: ReceiptVault batch --jobs 2 vs `tesseract FILE - -l heb+eng` with xargs -P 2 "
          f"(OMP_THREAD_LIMIT=1), {args.corpus}, up to {args.per_variant} documents per variant"
          + (f", each run {args.repeat} times" if args.repeat > 1 else ""))
    print(f"{'variant':<14}{'docs':>5}{'RV docs/s':>11}{'ref docs/s':>12}{'ratio':>7}"
          f"{'mean s':>8}{'p95 s':>7}{'peak MB':>9}{'failed':>8}")
    for row in rows:
        print(f"{row['variant']:<14}{row['docs']:>5}{row['rv_rate']:>11.2f}{row['ref_rate']:>12.2f}"
              f"{row['rv_rate'] / row['ref_rate']:>6.2f}x{row['mean']:>8.2f}{row['p95']:>7.2f}"
              f"{row['peak_mb']:>9.0f}{row['failed']:>8}")
    repeated = [row["variant"] for row in rows if row["rounds"] > 1]
    if repeated:
        print(f"(a side's runs under {SHORT_RUN_SECONDS:.0f} s: the median of {SHORT_RUN_ROUNDS} runs, the highest "
              f"peak; {', '.join(repeated)})")
    print("\nPer-stage share of ReceiptVault's time (summed over documents):")
    for row in rows:
        total = sum(row["stages"].values()) or 1
        shares = ", ".join(f"{stage} {ms / total:.0%}" for stage, ms in row["stages"].most_common())
        print(f"  {row['variant']:<14}{shares}")
    print("\nSteps within the OCR stage, mean ms per document (`timings_ms` keys ocr.*):")
    for row in rows:
        ocr_steps = [(key, ms) for key, ms in row["steps"].most_common() if key.startswith("ocr.")]
        if ocr_steps:
            steps = ", ".join(f"{key[4:]} {ms / row['docs']:.0f}" for key, ms in ocr_steps)
            print(f"  {row['variant']:<14}{steps}")


if __name__ == "__main__":
    main()
