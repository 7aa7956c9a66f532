#!/usr/bin/env python3
"""Draws the shipped sticker pack 'doudou' (our own round faces) and its pack.json.

Usage: python3 assets/make-doudou-pack.py   (needs numpy; writes assets/packs/doudou/)
"""
import json
import struct
import zlib
from pathlib import Path

import numpy as np

SIZE = 96
SAMPLES = 4  # supersampling per axis, for smooth edges
OUT = Path(__file__).parent / "packs" / "doudou"


def canvas():
    n = SIZE * SAMPLES
    ys, xs = np.mgrid[0:n, 0:n].astype(np.float32)
    return (xs + 0.5) / SAMPLES, (ys + 0.5) / SAMPLES, np.zeros((n, n, 4), np.float32)


def paint(img, mask, rgb, alpha=1.0):
    color = np.array([c / 255 for c in rgb] + [1.0], np.float32)
    a = (mask.astype(np.float32) * alpha)[..., None]
    img[:] = img * (1 - a) + color * a


def ellipse(x, y, cx, cy, rx, ry):
    return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1


def arc(x, y, cx, cy, r, width, upper):
    d = np.hypot(x - cx, y - cy)
    ring = np.abs(d - r) <= width / 2
    return ring & ((y <= cy) if upper else (y >= cy))


def heart(x, y, cx, cy, s):
    u, v = (x - cx) / s, -(y - cy) / s
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0


def face(x, y, img, color=(255, 204, 77)):
    paint(img, ellipse(x, y, 48, 50, 42, 42), (196, 140, 30))
    paint(img, ellipse(x, y, 48, 49, 40, 40), color)
    paint(img, ellipse(x, y, 38, 34, 16, 9), (255, 236, 170), 0.6)


def eyes(x, y, img, kind="dot"):
    for cx in (34, 62):
        if kind == "dot":
            paint(img, ellipse(x, y, cx, 44, 5, 7), (70, 40, 20))
        elif kind == "happy":
            paint(img, arc(x, y, cx, 47, 7, 3.5, upper=True), (70, 40, 20))
        elif kind == "sad":
            paint(img, arc(x, y, cx, 41, 7, 3.5, upper=False), (70, 40, 20))
        elif kind == "x":
            d1 = np.abs((x - cx) - (y - 44)) <= 2.2
            d2 = np.abs((x - cx) + (y - 44)) <= 2.2
            paint(img, (d1 | d2) & ellipse(x, y, cx, 44, 7, 7), (70, 40, 20))
        elif kind == "big":
            paint(img, ellipse(x, y, cx, 43, 8, 10), (255, 255, 255))
            paint(img, ellipse(x, y, cx, 44, 4.5, 6), (70, 40, 20))


def smile(x, y, img, wide=False):
    if wide:
        paint(img, ellipse(x, y, 48, 62, 18, 14) & (y >= 60), (120, 40, 30))
        paint(img, ellipse(x, y, 48, 70, 9, 5) & (y >= 66), (240, 100, 100))
    else:
        paint(img, arc(x, y, 48, 56, 14, 4, upper=False), (120, 40, 30))


def frown(x, y, img):
    paint(img, arc(x, y, 48, 74, 12, 4, upper=True), (120, 40, 30))


def tears(x, y, img):
    for cx in (22, 74):
        paint(img, ellipse(x, y, cx, 60, 6, 11), (90, 170, 255))


def draw(name):
    x, y, img = canvas()
    if name == "xiaoku":
        face(x, y, img); eyes(x, y, img, "happy"); smile(x, y, img, wide=True); tears(x, y, img)
    elif name == "kaixin":
        face(x, y, img); eyes(x, y, img, "happy"); smile(x, y, img, wide=True)
        for cx in (26, 70):
            paint(img, ellipse(x, y, cx, 58, 7, 4), (255, 140, 140), 0.7)
    elif name == "weixiao":
        face(x, y, img); eyes(x, y, img, "dot"); smile(x, y, img)
    elif name == "shengqi":
        face(x, y, img, (255, 120, 80)); eyes(x, y, img, "dot")
        for cx, sign in ((34, 1), (62, -1)):
            paint(img, (np.abs((y - 33) - sign * 0.45 * (x - cx)) <= 2.2) & (np.abs(x - cx) <= 10), (70, 40, 20))
        frown(x, y, img)
    elif name == "ku":
        face(x, y, img); eyes(x, y, img, "sad"); frown(x, y, img); tears(x, y, img)
    elif name == "aixin":
        face(x, y, img); smile(x, y, img)
        for cx in (34, 62):
            paint(img, heart(x, y, cx, 44, 9), (230, 40, 70))
    elif name == "jingya":
        face(x, y, img); eyes(x, y, img, "big"); paint(img, ellipse(x, y, 48, 68, 7, 9), (120, 40, 30))
    elif name == "kun":
        face(x, y, img); eyes(x, y, img, "sad"); paint(img, ellipse(x, y, 48, 66, 5, 3), (120, 40, 30))
        for cx, cy, s in ((72, 22, 6), (82, 12, 4)):
            paint(img, ellipse(x, y, cx, cy, s, s), (120, 160, 255), 0.9)
    elif name == "yun":
        face(x, y, img); eyes(x, y, img, "x"); paint(img, ellipse(x, y, 48, 66, 8, 5), (120, 40, 30))
    elif name == "ku2":
        face(x, y, img); smile(x, y, img)
        paint(img, (np.abs(y - 42) <= 8) & (np.abs(x - 48) <= 32) & ~((np.abs(x - 48) <= 3) & (y > 40)), (30, 30, 40))
    elif name == "zaijian":
        face(x, y, img); eyes(x, y, img, "happy"); smile(x, y, img)
        paint(img, ellipse(x, y, 84, 30, 9, 12), (255, 204, 77))
        paint(img, ellipse(x, y, 84, 30, 7, 10), (255, 220, 120))
    return downsample(img)


def downsample(img):
    n = SIZE
    premultiplied = img.copy()
    premultiplied[..., :3] *= premultiplied[..., 3:4]
    small = premultiplied.reshape(n, SAMPLES, n, SAMPLES, 4).mean(axis=(1, 3))
    alpha = small[..., 3:4]
    rgb = np.where(alpha > 0, small[..., :3] / np.maximum(alpha, 1e-6), 0)
    return (np.concatenate([rgb, alpha], axis=2) * 255 + 0.5).clip(0, 255).astype(np.uint8)


def write_png(path, pixels):
    height, width, _ = pixels.shape
    raw = b"".join(b"\x00" + pixels[row].tobytes() for row in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


STICKERS = [
    ("xiaoku", "[笑哭]", "laughing to tears"),
    ("kaixin", "[开心]", "happy"),
    ("weixiao", "[微笑]", "smile"),
    ("shengqi", "[生气]", "angry"),
    ("ku", "[哭]", "crying"),
    ("aixin", "[爱心眼]", "heart eyes"),
    ("jingya", "[惊讶]", "surprised"),
    ("kun", "[困]", "sleepy"),
    ("yun", "[晕]", "dizzy"),
    ("ku2", "[酷]", "cool"),
    ("zaijian", "[再见]", "bye"),
]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for file, _, _ in STICKERS:
        write_png(OUT / f"{file}.png", draw(file))
    manifest = {
        "name": "豆豆 Doudou",
        "cover": "kaixin.png",
        "stickers": [{"code": code, "image": f"{file}.png", "name_en": english, "name_zh": code[1:-1]}
                     for file, code, english in STICKERS],
    }
    (OUT / "pack.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {len(STICKERS)} stickers to {OUT}")


if __name__ == "__main__":
    main()
