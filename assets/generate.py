#!/usr/bin/env python3
"""Generates the emoji catalog, its group names, pinyin readings and the SoftBank legacy table from Debian's Unicode data.

Usage: python3 assets/generate.py [UNICODE_DIR] [OUT_DIR] [KEYWORD_CLDR_DIR]
Defaults: /usr/share/unicode (packages unicode-data, unicode-cldr-core) and this folder; with KEYWORD_CLDR_DIR (a CLDR
`common` folder) the keywords of the emoji it annotates come from it (see write_catalog).
Writes emoji.tsv, groups.tsv, pinyin.tsv and softbank.tsv; the output depends only on the input files (the Unicode
data, and this folder's kaomoji.tsv and packs/*/pack.json, whose Chinese text must have readings).
"""
import bz2
import json
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

SKIN_TONES = {chr(c) for c in range(0x1F3FB, 0x1F400)}
FE0F = "\ufe0f"


def read_emoji_test(path):
    """Yields (group, subgroup, emoji, name, Emoji version) for every fully-qualified line, in file order."""
    group = subgroup = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# group: "):
            group = line[len("# group: "):].strip()
        elif line.startswith("# subgroup: "):
            subgroup = line[len("# subgroup: "):].strip()
        elif line and not line.startswith("#"):
            points, rest = line.split(";", 1)
            status, comment = rest.split("#", 1)
            if status.strip() != "fully-qualified":
                continue
            emoji = "".join(chr(int(p, 16)) for p in points.split())
            version = re.match(r"^\S+ E(\d+\.\d+) ", comment.strip()).group(1)
            name = re.sub(r"^\S+ E\d+\.\d+ ", "", comment.strip())
            yield group, subgroup, emoji, name, version


def emoji_test_version(path):
    return re.search(r"^# Version: (\S+)", path.read_text(encoding="utf-8"), re.MULTILINE).group(1)


# Emoji newer than emoji-test.txt's (Emoji 18.0, from the emoji package): each base goes after the emoji named here,
# in that emoji's subgroup, where emoji-test.txt 18.0 orders it; its skin tones follow it. A newer emoji missing here
# stops the generator, so none lands in a place nobody chose.
NEWER_PLACEMENT = {
    "\U0001FAEB": "\U0001FAE0",  # cracking face after melting face
    "\U0001FAF9": "\U0001F44E",  # leftwards thumb sign after thumbs down
    "\U0001FAFA": "\U0001FAF9",  # rightwards thumb sign after leftwards thumb sign
    "\U0001FACC": "\U0001F98B",  # monarch butterfly after butterfly
    "\U0001FADD": "\U0001F952",  # pickle after cucumber
    "\U0001F6D9": "\U0001F6A7",  # lighthouse after construction
    "\U0001FA8B": "\u2604\ufe0f",  # meteor after comet
    "\U0001FA8C": "\U0001F4DD",  # eraser after memo
    "\U0001FA8D": "\U0001F5DD\ufe0f",  # net with handle after old key
}
TONE_NAMES = ["light skin tone", "medium-light skin tone", "medium skin tone", "medium-dark skin tone", "dark skin tone"]


def newer_entries(entries):
    """The entries with the emoji package's fully-qualified emoji that emoji-test.txt lacks put in (see
    NEWER_PLACEMENT), named from unicodedata2; the package must agree with emoji-test.txt on every emoji both know."""
    import emoji as emoji_package
    import unicodedata2
    package = {text: data for text, data in emoji_package.EMOJI_DATA.items()
               if data["status"] == emoji_package.STATUS["fully_qualified"]}
    known = {entry[2] for entry in entries}
    newest = max(float(entry[4]) for entry in entries)
    disagreeing = {text for text, data in package.items() if data["E"] <= newest} ^ known
    if disagreeing:
        raise SystemExit(f"the emoji package and emoji-test.txt disagree on {len(disagreeing)} emoji: {sorted(disagreeing)[:5]}")
    extra = [text for text in package if text not in known]
    bases = [text for text in extra if not any(c in SKIN_TONES for c in text)]
    entries = list(entries)
    for base in sorted(bases, key=lambda text: list(NEWER_PLACEMENT).index(text) if text in NEWER_PLACEMENT else -1):
        if base not in NEWER_PLACEMENT:
            raise SystemExit(f"Emoji {package[base]['E']} {base} {package[base]['en']} has no place: add it to NEWER_PLACEMENT")
        after = NEWER_PLACEMENT[base]
        index = next(i for i, entry in enumerate(entries) if entry[2] == after)
        group, subgroup, _, after_name, _ = entries[index]
        index += 1
        while index < len(entries) and entries[index][3] != after_name and base_name(entries[index][3]) == after_name:
            index += 1
        name = unicodedata2.name(base[0]).lower()
        version = f"{package[base]['E']:.1f}"
        toned = [(group, subgroup, base + modifier, f"{name}: {tone}", version)
                 for modifier, tone in zip(sorted(SKIN_TONES), TONE_NAMES) if base + modifier in package]
        entries[index:index] = [(group, subgroup, base, name, version)] + toned
    if len(entries) != len(package):
        raise SystemExit(f"{len(package)} emoji in the emoji package, {len(entries)} placed")
    return entries


def read_annotations(cldr_dir, locale):
    """Maps an emoji (without FE0F) to (name, keywords) from CLDR annotations and derived annotations."""
    table = {}
    for folder in ("annotations", "annotationsDerived"):
        path = cldr_dir / folder / f"{locale}.xml"
        if not path.exists():
            continue
        for node in ET.parse(path).getroot().iter("annotation"):
            key = node.get("cp", "").replace(FE0F, "")
            name, keywords = table.get(key, ("", ""))
            text = (node.text or "").strip()
            if node.get("type") == "tts":
                name = text
            else:
                keywords = "|".join(k.strip() for k in text.split("|") if k.strip())
            table[key] = (name, keywords)
    return table


FACING_RIGHT = "\u200d\u27a1\ufe0f"


def is_variant(emoji):
    """Skin-tone variants, and the facing-right forms of a person (🚶‍➡️ of 🚶): offered from their base's cell."""
    return any(c in SKIN_TONES for c in emoji) or emoji.endswith(FACING_RIGHT)


def base_name(name):
    """The emoji-test.txt name of a variant's base: its name without skin tones and facing: "kiss: woman, man, light
    skin tone" -> "kiss: woman, man", "person walking facing right: medium skin tone" -> "person walking"."""
    head, colon, tail = name.partition(": ")
    head = head.removesuffix(" facing right")
    if not colon:
        return head
    kept = [part for part in tail.split(", ") if not part.endswith("skin tone")]
    return head + (": " + ", ".join(kept) if kept else "")


def base_of(emoji, name, bases):
    """The base of a variant, from the bases seen so far by name: the name without tones and facing ("kiss: woman,
    man"), else the emoji without its tones, else the name's head (the two-tone "kiss: person, person, ..." of 💏)."""
    stripped = "".join(c for c in emoji if c not in SKIN_TONES)
    by_text = set(bases.values())
    for candidate in (bases.get(base_name(name)), stripped, stripped + FE0F, bases.get(name.partition(": ")[0])):
        if candidate in by_text:
            return candidate
    return None


def clean(text):
    return re.sub(r"[\t\r\n]", " ", text)


def write_catalog(unicode_dir, out_dir, keyword_cldr=None):
    """`keyword_cldr`: another CLDR `common` folder whose keywords, where it has an emoji's, are taken instead of the
    newest CLDR's (make catalog passes Debian 12's CLDR 41: the search ranking is tuned and evaluated on its keywords,
    and CLDR 48's longer lists cost `make eval` 4 points of top-3 in English, docs/benchmarks.md)."""
    test_file = unicode_dir / "emoji" / "emoji-test.txt"
    entries = newer_entries(list(read_emoji_test(test_file)))
    cldr = unicode_dir / "cldr" / "common"
    english, chinese = read_annotations(cldr, "en"), read_annotations(cldr, "zh")
    if keyword_cldr is not None:
        for table, locale in ((english, "en"), (chinese, "zh")):
            for key, (_, keywords) in read_annotations(keyword_cldr, locale).items():
                if key in table and keywords:
                    table[key] = (table[key][0], keywords)
    newest = max((entry[4] for entry in entries), key=float)
    lines = [f"# Generated by assets/generate.py from emoji-test.txt (Emoji {emoji_test_version(test_file)}), the emoji package"
             f" (to Emoji {newest}) and CLDR annotations; do not edit.",
             "# @group NAME / @subgroup NAME, then: emoji, base (empty for a base), English name, Chinese name, English keywords, Chinese keywords, Emoji version"]
    group = subgroup = None
    bases = {}
    for g, s, emoji, fallback, version in entries:
        if g != group:
            group = g
            lines.append(f"@group\t{g}")
        if s != subgroup:
            subgroup = s
            lines.append(f"@subgroup\t{s}")
        base = base_of(emoji, fallback, bases) if is_variant(emoji) else ""
        if base is None:
            raise SystemExit(f"{emoji} {fallback}: no base named {base_name(fallback)!r} before it")
        else:
            bases[fallback] = emoji
        key = emoji.replace(FE0F, "")
        en_name, en_keywords = english.get(key, ("", ""))
        zh_name, zh_keywords = chinese.get(key, ("", ""))
        lines.append("\t".join(clean(x) for x in (emoji, base, en_name or fallback, zh_name or en_name or fallback,
                                                 en_keywords, zh_keywords, version)))
    (out_dir / "emoji.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(entries)


# SoftBank's private-use pages and the Shift-JIS lead bytes they follow, in page order.
SOFTBANK_PAGES = [(0xE001, 0x5A, 0xF9, 0x41), (0xE101, 0x5A, 0xF7, 0x41), (0xE201, 0x53, 0xF7, 0xA1),
                  (0xE301, 0x4D, 0xF9, 0xA1), (0xE401, 0x4C, 0xFB, 0x41), (0xE501, 0x3E, 0xFB, 0xA1)]


def softbank_sjis_to_pua():
    """Shift-JIS trail bytes skip 0x7F, so the private-use offset and the trail byte diverge after 0x7E."""
    table = {}
    for first, count, lead, trail in SOFTBANK_PAGES:
        for offset in range(count):
            byte = trail + offset
            if trail < 0x80 and byte >= 0x7F:
                byte += 1
            table[(lead << 8) | byte] = first + offset
    return table


def write_softbank(unicode_dir, out_dir):
    pua = softbank_sjis_to_pua()
    rows = []
    for line in (unicode_dir / "EmojiSources.txt").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        unicode, _docomo, _kddi, softbank = line.split(";")
        if not softbank.strip():
            continue
        code = int(softbank, 16)
        if code not in pua:
            raise SystemExit(f"SoftBank code {softbank} is outside the six private-use pages")
        rows.append((pua[code], "".join(chr(int(p, 16)) for p in unicode.split())))
    rows.sort()
    lines = ["# Generated by assets/generate.py from EmojiSources.txt; do not edit.",
             "# SoftBank private-use code point (hex), standard Unicode text"]
    lines += [f"{cp:04X}\t{text}" for cp, text in rows]
    (out_dir / "softbank.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(rows)


# CLDR `characterLabel` types naming each emoji-test group and subgroup in other languages. CLDR has labels for the
# groups (except "emotion" and "people & body" as such: those get "smiley", "person", "body" and the shared
# "smileys_people") and for about half of the subgroups; a subgroup missing here has no Chinese name.
GROUP_LABELS = {
    "Smileys & Emotion": ["smiley", "smileys_people"],
    "People & Body": ["person", "body", "smileys_people"],
    "Animals & Nature": ["animals_nature"],
    "Food & Drink": ["food_drink"],
    "Travel & Places": ["travel_places"],
    "Activities": ["activities"],
    "Objects": ["objects"],
    "Symbols": ["symbols"],
    "Flags": ["flags"],
}
SUBGROUP_LABELS = {
    **{name: ["smiley"] for name in ("face-smiling", "face-affection", "face-tongue", "face-hand", "face-neutral-skeptical",
                                     "face-sleepy", "face-unwell", "face-hat", "face-glasses", "face-concerned",
                                     "face-negative", "face-costume")},
    "cat-face": ["animal"], "monkey-face": ["animal"], "heart": ["heart"],
    **{name: ["body"] for name in ("hand-fingers-open", "hand-fingers-partial", "hand-single-finger", "hand-fingers-closed",
                                   "hands", "hand-prop", "body-parts")},
    **{name: ["person"] for name in ("person", "person-gesture", "person-role", "person-fantasy", "person-activity",
                                     "person-resting", "family", "person-symbol")},
    "person-sport": ["person", "sport"],
    **{name: ["animal"] for name in ("animal-mammal", "animal-bird", "animal-amphibian", "animal-reptile", "animal-marine",
                                     "animal-bug")},
    "plant-flower": ["plant"], "plant-other": ["plant"],
    "place-map": ["place"], "place-geographic": ["place"], "place-other": ["place"],
    "place-building": ["building"], "place-religious": ["building"],
    "transport-ground": ["travel"], "transport-water": ["travel"], "transport-air": ["travel"],
    "sky & weather": ["weather"], "sport": ["sport"], "music": ["musical_symbols"],
    "transport-sign": ["sign_standard_symbols"], "warning": ["sign_standard_symbols"], "arrow": ["arrows"],
    "gender": ["female", "male"], "math": ["math_symbols"], "punctuation": ["punctuation"],
    "currency": ["currency_symbols"], "keycap": ["keycap"], "geometric": ["geometric_shapes"],
    "flag": ["flag"], "country-flag": ["flag"], "subdivision-flag": ["flag"],
}
# Tabs of our own that CLDR does not name.
OWN_TABS = [("Kaomoji", ["颜文字"])]
# Names of our own beside CLDR's, for subgroups people call otherwise: 国旗 (national flag) finds 🇯🇵 as 日本国旗 and
# ribenguoqi, where CLDR's 旗 alone leaves 国 unread.
OWN_SUBGROUP_NAMES = {"country-flag": ["国旗"]}


def read_character_labels(cldr_dir, locale):
    root = ET.parse(cldr_dir / "main" / f"{locale}.xml").getroot()
    return {node.get("type"): (node.text or "").strip() for node in root.iter("characterLabel")}


def write_groups(unicode_dir, out_dir):
    """Returns the Chinese text written, for the pinyin table, and the subgroups CLDR has no name for."""
    labels = read_character_labels(unicode_dir / "cldr" / "common", "zh")
    lines = ["# Generated by assets/generate.py from emoji-test.txt and CLDR characterLabel (zh); do not edit.",
             "# group, subgroup or tab; its English name as in emoji.tsv; its Chinese names separated by | (empty where CLDR has none)"]
    seen = set()
    unnamed = []
    for group, subgroup, _emoji, _name, _version in read_emoji_test(unicode_dir / "emoji" / "emoji-test.txt"):
        if group == "Component":
            continue
        for kind, name, table in (("group", group, GROUP_LABELS), ("subgroup", subgroup, SUBGROUP_LABELS)):
            if (kind, name) in seen:
                continue
            seen.add((kind, name))
            chinese = [labels[label] for label in table.get(name, []) if labels.get(label)]
            chinese += OWN_SUBGROUP_NAMES.get(name, []) if kind == "subgroup" else []
            if not chinese:
                unnamed.append(name)
            lines.append(f"{kind}\t{name}\t{'|'.join(chinese)}")
    lines += [f"tab\t{name}\t{'|'.join(chinese)}" for name, chinese in OWN_TABS]
    (out_dir / "groups.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return "\n".join(lines), unnamed


def toneless(reading):
    """xiào -> xiao, lǜ -> lv (ü is written v, as pinyin input methods do)."""
    decomposed = unicodedata.normalize("NFD", reading.lower())
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) or c == "\u0308")
    return unicodedata.normalize("NFC", kept).replace("ü", "v")


def read_readings(unicode_dir):
    """Every Mandarin reading of every Han character: characters of modern standard Chinese (those in the Xiandai Hanyu
    Cidian or the General Standard table) take kMandarin, kXHC1983 and kTGHZ2013; the others (traditional and rare
    characters) kMandarin and kHanyuPinyin."""
    fields = {}
    with bz2.open(unicode_dir / "Unihan_Readings.txt.bz2", "rt", encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("#") or not line.strip():
                continue
            code, key, value = line.rstrip("\n").split("\t")
            if key in ("kMandarin", "kXHC1983", "kTGHZ2013", "kHanyuPinyin"):
                fields.setdefault(chr(int(code[2:], 16)), {})[key] = value
    table = {}
    for char, found in fields.items():
        readings = found.get("kMandarin", "").split()
        if "kXHC1983" in found or "kTGHZ2013" in found:
            for key in ("kXHC1983", "kTGHZ2013"):
                readings += [item.split(":")[1] for item in found.get(key, "").split()]
        else:
            readings += [r for item in found.get("kHanyuPinyin", "").split() for r in item.split(":")[1].split(",")]
        cleaned = []
        for reading in map(toneless, readings):
            if not re.fullmatch("[a-z]{1,6}", reading):
                raise SystemExit(f"unexpected reading {reading!r} of {char}")
            if reading not in cleaned:
                cleaned.append(reading)
        if cleaned:
            table[char] = cleaned
    return table


def is_han(char):
    return unicodedata.name(char, "").startswith("CJK UNIFIED IDEOGRAPH") or "\uF900" <= char <= "\uFAFF"


def write_pinyin(unicode_dir, out_dir, chinese_text):
    """Readings of every character of the CJK Unified Ideographs block (what sticker packs are written in) and of every
    Han character of our own Chinese text, one line per reading."""
    readings = read_readings(unicode_dir)
    wanted = {c for c in readings if "\u4E00" <= c <= "\u9FFF"}
    needed = {c for c in chinese_text if is_han(c)}
    missing = sorted(needed - set(readings))
    if missing:
        raise SystemExit(f"no Unihan reading for {''.join(missing)}")
    by_reading = {}
    for char in sorted(wanted | needed):
        for reading in readings[char]:
            by_reading.setdefault(reading, []).append(char)
    lines = ["# Generated by assets/generate.py from Unihan_Readings.txt (kMandarin, kXHC1983, kTGHZ2013, kHanyuPinyin); do not edit.",
             "# Toneless pinyin (ü written v), then every Han character read so: all readings of the CJK Unified Ideographs",
             "# block and of the Han characters in emoji.tsv, groups.tsv, kaomoji.tsv and the shipped packs."]
    lines += [f"{reading}\t{''.join(chars)}" for reading, chars in sorted(by_reading.items())]
    (out_dir / "pinyin.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(wanted | needed), len(by_reading)


def own_chinese_text(assets_dir):
    """Our own text with Chinese in it: the kaomoji names and the shipped packs' names, codes and sticker names."""
    text = (assets_dir / "kaomoji.tsv").read_text(encoding="utf-8")
    for pack in sorted((assets_dir / "packs").glob("*/pack.json")):
        text += json.dumps(json.loads(pack.read_text(encoding="utf-8")), ensure_ascii=False)
    return text


def main():
    unicode_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode")
    out_dir = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).parent)
    keyword_cldr = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    print(f"emoji.tsv: {write_catalog(unicode_dir, out_dir, keyword_cldr)} emoji; softbank.tsv: {write_softbank(unicode_dir, out_dir)} code points")
    group_text, unnamed = write_groups(unicode_dir, out_dir)
    print(f"groups.tsv: {len(unnamed)} subgroups without a Chinese name in CLDR: {', '.join(unnamed)}")
    chinese_text = (out_dir / "emoji.tsv").read_text(encoding="utf-8") + group_text + own_chinese_text(Path(__file__).parent)
    characters, syllables = write_pinyin(unicode_dir, out_dir, chinese_text)
    print(f"pinyin.tsv: {characters} Han characters, {syllables} toneless syllables")


if __name__ == "__main__":
    main()
