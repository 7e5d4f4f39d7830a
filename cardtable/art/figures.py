"""Court figures: original half-length figures drawn from simple shapes, mirrored into the
double-headed court cards. Everything is drawn in the card's coordinates, upper half of the panel
(x 36..204, y 32..168); the caller mirrors it about the card's centre."""

from __future__ import annotations

from dataclasses import dataclass

from .svg import el, group, path

SKIN = "#f5d7b8"
OUTLINE = "#2b1d12"
GOLD = "#f2c230"
RED = "#c8102e"
BLUE = "#1f3a93"
WHITE = "#fffaf0"


@dataclass(frozen=True)
class Look:
    """How one court figure is dressed."""

    robe: str
    lining: str
    trim: str
    hair: str
    headwear: str  # crown, tiara, beret, plumed, cap, furcrown
    item: str  # sword, scepter, flower, halberd, orb, axe, staff, leaf
    beard: bool = False
    long_hair: bool = False
    moustache: bool = False
    collar: str = "band"  # band, ermine, ruff


def _robe(look: Look) -> list[str]:
    parts = [
        path(
            "M56,168 L60,138 C64,123 90,113 120,111 C150,113 176,123 180,138 L184,168 Z",
            fill=look.robe,
            stroke=OUTLINE,
            stroke_width=1.6,
        ),
        # sleeves and folds in the lining colour
        path("M66,168 L70,140 C74,132 82,128 90,126 L94,168 Z", fill=look.lining, stroke=OUTLINE, stroke_width=1.2),
        path(
            "M174,168 L170,140 C166,132 158,128 150,126 L146,168 Z", fill=look.lining, stroke=OUTLINE, stroke_width=1.2
        ),
        el("rect", x=113, y=128, width=14, height=40, fill=look.trim, stroke=OUTLINE, stroke_width=1.2),
    ]
    for y in (138, 150, 162):
        parts.append(el("circle", cx=120, cy=y, r=2.6, fill=OUTLINE))
    for x in (100, 140):
        parts.append(path(f"M{x},130 L{x},168", stroke=look.trim, stroke_width=3))
    if look.collar == "ermine":
        parts.append(
            path(
                "M88,118 C104,132 136,132 152,118 L158,128 C138,144 102,144 82,128 Z",
                fill=WHITE,
                stroke=OUTLINE,
                stroke_width=1.2,
            )
        )
        for x, y in ((96, 130), (110, 135), (130, 135), (144, 130)):
            parts.append(path(f"M{x},{y} l-2,5 l4,0 Z", fill=OUTLINE))
    elif look.collar == "ruff":
        scallops = "".join(f"M{x},124 a6,5 0 0 0 12,0" for x in range(90, 150, 12))
        parts.append(
            path(
                "M88,120 C104,132 136,132 152,120 L154,128 C136,138 104,138 86,128 Z",
                fill=WHITE,
                stroke=OUTLINE,
                stroke_width=1.2,
            )
        )
        parts.append(path(scallops, fill="none", stroke=OUTLINE, stroke_width=1))
    else:
        parts.append(
            path(
                "M94,116 C106,126 134,126 146,116 L152,122 C136,136 104,136 88,122 Z",
                fill=look.trim,
                stroke=OUTLINE,
                stroke_width=1.2,
            )
        )
    return parts


def _head(look: Look) -> list[str]:
    parts: list[str] = []
    if look.long_hair:
        parts.append(
            path(
                "M98,80 C96,58 106,52 120,52 C134,52 144,58 142,80 L148,118 C140,122 134,118 134,110 "
                "L106,110 C106,118 100,122 92,118 Z",
                fill=look.hair,
                stroke=OUTLINE,
                stroke_width=1.2,
            )
        )
    parts.append(el("rect", x=112, y=96, width=16, height=18, fill=SKIN, stroke=OUTLINE, stroke_width=1.2))
    parts.append(el("ellipse", cx=120, cy=80, rx=17, ry=21, fill=SKIN, stroke=OUTLINE, stroke_width=1.4))
    if not look.long_hair:
        parts.append(
            path(
                "M103,76 C101,62 110,58 120,58 C130,58 139,62 137,76 C134,68 128,66 120,66 C112,66 106,68 103,76 Z",
                fill=look.hair,
                stroke=OUTLINE,
                stroke_width=1,
            )
        )
    face = [
        path("M110,73 L116,72 M124,72 L130,73", stroke=OUTLINE, stroke_width=1.4, stroke_linecap="round"),
        el("circle", cx=113, cy=78, r=1.8, fill=OUTLINE),
        el("circle", cx=127, cy=78, r=1.8, fill=OUTLINE),
        path("M120,79 L117,88 L121,88", fill="none", stroke=OUTLINE, stroke_width=1.2, stroke_linejoin="round"),
        path("M115,94 Q120,97 125,94", fill="none", stroke="#a0402a", stroke_width=1.6, stroke_linecap="round"),
        el("circle", cx=110, cy=88, r=3, fill="#f0a898", fill_opacity="0.6"),
        el("circle", cx=130, cy=88, r=3, fill="#f0a898", fill_opacity="0.6"),
    ]
    parts.extend(face)
    if look.beard:
        parts.append(
            path(
                "M103,84 C103,102 110,112 120,114 C130,112 137,102 137,84 C132,94 126,98 120,98 "
                "C114,98 108,94 103,84 Z",
                fill=look.hair,
                stroke=OUTLINE,
                stroke_width=1,
            )
        )
    if look.beard or look.moustache:
        parts.append(
            path(
                "M110,92 C114,89 118,90 120,92 C122,90 126,89 130,92 C126,95 122,94 120,93 C118,94 114,95 110,92 Z",
                fill=look.hair,
                stroke=OUTLINE,
                stroke_width=0.8,
            )
        )
    return parts


def _headwear(look: Look) -> list[str]:
    kind = look.headwear
    if kind in ("crown", "furcrown"):
        crown = [
            path(
                "M100,64 L98,40 L108,52 L114,34 L120,50 L126,34 L132,52 L142,40 L140,64 Z",
                fill=GOLD,
                stroke=OUTLINE,
                stroke_width=1.4,
            ),
        ]
        for x, y in ((98, 40), (114, 34), (126, 34), (142, 40)):
            crown.append(el("circle", cx=x, cy=y, r=3, fill=RED, stroke=OUTLINE, stroke_width=0.8))
        if kind == "furcrown":
            crown.append(
                el("rect", x=97, y=58, width=46, height=10, rx=5, fill=WHITE, stroke=OUTLINE, stroke_width=1.2)
            )
            crown.extend(path(f"M{x},61 l-2,4 l4,0 Z", fill=OUTLINE) for x in (104, 114, 126, 136))
        else:
            crown.append(el("rect", x=99, y=58, width=42, height=7, fill=RED, stroke=OUTLINE, stroke_width=1))
        return crown
    if kind == "tiara":
        return [
            path(
                "M96,64 C92,90 90,110 86,124 L100,120 C102,100 104,80 106,64 Z",
                fill=look.lining,
                stroke=OUTLINE,
                stroke_width=1,
                fill_opacity="0.85",
            ),
            path(
                "M144,64 C148,90 150,110 154,124 L140,120 C138,100 136,80 134,64 Z",
                fill=look.lining,
                stroke=OUTLINE,
                stroke_width=1,
                fill_opacity="0.85",
            ),
            path(
                "M104,62 L106,48 L113,56 L120,42 L127,56 L134,48 L136,62 Z", fill=GOLD, stroke=OUTLINE, stroke_width=1.3
            ),
            el("circle", cx=120, cy=42, r=3, fill=BLUE if look.robe != BLUE else RED),
        ]
    if kind == "beret":
        return [
            path("M96,64 C96,46 142,42 146,62 Z", fill=look.lining, stroke=OUTLINE, stroke_width=1.3),
            el("ellipse", cx=120, cy=63, rx=27, ry=6, fill=look.trim, stroke=OUTLINE, stroke_width=1.2),
            path("M138,58 C148,46 156,40 166,36 C160,44 150,52 142,60 Z", fill=WHITE, stroke=OUTLINE, stroke_width=1),
        ]
    if kind == "plumed":
        return [
            path("M100,62 C100,44 140,42 140,62 Z", fill=look.lining, stroke=OUTLINE, stroke_width=1.3),
            el("ellipse", cx=120, cy=62, rx=34, ry=7, fill=look.lining, stroke=OUTLINE, stroke_width=1.3),
            path("M132,50 C144,38 160,34 176,38 C162,42 150,46 138,56 Z", fill=RED, stroke=OUTLINE, stroke_width=1),
            path("M134,52 C146,42 158,42 170,46 C158,48 148,52 138,58 Z", fill=GOLD, stroke=OUTLINE, stroke_width=0.8),
        ]
    # cap
    return [
        path("M102,64 C102,48 138,46 138,64 Z", fill=look.lining, stroke=OUTLINE, stroke_width=1.3),
        el("rect", x=100, y=60, width=40, height=6, rx=3, fill=look.trim, stroke=OUTLINE, stroke_width=1),
    ]


HAND_LEFT = el("circle", cx=76, cy=146, r=7, fill=SKIN, stroke=OUTLINE, stroke_width=1.2)
HAND_RIGHT = el("circle", cx=164, cy=146, r=7, fill=SKIN, stroke=OUTLINE, stroke_width=1.2)


def _item(kind: str) -> list[str]:
    """What a figure holds, with the hand that holds it: a weapon, or a sign of office or a plant."""
    if kind in WEAPONS:
        return _weapon(kind)
    return _regalia(kind)


WEAPONS = ("sword", "halberd", "axe", "staff")


def _weapon(kind: str) -> list[str]:
    """A sword, halberd, axe or staff."""
    if kind == "sword":
        return [
            path("M73,52 L79,52 L79,138 L73,138 Z", fill="#d5dae0", stroke=OUTLINE, stroke_width=1.2),
            path("M76,42 L79,52 L73,52 Z", fill="#d5dae0", stroke=OUTLINE, stroke_width=1),
            el("rect", x=64, y=136, width=24, height=6, rx=2, fill=GOLD, stroke=OUTLINE, stroke_width=1),
            HAND_LEFT,
        ]
    if kind == "halberd":
        return [
            path("M74,50 L78,50 L78,166 L74,166 Z", fill="#8a5a2b", stroke=OUTLINE, stroke_width=1),
            path("M78,58 C92,60 96,72 94,84 C88,76 84,72 78,72 Z", fill="#d5dae0", stroke=OUTLINE, stroke_width=1),
            path("M76,38 L80,50 L72,50 Z", fill="#d5dae0", stroke=OUTLINE, stroke_width=1),
            HAND_LEFT,
        ]
    if kind == "axe":
        return [
            path("M162,46 L166,46 L166,150 L162,150 Z", fill="#8a5a2b", stroke=OUTLINE, stroke_width=1),
            path(
                "M166,50 C182,46 190,60 188,74 C182,68 174,66 166,70 Z", fill="#d5dae0", stroke=OUTLINE, stroke_width=1
            ),
            HAND_RIGHT,
        ]
    # staff
    return [
        path("M162,44 L166,44 L166,160 L162,160 Z", fill="#8a5a2b", stroke=OUTLINE, stroke_width=1),
        el("circle", cx=164, cy=42, r=5, fill=GOLD, stroke=OUTLINE, stroke_width=1),
        HAND_RIGHT,
    ]


def _regalia(kind: str) -> list[str]:
    """A scepter, orb, flower or sprig of leaves."""
    if kind == "scepter":
        return [
            path("M162,70 L166,70 L166,146 L162,146 Z", fill=GOLD, stroke=OUTLINE, stroke_width=1.1),
            el("circle", cx=164, cy=64, r=8, fill=GOLD, stroke=OUTLINE, stroke_width=1.2),
            path("M164,52 L164,60 M160,56 L168,56", stroke=OUTLINE, stroke_width=1.6),
            HAND_RIGHT,
        ]
    if kind == "orb":
        return [
            el("circle", cx=164, cy=132, r=11, fill=GOLD, stroke=OUTLINE, stroke_width=1.2),
            path("M153,132 L175,132 M164,121 L164,143", stroke=RED, stroke_width=2),
            path("M164,115 L164,121 M161,118 L167,118", stroke=OUTLINE, stroke_width=1.6),
            HAND_RIGHT,
        ]
    if kind == "flower":
        petals = [
            el("circle", cx=160 + dx, cy=86 + dy, r=5, fill=RED, stroke=OUTLINE, stroke_width=0.8)
            for dx, dy in ((0, -6), (6, -2), (4, 5), (-4, 5), (-6, -2))
        ]
        return [
            path("M162,144 C160,120 158,104 160,90", fill="none", stroke="#2e7d32", stroke_width=3),
            path("M160,116 C150,110 146,104 146,98 C154,100 158,106 160,112 Z", fill="#3a9a3e"),
            *petals,
            el("circle", cx=160, cy=86, r=3.5, fill=GOLD),
            HAND_RIGHT,
        ]
    # leaf (a sprig held up)
    return [
        path("M76,146 C76,120 80,100 86,84", fill="none", stroke="#2e7d32", stroke_width=3),
        path("M86,84 C96,78 100,66 98,56 C88,60 82,72 86,84 Z", fill="#3a9a3e", stroke=OUTLINE, stroke_width=1),
        path("M80,108 C70,100 66,92 68,84 C76,88 80,96 80,104 Z", fill="#3a9a3e", stroke=OUTLINE, stroke_width=1),
        HAND_LEFT,
    ]


def half_figure(look: Look) -> str:
    """The upper half of a double-headed court figure."""
    return group(_robe(look) + _head(look) + _headwear(look) + _item(look.item))


FRENCH_LOOKS: dict[str, Look] = {
    # Kings: crowns, beards, ermine collars; each with his own emblem.
    "KC": Look(BLUE, RED, GOLD, "#5a3a1a", "crown", "orb", beard=True, collar="ermine"),
    "KD": Look(RED, GOLD, BLUE, "#8a6a3a", "crown", "axe", beard=True, collar="ermine"),
    "KH": Look(RED, BLUE, GOLD, "#b8862b", "crown", "sword", beard=True, collar="ermine"),
    "KS": Look(BLUE, GOLD, RED, "#2b2b2b", "crown", "scepter", beard=True, collar="ermine"),
    # Queens: tiaras and veils, long hair, a flower or a sceptre.
    "QC": Look(BLUE, GOLD, RED, "#c99a3a", "tiara", "flower", long_hair=True, collar="ruff"),
    "QD": Look(RED, BLUE, GOLD, "#6b3d1e", "tiara", "scepter", long_hair=True, collar="ruff"),
    "QH": Look(RED, GOLD, BLUE, "#e0b040", "tiara", "flower", long_hair=True, collar="ruff"),
    "QS": Look(BLUE, RED, GOLD, "#3a2a1a", "tiara", "scepter", long_hair=True, collar="ruff"),
    # Jacks: berets with a feather, moustaches, halberds and leaves.
    "JC": Look(GOLD, BLUE, RED, "#6b3d1e", "beret", "halberd", moustache=True),
    "JD": Look(RED, GOLD, BLUE, "#c99a3a", "beret", "leaf"),
    "JH": Look(GOLD, RED, BLUE, "#8a5a2b", "beret", "leaf", moustache=True),
    "JS": Look(BLUE, GOLD, RED, "#2b2b2b", "beret", "halberd"),
}

_TELL_ROBES = {
    "C": ("#7a4a1c", "#2e7d32"),
    "D": ("#c98a12", "#8e1b1b"),
    "H": (RED, "#1f5a33"),
    "S": ("#2e7d32", "#c98a12"),
}


def tell_look(rank: str, suit: str) -> Look:
    robe, lining = _TELL_ROBES[suit]
    if rank == "K":
        return Look(
            robe,
            lining,
            GOLD,
            "#e8e2d0" if suit in "CS" else "#8a5a2b",
            "furcrown",
            "scepter",
            beard=True,
            collar="ermine",
        )
    if rank == "Q":  # Ober
        return Look(lining, robe, GOLD, "#5a3a1a", "plumed", "sword", moustache=True, collar="ruff")
    return Look(robe, lining, "#e8d8a8", "#8a5a2b", "cap", "staff" if suit in "DH" else "halberd")
