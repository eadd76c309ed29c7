#!/usr/bin/env python3
"""Probe documents for ReceiptVault: realistic, varied Israeli receipts/invoices, in two sets.

Run:  make probe   (or: python make_docs.py OUTDIR [a] [b], with reportlab, python-bidi, Pillow and numpy)
Set A (docs_a.py) is ten documents; set B (docs_b.py) ten more with other producers, wording, fonts,
column orders and number/date formats, written later so that rules tuned on set A can be checked for
generalisation. Both sets share one folder (set B's names all start with "b_"); no set named, both.

For each document it writes OUTDIR/<name>.pdf (real text layer, Hebrew drawn in visual order via
python-bidi), <name>.png (rasterised 200-300 dpi, some degraded), some <name>.jpg (noisy / photo-like),
all by degrade.py, and one label per document file: <name>.json (-> .pdf), <name>-png.json (-> .png),
<name>-jpg.json (-> .jpg). All labels carry the same fields; only file/id/variant differ.

Label conventions follow the product's (Corpus/README.md): doc_type credit_note (not credit_invoice),
payment digital_wallet for ביט; discounts printed as their own rows are not items (items are the goods
and services); bank details printed only as remit-to instructions are not a payment_method (a bookkeeper
records how a document was paid, not where it may be paid); a customer number (מס' לקוח) is not
customer_id, the customer's own ח.פ/ת.ז/VAT number is.
"""
import argparse
import json
import os
import subprocess
import sys
from decimal import Decimal as D

import docs_a
import docs_b
from sheet import il_valid, q2

SETS = {'a': docs_a.DOCUMENTS, 'b': docs_b.DOCUMENTS}
DEGRADE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'degrade.py')


def check(name, label):
    """The label's identifiers and arithmetic hold (a wrong label would blame the reader)."""
    assert il_valid(label['company_id']), (name, label['company_id'])
    if 'customer_id' in label and label['language'] == 'he':
        assert il_valid(label['customer_id']), (name, label['customer_id'])
    if 'subtotal' in label and 'vat_amount' in label:
        assert D(label['subtotal']) + D(label['vat_amount']) == D(label['total']), name
    for it in label['items']:
        if 'quantity' in it:
            assert q2(D(it['quantity']) * D(it['unit_price'])) == D(it['total']), (name, it)


def write_label(out, name, base, file, variant, extra=None):
    lab = {k: v for k, v in base.items()}
    lab.update(id=f'{name}-{variant}', file=file, variant=variant, complete=True)
    if extra:
        lab.update(extra)
    suffix = '' if file.endswith('.pdf') else '-' + file.rsplit('.', 1)[1]
    with open(f'{out}/{name}{suffix}.json', 'w') as f:
        json.dump(lab, f, ensure_ascii=False, indent=2, sort_keys=True)


def render(out, documents):
    """Draws each document, checks its label, rasterises and degrades it (degrade.py) and writes one
    label per file. documents: (draw function, dpi, png degradation, jpg degradation or None)."""
    for draw, dpi, png_deg, jpg_deg in documents:
        name = draw.__name__
        sheet, label = draw()
        sheet.save(f'{out}/{name}.pdf')
        check(name, label)
        spec = {'name': name, 'dpi': dpi, 'gray': True, 'png': png_deg, 'jpg': jpg_deg}
        subprocess.run([sys.executable, DEGRADE, out, json.dumps(spec)], check=True)
        write_label(out, name, label, f'{name}.pdf', 'text_pdf')
        write_label(out, name, label, f'{name}.png', 'scan_' + ('clean' if not png_deg else 'degraded'))
        if jpg_deg:
            extra = None
            qpath = f'{out}/{name}.quad.json'
            if os.path.exists(qpath):
                extra = {'quad': json.load(open(qpath))}
                os.remove(qpath)
            write_label(out, name, label, f'{name}.jpg', 'photo' if jpg_deg.get('photo') else 'noisy_scan', extra)
        print(name, 'total', label['total'], 'vat', label.get('vat_amount'))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('outdir', nargs='?', default='israeli-probe')
    parser.add_argument('sets', nargs='*', choices=sorted(SETS), help='document sets (default: all)')
    args = parser.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for s in args.sets or sorted(SETS):
        render(args.outdir, SETS[s])


if __name__ == '__main__':
    main()
