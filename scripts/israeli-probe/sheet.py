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


def item(desc, total, qty=None, unit=None):
    """One label item; quantity and unit price only where the document prints them."""
    d = {'description': desc, 'total': plain(total)}
    if qty is not None:
        d['quantity'] = str(qty)
    if unit is not None:
        d['unit_price'] = plain(unit)
    return d


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
