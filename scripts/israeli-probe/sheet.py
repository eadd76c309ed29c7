"""What the probe documents are drawn with: the fonts, amounts and identifiers, and Sheet.

The documents themselves are in docs_a.py and docs_b.py; make_docs.py renders them.
"""
import os
from decimal import Decimal as D, ROUND_HALF_UP

from bidi.algorithm import get_display
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

CUL = '/usr/share/fonts/truetype/culmus/'
LIB = '/usr/share/fonts/truetype/liberation2/'
DJV = '/usr/share/fonts/truetype/dejavu/'
# A font name plus 'B' is its bold (Sheet.row(bold=True) relies on it).
FONTS = {
    'mono': CUL + 'MiriamMonoCLM-Book.ttf', 'monoB': CUL + 'MiriamMonoCLM-Bold.ttf',
    'frank': CUL + 'FrankRuehlCLM-Medium.ttf', 'frankB': CUL + 'FrankRuehlCLM-Bold.ttf',
    'simple': CUL + 'SimpleCLM-Medium.ttf', 'simpleB': CUL + 'SimpleCLM-Bold.ttf',
    'keter': CUL + 'KeterYG-Medium.ttf', 'keterB': CUL + 'KeterYG-Bold.ttf',
    'hadasim': CUL + 'HadasimCLM-Regular.ttf', 'hadasimB': CUL + 'HadasimCLM-Bold.ttf',
    'shofar': CUL + 'ShofarRegular.ttf', 'shofarB': CUL + 'ShofarDemi-Bold.ttf',
    'miriam': CUL + 'MiriamCLM-Book.ttf', 'miriamB': CUL + 'MiriamCLM-Bold.ttf',  # Hebrew + digits, no Latin
    'dejavu': DJV + 'DejaVuSans.ttf', 'dejavuB': DJV + 'DejaVuSans-Bold.ttf',
    'cond': DJV + 'DejaVuSansCondensed.ttf', 'condB': DJV + 'DejaVuSansCondensed-Bold.ttf',
    'djserif': DJV + 'DejaVuSerif.ttf', 'djserifB': DJV + 'DejaVuSerif-Bold.ttf',  # Latin only
    'lib': LIB + 'LiberationSans-Regular.ttf', 'libB': LIB + 'LiberationSans-Bold.ttf',
    'libmono': LIB + 'LiberationMono-Regular.ttf', 'libmonoB': LIB + 'LiberationMono-Bold.ttf',
    'libserif': LIB + 'LiberationSerif-Regular.ttf', 'libserifB': LIB + 'LiberationSerif-Bold.ttf',
}
for k, v in FONTS.items():
    pdfmetrics.registerFont(TTFont(k, v))

LRE, PDF_ = '\u202a', '\u202c'  # keep an identifier left-to-right inside a Hebrew line


# ---------------------------------------------------------------- amounts
def q2(x):
    return D(x).quantize(D('0.01'), ROUND_HALF_UP)


def money(x, comma=True):
    x = q2(x)
    s = f'{abs(x):,.2f}' if comma else f'{abs(x):.2f}'
    return ('-' if x < 0 else '') + s


def plain(x):
    return f'{q2(x):.2f}'


def line_total(qty, unit):
    """Quantity (a number, or a string such as a weight '0.845') times unit price, to the agora."""
    return q2(D(str(qty)) * D(unit))


def item(desc, total, qty=None, unit=None):
    """One label item; quantity and unit price only where the document prints them."""
    d = {'description': desc, 'total': plain(total)}
    if qty is not None:
        d['quantity'] = str(qty)
    if unit is not None:
        d['unit_price'] = plain(unit)
    return d


def priced(rows, ones=True):
    """Goods/services rows (description, quantity, unit price): (each row with its line total, the
    label's items, their sum). ones=False: an item of quantity 1 has no quantity or unit price in the
    label, for documents that print none."""
    lines = [(desc, qty, unit, line_total(qty, unit)) for desc, qty, unit in rows]
    items = [item(desc, lt, qty, unit) if ones or qty != 1 else item(desc, lt) for desc, qty, unit, lt in lines]
    return lines, items, sum(lt for *_, lt in lines)


# ---------------------------------------------------------------- identifiers
def _il_digit_sum(digits):
    """Israeli ID checksum: weights 1,2,1,2..., products above 9 reduced to their digit sum."""
    s = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p - 9 if p > 9 else p
    return s


def il_id(stem8):
    """Append the Israeli ID check digit (mod 10) to 8 digits."""
    return stem8 + str((10 - _il_digit_sum(stem8) % 10) % 10)


def il_valid(n):
    return len(n) == 9 and _il_digit_sum(n) % 10 == 0


def de_vat(stem8):
    """German USt-IdNr check digit (ISO 7064 MOD 11,10) appended to 8 digits."""
    product = 10
    for ch in stem8:
        s = (int(ch) + product) % 10 or 10
        product = (2 * s) % 11
    c = 11 - product
    return stem8 + str(0 if c == 10 else c)


# ---------------------------------------------------------------- drawing
def page(pagesize, font, size, side):
    """A fixed-size page (A4, A5) with side margins: (sheet, width, right text edge, left text edge)."""
    W, H = pagesize
    return Sheet(W, H, font, size, margin=side), W, W - side, side


class Sheet:
    """Ops in top-down coordinates; height may be computed (thermal tape) or fixed (A4)."""

    def __init__(self, width, height=None, font='dejavu', size=10, margin=12):
        self.w, self.h, self.font, self.size, self.m = width, height, font, size, margin
        self.ops, self.y = [], margin + size

    # absolute drawing
    def text(self, s, x, y, align='r', font=None, size=None):
        self.ops.append(('t', s, x, y, align, font or self.font, size or self.size))

    def line(self, x1, y1, x2, y2, width=0.6):
        self.ops.append(('l', x1, y1, x2, y2, width))

    def rect(self, x, y, w, h, fill=None):
        self.ops.append(('r', x, y, w, h, fill))

    # blocks of absolute text (pages)
    def stack(self, lines, x, y, step, align='r', font=None, size=None):
        """Lines one under another, the first at y; returns the y after the last."""
        for s in lines:
            self.text(s, x, y, align, font, size)
            y += step
        return y

    def pairs(self, rows, label_x, value_x, y, step, font=None, size=None, value_align='l', label_font=None):
        """Label/value rows (totals, bill details), the label right-aligned at label_x, the first row at y.
        A row may name its own font as a third element. Returns the y after the last row."""
        for label, value, *own in rows:
            self.text(label, label_x, y, 'r', own[0] if own else label_font or font, size)
            self.text(value, value_x, y, value_align, own[0] if own else font, size)
            y += step
        return y

    def cells(self, values, cols, y, font=None, size=None):
        """One table row: each value at its column, cols being (x, align) pairs; a value may be a
        (text, font, size) triple of its own."""
        for v, (x, align) in zip(values, cols):
            text, f, s = v if isinstance(v, tuple) else (v, font, size)
            self.text(text, x, y, align, f, s)

    def table(self, rows, cols, y, step, font=None, size=None, rule=None):
        """Table rows under a header at y, each step below the one before; rule=(offset, width): a line
        from margin to margin under each row. Returns the last row's y."""
        for values in rows:
            y += step
            self.cells(values, cols, y, font, size)
            if rule:
                self.line(self.m, y + rule[0], self.w - self.m, y + rule[0], rule[1])
        return y

    # tape-style rows
    def row(self, right=None, left=None, center=None, mid=None, size=None, bold=False, gap=1.35, font=None):
        size = size or self.size
        f = font or (self.font + 'B' if bold else self.font)
        if right is not None:
            self.text(right, self.w - self.m, self.y, 'r', f, size)
        if left is not None:
            self.text(left, self.m, self.y, 'l', f, size)
        if center is not None:
            self.text(center, self.w / 2, self.y, 'c', f, size)
        if mid is not None:  # (text, x)
            self.text(mid[0], mid[1], self.y, 'l', f, size)
        self.y += size * gap

    def heading(self, name, lines, rule, title):
        """A tape's head: the business name in bold, centred lines under it, a rule of the character
        `rule`, then the document's title in bold; name and title are (text, size) pairs."""
        self.row(center=name[0], size=name[1], bold=True)
        self.centred(*lines)
        self.sep(rule)
        self.row(center=title[0], size=title[1], bold=True)

    def centred(self, *lines, **kw):
        for s in lines:
            self.row(center=s, **kw)

    def rows(self, *rows, **kw):
        """Tape rows, each a (right, left) pair or just the right-hand text."""
        for r in rows:
            right, left = (r, None) if isinstance(r, str) else r
            self.row(right=right, left=left, **kw)

    def sep(self, ch='-'):
        cw = pdfmetrics.stringWidth(ch, self.font, self.size)
        n = int((self.w - 2 * self.m) / cw)
        self.row(center=ch * n)

    def skip(self, h):
        self.y += h

    def save(self, path):
        """Writes the PDF; Hebrew goes into the text layer in visual order (python-bidi)."""
        h = self.h or (self.y + self.m)
        c = canvas.Canvas(path, pagesize=(self.w, h))
        c.setTitle(os.path.basename(path))
        for op in self.ops:
            if op[0] == 't':
                _, s, x, y, align, f, size = op
                c.setFont(f, size)
                draw = {'r': c.drawRightString, 'l': c.drawString, 'c': c.drawCentredString}[align]
                draw(x, h - y, get_display(s))
            elif op[0] == 'l':
                _, x1, y1, x2, y2, wd = op
                c.setLineWidth(wd)
                c.line(x1, h - y1, x2, h - y2)
            elif op[0] == 'r':
                _, x, y, w, hh, fill = op
                if fill is not None:
                    c.setFillGray(fill)
                    c.rect(x, h - y - hh, w, hh, stroke=0, fill=1)
                    c.setFillGray(0)
                else:
                    c.rect(x, h - y - hh, w, hh, stroke=1, fill=0)
        c.showPage()
        c.save()
