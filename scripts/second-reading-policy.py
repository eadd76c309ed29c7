#!/usr/bin/env python3
"""Simulates reading a grainy image scan (a noisy JPEG or PNG scan whose preparation median-filtered
it; not a photo, not a PDF) a second time without the median only when its first reading left the
document unsettled — the policy the default mode has for grainy image-only PDFs — from two runs'
records, without reading anything again:

    EVAL_OPTIONS=--thorough scripts/eval-each.sh BIN THOROUGH check real dev
    scripts/eval-each.sh BIN DEFAULT check real dev
    scripts/second-reading-policy.py DEFAULT/check-records THOROUGH/check-records OUT [--below 0.9]
    .build/release/calibrate compare DEFAULT/check-records OUT ../shared/corpus-foreign/check --held-out

OUT gets, per document, the thorough run's record when the default record is such a scan and a
field its type requires (`ExtractionConfiguration.requiredFields`) is missing or under `--below`
(0.9, the `auto` threshold; a tiny value means "missing only"), else the default record. It prints
how many scans there were and how many were taken from the thorough run (the ones that would be
read twice, so the time it would cost)."""
import argparse, json, os, shutil, sys
from pathlib import Path

def required(fields):
    values = {name: field.get("value") for name, field in fields.items()}
    names = ["business_name", "date", "total", "doc_type"]
    doc_type = values.get("doc_type")
    if doc_type in ("tax_invoice", "tax_invoice_receipt", "credit_note"):
        names += ["company_id", "vat_amount", "invoice_number"]
    elif doc_type == "invoice":
        names.append("invoice_number")
    if values.get("payment_method") == "credit_card":
        names.append("card_last4")
    if values.get("vat_rate") not in (None, "0") and "vat_amount" not in names:
        names.append("vat_amount")
    return names

def grainy_scan(record):
    steps = [step for page in record.get("pages", []) for step in (page.get("preprocessing") or [])]
    return (record.get("source", {}).get("media_type", "").startswith("image/")
            and any(step.startswith("denoise:median") for step in steps)
            and not any(step.startswith("second_reading") for step in steps))

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("default", type=Path)
    parser.add_argument("thorough", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--below", type=float, default=0.9)
    args = parser.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    args.out.mkdir(parents=True)
    documents = scans = taken = 0
    for path in sorted(args.default.glob("*.json")):
        record = json.loads(path.read_text())
        documents += 1
        chosen = path
        if grainy_scan(record):
            scans += 1
            fields = record.get("fields", {})
            settled = all((fields.get(name) or {}).get("confidence", 0) >= args.below for name in required(fields))
            if not settled and (args.thorough / path.name).exists():
                chosen = args.thorough / path.name
                taken += 1
        shutil.copyfile(chosen, args.out / path.name)
    print(f"{documents} records, {scans} grainy image scans, {taken} unsettled: the thorough record taken",
          file=sys.stderr)

if __name__ == "__main__":
    main()
