"""The score panel beside the table: the Bummerl sheet (S-2 ... S-6), the Bura pot and balances
(B-2, B-18 ... B-20) or the Schneider race (H-9), drawn from the match and its history."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from cardtable.engine import BuraMatch, Reason, SchnapsenMatch
from cardtable.session.learning import played_by_suit, public_points, waiting_marriages

from .access import describe_widget, plain
from .dialogs import LEVELS, option_words
from .texts import game_title, number, plural, suit_label, translate

PANEL = "background: rgba(0, 0, 0, 110); color: #f7f3e8; border-radius: 10px; padding: 8px;"
PANEL_CONTRAST = "background: #000000; color: #ffffff; border: 2px solid #ffffff; border-radius: 10px; padding: 8px;"


class ScorePanel(QLabel):
    """A narrow column of rich text; the controller's state in, the sheet out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score")
        self.setStyleSheet(PANEL)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setMinimumWidth(180)
        self.setMaximumWidth(260)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.learn_played = False  # Preferences > Learning: the cards played, by suit
        self.learn_points = False  # Preferences > Learning: both players' points this hand

    def set_contrast(self, on: bool) -> None:
        self.setStyleSheet(PANEL_CONTRAST if on else PANEL)

    def show_state(self, controller: Any, hints: bool) -> None:
        self.setAccessibleName(self.tr("score sheet"))
        # both players' points below (Learning) say the player's own: the sheet's line said it twice
        html = score_html(controller, hints, counted_below=self.learn_points)
        aids = learning_rows(controller, self.learn_played, self.learn_points)
        if aids:
            html += "<br><br>" + "<br><br>".join(aids)
        if html != self.text():
            self.setText(html)
            describe_widget(self, plain(html))  # a screen reader reads the sheet as text


def name_of(c: Any, seat: int) -> str:
    """A player's name for the rich-text sheet: as typed, never read as markup."""
    return escape(c.name_of(seat))


def final_sheet_html(c: Any) -> str:
    """The match's own sheet for its final result panel: the game's rows without its title, the
    hand's trump, pot and counting advice, the deal and the opponent (a newcomer found the end of a
    match repeating the whole side panel beside it)."""
    return "<br><br>".join(_sheet(c.match)(c, c.match, name_of(c, 0), name_of(c, 1), None, final=True))


def _sheet(m: Any) -> Callable[..., list[str]]:
    """The function that makes the rows of the sheet of the match's game."""
    if isinstance(m, SchnapsenMatch):
        return _schnapsen_rows
    return _bura_rows if isinstance(m, BuraMatch) else _schneider_rows


def score_html(c: Any, hints: bool, counted_below: bool = False) -> str:
    """The score panel's rich text: the game's own sheet, the trump, the deal and the opponent.
    ``counted_below``: both players' points follow (``learning_rows``), so the sheet neither says
    the player's own again nor asks him to keep count."""
    m = c.match
    you, them = name_of(c, 0), name_of(c, 1)
    viewer = c.viewer()
    own_points = c.observe(viewer).score
    rows = _sheet(m)(c, m, you, them, own_points if hints and not counted_below else None, counted=counted_below)
    trump = c.observe(viewer).trump
    if trump is not None:  # also once the trump card is turned down or drawn
        rows.insert(1, translate("score", "Trump: {suit}").format(suit=suit_label(int(trump), c.deck_style)))
    deal = len(m.finished) + (0 if c.hand_done else 1)  # the hand in view, not the next
    rows.append(translate("score", "Deal {n} · dealer: {name}").format(n=number(deal), name=name_of(c, c.hand.dealer)))
    if len(c.humans) == 1 and c.bots:  # the table never said which level the player was up against
        seat = next(iter(c.bots))
        level = option_words(LEVELS[c.level]) if c.level in LEVELS else c.level
        rows[-1] += "<br>" + translate("score", "Opponent: {name} ({level})").format(name=name_of(c, seat), level=level)
    return "<br><br>".join(rows)


def _schnapsen_rows(
    c: Any, m: Any, you: str, them: str, own_points: int | None, final: bool = False, counted: bool = False
) -> list[str]:
    """S-2 ... S-6: the countdown, the Bummerl marks, the rubber and the stakes (``final``: for the
    match's result, without the panel's title)."""
    rows: list[str] = []
    if not final:
        rows.append(
            "<b style='font-size:large'>"
            + translate("score", "Bummerl")
            + "</b><br>"
            + translate("score", "counting down from 7")
        )
    rows.append(bummerl_sheet(m, you, them))
    legend = (
        translate(
            "score", "Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):<br>{you}: {a}<br>{them}: {b}"
        )
        if m.rules.schneiderbummerl  # S-4
        else translate("score", "Bummerl marks (● per Bummerl lost):<br>{you}: {a}<br>{them}: {b}")
    )
    # The explanation in brackets starts a line of its own: wrapped in the narrow panel it broke
    # in the middle, "(● per / Bummerl lost)" (newcomer finding).
    legend = legend.replace(" (", "<br>(", 1)
    rows.append(legend.format(you=you, a=marks_text(m, 0), them=them, b=marks_text(m, 1)))
    if m.rules.rubber > 1:
        rows.append(
            translate("score", "Rubber of {n}: {a}–{b}").format(
                n=number(m.rules.rubber), a=number(m.bummerls[0]), b=number(m.bummerls[1])
            )
        )
    if m.rules.stake:
        rows.append(
            translate("score", "Stakes: {you} {a}, {them} {b}").format(
                you=you, a=f"{m.ledger[0]:+d}", them=them, b=f"{m.ledger[1]:+d}"
            )
        )
    if own_points is not None:  # counting is part of the game (S-20); learners may see it
        rows.append(
            translate("score", "Points this hand: {name} {n}").format(name=name_of(c, c.viewer()), n=number(own_points))
        )
    return rows


def _bura_rows(
    c: Any, m: Any, you: str, them: str, own_points: int | None, final: bool = False, counted: bool = False
) -> list[str]:
    """B-2, B-17: the pot, the balances, the pots won and the length of the match (``final``: for
    the match's result, without the title, the pot and the counting advice)."""
    rows: list[str] = []
    pot, scores = m.pot, m.scores
    last = m.history[-1] if m.history else None
    if c.hand_done and last is not None and last.result.reason in (Reason.DECLARATION, Reason.BURA):
        pot, scores = 0, last.scores  # the pot just won, before the next ante (B-20)
    if not final:
        rows.append("<b style='font-size:large'>" + game_title("bura") + "</b>")
        rows.append(plural().pot(pot))
    rows.append(
        translate("score", "{you}: {a}<br>{them}: {b}").format(
            you=you, a=plural().chip_balance(scores[0]), them=them, b=plural().chip_balance(scores[1])
        )
    )
    won = m.pots_won
    rows.append(translate("score", "Pots won: {a}–{b}").format(a=number(won[0]), b=number(won[1])))
    if m.rules.target_pots:
        rows.append(plural().playing_to(m.rules.target_pots))
    if final or counted:  # the points are shown below: no advice to keep count beside them
        return rows
    if own_points is not None:  # B-17: shown only with the counting hint
        rows.append(
            translate("score", "Points this hand: {name} {n} (31 wins when declared)").format(
                name=name_of(c, c.viewer()), n=number(own_points)
            )
        )
    else:
        rows.append(translate("score", "Keep count as you play: only a declaration of 31 wins (B-17)."))
    return rows


def _schneider_rows(
    c: Any, m: Any, you: str, them: str, own_points: int | None, final: bool = False, counted: bool = False
) -> list[str]:
    """H-8, H-13: the match score against its target (``final``: without the panel's title)."""
    rows: list[str] = []
    if not final:
        rows.append("<b style='font-size:large'>" + game_title("schneider") + "</b>")
    rows.append(
        translate("score", "{you}: <b>{a}</b><br>{them}: <b>{b}</b><br>playing to {n}").format(
            you=you, a=number(m.scores[0]), them=them, b=number(m.scores[1]), n=number(m.rules.target)
        )
    )
    if own_points is not None:
        rows.append(
            translate("score", "Honours this hand: {name} {n}").format(
                name=name_of(c, c.viewer()), n=number(own_points)
            )
        )
    return rows


def learning_rows(c: Any, played: bool, points: bool) -> list[str]:
    """The learning aids' rows, from the viewer's observation only: both players' points this hand
    and the cards played so far, one line per suit in the deck's signs and index letters."""
    from cardtable.art.faces import LABELS, family

    obs = c.observe(c.viewer())
    rows: list[str] = []
    if points:
        shown = [number(n) for n in public_points(obs)]
        for seat, waiting in enumerate(waiting_marriages(obs) if obs.result is None else (0, 0)):
            if waiting:  # S-12: announced, counted with the first trick (a newcomer thought them lost)
                shown[seat] += " " + translate("score", "(+{n} with a first trick)").format(n=number(waiting))
        words = (
            translate("score", "Honours this hand:<br>{you}: {a}<br>{them}: {b}")
            if c.spec.counts == "honours"
            else translate("score", "Points this hand:<br>{you}: {a}<br>{them}: {b}")
        )
        rows.append(words.format(you=name_of(c, 0), a=shown[0], them=name_of(c, 1), b=shown[1]))
    if played:
        labels = LABELS[family(c.deck_style)]
        lines = [
            suit_label(suit, c.deck_style)
            + " "
            + " ".join(labels.get(card.rank.letter, card.rank.letter) for card in cards)
            for suit, cards in played_by_suit(obs)
        ]
        rows.append(translate("score", "Cards played:") + "<br>" + ("<br>".join(lines) or "–"))
    return rows


def marks_text(match: SchnapsenMatch, seat: int) -> str:
    """A player's Bummerl marks, one group per Bummerl lost ("●, ●●"): two ordinary Bummerls lost
    ("●●" as one run) looked like one Schneiderbummerl (S-4). A dash for none."""
    groups = [
        "●" * record.settled["marks"]
        for record in match.history
        if "marks" in record.settled and record.result.winner == 1 - seat
    ]
    return ", ".join(groups) or "–"


def bummerl_sheet(match: SchnapsenMatch, you: str, them: str) -> str:
    """S-2: the Bummerl sheet of the Bummerl in play, drawn from ``match.history``: each won hand
    writes the winner's new count under his name; earlier Bummerls of a rubber are summed up."""
    current = match.history[-1].bummerl if match.history else 1
    if match.result is None and match.history and min(match.history[-1].scores) <= 0:
        current += 1  # the last hand ended a Bummerl: a fresh sheet
    lines = []
    for n in range(1, current):
        won = [r for r in match.history if r.bummerl == n][-1]
        winner = you if won.result.winner == 0 else them
        lines.append(
            "<tr><td colspan=2 align=center>"
            + translate("score", "Bummerl {n}: {name}").format(n=n, name=winner)
            + "</td></tr>"
        )
    lines.append("<tr><td align=center>7</td><td align=center>7</td></tr>")
    for record in match.history:
        if record.bummerl != current or record.result.winner is None:
            continue
        cells = [str(max(score, 0)) if seat == record.result.winner else "" for seat, score in enumerate(record.scores)]
        lines.append(f"<tr><td align=center>{cells[0]}</td><td align=center>{cells[1]}</td></tr>")
    return f"<table cellspacing=6><tr><th>{you}</th><th>{them}</th></tr>{''.join(lines)}</table>"
