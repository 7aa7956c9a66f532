"""Writes a copy of a font without the code points given (hex), with every layout feature and name kept, so that
every sequence using one of them has no glyph: python3 subset_font.py FONT OUT CODEPOINT... (needs fontTools)."""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

font = TTFont(sys.argv[1])
dropped = {int(code, 16) for code in sys.argv[3:]}
options = subset.Options()
options.layout_features = ["*"]
options.name_IDs = ["*"]
options.name_languages = ["*"]
options.notdef_outline = True
options.recalc_bounds = False
subsetter = subset.Subsetter(options)
# Every code point but the dropped: the font's cmap alone would lose U+FE0F, which only its variation-sequence
# subtable names, and with it every sequence that holds one.
subsetter.populate(unicodes=set(range(0x110000)) - dropped)
subsetter.subset(font)
font.save(sys.argv[2])
