"""``new_hand`` and ``new_match`` refuse a wrong argument at once (ENGINE_API.md: ``dealer`` is 0 or
1, ``seed`` an int or None), with a message naming it: ``dealer=1.0`` passed ``in (0, 1)`` and failed
later with a TypeError far from the mistake (issue 48, item 14), and ``random.Random`` takes a
float, a str or a bool as a seed, so a match replayed from its saved seed could deal other cards."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine import GAMES, Card, new_hand, new_match

BAD_DEALERS = [1.0, 0.0, True, False, -1, 2, "1", None]
BAD_SEEDS = [1.5, 1.0, True, "7", b"7", [1]]


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("dealer", BAD_DEALERS, ids=repr)
def test_a_dealer_that_is_not_0_or_1_is_refused_at_once(game: str, dealer: Any) -> None:
    with pytest.raises(ValueError, match=r"^dealer: must be 0 or 1"):
        new_hand(game, dealer=dealer)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_seed_that_is_not_an_int_is_refused_by_hand_and_match(game: str, seed: Any) -> None:
    with pytest.raises(ValueError, match=r"^seed: must be an int or None"):
        new_hand(game, seed=seed)
    with pytest.raises(ValueError, match=r"^seed: must be an int or None"):
        new_match(game, seed=seed)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_arguments_the_contract_allows_still_deal(game: str) -> None:
    for dealer in (0, 1):
        assert new_hand(game, dealer=dealer, seed=7).dealer == dealer
    assert new_hand(game, seed=None).dealer == 0
    big = 2**64 - 1  # a match seeds its hands with getrandbits(64)
    assert new_hand(game, seed=big).dealer == 0 and new_hand(game, seed=-3) is not None
    assert new_match(game, seed=big).result is None and new_match(game).result is None


@pytest.mark.parametrize("deck", [5, b"AH KH", {"AH", "KH"}, iter(["AH"])], ids=repr)
def test_a_deck_that_is_not_a_list_of_codes_is_refused_by_name(deck: Any) -> None:
    """An int raised "'int' object is not iterable", bytes were read as numbers, and a set has no
    order to deal from (D-4)."""
    with pytest.raises(ValueError, match=r"^deck: must be a list of card codes"):
        new_hand("schnapsen", deck=deck)


CODES = "AH TH KH QH JH AS TS KS QS JS AC TC KC QC JC AD TD KD QD JD".split()
NOT_TEXT = {  # each raised TypeError from deep inside the engine (issue 48 re-audit, item 9)
    "Card(bytes)": (lambda: Card(b"AH"), r"^D-1: not a card code"),
    "Card(bytearray)": (lambda: Card(bytearray(b"AH")), r"^D-1: not a card code"),
    "deck of bytes": (lambda: new_hand("schnapsen", deck=[c.encode() for c in CODES]), r"D-1: not a card code"),
    "game as a list": (lambda: new_hand(["bura"]), r"^unknown game"),  # type: ignore[arg-type]
    "game as a dict": (lambda: new_match({}), r"^unknown game"),  # type: ignore[arg-type]
}


@pytest.mark.parametrize("call", NOT_TEXT.values(), ids=NOT_TEXT.keys())
def test_a_card_or_game_that_is_not_text_is_refused_by_name(call: Any) -> None:
    make, said = call
    with pytest.raises(ValueError, match=said):
        make()


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("player", [1.0, 0.0, True, "0", None], ids=repr)
def test_an_observer_that_is_not_0_or_1_is_refused_by_hand_and_match(game: str, player: Any) -> None:
    with pytest.raises(ValueError, match=r"^player: must be 0 or 1"):
        new_hand(game, seed=1).observation(player)
    with pytest.raises(ValueError, match=r"^player: must be 0 or 1"):
        new_match(game, seed=1).observation(player)
