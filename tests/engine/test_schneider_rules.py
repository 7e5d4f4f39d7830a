"""One scenario per Bohemian Schneider rule id (RULES.md H-1 ... H-14), from explicit deck orders.

The dealer is player 0 unless said otherwise, so the non-dealer (N) is player 1 and leads.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine import IllegalAction, new_hand, new_match, rule_options

from .helpers import play, play_out, schneider, schneider_deck, texts

N, D = 1, 0


def codes(cards) -> list[str]:
    return sorted(c.code for c in cards)


def test_H01_ten_ranks_below_the_jack_and_no_trump() -> None:
    h = schneider("TH 9C 8C 7C 7D 8D", "JH 9H 8H 7H 7S 8S")
    play(h, "play TH", "play JH")
    assert h.to_move == D  # the jack beats the ten
    h = schneider("AS 9C 8C 7C 7D 8D", "7H 9H 8H JH 7S 8S")
    play(h, "play AS", "play 7S")
    assert h.to_move == N
    assert h.observation(0).trump is None


def test_H02_honours_count_one_each() -> None:
    h = schneider("AH 9C 8C 7C 7D 8D", "TH 9H 8H 7H 7S 8S")
    play(h, "play AH", "play TH")
    assert h.score(N) == 2 and h.score(D) == 0
    h = schneider("9S 9C 8C 7C 7D 8D", "TH 9H 8H 7H 7S 8S")
    play(h, "play 9S", "play 8S")
    assert h.score(N) == 0  # 9, 8, 7 are worth nothing


def test_H03_deal_in_packets_of_three_and_talon() -> None:
    order = schneider_deck("AH KH QH AS KS QS", "AD KD QD AC KC QC", talon="JH JS")
    h = new_hand("schneider", deck=order, dealer=0)
    assert order[:12] == "AH KH QH AD KD QD AS KS QS AC KC QC".split()
    assert codes(h.observation(N).hand) == codes_of("AH KH QH AS KS QS")
    assert codes(h.observation(D).hand) == codes_of("AD KD QD AC KC QC")
    assert h.observation(0).stock_size == 20
    play(h, "play AH", "play QD")  # N wins and draws the talon's top card JH; D draws JS
    assert "JH" in codes(h.observation(N).hand) and "JS" in codes(h.observation(D).hand)


def test_H04_non_dealer_leads_any_card_no_duty_to_follow() -> None:
    for dealer in (0, 1):
        h = new_hand("schneider", seed=4, dealer=dealer)
        assert h.to_move == 1 - dealer
    h = schneider("AH 9C 8C 7C 7D 8D", "TH 9H 8H 7H 7S 8S")
    play(h, "play AH")
    assert len(texts(h)) == 6  # any card, hearts held or not
    play(h, "play 7S")


@pytest.mark.parametrize(
    ("lead", "answer", "winner"),
    [("9C", "AC", D), ("AC", "9C", N), ("9C", "AH", N), ("7C", "8C", D), ("TC", "JC", D), ("JC", "TC", N)],
)
def test_H05_only_a_higher_card_of_the_suit_led_wins(lead: str, answer: str, winner: int) -> None:
    fore = " ".join([lead] + [c for c in "7D 8D 9D KS QS".split()])
    dealer = " ".join([answer] + [c for c in "7H 8H 9H 7S 8S".split()])
    h = schneider(fore, dealer)
    play(h, f"play {lead}", f"play {answer}")
    assert h.to_move == winner


def test_H06_winner_draws_first_last_six_without_drawing() -> None:
    h = new_hand("schneider", seed=9)
    draws = 0
    while h.observation(0).stock_size:
        h.apply(h.legal_actions()[0])
        h.apply(h.legal_actions()[-1])
        draws += 1
        assert h.observation(0).hand_sizes == (6, 6)
        winner = h.to_move
        ev = [e for e in h.observation(winner).events if e[0] == "draw"][-2:]
        assert ev[0][1] == winner and ev[1][1] == 1 - winner
    assert draws == 10
    tricks = 0
    while h.result is None:
        h.apply(h.legal_actions()[0])
        h.apply(h.legal_actions()[0])
        tricks += 1
    assert tricks == 6


def test_H07_never_misdeals_deck_must_be_complete() -> None:
    order = schneider_deck("AH KH QH AS KS QS", "AD KD QD AC KC QC")
    with pytest.raises(ValueError, match="deck"):
        new_hand("schneider", deck=order[:-1])
    with pytest.raises(ValueError, match="deck"):
        new_hand("schneider", deck=order[:-1] + ["6S"])


def run_scored(seed_range=range(400), **rules):
    for seed in seed_range:
        h = play_out(new_hand("schneider", seed=seed, rules=rules), _random_choice(seed))
        yield h


def _random_choice(seed: int):
    rng = random.Random(seed)
    return lambda hand: rng.choice(hand.legal_actions())


def test_H08_scoring_tiers_and_tie() -> None:
    seen = set()
    for h in run_scored():
        a, b = h.result.scores
        assert a + b == 20
        high = max(a, b)
        expected = 0 if a == b else 1 if high <= 15 else 2 if high <= 19 else 3
        assert h.result.points == expected
        assert (h.result.winner is None) == (a == b)
        assert h.result.reason == ("tie" if a == b else "honours")
        seen.add(expected)
    assert {0, 1, 2} <= seen


def test_H08_schwarz_all_twenty_honours() -> None:
    h = new_hand("schneider", seed=1, dealer=0)
    while h.result is None:
        acts = h.legal_actions()
        if h.to_move == D:  # D always answers with a card that cannot win (H-5)
            lead = h.observation(D).trick[0][1][0]
            losing = [a for a in acts if a.cards[0].suit != lead.suit or _strength(a) < _strength_card(lead)]
            h.apply(losing[0])
        else:
            h.apply(acts[0])
    r = h.result
    assert h.tricks == (0, 16) and r.scores == (0, 20)
    assert (r.winner, r.points, r.reason) == (N, 3, "honours") and "Schwarz" in r.note


def _strength_card(card) -> int:
    return "789TJQKA".index(card.code[0])


def _strength(action) -> int:
    return _strength_card(action.cards[0])


def test_H08_tie_redealt_by_same_dealer_and_H09_match_race() -> None:
    m = new_match("schneider", seed=2)
    assert m.scores == (0, 0)
    last_dealer = m.hand.dealer
    rng = random.Random(2)
    while m.result is None:
        hand = m.hand
        m.apply(rng.choice(m.legal_actions()))
        if m.hand is not hand and m.result is None:
            r = hand.result
            assert m.hand.dealer == (last_dealer if r.winner is None else 1 - last_dealer)
            last_dealer = m.hand.dealer
    assert max(m.scores) >= 7 and m.result.winner == (0 if m.scores[0] > m.scores[1] else 1)
    m10 = new_match("schneider", seed=2, rules={"target": 10})
    while m10.result is None:
        m10.apply(rng.choice(m10.legal_actions()))
    assert max(m10.scores) >= 10 and min(m10.scores) < 10


def test_H09_first_dealer_drawn_from_the_seed() -> None:
    dealers = {new_match("schneider", seed=s).hand.dealer for s in range(20)}
    assert dealers == {0, 1}
    assert new_match("schneider", seed=5).hand.dealer == new_match("schneider", seed=5).hand.dealer


def test_H10_short_deck_thresholds_and_tens_do_not_count() -> None:
    h = schneider("AH KH QH TS 9S 9C", "JH 9H TH AS KS QS", short_deck=True)
    assert h.observation(0).stock_size == 12
    play(h, "play TS", "play AS")
    assert h.score(D) == 1  # the ace counts, the ten is no honour in the short deck
    seen = set()
    for h in run_scored(short_deck=True):
        a, b = h.result.scores
        assert a + b == 16
        high = max(a, b)
        expected = 0 if a == b else 1 if high <= 12 else 2 if high <= 15 else 3
        assert h.result.points == expected
        seen.add(expected)
    assert {0, 1, 2} <= seen


def test_H11_follow_suit_toggle() -> None:
    h = schneider("AH 9C 8C 7C 7D 8D", "TH 9H 8H 7H 7S 8S", follow_suit=True)
    play(h, "play AH")
    assert sorted(texts(h)) == ["play 7H", "play 8H", "play 9H", "play TH"]
    with pytest.raises(IllegalAction, match=r"H-11: you must follow suit \(H\)"):
        h.apply("play 7S")
    play(h, "play 7H")
    h = schneider("AS 9C 8C 7C 7D 8D", "TH 9H 8H 7H KD QD", follow_suit=True)
    play(h, "play AS")
    assert len(texts(h)) == 6  # no spade: anything


def test_H12_trump_bottom_card_turned_up_and_drawn_last() -> None:
    h = schneider("AS 9C 8C 7C 7D 8D", "7H 9H 8H JH 7S 8S", bottom="TH", trump=True)
    obs = h.observation(D)
    assert obs.trump is not None and obs.trump.letter == "H" and obs.trump_card.code == "TH"
    play(h, "play AS", "play 7H")  # a trump beats the non-trump lead
    assert h.to_move == D
    h = schneider("9H 9C 8C 7C 7D 8D", "AS KH 8H JH 7S 8S", bottom="TH", trump=True)
    play(h, "play 9H", "play 8H")
    assert h.to_move == N  # a lower trump loses to the trump led
    # The trump card is the last card drawn, by the loser of the tenth trick.
    h = new_hand("schneider", seed=3, rules={"trump": True})
    trump_card = h.observation(0).trump_card
    while h.observation(0).stock_size:
        h.apply(h.legal_actions()[0])
        h.apply(h.legal_actions()[0])
    loser = 1 - h.to_move
    assert trump_card in h.observation(loser).hand
    assert trump_card in h.observation(1 - loser).known


def test_H13_cumulative_scores_the_difference_to_50() -> None:
    assert rule_options("schneider")["target"].default == 7
    m = new_match("schneider", seed=1, rules={"cumulative": True})
    assert m.rules.target == 50
    for h in run_scored(range(60), cumulative=True):
        a, b = h.result.scores
        assert h.result.points == abs(a - b)
    rng = random.Random(4)
    while m.result is None:
        m.apply(rng.choice(m.legal_actions()))
    assert max(m.scores) >= 50
    assert new_match("schneider", seed=1, rules={"cumulative": True, "target": 30}).rules.target == 30


def test_H14_deck_style_never_changes_a_rule() -> None:
    # The engine has no notion of deck style: the same seed deals the same cards whatever the art.
    assert "style" not in rule_options("schneider") and "deck" not in rule_options("schneider")


def codes_of(text: str) -> list[str]:
    return sorted(text.split())
