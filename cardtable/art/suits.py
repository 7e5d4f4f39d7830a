"""Suit signs, each drawn in a 100 x 100 box centred on the origin, as SVG fragments.

French: heart, diamond, club, spade. German (William Tell): Herz, Schellen (bell), Eichel (acorn),
Laub (leaf) - drawn as real shapes with their traditional colours.
"""

from __future__ import annotations

import math

from .svg import el, group, num, path

RED = "#c8102e"
BLACK = "#1b1b1b"
GREEN4 = "#1e7b34"  # four-colour deck: clubs
BLUE4 = "#1f5fbf"  # four-colour deck: diamonds
INK = "#3a2a1a"  # outlines of the German signs

HEART = (
    "M0,44 C-18,26 -48,6 -48,-18 C-48,-37 -35,-47 -23,-47 C-11,-47 -3,-40 0,-30 "
    "C3,-40 11,-47 23,-47 C35,-47 48,-37 48,-18 C48,6 18,26 0,44 Z"
)
DIAMOND = "M0,-48 C12,-28 24,-14 38,0 C24,14 12,28 0,48 C-12,28 -24,14 -38,0 C-24,-14 -12,-28 0,-48 Z"
SPADE = (
    "M0,-48 C-14,-30 -46,-14 -46,8 C-46,26 -33,34 -21,34 C-12,34 -6,30 -2,24 "
    "C-3,35 -8,43 -17,48 L17,48 C8,43 3,35 2,24 C6,30 12,34 21,34 C33,34 46,26 46,8 "
    "C46,-14 14,-30 0,-48 Z"
)
CLUB_STEM = "M-4,8 C-4,28 -9,41 -18,48 L18,48 C9,41 4,28 4,8 Z"


def french(suit: str, four_colour: bool = False) -> str:
    """A French suit sign: ``suit`` is C, D, H or S."""
    colour = suit_colour("french4" if four_colour else "french", suit)
    if suit == "H":
        return path(HEART, fill=colour)
    if suit == "D":
        return path(DIAMOND, fill=colour)
    if suit == "S":
        return path(SPADE, fill=colour)
    return group(
        [
            el("circle", cx=0, cy=-22, r=20, fill=colour),
            el("circle", cx=-22, cy=8, r=20, fill=colour),
            el("circle", cx=22, cy=8, r=20, fill=colour),
            el("circle", cx=0, cy=2, r=12, fill=colour),
            path(CLUB_STEM, fill=colour),
        ]
    )


def suit_colour(style: str, suit: str) -> str:
    if style == "french4":
        return {"C": GREEN4, "D": BLUE4, "H": RED, "S": BLACK}[suit]
    if style == "french":
        return RED if suit in "DH" else BLACK
    return {"C": "#7a4a1c", "D": "#c98a12", "H": RED, "S": "#2e7d32"}[suit]


# German signs -----------------------------------------------------------------------------------


def herz() -> str:
    return group(
        [
            path(HEART, fill=RED, stroke="#7a0a1a", stroke_width=3),
            path(
                "M-30,-30 C-36,-22 -36,-10 -30,-2",
                fill="none",
                stroke="#f4a3a8",
                stroke_width=6,
                stroke_linecap="round",
            ),
        ]
    )


def _band(r: float, cy: float, y0: float, y1: float) -> str:
    """The part of a circle (radius r, centre (0, cy)) between two heights, as a closed path."""

    def half(y: float) -> float:
        return math.sqrt(max(r * r - (y - cy) ** 2, 0.0))

    a, b = half(y0), half(y1)
    return (
        f"M{num(-a)},{num(y0)} L{num(a)},{num(y0)} A{num(r)},{num(r)} 0 0 1 {num(b)},{num(y1)} "
        f"L{num(-b)},{num(y1)} A{num(r)},{num(r)} 0 0 1 {num(-a)},{num(y0)} Z"
    )


def schellen() -> str:
    """A round bell: golden body, red band, the slit and sound-hole below, a loop on top."""
    r, cy = 38.0, 6.0
    return group(
        [
            el("rect", x=-6, y=-44, width=12, height=12, rx=4, fill="#b07a10", stroke=INK, stroke_width=2.5),
            el("circle", cx=0, cy=cy, r=r, fill="#e8b923", stroke=INK, stroke_width=3),
            path(_band(r, cy, -8, 6), fill=RED, stroke=INK, stroke_width=2),
            path(_band(r, cy, -20, -16), fill="#fff3c4"),
            el("circle", cx=0, cy=26, r=6, fill=INK),
            path("M0,26 L0,42", stroke=INK, stroke_width=4, stroke_linecap="round"),
            path(
                "M-22,-14 C-26,-8 -27,-2 -26,4", fill="none", stroke="#fff3c4", stroke_width=5, stroke_linecap="round"
            ),
        ]
    )


def eichel() -> str:
    """An acorn hanging from its stalk: a hatched cup over a golden nut."""
    hatch = []
    for i in range(-3, 4):
        x = i * 9.0
        hatch.append(f"M{num(x - 8)},-30 L{num(x + 8)},-6")
        hatch.append(f"M{num(x + 8)},-30 L{num(x - 8)},-6")
    return group(
        [
            path("M0,-48 C2,-42 2,-38 0,-32", fill="none", stroke=INK, stroke_width=5, stroke_linecap="round"),
            path("M-22,-8 C-24,20 -12,46 0,48 C12,46 24,20 22,-8 Z", fill="#d9a21b", stroke=INK, stroke_width=3),
            path("M-12,2 C-14,16 -9,30 -3,38", fill="none", stroke="#f7dc84", stroke_width=5, stroke_linecap="round"),
            path("M-30,-6 C-30,-26 -18,-36 0,-36 C18,-36 30,-26 30,-6 Z", fill="#7a4a1c", stroke=INK, stroke_width=3),
            path("".join(hatch), fill="none", stroke="#c08a4a", stroke_width=2),
            path("M-30,-6 L30,-6", stroke=INK, stroke_width=3),
        ]
    )


def laub() -> str:
    """A leaf with its midrib and veins, the stalk below."""
    veins = []
    for i, y in enumerate((-26, -12, 2, 16)):
        spread = 30 - i * 4
        veins.append(f"M0,{num(y + 8)} L{num(-spread)},{num(y - 4)} M0,{num(y + 8)} L{num(spread)},{num(y - 4)}")
    return group(
        [
            path(
                "M0,-47 C20,-40 44,-18 40,4 C37,20 18,30 0,38 C-18,30 -37,20 -40,4 C-44,-18 -20,-40 0,-47 Z",
                fill="#3a9a3e",
                stroke="#1d4d1f",
                stroke_width=3,
            ),
            path("M0,-40 L0,48", stroke="#1d4d1f", stroke_width=3.5, stroke_linecap="round"),
            path("".join(veins), fill="none", stroke="#1d4d1f", stroke_width=2, stroke_linecap="round"),
            path(
                "M-14,-32 C-26,-22 -30,-8 -26,4", fill="none", stroke="#a5d6a7", stroke_width=4, stroke_linecap="round"
            ),
        ]
    )


def german(suit: str) -> str:
    return {"H": herz, "D": schellen, "C": eichel, "S": laub}[suit]()


def sign(style: str, suit: str) -> str:
    if style == "tell":
        return german(suit)
    return french(suit, four_colour=style == "french4")
