"""Game ▸ Export history (issue 47 item 10): the match told for people in the player's language and
deck, with the hands in which a play was taken back; only what both players saw (issue 48: never the
seed, a card drawn face down or a Bura pass)."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.engine import GAMES, game_deck
from cardtable.engine.core import public_view
from cardtable.engine.words import Event
from cardtable.ui import i18n, texts
from cardtable.ui.controller import GameController
from cardtable.ui.history import history_text

SEED = 987_654_321


def played(game: str, deals: int = 2, humans: frozenset[int] = frozenset({0})) -> GameController:
    """A controller whose match random play took ``deals`` hands and a few actions into the next."""
    c = GameController(game, None, SEED, humans=set(humans), level="easy")
    rng = random.Random(SEED)
    while len(c.match.history) < deals and c.match.result is None:
        c.match.apply(rng.choice(c.match.legal_actions()))
    for _ in range(4):
        if c.match.result is None:
            c.match.apply(rng.choice(c.match.legal_actions()))
    return c


def public_cards(c: GameController) -> set[str]:
    """The codes of every card both players saw at the table."""

    def cards(events) -> set[str]:
        shown: set[str] = set()
        for kind, _who, payload in events:
            if kind == Event.ACT:
                shown.update(card.code for card in payload.cards)
            elif kind in (Event.TURN, Event.SHOW):
                shown.update(card.code for card in (payload if isinstance(payload, tuple) else (payload,)))
        return shown

    both: set[str] = set()
    for hand in [*c.match.finished, c.match.hand]:
        both |= cards(public_view(hand.log, 0)[0]) & cards(public_view(hand.log, 1)[0])
        obs = hand.observation(0)
        if any(kind == Event.ACT and what.kind == "exchange" for kind, _, what in hand.log):
            both.add(GAMES[c.game].exchange_card(obs.rules, obs.trump).code)  # S-14: it lies face up
    return both


@pytest.mark.parametrize("style", ["french", "tell"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_history_names_only_cards_both_players_saw_and_never_the_seed(qapp, game: str, style: str) -> None:
    c = played(game, humans=frozenset({0, 1}))  # hot-seat: the file the other player may read
    c.deck_style = style
    text = history_text(c)
    assert str(SEED) not in text and "seed" not in text.lower()
    shown = public_cards(c)
    named = {card.code for card in game_deck(game, None) if texts.card_name(style, card.code) in text}
    assert named and named <= shown, named - shown
    assert "pass" not in text.lower()  # a Bura pass is never shown to the opponent (B-15)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_history_tells_each_hand_trick_and_result_in_words(qapp, game: str) -> None:
    c = played(game)
    text = history_text(c, undone=[1])
    hands = len(c.match.history) + (c.match.result is None)
    assert text.count("dealer: ") == hands
    assert text.count("the trick goes to") == sum(
        len(h.observation(0).tricks) for h in [*c.match.finished, c.match.hand]
    )
    assert "A play was taken back in this hand" in text  # the undone deal is said, not left out
    assert "This hand is still being played." in text
    assert text.count("Score after the hand: ") == len(c.match.history)
    assert not re.search(r"\b(play [AKQJT9876][CDHS]|marry [CDHS])\b|=True|=False", text)  # no machine notation


def test_the_history_is_in_the_players_language(qapp) -> None:
    c = played("schnapsen")
    english = history_text(c)
    i18n.set_language("de")
    try:
        german = history_text(c)
    finally:
        i18n.set_language("en")
    assert german != english
    for word in ("dealer", "trick goes to", "Players", "Rules", "exported"):
        assert word in english and word not in german, word


def test_the_next_deal_is_not_told_while_the_hands_summary_waits(qapp) -> None:
    """Newcomer finding: exported while the finished hand's summary waited for Next hand, the
    history named the next deal's trump card, which the player had not been shown yet."""
    c = GameController("schnapsen", None, SEED, humans={0}, level="easy")
    rng = random.Random(SEED)
    while not c.match.history:
        c.match.apply(rng.choice(c.match.legal_actions()))
    c.finished_hand = c.match.finished[-1]  # the summary is in view; the match has dealt the next hand
    text = history_text(c)
    trump = c.match.hand.observation(0).trump_card
    assert "This hand is still being played." not in text and text.count("dealer: ") == 1
    assert texts.card_name("french", trump.code) not in text.split("Score after the hand")[-1]
