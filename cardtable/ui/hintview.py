"""The hint at the table: the Hint button and the key H ask the expert (in the worker thread, the
status line saying so meanwhile); its choice is picked on the table (the card's yellow ring, or
the focus on the action's button), its one-line reason worded here from the reason's data, and
"Top choices" shows the best options with their chance to win the hand and expected game points.

The session decides when a hint is offered (``session/hint.py``); the store marks the hand in the
statistics (``SessionStore.hint_used``)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from cardtable.ai.advice import Advice, Option
from cardtable.ai.why import Reason, Why
from cardtable.engine import Action, Kind
from cardtable.session.hint import Advisor, NoHint, ask, hint_seat, position_key, why_no_hint

from . import texts
from .i18n import locale
from .views import card_at
from .worker import Thinker

if TYPE_CHECKING:
    from .mainwindow import MainWindow

TOP = 4  # options shown by "Top choices"


def attach(window: MainWindow) -> HintDesk:
    """The expert's help that follows the table's match: the Hint button and H, and the review of
    the hand in play trick by trick (from the first trick on, so the start does not load it)."""
    desk = HintDesk(window)
    assert window.controller is not None
    window.controller.collected.connect(lambda *_: _follow_review(window))
    return desk


def _follow_review(window: MainWindow) -> None:
    from .reviewview import follow

    follow(window)


class HintDesk(QObject):
    """One table's hints: asks, shows, and remembers the last advice for its position."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window.table)
        self.setObjectName("hint-desk")
        self.window = window
        assert window.table is not None and window.controller is not None
        self.table, self.controller = window.table, window.controller
        self.bar = self.table.actions_bar
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._answered)
        self.advice: Advice | None = None
        self.asked: tuple[object, ...] | None = None  # the position the advice (or the search under way) is for
        self.thinking = False
        self._token = 0  # numbers the searches: only the last one's answer is shown
        self.popup: QDialog | None = None
        self.bar.hintRequested.connect(self.request)
        self.bar.topRequested.connect(self.show_top)
        self.controller.changed.connect(self.update_offer)
        self.update_offer()

    # Offering -------------------------------------------------------------------------------------
    def update_offer(self) -> None:
        """The Hint button is there against the computer and in hot-seat (not against a friend
        online), enabled while a hint is offered; Top choices only once the advice for this very
        position is in."""
        c = self.controller
        online = getattr(c, "online", None) is not None
        shown = bool(c.humans) and not online and self.window.settings.learn_hint  # Preferences ▸ Learning
        shown = shown and c.match.result is None  # nothing to advise on the match's final sheet
        advice = self._current()  # Top choices only where there was a choice (a lone card has no figures to compare)
        self.bar.show_hint(shown, hint_seat(c) is not None, advice is not None and len(advice.options) > 1)
        if advice is None and self.popup is not None:  # the position moved on: its figures are stale
            self.popup.close()  # (a newcomer read the last move's choices over the computer's answer)

    def _current(self) -> Advice | None:
        fresh = self.asked == position_key(self.controller) and not self.thinking
        return self.advice if fresh else None

    def request(self) -> None:
        """H or the Hint button: the advice for the player to move, or why there is none."""
        c = self.controller
        if not self.window.settings.learn_hint:
            return  # switched off in Preferences ▸ Learning (the button is hidden, H sleeps)
        why = why_no_hint(c)
        if why is not None:
            self.table.show_message(self._no_hint(why), refusal=True)
            return
        current = self._current()
        if current is not None:
            self._show(current)  # asked again: the same advice, at once
            return
        asked = ask(c)
        seat = hint_seat(c)
        if asked is None or seat is None or (self.thinking and self.asked == position_key(c)):
            return
        self.asked, self.thinking = position_key(c), True
        if c.guide is None:  # a lesson's hand is not counted; the match after it starts afresh
            self.window.store.hint_used(c.match.deals, seat)
        self.table.show_message(texts.Words.of(lambda: self.tr("The expert is thinking about your move…")))
        self.update_offer()
        self._token += 1
        self.thinker.think(self._token, Advisor(), *asked, self._wanted)

    def _wanted(self, token: int) -> bool:
        """Whether the search for ``token`` is still wanted: no later one, the same position."""
        return token == self._token and self.asked == position_key(self.controller)

    def _answered(self, token: int, advice: Any, error: str) -> None:
        if not self._wanted(token) or not isinstance(advice, Advice):
            self.thinking = False
            self.update_offer()
            return  # the position moved on (or the search failed): the hint is not for it any more
        self.thinking, self.advice = False, advice
        self._show(advice)
        self.update_offer()

    # Showing --------------------------------------------------------------------------------------
    def _show(self, advice: Advice) -> None:
        self._mark(advice.choice)
        self.table.show_message(texts.Words.of(lambda: self.line(advice)))

    def _mark(self, action: Action) -> None:
        """Pick the advised cards on the table (Enter plays them), or put the focus on its button."""
        seat = hint_seat(self.controller)
        if seat is None:
            return
        if action.kind == Kind.PLAY:
            view = self.table.views[f"hand-{seat}"]
            model, selection = view.model(), view.selectionModel()
            selection.clearSelection()
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                if card_at(index) in action.cards:
                    selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.Select)
            view.setFocus()
            view.viewport().update()
            return
        for button in self.bar.buttons:
            if button.property("action") == action:
                button.setFocus()
                self.table.advise(action)  # its question then has Yes as the default (``_confirmed``)

    def line(self, advice: Advice) -> str:
        """The status line of a hint: what to do, why, and how often it wins."""
        what = self._what(advice.choice)
        why = self.reason_words(advice.reason)
        option = advice.options[0] if advice.options else None
        said = self.tr("Hint: {what} — {why}.").format(what=what, why=why)
        if option is not None and option.win is not None:
            best = max((o.win for o in advice.options if o.win is not None), default=option.win)
            said += " " + self.chance(option.win, best)
        return said

    def chance(self, win: float, best: float | None = None) -> str:
        """How often the advised move wins (``best``: the most often any option won), worded so that
        a lost cause does not read as "wins in 0 %" (a newcomer took that for a broken hint): the best
        move then is the one that loses least. Where another move does win sometimes, the hand is not
        said to be lost (a newcomer read that beside an option winning 11 % in Top choices)."""
        if round(100 * win) < 1:
            if best is not None and round(100 * best) >= 1:
                return self.tr(
                    "It wins none of the deals the expert tried, but loses the fewest points in them; "
                    "Top choices lists a riskier move that sometimes wins."
                )
            return self.tr("In the deals the expert tried this hand cannot be won any more; this move loses the least.")
        return self.tr("It wins the hand in {share} of the deals the expert tried.").format(share=percent(win))

    def _what(self, action: Action) -> str:
        c = self.controller
        style = c.deck_style
        if action.kind == Kind.PLAY:
            cards = ", ".join(texts.card_name(style, card.code) for card in action.cards)
            return self.tr("play the {cards}").format(cards=cards)
        trump = c.observe(0).trump
        return texts.action_label(action, c.game, style, None if trump is None else int(trump))

    def reason_words(self, reason: Reason) -> str:
        """A reason's data in the player's words."""
        return ReasonWords().words(reason, self.controller.deck_style, self.controller.spec.counts)

    def _no_hint(self, why: NoHint) -> str:
        return {
            NoHint.NOBODY: lambda: self.tr("There is nobody to give a hint to: the computer plays both seats."),
            NoHint.MATCH_OVER: lambda: self.tr("The match is over."),
            NoHint.HAND_OVER: lambda: self.tr("The hand is over: a hint is for your next move."),
            NoHint.NOT_YOUR_TURN: lambda: self.tr("A hint is given when it is your turn."),
            NoHint.ONLINE: lambda: self.tr("No hints against a friend: the moves are your own."),
        }[why]()

    # Top choices ----------------------------------------------------------------------------------
    def show_top(self) -> None:
        advice = self._current()
        if advice is None:
            return
        if self.popup is not None:
            self.popup.close()
        self.popup = TopChoices(self, advice, self.window)
        # it deletes itself when closed: forget it then (a second Top choices closed a deleted one)
        self.popup.destroyed.connect(self._forget_popup)
        self.popup.finished.connect(self._refocus)
        self.popup.show()

    def _forget_popup(self) -> None:
        self.popup = None

    def _refocus(self) -> None:
        """Top choices closed: the advised card is picked again, so that Enter plays it (the focus
        went back to the Top choices button, and Enter opened it again: newcomer finding)."""
        advice = self._current()
        if advice is not None:
            self._mark(advice.choice)

    def rows(self, advice: Advice) -> list[tuple[str, str, str]]:
        """(choice, chance to win the hand, expected game points) of the best options."""
        return [
            (self._what(o.action), _figure(o.win, percent), _figure(o.points if o.worth is None else o.worth, signed))
            for o in advice.top(TOP)  # the worth: what the choice is ranked by, as in the review
        ]


class ReasonWords(QObject):
    """A reason's data in words: the hint's, said to the player ("you"), and the same words for the
    computer's own move when its play is explained (Preferences ▸ Learning), said of it."""

    def words(self, reason: Reason, style: str, counts: str, computer: bool = False) -> str:
        f = reason.get
        said = {
            Why.CLAIM: lambda: self.tr("you have {score} points, and {goal} are enough"),
            Why.CLOSE: lambda: self.tr("closing needs {need} more points; trumps out: {trumps_out}"),
            Why.EXCHANGE: lambda: self.tr("the face-up {card} is better in your hand"),
            Why.MARRY: lambda: self.tr("announcing it counts {points} points"),
            Why.DECLARE: lambda: self.tr("the rules let you show this hand now"),
            Why.PASS: lambda: self.tr("there is nothing worth declaring"),
            Why.ONLY: lambda: self.tr("it is the only card you may play"),
            Why.TAKE: lambda: (
                self.tr("trumping takes the trick with {amount} in it")
                if f("trumping")
                else self.tr("it takes the trick with {amount} in it")
            ),
            Why.DUCK: lambda: (
                self.tr("it gives the trick away for only {amount}")
                if f("points", 0)
                else self.tr("it gives the trick away and loses nothing by it")
            ),
            Why.HIGHEST: lambda: (
                self.tr("no card you have not seen beats the {card} in its suit")  # "it" read wrong for two cards
                if f("group")
                else self.tr("no card you have not seen beats it in its suit")
            ),
            Why.TRUMP_LEAD: lambda: self.tr("it draws trumps; trumps out: {trumps_out}"),
            Why.LOW_LEAD: lambda: self.tr("it keeps your high cards back ({amount} led)"),
            Why.BEST_LEAD: lambda: self.tr("of your leads, this one came out best in the hint's search ({amount} led)"),
        }
        if computer:  # the reasons that speak to "you", said of the computer (ai.explain keeps no other)
            said |= {
                Why.CLAIM: lambda: self.tr("it has {score} points, and {goal} are enough"),
                Why.CLOSE: lambda: self.tr("closing needs {need} more points; trumps still in play: {trumps_out}"),
                Why.EXCHANGE: lambda: self.tr("the face-up {card} is better in its hand"),
                Why.DECLARE: lambda: self.tr("the rules let it show this hand now"),
                Why.TRUMP_LEAD: lambda: self.tr("it draws trumps; trumps still in play: {trumps_out}"),
            }
        words = said[reason.why]()
        card = f("card")
        named = texts.card_name(style, card) if card else ""
        amount = self._amount(f("points", 0), counts)
        return words.format(**{**dict(reason.fields), "amount": amount, "card": named})

    def _amount(self, n: int, counts: str) -> str:
        """Card points, or honours in Schneider, with the count ("1 honour", "14 points")."""
        text = self.tr("%n honour(s)", "", n) if counts == "honours" else self.tr("%n point(s)", "", n)
        return text.replace("(s)", "" if n == 1 else "s")  # English has no file: Qt leaves "(s)"

    def explained(self, who: str, reason: Reason, style: str, counts: str) -> str:
        """The status line explaining the computer's move ("The computer: it takes the trick…")."""
        why = self.words(reason, style, counts, computer=True)
        return self.tr("{who}: {why}.").format(who=who, why=why)


class TopChoices(QDialog):
    """The best options of the last hint, with their figures (a small window beside the table)."""

    def __init__(self, desk: HintDesk, advice: Advice, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("top-choices")
        self.setWindowTitle(self.tr("Top choices"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        stakes = desk.controller.spec.stakes
        header = (
            self.tr("Choice"),
            self.tr("Chance to win the hand"),
            # Bura: the expected share of the pot (+1 won, −1 lost), as the review counts it
            self.tr("Expected pots") if stakes == "chips" else self.tr("Expected game points"),
        )
        cells = "".join(f"<th align='left'>{h}&nbsp;&nbsp;</th>" for h in header)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(v)}&nbsp;&nbsp;</td>" for v in row) + "</tr>"
            for row in desk.rows(advice)
        )
        table = QLabel(f"<table cellpadding='3'><tr>{cells}</tr>{body}</table>", self)
        table.setObjectName("top-choices-table")
        table.setTextFormat(Qt.TextFormat.RichText)
        note = QLabel(
            texts._english_plural(
                self.tr("Figures from %n deal(s) the expert tried that fit what you have seen.", "", advice.worlds),
                advice.worlds,
            )
            if advice.worlds
            else self.tr("No search was needed: this move is clear."),
            self,
        )
        if advice.converted:
            note.setText(note.text() + " " + texts.t(texts.WORTH_NOTE))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(note)
        layout.addWidget(buttons)


def _figure(value: float | None, show: Any) -> str:
    return "–" if value is None else str(show(value))


def percent(share: float) -> str:
    """A share as a whole percentage in the player's locale ("68 %")."""
    here = locale()
    return here.toString(round(100 * share)) + here.percent()


def signed(value: float) -> str:
    text = locale().toString(abs(value), "f", 1)
    return ("+" if value > 0.05 else "−" if value < -0.05 else "") + text


__all__ = ["HintDesk", "Option", "TopChoices", "percent"]
