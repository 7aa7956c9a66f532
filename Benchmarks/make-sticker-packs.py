#!/usr/bin/env python3
"""Writes sticker packs for benchmarks: COUNT stickers split over PACKS pack.json folders in DIR.

Usage: Benchmarks/make-sticker-packs.py DIR [COUNT] [PACKS]   (defaults 10000 stickers in 5 packs)

Each sticker gets its own file name and code ([bench-P-N]); the images are 64 distinct 96x96 PNGs (coloured discs),
hard-linked (or copied where links fail) so that ten thousand stickers cost little disk.
"""
import json
import os
import struct
import sys
import zlib

SIDE = 96
DISTINCT = 64


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def disc_png(index):
    """A disc whose hue follows `index`, on a transparent background, as PNG bytes (RGBA, 8 bits)."""
    hue = index / DISTINCT
    red, green, blue = (int(255 * max(0.0, min(1.0, abs((hue * 6 + shift) % 6 - 3) - 1))) for shift in (0, 4, 2))
    radius = SIDE / 2 - 2 - index % 8
    rows = bytearray()
    for y in range(SIDE):
        rows.append(0)
        for x in range(SIDE):
            inside = (x - SIDE / 2 + 0.5) ** 2 + (y - SIDE / 2 + 0.5) ** 2 <= radius ** 2
            rows += bytes((red, green, blue, 255)) if inside else b"\0\0\0\0"
    header = struct.pack(">IIBBBBB", SIDE, SIDE, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    packs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    images = os.path.join(out, ".images")
    os.makedirs(images, exist_ok=True)
    sources = []
    for index in range(DISTINCT):
        path = os.path.join(images, f"disc{index}.png")
        with open(path, "wb") as file:
            file.write(disc_png(index))
        sources.append(path)
    per_pack = (count + packs - 1) // packs
    made = 0
    for pack in range(packs):
        folder = os.path.join(out, f"bench{pack}")
        os.makedirs(folder, exist_ok=True)
        stickers = []
        for number in range(min(per_pack, count - made)):
            name = f"s{number:05d}.png"
            target = os.path.join(folder, name)
            if not os.path.exists(target):
                try:
                    os.link(sources[(made + number) % DISTINCT], target)
                except OSError:
                    with open(sources[(made + number) % DISTINCT], "rb") as source, open(target, "wb") as copy:
                        copy.write(source.read())
            stickers.append({"code": f"[bench-{pack}-{number}]", "image": name, "name_en": f"bench {pack} {number}"})
        made += len(stickers)
        with open(os.path.join(folder, "pack.json"), "w") as manifest:
            json.dump({"name": f"Bench {pack}", "cover": stickers[0]["image"], "stickers": stickers}, manifest)
    print(f"{made} stickers in {packs} packs under {out}")


if __name__ == "__main__":
    main()
