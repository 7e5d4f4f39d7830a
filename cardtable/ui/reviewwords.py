"""The hand review in the player's words: the summary line ("2 costly leads and 1 missed close:
−1.4 game points"), each decision's options with their figures, the costly mark and the hindsight
line, and what happened in a trick. The review itself is data (``cardtable.ai.review``)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from cardtable.ai.review import Decision, Situation, Summary
from cardtable.engine import Action, Hand, Kind

from . import history, texts
from .hintview import percent, signed
from .texts import _english_plural

translate = QCoreApplication.translate


def stock_words(stock: int) -> str:
    return translate("reviewwords", "Trump card (stock: {n})").format(n=stock)


def step_words(step: Any, seat: int, names: tuple[str, str]) -> str:
    """One line of what happened in the trick: who took it (or that the hand ended in it)."""
    if step.winner is None:
        return translate("reviewwords", "The hand ended in this trick.")
    return translate("reviewwords", "{name} took the trick.").format(name=names[step.winner])


class Sayer(QObject):
    """Words of one review for one table (its deck's card names, its game's units)."""

    def __init__(self, controller: Any, seat: int, trump: int | None = None) -> None:
        super().__init__()
        self.c, self.seat, self.trump = controller, seat, trump
        self.chips = controller.spec.stakes == "chips"

    def unit(self, value: float) -> str:
        """Expected points in the game's unit ("−0.4 game points"; Bura counts in pots)."""
        figure = signed(value)
        return (self.tr("{figure} pots") if self.chips else self.tr("{figure} game points")).format(figure=figure)

    def situation(self, kind: Situation, n: int) -> str:
        words = {
            Situation.LEAD: lambda: self.tr("%n costly lead(s)", "", n),
            Situation.ANSWER: lambda: self.tr("%n costly answer(s)", "", n),
            Situation.CLOSE: lambda: self.tr("%n costly close(s)", "", n),
            Situation.CLOSE_MISSED: lambda: self.tr("%n missed close(s)", "", n),
            Situation.CLAIM_MISSED: lambda: self.tr("%n missed claim(s)", "", n),
            Situation.EXCHANGE_MISSED: lambda: self.tr("%n missed exchange(s)", "", n),
            Situation.MARRIAGE_MISSED: lambda: self.tr("%n missed marriage(s)", "", n),
            Situation.DECLARE: lambda: self.tr("%n costly declaration(s)", "", n),
        }[kind]()
        return _english_plural(words, n)

    def summary_line(self, summary: Summary, threshold: float) -> str:
        """The line at the top: the costly choices by kind and the expected loss of all choices."""
        if not summary.decisions:
            return self.tr("No choice to review: every move was forced.")
        parts = [self.situation(kind, n) for kind, n in summary.costly]
        loss = self.unit(-summary.loss)
        if not parts:
            return self.tr("No costly choice in {n} decisions: {loss} against the expert.").format(
                n=summary.decisions, loss=loss
            )
        listed = (
            parts[0]
            if len(parts) == 1
            else self.tr("{some} and {last}").format(some=", ".join(parts[:-1]), last=parts[-1])
        )
        # the costly choices' own loss beside the whole: "3 costly answers: −4.8" read as if the
        # three had cost it all (the rest is the small losses of choices within the noise)
        return self.tr("{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.").format(
            mistakes=listed, costly=self.unit(-summary.costly_loss), loss=loss, n=summary.decisions
        )

    def events(self, step: Any, hand: Hand) -> list[str]:
        """What was done in a trick besides its cards and the silent passes (a marriage, an
        exchange, a close, a declaration), in order, worded as the game's history words them: a
        Bura hand that ends with 31 declared between tricks has a last step with no cards at all,
        which said nothing of how the hand ended. ``hand``: the reviewed hand (its turned card)."""
        lines = (history.action_line(self.c, hand, action, mover, self.trump) for _, mover, action in step.actions)
        return [line for line in lines if line]

    def what(self, action: Action) -> str:
        style = self.c.deck_style
        if action.kind == Kind.PLAY:
            return self.tr("play {cards}").format(cards=", ".join(texts.card_name(style, c.code) for c in action.cards))
        return texts.action_label(action, self.c.game, style, self.trump)

    def decision_html(self, d: Decision) -> str:
        """A decision: its options' figures, the choice, the costly mark and the hindsight line."""
        heading = self.tr("Your lead") if d.situation == Situation.LEAD else self.tr("Your choice")
        if d.situation == Situation.ANSWER:
            heading = self.tr("Your answer")
        head = (self.tr("Choice"), self.tr("Chance to win the hand"), self.tr("Expected"))
        rows = "".join(self._row(d, o) for o in d.options)
        cells = "".join(f"<th align='left'>{html.escape(h)}&nbsp;&nbsp;</th>" for h in head)
        out = f"<h3>{html.escape(heading)}</h3><table cellpadding='3'><tr>{cells}</tr>{rows}</table>"
        return out + "".join(f"<p>{line}</p>" for line in self._notes(d))

    def _row(self, d: Decision, option: Any) -> str:
        marks = []
        if option.action == d.best:
            marks.append(self.tr("the expert's choice"))
        if option.action == d.chosen:
            marks.append(self.tr("your choice"))
        name = html.escape(self.what(option.action))
        if marks:
            name += " <i>(" + html.escape(", ".join(marks)) + ")</i>"
        if option.action == d.chosen:
            name = f"<b>{name}</b>"
        win = "–" if option.win is None else percent(option.win)
        shown = option.worth if option.worth is not None else option.points  # the figure the loss is counted in
        points = "–" if shown is None else self.unit(shown)
        return f"<tr><td>{name}&nbsp;&nbsp;</td><td>{win}</td><td>{html.escape(points)}</td></tr>"

    def _notes(self, d: Decision) -> list[str]:
        notes = [html.escape(texts.t(texts.WORTH_NOTE))] if d.converted else []
        if d.costly and d.loss is not None:
            notes.append(
                "<b>✗ "
                + html.escape(self.tr("Costly: {loss} against the expert's choice.").format(loss=self.unit(-d.loss)))
                + "</b>"
            )
        elif d.loss is not None:
            notes.append(html.escape(self.tr("Not costly ({loss}).").format(loss=self.unit(-d.loss))))
        h = d.hindsight
        if h is None:
            notes.append(html.escape(self.tr("Hindsight: this position was too big to solve with every card known.")))
            return notes
        mine = h.value(d.chosen)
        if mine is not None and abs(mine - h.values[0][1]) < 0.005:  # it named another move as best
            line = self.tr("Hindsight, with every card known: your choice was as good as any ({value}).")
            notes.append("<i>" + html.escape(line.format(value=self.unit(mine))) + "</i>")
            return notes
        notes.append(
            "<i>"
            + html.escape(
                self.tr("Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.").format(
                    best=self.what(h.best),
                    value=self.unit(h.values[0][1]),
                    mine="–" if mine is None else self.unit(mine),
                )
            )
            + "</i>"
        )
        return notes


__all__ = ["Sayer", "step_words", "stock_words"]
