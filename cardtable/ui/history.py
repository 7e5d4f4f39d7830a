"""Game ▸ Export history: the match as a person reads it, in his language and deck (issue 47 item 10).

The saved game is the machine form (its actions are replayed through the engine); this is the story
of the match for people, told in the table's own sentences: who dealt, the trump, each announcement,
each trick by the rule that decided it, the hand's result as its summary said it, and the hands in
which a play was taken back. It holds only what both players saw at the table: no seed, no card
drawn face down and no Bura pass (B-15), so it may be handed round, in hot-seat too.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine import GAMES, Action, Hand, Kind, Match, rule_options
from cardtable.engine.words import Event

from . import texts
from .i18n import QT_TRANSLATE_NOOP

HEADER = QT_TRANSLATE_NOOP("History", "{game} — a match played with cardtable, exported on {when}")
PLAYERS = QT_TRANSLATE_NOOP("History", "Players: {first} and {second}")
RULES = QT_TRANSLATE_NOOP("History", "Rules: {rules}")
ON = QT_TRANSLATE_NOOP("History", "on")
OFF = QT_TRANSLATE_NOOP("History", "off")
TRUMP_TURNED = QT_TRANSLATE_NOOP("History", "Trump: {suit} (the {card} was turned up).")
UNDONE = QT_TRANSLATE_NOOP("History", "A play was taken back in this hand (Edit ▸ Undo).")
IN_PLAY = QT_TRANSLATE_NOOP("History", "This hand is still being played.")
SCORE = QT_TRANSLATE_NOOP("History", "Score after the hand: {first} {a}, {second} {b}")


def _t(text: str, context: str = "History") -> str:
    return QCoreApplication.translate(context, text)


def history_text(controller: Any, undone: list[int] | tuple[int, ...] = ()) -> str:
    """The match at ``controller`` (a GameController) told for people; ``undone`` the deal numbers in
    which the player took a play back."""
    match: Match = controller.match
    game = controller.game
    lines = [
        _t(HEADER).format(game=texts.game_title(game), when=time.strftime("%Y-%m-%d %H:%M")),
        _t(PLAYERS).format(first=controller.name_of(0), second=controller.name_of(1)),
        _t(RULES).format(rules=_rules(game, match)),
        "",
    ]
    hands = list(match.finished)
    # the next deal is news only once the player has gone on to it (its trump card is not yet shown)
    if match.result is None and match.hand not in hands and not controller.hand_done:
        hands.append(match.hand)
    for number, hand in enumerate(hands, 1):
        lines += _hand(controller, match, hands, number, hand, number in undone)
    if match.result is not None:
        lines.append(_match_over(controller, match))
    return "\n".join(lines).rstrip("\n") + "\n"


def _rules(game: str, match: Match) -> str:
    """Every rule toggle of the match with its value, by its title in the player's language."""
    values = match.rules.toggles()
    said = []
    for option in rule_options(game):
        value = values.get(option.name)
        shown = (
            _t(ON if value else OFF)
            if isinstance(value, bool)
            else texts.number(int(value))
            if isinstance(value, int)
            else str(value)
        )
        said.append(f"{_t(option.title, 'rules')}: {shown}")
    return "; ".join(said)


def _hand(controller: Any, match: Match, hands: list[Hand], number: int, hand: Hand, undone: bool) -> list[str]:
    """One hand: its heading, the trump, the announcements and tricks in order, and its result."""
    style = controller.deck_style
    lines = [
        _t("Deal {n} · dealer: {name}", "score").format(n=texts.number(number), name=controller.name_of(hand.dealer))
    ]
    obs = hand.observation(0)
    trump = None if obs.trump is None else int(obs.trump)
    tricks = iter(obs.tricks)
    for kind, who, payload in hand.log:
        if kind == Event.TURN and obs.trump is not None:
            lines.append(
                "  "
                + _t(TRUMP_TURNED).format(
                    suit=texts.suit_name(int(obs.trump), style), card=texts.card_name(style, payload.code)
                )
            )
        elif kind == Event.TRICK:
            trick = next(tricks)
            lines.append(
                "  "
                + texts.trick_line(
                    trick,
                    controller.game,
                    trump,
                    style,
                    controller.humans,
                    controller.names if controller.hotseat else None,
                )
            )
        elif kind == Event.ACT and who is not None:
            line = action_line(controller, hand, payload, who, trump)
            if line:
                lines.append("  " + line)
    if undone:
        lines.append("  " + _t(UNDONE))
    result = hand.result
    if result is None:
        lines.append("  " + _t(IN_PLAY))
    else:
        lines += ["  " + line for line in result_words(controller, match, hands, number, hand).splitlines()]
    return [*lines, ""]


def action_line(controller: Any, hand: Hand, action: Action, who: int, trump: int | None) -> str:
    """An announcement in the table's words (here and in the hand review's steps); cards played
    are told by their trick, a pass never. ``hand``: the hand it was made in (its turned card)."""
    if action.kind in (Kind.PLAY, Kind.PASS):
        return ""
    style = controller.deck_style
    name = controller.name_of(who)
    if action.kind == Kind.EXCHANGE:
        spec = GAMES[controller.game]
        obs = hand.observation(who)
        given = spec.exchange_card(obs.rules, obs.trump)
        turned = next(payload for kind, _, payload in hand.log if kind == Event.TURN)
        return texts.t(texts.EXCHANGE_WORDS).format(
            Who=name,
            given=texts.card_name(style, given.code) if given is not None else "",
            taken=texts.card_name(style, turned.code),
        )
    return texts.done_line(action, name, controller.game, style, trump)


def result_words(controller: Any, match: Match, hands: list[Hand], number: int, hand: Hand) -> str:
    """The hand's result as the summary at the table said it (here and at the review's last step)."""
    record = match.history[number - 1] if number <= len(match.history) else None
    if number < len(hands):
        next_dealer: int | None = hands[number].dealer
    else:
        next_dealer = None if match.result is not None else match.hand.dealer
    assert hand.result is not None
    said = texts.explain_result(
        hand.result,
        controller.game,
        controller.humans,
        next_dealer,
        hand.observation(0),
        controller.names if controller.hotseat else None,
        pot=(hand.context or {}).get("pot", 0),
        style=controller.deck_style,
        record=record,
    )
    return said if record is None else f"{said}\n{_score(controller, record.scores)}"


def _score(controller: Any, scores: tuple[int, int]) -> str:
    """The match's score once the hand was settled, as the score sheet counts it in this game."""
    spec = GAMES[controller.game]
    if spec.stakes == "chips":  # B-2: balances of chips
        a, b = (texts.plural().chip_balance(n) for n in scores)
    else:
        a, b = (texts.number(n) for n in scores)
    line = _t(SCORE).format(first=controller.name_of(0), a=a, second=controller.name_of(1), b=b)
    if spec.bummerls:  # S-2: game points still to go
        line += f" ({_t('counting down from 7', 'score')})"
    return line


def _match_over(controller: Any, match: Match) -> str:
    """The match's end, in the words of the status bar."""
    result = match.result
    assert result is not None
    if result.winner is None:
        return _t("Match over: a draw.", "MainWindow")
    if controller.humans == {result.winner}:
        return _t("Match over: you won.", "MainWindow")
    return _t("Match over: {name} won.", "MainWindow").format(name=controller.name_of(result.winner))
