#!/usr/bin/env python3
"""Rasterise one probe PDF and make its scanned / degraded / photo-like images (needs Pillow and numpy).

usage: python3 degrade.py OUTDIR '{"name":..., "dpi":300, "gray":true, "png":{...}, "jpg":{...}|null}'
degrade keys: rotate (deg), noise (sigma), blur (radius), quality (jpeg), photo (bool)
"""
import json
import subprocess
import sys

import numpy as np
from PIL import Image, ImageFilter

OUT = sys.argv[1]


def degrade(img, d, seed):
    rng = np.random.default_rng(seed)
    img = img.convert('L')
    if d.get('blur'):
        img = img.filter(ImageFilter.GaussianBlur(d['blur']))
    if d.get('rotate'):
        img = img.rotate(d['rotate'], resample=Image.BICUBIC, expand=True, fillcolor=255)
    if d.get('noise'):
        a = np.asarray(img).astype(np.float32)
        a += rng.normal(0, d['noise'], a.shape)
        # slightly grey paper
        a = a * 0.94 + 8
        img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    return img


def perspective_coeffs(dst, src):
    """Coefficients for PIL PERSPECTIVE mapping output points dst -> input points src."""
    A, b = [], []
    for (x, y), (u, v) in zip(dst, src):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); b.append(u)
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y]); b.append(v)
    return np.linalg.solve(np.array(A, float), np.array(b, float)).tolist()


def photo(img, seed):
    rng = np.random.default_rng(seed)
    doc = img.convert('RGB')
    a = np.asarray(doc).astype(np.float32) * np.array([1.0, 0.97, 0.90])  # warm paper
    doc = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    w, h = doc.size
    BW, BH = int(w * 1.45), int(h * 1.18)
    # dark desk: low-frequency blotches + grain + streaks
    low = rng.normal(0, 1, (BH // 64 + 2, BW // 64 + 2))
    low = np.asarray(Image.fromarray(((low - low.min()) / np.ptp(low) * 255).astype(np.uint8)).resize(
        (BW, BH), Image.BICUBIC)).astype(np.float32) / 255
    streak = np.sin(np.linspace(0, 60, BH))[:, None] * 6
    base = np.stack([55 + 25 * low + streak, 42 + 20 * low + streak, 35 + 15 * low + streak], -1)
    base += rng.normal(0, 4, base.shape)
    bg = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8))
    ox, oy = (BW - w) / 2, (BH - h) / 2
    j = lambda s: rng.uniform(-s, s)
    k = 0.035 * w  # keystone: top edge narrower
    dst = [(ox + k + j(0.01 * w), oy + j(0.01 * h)), (ox + w - k + j(0.01 * w), oy + j(0.01 * h)),
           (ox + w + j(0.01 * w), oy + h + j(0.008 * h)), (ox + j(0.01 * w), oy + h + j(0.008 * h))]
    # small rotation of the quad around its centre
    ang = np.deg2rad(rng.uniform(-3, 3))
    cx, cy = BW / 2, BH / 2
    dst = [(cx + (x - cx) * np.cos(ang) - (y - cy) * np.sin(ang),
            cy + (x - cx) * np.sin(ang) + (y - cy) * np.cos(ang)) for x, y in dst]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = perspective_coeffs(dst, src)
    warped = doc.transform((BW, BH), Image.PERSPECTIVE, co, Image.BICUBIC)
    mask = Image.new('L', (w, h), 255).transform((BW, BH), Image.PERSPECTIVE, co, Image.BICUBIC)
    # soft shadow under the paper
    shadow = mask.filter(ImageFilter.GaussianBlur(25))
    bga = np.asarray(bg).astype(np.float32) * (1 - 0.45 * (np.asarray(shadow, np.float32) / 255)[..., None])
    bg = Image.fromarray(np.clip(bga, 0, 255).astype(np.uint8))
    bg.paste(warped, (0, 0), mask)
    # light gradient (brighter top-right) + darker half
    a = np.asarray(bg).astype(np.float32)
    gx = np.linspace(0.78, 1.05, BW)[None, :]
    gy = np.linspace(1.02, 0.85, BH)[:, None]
    a = a * (gx * gy)[..., None]
    a += rng.normal(0, 5, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(1.1))
    scale = 2200 / max(BW, BH)
    img = img.resize((int(BW * scale), int(BH * scale)), Image.LANCZOS)
    quad = [[round(x * scale, 1), round(y * scale, 1)] for x, y in dst]
    return img, quad


def main():
    spec = json.loads(sys.argv[2])
    name = spec['name']
    pdf = f'{OUT}/{name}.pdf'
    base = f'{OUT}/raster/{name}'
    subprocess.run(['mkdir', '-p', f'{OUT}/raster'], check=True)
    cmd = ['pdftoppm', '-r', str(spec['dpi']), '-png', '-singlefile']
    if spec.get('gray'):
        cmd.append('-gray')
    subprocess.run(cmd + [pdf, base], check=True)
    clean = Image.open(base + '.png')
    seed = sum(map(ord, name))
    png = degrade(clean, spec['png'], seed) if spec['png'] else clean.convert('L')
    png.save(f'{OUT}/{name}.png', dpi=(spec['dpi'], spec['dpi']))
    jd = spec.get('jpg')
    if jd:
        if jd.get('photo'):
            img, quad = photo(clean, seed + 1)
            img.save(f'{OUT}/{name}.jpg', quality=85)
            json.dump(quad, open(f'{OUT}/{name}.quad.json', 'w'))
        else:
            img = degrade(clean, jd, seed + 2)
            img.save(f'{OUT}/{name}.jpg', quality=jd.get('quality', 60), dpi=(spec['dpi'], spec['dpi']))


if __name__ == '__main__':
    main()
