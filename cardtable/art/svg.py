"""A very small SVG writer: deterministic text (stable number format) so generated files can be
compared byte for byte with what the generator produces."""

from __future__ import annotations

from collections.abc import Iterable

W, H = 240, 336  #: card size in SVG units (5:7)
CX, CY = W / 2, H / 2


def num(x: float) -> str:
    """A number as short, stable text."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kw: object) -> str:
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{num(value) if isinstance(value, float) else value}"')
    return " ".join(parts)


def el(tag: str, **kw: object) -> str:
    return f"<{tag} {attrs(**kw)}/>"


def group(children: Iterable[str], **kw: object) -> str:
    inner = "".join(children)
    head = f"<g {attrs(**kw)}>" if kw else "<g>"
    return f"{head}{inner}</g>"


def translate(x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    t = f"translate({num(x)} {num(y)})"
    if rotate:
        t += f" rotate({num(rotate)})"
    if scale != 1.0:
        t += f" scale({num(scale)})"
    return t


def document(body: Iterable[str], width: float = W, height: float = H, title: str = "") -> str:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">'
    )
    titled = f"<title>{title}</title>" if title else ""
    return head + titled + "\n" + "\n".join(body) + "\n</svg>\n"


def path(d: str, **kw: object) -> str:
    return el("path", d=d, **kw)


# A stroke font for the corner indices, drawn on a 10 x 14 grid: crisp at any size and the same
# on every machine (no dependence on installed fonts).
GLYPHS: dict[str, str] = {
    "A": "M0.5,14 L5,0 L9.5,14 M2.2,9 L7.8,9",
    "K": "M1.5,0 L1.5,14 M9,0 L1.5,8.2 M4.4,5.2 L9.2,14",
    "Q": "M5,0 C1,0 0.6,4 0.6,7 C0.6,10 1,14 5,14 C9,14 9.4,10 9.4,7 C9.4,4 9,0 5,0 Z M5.8,9.8 L9.8,14.6",
    "J": "M3,0 L9,0 M7.2,0 L7.2,10 C7.2,13 5.8,14 4.2,14 C2.2,14 1.2,12.6 1,11",
    "U": "M1.2,0 L1.2,9.5 C1.2,12.8 2.8,14 5,14 C7.2,14 8.8,12.8 8.8,9.5 L8.8,0",
    # The Ober's O is round and full-width, the zero of "10" a narrow oval: the two looked alike.
    "O": "M5,0.6 C1.4,0.6 -0.6,3.4 -0.6,7 C-0.6,10.6 1.4,13.4 5,13.4 C8.6,13.4 10.6,10.6 10.6,7 "
    "C10.6,3.4 8.6,0.6 5,0.6 Z",
    "1": "M2,3 L5.5,0 L5.5,14",
    "0": "M5,0 C2.6,0 2,4 2,7 C2,10 2.6,14 5,14 C7.4,14 8,10 8,7 C8,4 7.4,0 5,0 Z",
    "9": "M9,5 C9,8 7.2,9.4 5,9.4 C2.6,9.4 1,7.6 1,4.8 C1,2 2.8,0 5,0 C7.4,0 9,2 9,5 L9,9 "
    "C9,12.6 7.2,14 5,14 C3.2,14 2,13 1.4,11.6",
    "8": "M5,0 C2.6,0 1.6,1.6 1.6,3.4 C1.6,5.4 3,6.6 5,6.6 C7,6.6 8.4,5.4 8.4,3.4 C8.4,1.6 7.4,0 5,0 Z "
    "M5,6.6 C2.4,6.6 1,8.2 1,10.2 C1,12.6 2.8,14 5,14 C7.2,14 9,12.6 9,10.2 C9,8.2 7.6,6.6 5,6.6 Z",
    "7": "M1,0 L9,0 L4,14",
    "6": "M8.6,1.6 C7.8,0.5 6.6,0 5.2,0 C2.2,0 1,3.4 1,7.6 C1,11.6 2.4,14 5,14 C7.6,14 9,12.2 9,9.6 "
    "C9,7 7.4,5.4 5.1,5.4 C3,5.4 1.6,6.6 1.1,8.4",
    # The French decks' indices in the player's language (cardtable.ui.cardindex): German B D K A,
    # Dutch B V H A, Portuguese V D R A, Russian В Д К Т.
    "B": "M1.5,14 L1.5,0 L5.2,0 C7.5,0 8.6,1.5 8.6,3.4 C8.6,5.3 7.4,6.6 5.2,6.6 L1.5,6.6 "
    "M5.2,6.6 C7.9,6.6 9.3,8.1 9.3,10.3 C9.3,12.6 7.8,14 5.4,14 L1.5,14",
    "D": "M1.5,0 L1.5,14 L4.4,14 C8,14 9.3,11 9.3,7 C9.3,3 8,0 4.4,0 Z",
    "V": "M0.5,0 L5,14 L9.5,0",
    "H": "M1.5,0 L1.5,14 M8.5,0 L8.5,14 M1.5,6.8 L8.5,6.8",
    "R": "M1.5,14 L1.5,0 L5.4,0 C7.8,0 8.9,1.6 8.9,3.7 C8.9,5.8 7.6,7.4 5.4,7.4 L1.5,7.4 M5,7.4 L9.2,14",
    "T": "M0.8,0 L9.2,0 M5,0 L5,14",
    # Д keeps its feet inside the cell: its body ends higher than the other letters'.
    "Д": "M0.4,14 L0.4,11.2 L9.6,11.2 L9.6,14 M1.6,11.2 C3,8.4 3.4,4.4 3.4,0 L8.2,0 L8.2,11.2",
}
# Cyrillic letters drawn as the Latin ones they look like, so that a Russian catalogue may use either.
GLYPHS.update({"А": GLYPHS["A"], "В": GLYPHS["B"], "К": GLYPHS["K"], "Т": GLYPHS["T"]})


def glyph_text(text: str, x: float, y: float, height: float, color: str, weight: float = 1.9) -> str:
    """``text`` in the stroke font, its top-left at (x, y); returns an SVG group."""
    scale = height / 14
    advance = 10 * scale * (0.74 if text == "10" else 0.86)
    parts = []
    for i, ch in enumerate(text):
        parts.append(
            path(
                GLYPHS[ch],
                transform=translate(x + i * advance, y, scale),
                fill="none",
                stroke=color,
                stroke_width=num(weight / scale),
                stroke_linecap="round",
                stroke_linejoin="round",
            )
        )
    return group(parts)


def text_width(text: str, height: float) -> float:
    scale = height / 14
    advance = 10 * scale * (0.74 if text == "10" else 0.86)
    return advance * (len(text) - 1) + 10 * scale
