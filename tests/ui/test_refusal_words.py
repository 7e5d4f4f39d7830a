"""Issues 15 and 44: every refusal a player can meet is worded by the table from its data (rule id,
template, fields) in his language and deck; no English is read back to find them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from cardtable.engine import GAMES, Action, Refusal, new_match, refusals
from cardtable.engine.cards import Card
from cardtable.ui import i18n, texts

SPECIALS = ("bura", "aces", "molodka")
STYLES = ("french", "french4", "tell")
#: the rule toggles that add refusals of their own (S-17 must head, H-11 follow suit)
STRICT = {"schnapsen": {"must_head": True}, "bura": None, "schneider": {"follow_suit": True}}


def _tries(hand_cards: list[Card], other: list[Card]) -> list[Action]:
    tries = [Action.play(c) for c in hand_cards] + [Action.play(c) for c in other[:1]]
    tries += [Action.play(*hand_cards[:2]), Action.play(*hand_cards[:3])]
    tries += [Action.parse(f"marry {s}") for s in "CDHS"] + [Action.declare(s) for s in SPECIALS]
    tries += [Action.parse(k) for k in ("exchange", "close", "claim", "pass")]
    return tries


def refusals_met(game: str, strict: bool, seeds: int = 3) -> dict[str, Refusal]:
    """One refusal of each kind (rule and template) met by trying every action at random points of
    random play."""
    seen: dict[str, Refusal] = {}
    for seed in range(seeds):
        match = new_match(game, seed=seed, rules=STRICT[game] if strict else None)
        rng = random.Random(seed)
        for _ in range(60):
            if match.result is None and match.to_move is not None:
                hand = match.hand
                p = match.to_move
                for action in _tries(list(hand.observation(p).hand), list(hand.observation(1 - p).hand)):
                    reason = hand.explain(action)
                    if reason is not None:
                        seen.setdefault(f"{reason.rule} {reason.template}", reason)
                match.apply(rng.choice(match.legal_actions()))
    return seen


class Marking(QTranslator):
    """A language in which every translated string is wrapped in ⟦…⟧, so what is not is plain."""

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"⟦{source}⟧"


@pytest.mark.parametrize("strict", [False, True])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_refusal_met_in_play_is_data_the_table_words(qapp, game: str, strict: bool) -> None:
    met = refusals_met(game, strict)
    assert len(met) >= 3
    for reason in met.values():
        assert isinstance(reason, Refusal) and reason.template in refusals.TEMPLATES
        assert str(reason) == f"{reason.rule}: " + reason.template.format(**refusals.RANK_WORDS, **reason.params)
    i18n.set_language("en", extra=Marking())
    try:
        for reason in met.values():
            for style in STYLES:
                worded = texts.refusal(reason, style)
                assert worded.startswith(f"{reason.rule}: ⟦"), worded  # the template, translated
                assert "{" not in worded, worded  # every field filled
                if "{cards}" in reason.template:  # a card by the deck's name, never its code
                    assert not any(code in worded for code in str(reason.params["cards"]).split()), worded
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["de", "cs", "ru", "pt", "nl", "es"])
def test_a_refusal_is_worded_in_each_language_and_deck(qapp, language: str) -> None:
    reason = Refusal.of("S-12", refusals.MARRIAGE_NEEDS_PAIR, suit="H")
    english = {style: texts.refusal(reason, style) for style in STYLES}
    assert english["french"] == "S-12: You need the king and the queen of ♥ to announce a marriage"
    assert "ober" in english["tell"] and "queen" not in english["tell"]  # the deck's rank, not the French one
    i18n.set_language(language)
    try:
        for style in STYLES:
            worded = texts.refusal(reason, style)
            assert worded.startswith("S-12: ") and worded != english[style], (style, worded)
            assert worded[6].isupper(), worded  # a sentence after the rule id, as in English
            assert "king" not in worded.lower() and "{" not in worded, worded
    finally:
        i18n.set_language("en")


def test_the_table_words_its_own_refusals_from_data_too(qapp) -> None:
    reason = Refusal.of("S-14", texts.EXCHANGE_BY_DROP, cards="JH")
    assert (
        texts.refusal(reason, "french")
        == "S-14: Drop the lowest trump (jack of hearts) on the trump card to exchange it"
    )
    assert texts.refusal(Refusal.of("", texts.NOT_YOUR_TURN), "tell") == "Please wait: it is not your turn."


def test_no_english_is_read_back_anywhere() -> None:
    """Issue 44: no regular expression runs over a message to recover its data (the parser of
    English refusals and the deck-word rewriting are gone)."""
    sources = Path(texts.__file__).read_text(encoding="utf-8")
    for gone in ("def refusal_parts", "def deck_words", "REFUSALS = ["):
        assert gone not in sources
