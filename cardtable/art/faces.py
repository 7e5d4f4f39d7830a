"""Card faces: corner indices, pip layouts, aces and courts for the French and the William Tell
style. ``face_svg(style, code)`` returns the SVG text of one card."""

from __future__ import annotations

from collections.abc import Mapping

from . import figures
from .suits import sign, suit_colour
from .svg import CX, CY, GLYPHS, H, W, document, el, glyph_text, group, num, path, text_width, translate

STYLES = ("french", "french4", "tell")
RANKS = "AKQJT9876"
SUITS = "CDHS"
PAPER = "#fffdf8"
EDGE = "#8a8a8a"

#: Index labels: French ranks, and the Austrian indices of the Tell deck (U, O, K, A, numbers). The
#: French decks' letters follow the player's language (``face_svg(..., indices)``); the Tell deck's
#: are its own in every language.
LABELS = {
    "french": {"A": "A", "K": "K", "Q": "Q", "J": "J", "T": "10"},
    "tell": {"A": "A", "K": "K", "Q": "O", "J": "U", "T": "10"},
}
#: The ranks whose index letter a French deck takes from the player's language.
LETTERED = "JQKA"
SUIT_NAMES = {
    "french": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"},
    "tell": {"C": "Eichel (acorns)", "D": "Schellen (bells)", "H": "Herz (hearts)", "S": "Laub (leaves)"},
}
RANK_NAMES = {
    "french": {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten"},
    "tell": {"A": "Daus", "K": "König", "Q": "Ober", "J": "Unter", "T": "10"},
}

COLS = (72.0, 120.0, 168.0)
TOP, BOTTOM = 74.0, 262.0
_ROWS4 = (TOP, TOP + (BOTTOM - TOP) / 3, TOP + 2 * (BOTTOM - TOP) / 3, BOTTOM)
PIPS: dict[str, list[tuple[float, float]]] = {
    "6": [(x, y) for y in (TOP, CY, BOTTOM) for x in (COLS[0], COLS[2])],
    "7": [(x, y) for y in (TOP, CY, BOTTOM) for x in (COLS[0], COLS[2])] + [(CX, (TOP + CY) / 2)],
    "8": [(x, y) for y in (TOP, CY, BOTTOM) for x in (COLS[0], COLS[2])]
    + [(CX, (TOP + CY) / 2), (CX, (CY + BOTTOM) / 2)],
    "9": [(x, y) for y in _ROWS4 for x in (COLS[0], COLS[2])] + [(CX, CY)],
    "T": [(x, y) for y in _ROWS4 for x in (COLS[0], COLS[2])]
    + [(CX, (_ROWS4[0] + _ROWS4[1]) / 2), (CX, (_ROWS4[2] + _ROWS4[3]) / 2)],
}


def family(style: str) -> str:
    return "tell" if style == "tell" else "french"


def card_name(style: str, code: str) -> str:
    """A readable name for titles and screen readers, e.g. 'Ober of Laub (leaves)'."""
    fam = family(style)
    rank, suit = code[0], code[1]
    rank_name = RANK_NAMES[fam].get(rank, rank)
    return f"{rank_name} of {SUIT_NAMES[fam][suit]}"


def _paper() -> str:
    return el("rect", x=1, y=1, width=W - 2, height=H - 2, rx=14, fill=PAPER, stroke=EDGE, stroke_width=1.5)


def check_indices(indices: Mapping[str, str]) -> None:
    """Index letters the stroke font can draw, one for each lettered rank (a typo in a catalogue
    is caught where the letters are chosen, not as a blank corner)."""
    for rank, letter in indices.items():
        if rank not in LETTERED or len(letter) != 1 or letter not in GLYPHS:
            raise ValueError(f"no index {letter!r} for rank {rank!r}")


def _index(style: str, rank: str, suit: str, indices: Mapping[str, str]) -> str:
    label = LABELS[family(style)].get(rank, rank)
    if family(style) == "french":
        label = indices.get(rank, label)
    colour = suit_colour(style, suit) if style != "tell" else "#2b1d12"
    height = 26.0
    width = text_width(label, height)
    x = 24 - width / 2
    parts = [glyph_text(label, x, 14, height, colour, weight=3.2)]
    if label in ("6", "9"):
        # Underlined, as on printed decks: Bura's trump card lies sideways, where a 6 and a 9 look alike.
        parts.append(el("rect", x=num(x - 1), y=43.6, width=num(width + 2), height=2.8, rx=1.4, fill=colour))
    parts.append(group([sign(style, suit)], transform=translate(24, 60, 0.26 if style == "tell" else 0.21)))
    corner = group(parts)
    return corner + group([corner], transform=f"rotate(180 {CX:g} {CY:g})")


def _pips(style: str, rank: str, suit: str) -> list[str]:
    upright = style == "tell"
    scale = (0.44 if rank == "T" else 0.48) if upright else 0.36
    out = []
    for x, y in PIPS[rank]:
        turn = 180.0 if (y > CY and not upright) else 0.0
        out.append(group([sign(style, suit)], transform=translate(x, y, scale, turn)))
    return out


def _french_ace(style: str, suit: str) -> list[str]:
    colour = suit_colour(style, suit)
    parts = [
        el("circle", cx=CX, cy=CY, r=78, fill="none", stroke=colour, stroke_width=1.4),
        el("circle", cx=CX, cy=CY, r=72, fill="none", stroke=colour, stroke_width=0.8, stroke_dasharray="2 4"),
    ]
    for i in range(16):
        parts.append(
            group(
                [el("circle", cx=0, cy=-78, r=3.2 if i % 2 == 0 else 2, fill=colour)],
                transform=f"translate({CX:g} {CY:g}) rotate({i * 22.5:g})",
            )
        )
    for i in range(4):  # leaf flourishes on the diagonals
        parts.append(
            group(
                [path("M0,-86 C8,-96 8,-106 0,-114 C-8,-106 -8,-96 0,-86 Z", fill=colour)],
                transform=f"translate({CX:g} {CY:g}) rotate({45 + i * 90})",
            )
        )
    big = 1.08 if suit == "S" else 0.95
    parts.append(group([sign(style, suit)], transform=translate(CX, CY, big)))
    if suit == "S":  # the ace of spades is the ornamented one
        parts.append(
            path(
                "M120,132 C108,150 104,164 112,176 M120,132 C132,150 136,164 128,176",
                fill="none",
                stroke=PAPER,
                stroke_width=2.2,
                stroke_linecap="round",
            )
        )
        parts.append(el("circle", cx=CX, cy=150, r=5, fill=PAPER))
    return parts


def _panel(style: str, suit: str) -> str:
    colour = suit_colour(style, suit)
    return group(
        [
            el("rect", x=36, y=32, width=168, height=272, rx=6, fill="#fbf4e4", stroke=colour, stroke_width=2),
            path(f"M36,{CY:g} L204,{CY:g}", stroke=colour, stroke_width=1.2),
        ]
    )


def _court(style: str, rank: str, suit: str) -> list[str]:
    code = rank + suit
    if style == "tell":
        look = figures.tell_look(rank, suit)
        # Ober: the suit sign at the top; Unter: lower down; König: at the shoulder (D-3).
        place = {"K": (186.0, 98.0), "Q": (56.0, 50.0), "J": (186.0, 148.0)}[rank]
        scale = 0.26
    else:
        look = figures.FRENCH_LOOKS[code]
        place, scale = (54.0, 50.0), 0.2
    half = group([figures.half_figure(look), group([sign(style, suit)], transform=translate(*place, scale))])
    return [_panel(style, suit), half, group([half], transform=f"rotate(180 {CX:g} {CY:g})")]


SEASONS = {"H": "spring", "D": "summer", "S": "autumn", "C": "winter"}


def _spring() -> list[str]:
    """Herz: a meadow of flowers and a blossoming tree."""
    parts: list[str] = []
    parts.append(path("M-64,12 C-30,0 30,4 64,14 C60,30 40,42 0,44 C-40,42 -60,30 -64,12 Z", fill="#7cc36b"))
    for x, colour in ((-34, "#f48fb1"), (-4, "#ffffff"), (28, "#f06292")):
        parts.append(path(f"M{x},30 L{x},10", stroke="#2e7d32", stroke_width=2))
        for dx, dy in ((0, -5), (5, -1), (3, 5), (-3, 5), (-5, -1)):
            parts.append(el("circle", cx=x + dx, cy=8 + dy, r=3.2, fill=colour, stroke="#8a3a5a", stroke_width=0.6))
        parts.append(el("circle", cx=x, cy=8, r=2, fill="#f2c230"))
    parts.append(path("M44,12 L44,-18", stroke="#6b3d1e", stroke_width=3))
    parts.append(el("circle", cx=44, cy=-24, r=12, fill="#f8bbd0", stroke="#c2185b", stroke_width=0.8))
    return parts


def _summer() -> list[str]:
    """Schellen: the sun over a ripe field of grain."""
    parts: list[str] = []
    parts.append(el("circle", cx=-34, cy=-14, r=12, fill="#f9a825"))
    for i in range(12):
        parts.append(
            group(
                [path("M0,-16 L0,-22", stroke="#f9a825", stroke_width=2)],
                transform=f"translate(-34 -14) rotate({i * 30})",
            )
        )
    parts.append(path("M-64,14 C-30,4 30,4 64,14 C60,30 40,42 0,44 C-40,42 -60,30 -64,14 Z", fill="#e0b84a"))
    for x in (0, 14, 28, 42):
        parts.append(path(f"M{x},34 C{x},20 {x + 2},4 {x + 4},-14", fill="none", stroke="#9a6a10", stroke_width=1.6))
        parts.append(el("ellipse", cx=x + 4, cy=-16, rx=3, ry=8, fill="#c98a12", stroke="#9a6a10", stroke_width=0.8))
    return parts


def _autumn() -> list[str]:
    """Laub: a bunch of grapes among falling leaves."""
    parts: list[str] = []
    grapes = [
        (0, -16),
        (-8, -8),
        (8, -8),
        (-4, 0),
        (4, 0),
        (0, 8),
        (-12, 0),
        (12, 0),
        (-8, 8),
        (8, 8),
        (-4, 16),
        (4, 16),
        (0, 24),
    ]
    parts.append(path("M0,-30 L0,-18", stroke="#6b3d1e", stroke_width=3))
    parts.append(
        path("M2,-28 C14,-40 30,-36 34,-24 C22,-18 10,-20 2,-28 Z", fill="#689f38", stroke="#33691e", stroke_width=1)
    )
    parts.extend(el("circle", cx=x, cy=y, r=5, fill="#6a1b9a", stroke="#38006b", stroke_width=0.8) for x, y in grapes)
    for x, y, turn, colour in (
        (-44, -10, 30, "#e65100"),
        (-34, 18, -20, "#bf360c"),
        (42, 10, 60, "#f9a825"),
        (40, -20, -40, "#d84315"),
    ):
        parts.append(
            group(
                [path("M0,-7 C6,-3 6,3 0,7 C-6,3 -6,-3 0,-7 Z", fill=colour)],
                transform=f"translate({x} {y}) rotate({turn})",
            )
        )
    return parts


def _winter() -> list[str]:
    """Eichel: snow, a bare branch and snowflakes."""
    parts: list[str] = []
    parts.append(
        path(
            "M-64,14 C-40,-2 -10,6 10,2 C30,-2 50,6 64,12 C60,30 40,42 0,44 C-40,42 -60,30 -64,14 Z",
            fill="#ffffff",
            stroke="#90a4ae",
            stroke_width=1,
        )
    )
    parts.append(
        path(
            "M-30,10 L-30,-22 M-30,-6 L-42,-18 M-30,-12 L-20,-26 M-30,-18 L-36,-30",
            fill="none",
            stroke="#5d4037",
            stroke_width=2.4,
            stroke_linecap="round",
        )
    )
    for x, y in ((6, -24), (26, -10), (44, -26), (-6, -4), (34, 20)):
        parts.append(
            path(
                f"M{x - 5},{y} L{x + 5},{y} M{x},{y - 5} L{x},{y + 5} "
                f"M{x - 3.5},{y - 3.5} L{x + 3.5},{y + 3.5} M{x - 3.5},{y + 3.5} L{x + 3.5},{y - 3.5}",
                stroke="#5c7f9e",
                stroke_width=1.2,
                stroke_linecap="round",
            )
        )
    return parts


_SCENES = {"spring": _spring, "summer": _summer, "autumn": _autumn, "winter": _winter}
_SKIES = {"spring": "#dff0fb", "summer": "#fff1b8", "autumn": "#fbe0c0", "winter": "#e4ebf2"}


def _season(suit: str) -> str:
    """The Daus vignette: Herz spring, Schellen summer, Laub autumn, Eichel winter."""
    season = SEASONS[suit]
    sky = el("ellipse", cx=0, cy=0, rx=66, ry=44, fill=_SKIES[season], stroke="#2b1d12", stroke_width=1.6)
    return group([sky, *_SCENES[season]()], transform=translate(CX, 236))


def _daus(suit: str) -> list[str]:
    return [
        el("rect", x=36, y=32, width=168, height=272, rx=6, fill="#fbf4e4", stroke="#2b1d12", stroke_width=1.4),
        group([sign("tell", suit)], transform=translate(88, 112, 0.62, -12)),
        group([sign("tell", suit)], transform=translate(152, 112, 0.62, 12)),
        path(
            "M62,160 L178,160 L170,168 L178,176 L62,176 L70,168 Z", fill="#c8102e", stroke="#2b1d12", stroke_width=1.2
        ),
        path("M74,164 L166,164 M74,172 L166,172", stroke="#f2c230", stroke_width=1.5),
        _season(suit),
    ]


def face_svg(style: str, code: str, indices: Mapping[str, str] | None = None) -> str:
    """One card's SVG; ``indices`` maps ranks of ``LETTERED`` to the French decks' corner letters
    (German ``{"J": "B", "Q": "D"}``); missing ranks keep J, Q, K, A, and the Tell deck ignores it."""
    rank, suit = code[0], code[1]
    if style not in STYLES or rank not in RANKS or suit not in SUITS:
        raise ValueError(f"no card {code!r} in style {style!r}")
    indices = indices or {}
    check_indices(indices)
    body = [_paper()]
    if rank in "6789T":
        body.extend(_pips(style, rank, suit))
    elif rank == "A":
        body.extend(_daus(suit) if style == "tell" else _french_ace(style, suit))
    else:
        body.extend(_court(style, rank, suit))
    body.append(_index(style, rank, suit, indices))
    return document(body, title=card_name(style, code))


def all_codes() -> list[str]:
    return [r + s for s in SUITS for r in RANKS]
