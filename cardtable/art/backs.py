"""Card backs, the empty-slot outline and the app icon."""

from __future__ import annotations

from .suits import french, german
from .svg import CX, CY, H, W, document, el, group, num, path, translate

BACKS = ("classic-red", "blue-lattice", "tell-ornament")


def _lattice(step: float, colour: str, width: float, x0: float, y0: float, x1: float, y1: float) -> str:
    d = []
    span = (x1 - x0) + (y1 - y0)
    k = 0.0
    while k <= span:
        # lines at +45 and -45 degrees, clipped to the box by computing their ends
        ax, ay = x0 + k, y0
        bx, by = x0, y0 + k
        if ax > x1:
            ay += ax - x1
            ax = x1
        if by > y1:
            bx += by - y1
            by = y1
        d.append(f"M{num(ax)},{num(ay)} L{num(bx)},{num(by)}")
        cx, cy = x1 - k, y0
        ex, ey = x1, y0 + k
        if cx < x0:
            cy += x0 - cx
            cx = x0
        if ey > y1:
            ex -= ey - y1
            ey = y1
        d.append(f"M{num(cx)},{num(cy)} L{num(ex)},{num(ey)}")
        k += step
    # one path a line: Qt's SVG renderer strokes one path of many crossing lines as a single
    # outline, some 15 times slower (a 324-pixel back took 170 ms on the window's thread)
    return group((path(line) for line in d), stroke=colour, stroke_width=width, fill="none")


def _rosette(colour: str, accent: str, r: float) -> str:
    petals = [
        group(
            [
                path(
                    f"M0,0 C{num(r * 0.35)},{num(-r * 0.3)} {num(r * 0.25)},{num(-r * 0.8)} 0,{num(-r)} "
                    f"C{num(-r * 0.25)},{num(-r * 0.8)} {num(-r * 0.35)},{num(-r * 0.3)} 0,0 Z",
                    fill=colour,
                    stroke=accent,
                    stroke_width=1.2,
                )
            ],
            transform=f"rotate({i * 45})",
        )
        for i in range(8)
    ]
    return group(petals + [el("circle", cx=0, cy=0, r=r * 0.22, fill=accent)], transform=translate(CX, CY))


def back_svg(name: str) -> str:
    frame = el("rect", x=1, y=1, width=W - 2, height=H - 2, rx=14, fill="#ffffff", stroke="#8a8a8a", stroke_width=1.5)
    if name == "classic-red":
        body = [
            frame,
            el("rect", x=12, y=12, width=W - 24, height=H - 24, rx=8, fill="#a31621"),
            _lattice(14, "#e8a0a6", 1.2, 12, 12, W - 12, H - 12),
            el("rect", x=12, y=12, width=W - 24, height=H - 24, rx=8, fill="none", stroke="#ffffff", stroke_width=3),
            el("ellipse", cx=CX, cy=CY, rx=54, ry=70, fill="#a31621", stroke="#ffffff", stroke_width=3),
            _rosette("#f2c9cc", "#ffffff", 44),
        ]
    elif name == "blue-lattice":
        dots = [
            el("circle", cx=x, cy=y, r=2, fill="#ffffff") for x in range(26, W - 12, 20) for y in range(26, H - 12, 20)
        ]
        body = [
            frame,
            el("rect", x=12, y=12, width=W - 24, height=H - 24, rx=8, fill="#1f3a93"),
            _lattice(20, "#7f9ae0", 1.6, 12, 12, W - 12, H - 12),
            group(dots),
            el("rect", x=18, y=18, width=W - 36, height=H - 36, rx=6, fill="none", stroke="#ffffff", stroke_width=2),
        ]
    elif name == "tell-ornament":
        corners = [
            group([_corner_leaf()], transform=f"translate({x} {y}) rotate({r})")
            for x, y, r in ((30, 30, 0), (W - 30, 30, 90), (W - 30, H - 30, 180), (30, H - 30, 270))
        ]
        body = [
            frame,
            el("rect", x=12, y=12, width=W - 24, height=H - 24, rx=8, fill="#1d5a32"),
            el("rect", x=20, y=20, width=W - 40, height=H - 40, rx=6, fill="none", stroke="#e3b341", stroke_width=3),
            el("rect", x=26, y=26, width=W - 52, height=H - 52, rx=4, fill="none", stroke="#e3b341", stroke_width=1),
            *corners,
            el("circle", cx=CX, cy=CY, r=62, fill="#174a29", stroke="#e3b341", stroke_width=2.5),
            _rosette("#e3b341", "#8e1b1b", 52),
            group([german("H")], transform=translate(CX, 58, 0.3)),
            group([german("S")], transform=translate(CX, H - 58, 0.3, 180)),
        ]
    else:
        raise ValueError(f"no back called {name!r}")
    return document(body, title=f"card back: {name}")


def _corner_leaf() -> str:
    return path("M0,0 C14,2 24,10 28,24 C16,22 6,14 0,0 Z M0,0 C2,14 10,24 24,28 C22,16 14,6 0,0 Z", fill="#e3b341")


def slot_svg() -> str:
    """An empty place on the table: a dashed outline."""
    return document(
        [
            el(
                "rect",
                x=3,
                y=3,
                width=W - 6,
                height=H - 6,
                rx=14,
                fill="#ffffff",
                fill_opacity="0.08",
                stroke="#ffffff",
                stroke_opacity="0.55",
                stroke_width=4,
                stroke_dasharray="14 10",
            ),
        ],
        title="empty place",
    )


def icon_svg() -> str:
    """The app icon: two fanned cards, a French heart and a William Tell acorn, on green felt."""
    size = 512.0

    def card(rotate: float, dx: float, content: str) -> str:
        return group(
            [
                el(
                    "rect",
                    x=-95,
                    y=-135,
                    width=190,
                    height=270,
                    rx=18,
                    fill="#fffdf8",
                    stroke="#3a3a3a",
                    stroke_width=5,
                ),
                content,
            ],
            transform=f"translate({num(256 + dx)} 270) rotate({num(rotate)})",
        )

    return document(
        [
            el("rect", x=16, y=16, width=480, height=480, rx=96, fill="#1f6b3a", stroke="#0f3d20", stroke_width=8),
            el("circle", cx=256, cy=256, r=200, fill="#23794a"),
            card(-14, -58, group([german("C")], transform=translate(0, 0, 1.35))),
            card(12, 58, group([french("H")], transform=translate(0, 0, 1.35))),
        ],
        width=size,
        height=size,
        title="cardtable",
    )
