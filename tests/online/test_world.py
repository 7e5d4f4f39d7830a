"""The guessed deck each side keeps (``online.world``): known cards stay where they lie, what the
other's actions exclude is honoured, and the engine is asked which unseen cards would forbid an
action."""

from __future__ import annotations

from cardtable.engine import GAMES, Action, Card, new_hand
from cardtable.online.world import exclusion, places, probe, solve

DECK = GAMES["schnapsen"].deck(None)


def test_solve_keeps_known_cards_and_the_preferred_guess_where_it_may() -> None:
    known = {0: Card("AS"), 5: Card("KH")}
    guess = solve(DECK, known, [], None)
    assert guess is not None and guess[0] == Card("AS") and guess[5] == Card("KH")
    assert sorted(guess) == sorted(DECK)
    again = solve(DECK, known, [], guess)
    assert again == guess


def test_solve_honours_exclusions_and_says_when_none_can_be() -> None:
    hearts = frozenset(c for c in DECK if c.code.endswith("H"))
    places_held = frozenset(range(0, 10))
    guess = solve(DECK, {}, [(hearts, places_held)], list(DECK))
    assert guess is not None and all(guess[p] not in hearts for p in places_held)
    too_many = frozenset(c for c in DECK if not c.code.endswith("S"))  # 15 cards kept out of 16 places
    assert solve(DECK, {}, [(too_many, frozenset(range(16)))], None) is None


def test_not_following_suit_after_closing_excludes_the_suit_from_the_answerers_hidden_places() -> None:
    """S-17: the dealer (seat 0) holds QS JS AH JH AC, trump hearts (the TH turned up); the forehand
    closes and leads AS. Answering AH (a trump) is legal only without spades: seen from the
    forehand, who knows only the AH, the unseen spades QS and JS cannot lie in the dealer's
    four hidden places."""
    deck = "AS TS KS QS JS AH TH KH QH JH AC TC KC QC JC AD TD KD QD JD".split()
    hand = new_hand("schnapsen", deck=deck, dealer=0)
    hand.apply("close")
    hand.apply("play AS")
    answer = Action.parse("play AH")
    assert answer not in hand.legal_actions()  # the truth: he holds spades
    assert probe(hand, 0, [Card("AH")], answer) and not probe(hand, 0, [Card("AH"), Card("JS")], answer)
    layout = GAMES["schnapsen"].layout(None, 0)
    known = {p: Card(deck[p]) for p in (*layout.hands[1], 6, 5)}  # his own cards, the trump card, the AH
    learned = exclusion(hand, 0, answer, known, [Card(c) for c in deck])
    assert learned == (frozenset({Card("QS"), Card("JS")}), frozenset({3, 4, 9, 10}))
    guess = solve(DECK, known, [learned], [Card(c) for c in deck])
    assert guess is not None and {guess[p] for p in (3, 4, 9, 10)}.isdisjoint({Card("QS"), Card("JS")})
    assert places(hand, layout).held[0] == frozenset(layout.hands[0])
