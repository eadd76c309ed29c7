#!/usr/bin/env python3
"""CPU time per OCR step, summed over a folder of records made by a build with
scripts/ocr-step-times.patch applied (the patch is a measurement aid, never committed to the code).

The patch adds `cpu_<stage>` (thread CPU ms) to `timings_ms`, names extraction's re-reads `ocrx`,
and appends `t_<step>:<ms>` (probe, read, orient, reread, hebrows, skipped, graypix, inkbands) and
the script probe's band texts to each page's `preprocessing`. Usage:

    git apply scripts/ocr-step-times.patch && make build
    OMP_THREAD_LIMIT=1 .build/release/receiptvault batch FOLDER --jobs 2 --out OUT
    git checkout Sources/OCR Sources/Pipeline
    scripts/ocr-step-times.py OUT

Prints the totals and ms per document, then per group of pages (read once with `eng`, read twice;
`+up` when upscaled).
"""
import collections
import glob
import json
import sys


def main(folder):
    totals = collections.Counter()
    groups = collections.defaultdict(collections.Counter)
    sizes = collections.Counter()
    documents = 0
    for name in glob.glob(folder + '/**/*.json', recursive=True):
        record = json.load(open(name))
        if not record.get('pages'):
            continue
        documents += 1
        timings = record.get('timings_ms', {})
        for key, value in timings.items():
            if key.startswith('cpu_'):
                totals[key] += value
        steps = record['pages'][0].get('preprocessing') or []
        group = ('latin_read' if 'latin_page_read' in steps else 'reread' if 'latin_page_reread' in steps
                 else 'first_kept') + ('+up' if any(s.startswith('upscale') for s in steps) else '')
        sizes[group] += 1
        for step in steps:
            if step.startswith('t_'):
                key, value = step.split(':')
                totals[key] += int(value)
                groups[group][key[2:]] += int(value)
        for key in ('cpu_detect', 'cpu_ocrx'):
            groups[group][key] += timings.get(key, 0)
    print('documents', documents)
    for key, value in sorted(totals.items()):
        print(f'{key:14s} {value / 1000:8.1f} s  {value / max(documents, 1):7.0f} ms/doc')
    for group in sorted(groups):
        means = ' '.join(f'{key}={value / sizes[group]:.0f}' for key, value in sorted(groups[group].items()))
        print(f'{group} ({sizes[group]} pages): {means}')


if __name__ == '__main__':
    main(sys.argv[1])
