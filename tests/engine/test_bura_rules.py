"""One scenario per Bura rule id (RULES.md B-1 ... B-21), from explicit deck orders.

The dealer is player 0 unless said otherwise, so the non-dealer (N) is player 1 and leads first.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine import Action, BuraPhase, Card, IllegalAction, new_hand, new_match, rule_options
from cardtable.engine.bura import POINTS

from .helpers import bura, bura_deck, pass_silent_offers, play, texts

N, D = 1, 0


def codes(cards) -> list[str]:
    return sorted(c.code for c in cards)


def random_hand(seed: int, stop=None):
    """Random play (no declarations of 31 unless right) until ``stop(hand)`` or the end."""
    h = new_hand("bura", seed=seed)
    rng = random.Random(seed)
    while h.result is None and not (stop and stop(h)):
        acts = h.legal_actions()
        if "claim" in texts(h) and h.score(h.to_move) >= 31:
            h.apply("claim")
        else:
            h.apply(rng.choice([a for a in acts if str(a) != "claim"] or acts))
    return h


def test_B01_order_and_points() -> None:
    assert sum(POINTS[Card(r + s).index] for r in "ATKQJ9876" for s in "CDHS") == 120
    h = bura("KS 6C 7D", "TS 6D 8C", "9H")
    play(h, "play KS", "play TS")
    assert h.score(D) == 14 and h.to_move == D  # the ten beats the king
    h = bura("9S 6C 7D", "6S 6D 8C", "9H")
    play(h, "play 9S", "play 6S")
    assert h.score(N) == 0  # 9 8 7 6 are worth nothing
    # Played to the end, the points taken are the points of the cards played.
    for seed in range(20):
        h = new_hand("bura", seed=seed)
        while h.result is None:
            acts = [a for a in h.legal_actions() if str(a) not in ("claim",)]
            h.apply(acts[0])
        played = h.observation(0).played_cards()
        assert sum(h.result.scores) == sum(POINTS[c.index] for c in played)


def test_B02_ante_pot_balances_and_match_lengths() -> None:
    m = new_match("bura", seed=1)
    assert m.scores == (-1, -1) and m.pot == 2 and sum(m.scores) + m.pot == 0
    rng = random.Random(1)
    for _ in range(300):  # open-ended: it never ends by itself
        m.apply(rng.choice(m.legal_actions()))
        assert sum(m.scores) + m.pot == 0
    assert m.result is None
    # First to N pots, with no ante after the last pot.
    m = new_match("bura", seed=2, rules={"target_pots": 2})
    while m.result is None:
        acts = m.legal_actions()
        p = m.to_move
        m.apply("claim" if m.hand.score(p) >= 31 else rng.choice([a for a in acts if str(a) != "claim"]))
        assert sum(m.scores) + m.pot == 0
    assert max(m.pots_won) == 2 and m.pot == 0 and m.result.winner == m.pots_won.index(2)
    # N deals, replays included; an open pot is shared out equally at the end.
    m = new_match("bura", seed=3, rules={"max_deals": 1})
    first = m.to_move
    m.apply("claim")  # a wrong declaration with 0 points: he pays 2, the pot is 4
    assert m.result is not None and m.pot == 0 and m.deals == 1
    assert m.scores[first] == -1 - 2 + 2 and m.scores[1 - first] == -1 + 2
    assert m.result.winner == 1 - first
    m = new_match("bura", seed=3, rules={"max_deals": 2})
    first = m.to_move
    m.apply("claim")  # pot 4; the declarant deals next, so the other leads and declares now
    assert m.hand.leader == 1 - first
    pass_silent_offers(m)  # B-15: the dealer's offer comes first, hiding whether he holds a special hand
    assert m.to_move == 1 - first
    m.apply("claim")  # he pays 4: pot 8, shared 4 and 4
    assert m.result is not None and m.deals == 2
    assert m.scores[first] == -3 + 4 and m.scores[1 - first] == -5 + 4 and m.result.winner == first


def test_B02_pot_is_always_even_so_shares_are_equal() -> None:
    # Ante 2, +2 for a played-out hand, doubling for a wrong declaration: the odd chip of B-2 never
    # arises with two players; the rule is kept in the code for completeness.
    rng = random.Random(6)
    m = new_match("bura", seed=6)
    for _ in range(500):
        m.apply(rng.choice(m.legal_actions()))
        assert m.pot % 2 == 0
    assert set(rule_options("bura").names()) >= {"target_pots", "max_deals"}


def test_B03_first_dealer_from_the_seed_and_non_dealer_leads() -> None:
    dealers = {new_match("bura", seed=s).hand.dealer for s in range(20)}
    assert dealers == {0, 1}
    for dealer in (0, 1):
        h = bura("KS 6C 7D", "TS 6D 8C", "9H", dealer_seat=dealer)
        assert h.to_move == 1 - dealer and h.leader == 1 - dealer


def test_B04_deal_one_at_a_time_trump_card_drawn_last() -> None:
    order = bura_deck("KS 6C 7D", "TS 6D 8C", "9H", stock="AC AD")
    assert order[:7] == ["KS", "TS", "6C", "6D", "7D", "8C", "9H"]
    h = new_hand("bura", deck=order)
    assert codes(h.observation(N).hand) == ["6C", "7D", "KS"]
    assert codes(h.observation(D).hand) == ["6D", "8C", "TS"]
    obs = h.observation(N)
    assert obs.trump_card.code == "9H" and obs.trump.letter == "H" and obs.stock_size == 30
    play(h, "play KS", "play TS")  # D wins and draws first: AC; N gets AD
    assert "AC" in codes(h.observation(D).hand) and "AD" in codes(h.observation(N).hand)
    # Single-card tricks to the end of the stock: the loser of the last drawing trick takes 9H.
    h = new_hand("bura", deck=order)
    while h.observation(0).stock_size:
        singles = [a for a in h.legal_actions() if a.kind == "play" and len(a.cards) == 1]
        h.apply(singles[0] if singles else "pass")
    holder = N if "9H" in codes(h.observation(N).hand) else D
    assert "9H" in codes(h.observation(holder).hand)
    assert Card("9H") in h.observation(1 - holder).known


def test_B05_lead_one_or_a_group_of_one_suit() -> None:
    h = bura("KS 8S 6C", "TS 6D 8C", "9H")
    assert sorted(texts(h)) == sorted(["play KS", "play 8S", "play 6C", "play KS 8S", "claim"])
    with pytest.raises(IllegalAction, match="B-5"):
        h.apply("play KS 6C")
    h = bura("KS 8S 6S", "TS 6D 8C", "9H")
    assert "play KS 8S 6S" in texts(h) and "play 8S 6S" in texts(h)


def test_B05_no_more_cards_than_the_opponent_holds() -> None:
    from cardtable.engine.bura import BuraHand

    leads = BuraHand._group_leads((Card("KS").index, Card("8S").index, Card("6S").index), 1, False)
    assert all(len(a.cards) == 1 for a in leads if a.kind == "play")
    leads = BuraHand._group_leads((Card("KS").index, Card("8S").index, Card("6S").index), 2, False)
    assert max(len(a.cards) for a in leads) == 2
    # In play both hands always hold the same number of cards, so the limit is that of the hand.
    for seed in range(30):
        h = new_hand("bura", seed=seed)
        rng = random.Random(seed)
        while h.result is None:
            if h.phase == 3:
                assert len(h.hands[0]) == len(h.hands[1])
            h.apply(rng.choice([a for a in h.legal_actions() if str(a) != "claim"]))


def test_B06_answer_with_the_same_number_of_any_suits() -> None:
    h = bura("KS 8S 6C", "AS 7H 6D", "9H")
    play(h, "play KS 8S")
    expected = [str(Action.parse(t)) for t in ["play AS 7H", "play AS 6D", "play 7H 6D", "claim"]]
    assert sorted(texts(h)) == sorted(expected)
    with pytest.raises(IllegalAction, match="B-6"):
        h.apply("play AS")
    answer = h.observation(N).trick  # the answer will be open; the lead is visible now
    assert answer == ((N, (Card("KS"), Card("8S"))),)


@pytest.mark.parametrize(
    ("lead", "answer", "winner"),
    [("KS", "AS", D), ("AS", "KS", N), ("AS", "6H", D), ("6H", "AS", N), ("7H", "8H", D), ("KS", "AD", N)],
)
def test_B07_beating(lead: str, answer: str, winner: int) -> None:
    fore = " ".join([lead, "6C", "7D"])
    dealer = " ".join([answer, "8C", "9D"])
    h = bura(fore, dealer, "9H" if "9H" not in (lead, answer) else "TH")
    play(h, f"play {lead}", f"play {answer}")
    assert h.observation(0).tricks[-1].winner == winner


def test_B08_one_to_one_matching_of_a_group_of_three() -> None:
    # Trump H. Lead AD TD 6D; answer 7H 6H 9D: 9D beats only 6D, and the trumps must take AD and TD.
    h = bura("AD TD 6D", "7H 6H 9D", "9H")
    play(h, "play AD TD 6D", "play 7H 6H 9D")
    assert h.observation(0).tricks[-1].winner == D
    assert h.score(D) == 21
    # Partial beating wins nothing: 8D beats no led card except 6D, but a club beats nothing.
    h = bura("AD TD 6D", "7H 8D 9C", "9H")
    play(h, "play AD TD 6D", "play 7H 8D 9C")
    assert h.observation(0).tricks[-1].winner == N


def test_B09_trick_winner_takes_and_leads() -> None:
    h = bura("KS 6C 7D", "TS 6D 8C", "9H", stock="7S 8S 9S JS")
    play(h, "play KS", "play TS")
    obs = h.observation(D)
    assert obs.tricks[-1].winner == D and h.leader == D and h.to_move == D


def test_B10_draw_back_to_three_alternately_winner_first() -> None:
    h = bura("KS 8S 6C", "AS 7H 6D", "9H", stock="AC KC QC JC")
    play(h, "play KS 8S", "play AS 7H")
    draws = [e for e in h.observation(D).events if e[0] == "draw"]
    assert [(who, c.code if c else None) for _, who, c in draws] == [(D, "AC"), (N, None), (D, "QC"), (N, None)]
    draws_n = [e for e in h.observation(N).events if e[0] == "draw"]
    assert [(who, c.code if c else None) for _, who, c in draws_n] == [(D, None), (N, "KC"), (D, None), (N, "JC")]


def test_B10_stock_set_aside_when_it_cannot_fill_both_hands() -> None:
    found = 0
    for seed in range(300):
        h = new_hand("bura", seed=seed)
        rng = random.Random(seed)
        while h.result is None:
            acts = [a for a in h.legal_actions() if str(a) != "claim"]
            groups = [a for a in acts if len(a.cards) > 1]
            act = rng.choice(groups or acts)
            before = h.observation(0).stock_size
            k = len(act.cards)
            trick_ends = h.phase == BuraPhase.ANSWER
            h.apply(act)
            if trick_ends and 0 < before < 2 * k:
                obs = h.observation(0)
                assert obs.stock_size == 0 and obs.set_aside == before
                assert obs.hand_sizes == (3 - k, 3 - k)
                found += 1
    assert found


def test_B11_the_seed_example() -> None:
    h = bura("KS 8S 6C", "AS 7H 6D", "9H")
    play(h, "play KS 8S", "play AS 7H")
    assert h.observation(0).tricks[-1].winner == D and h.score(D) == 15
    h = bura("KS 8S 6C", "AS 7C 6D", "9H")
    play(h, "play KS 8S", "play AS 7C")
    assert h.observation(0).tricks[-1].winner == N and h.score(N) == 15


def test_B12_ranking_and_detection() -> None:
    h = bura("AS TS 6S", "AC AD AH", "9S")
    assert h.special(N) == "bura" and h.special(D) == "aces"
    h = bura("AS TS 6S", "KC 7C 6C", "9H")
    assert h.special(N) == "molodka" and h.special(D) == "molodka"
    h = bura("AS TS 6C", "KC 7D 6C".replace("6C", "8C"), "9H")
    assert h.special(N) is None and h.special(D) is None


def test_B13_bura_wins_the_pot_at_once() -> None:
    h = bura("AS TS 6S", "KC 7D 8C", "9S")
    assert "declare bura" in texts(h) and h.to_move == N
    play(h, "declare bura")
    r = h.result
    assert (r.winner, r.points, r.reason, r.by) == (N, 1, "bura", N)


@pytest.mark.parametrize(
    ("leader_cards", "other_cards", "trump", "winner"),
    [
        ("AS TS KS", "QS JS 9S", "8S", N),
        ("QS JS 9S", "AS TS KS", "8S", D),
        ("AS 8S 7S", "TS 9S 6S", "QS", N),  # TS beats 8S and 9S beats 7S, but nothing beats AS
        ("TS 8S 6S", "AS 9S 7S", "QS", D),
    ],
)
def test_B13_two_buras_the_leader_shows_first(leader_cards: str, other_cards: str, trump: str, winner: int) -> None:
    h = bura(leader_cards, other_cards, trump)
    assert h.to_move == D and texts(h) == ["declare bura", "pass", "claim"]  # B-14 step 1
    play(h, "declare bura")
    assert h.to_move == N and texts(h) == ["declare bura", "pass"]  # step 3
    play(h, "declare bura")
    assert (h.result.winner, h.result.reason) == (winner, "bura")


def test_B13_other_bura_offered_even_after_a_pass() -> None:
    h = bura("AS TS KS", "QS JS 9S", "8S")
    play(h, "pass")  # D hides his Bura at first
    assert h.to_move == N and "declare bura" in texts(h)
    play(h, "declare bura")
    assert h.to_move == D and texts(h) == ["declare bura", "pass"]
    play(h, "pass")
    assert (h.result.winner, h.result.by) == (N, N)


def test_B14_molodka_of_the_other_takes_the_lead() -> None:
    h = bura("KS 6C 7D", "QH 7H 6H", "9S")
    assert h.to_move == D and texts(h) == ["declare molodka", "pass", "claim"]
    play(h, "declare molodka")
    assert h.to_move == D and h.leader == D and all(a.kind in ("play", "claim") for a in h.legal_actions())


def test_B14_equal_hand_keeps_the_leader_the_lead() -> None:
    h = bura("KC 8C 6C", "QH 7H 6H", "9S")
    play(h, "declare molodka")
    assert h.to_move == N and texts(h) == ["declare molodka", "pass", "claim"]
    play(h, "declare molodka")
    assert h.to_move == N and h.leader == N and "declare molodka" not in texts(h)
    h = bura("KC 8C 6C", "QH 7H 6H", "9S")
    play(h, "declare molodka", "pass")  # conceding the lead
    assert h.to_move == D and h.leader == D


def test_B14_higher_hand_answers_and_lower_is_not_asked() -> None:
    h = bura("AC AD AH", "QD 7D 6D", "9S")
    play(h, "declare molodka")
    assert h.to_move == N and texts(h) == ["declare aces", "pass", "claim"]
    play(h, "declare aces")
    assert h.leader == N and h.to_move == N
    h = bura("QD 7D 6D", "AC AD AH", "9S")
    play(h, "declare aces")  # N holds only a molodka: not asked
    assert h.to_move == D and h.leader == D
    h = bura("AS TS 6S", "AC AD AH", "9S")
    play(h, "declare aces")
    assert texts(h) == ["declare bura", "pass", "claim"]
    play(h, "declare bura")
    assert (h.result.winner, h.result.reason) == (N, "bura")


def test_B15_offers_only_where_they_change_something_and_visibility() -> None:
    h = bura("QH 7H 6H", "KS 6C 7D", "9S")  # the leader holds a molodka, the other nothing
    assert h.to_move == N and not any(a.kind == "declare" for a in h.legal_actions())
    with pytest.raises(IllegalAction, match="B-15"):
        h.apply("declare molodka")
    with pytest.raises(IllegalAction, match="B-12"):
        h.apply("declare aces")
    h = bura("KS 6C 7D", "QH 7H 6H", "9S")
    play(h, "declare molodka")
    assert codes(h.observation(N).known) == ["6H", "7H", "QH"]
    assert h.observation(N).declared[0][:2] == (D, "molodka")
    h = bura("KS 6C 7D", "QH 7H 6H", "9S")
    play(h, "pass")
    assert not any(e[0] == "act" and e[2].kind == "pass" for e in h.observation(N).events)
    assert any(e[0] == "act" and e[2].kind == "pass" for e in h.observation(D).events)
    assert h.observation(N).known == ()


def test_B16_declare_at_any_own_turn() -> None:
    h = bura("KS 8S 6C", "AS 7H 6D", "9H")
    assert "claim" in texts(h)  # before leading
    play(h, "play KS 8S")
    assert "claim" in texts(h)  # before answering
    h = bura("KS 6C 7D", "QH 7H 6H", "9S")
    assert texts(h) == ["declare molodka", "pass", "claim"]  # when offered a declaration


def test_B17_reaching_31_is_not_enough_only_a_declaration_wins() -> None:
    h = _b21_hand()
    assert h.score(D) == 32 and h.result is None
    assert h.observation(D).score == 32 and h.observation(N).score == 0  # each sees his own count
    lead = next(a for a in h.legal_actions() if a.kind == "play")
    play(h, str(lead))
    assert h.result is None and h.to_move == N


def test_B18_right_declaration_wins_the_pot_wrong_doubles_it() -> None:
    h = _b21_hand()
    play(h, "claim")
    assert (h.result.winner, h.result.reason, h.result.by, h.result.points) == (D, "declaration", D, 1)
    m = new_match("bura", seed=9)
    declarant = m.to_move
    other = 1 - declarant
    m.apply("claim")
    r = m.last_result
    assert (r.reason, r.winner, r.by) == ("false_declaration", None, declarant)
    assert m.pot == 4 and m.scores[declarant] == -3 and m.scores[other] == -1


def test_B19_the_declarant_or_bura_winner_deals_next() -> None:
    m = new_match("bura", seed=9)
    declarant = m.to_move
    m.apply("claim")
    assert m.hand.dealer == declarant
    m = new_match("bura", seed=10)
    rng = random.Random(10)
    while m.result is None and m.deals < 200:
        hand = m.hand
        acts = m.legal_actions()
        buras = [a for a in acts if str(a) == "declare bura"]
        if buras:
            m.apply(buras[0])
        elif m.hand.score(m.to_move) >= 31 and "claim" in texts(m):
            m.apply("claim")
        else:
            m.apply(rng.choice([a for a in acts if str(a) != "claim"]))
        if m.hand is not hand:
            r = hand.result
            if r.reason in ("declaration", "bura", "false_declaration"):
                assert m.hand.dealer == r.by
            else:
                assert m.hand.dealer == hand.dealer
        if m.deals > 60:
            break


def test_B20_last_trick_turn_played_out_ante_rules() -> None:
    h = new_hand("bura", seed=1)
    rng = random.Random(1)
    while h.phase != BuraPhase.LAST_TURN:  # never declare: the cards are played out
        h.apply(rng.choice([a for a in h.legal_actions() if a.kind in ("play", "pass")]))
    assert h.result is None and texts(h) == ["claim", "pass"]
    assert h.to_move == h.observation(0).tricks[-1].winner
    assert h.observation(0).hand_sizes == (0, 0)
    play(h, "pass")
    r = h.result
    assert (r.winner, r.points, r.reason, r.by) == (None, 0, "played_out", None)
    # In a match: each adds a chip and the same dealer deals; a won pot brings a new ante.
    m = new_match("bura", seed=1)
    rng = random.Random(1)
    checked = set()
    while len(checked) < 2 and m.deals < 300:
        hand, pot, scores = m.hand, m.pot, m.scores
        acts = m.legal_actions()
        if "played_out" not in checked:  # first play a hand out without declaring
            act = rng.choice([a for a in acts if a.kind in ("play", "pass")])
        elif m.hand.score(m.to_move) >= 31:
            act = "claim"
        else:
            act = rng.choice([a for a in acts if a.kind in ("play", "pass")])
        m.apply(act)
        if m.hand is not hand:
            r = hand.result
            if r.reason == "played_out":
                assert m.pot == pot + 2 and m.hand.dealer == hand.dealer
                assert m.scores == (scores[0] - 1, scores[1] - 1)
                checked.add("played_out")
            elif r.reason == "declaration":
                w = r.winner
                assert m.pot == 2 and m.scores[w] == scores[w] + pot - 1
                checked.add("declaration")
    assert checked == {"played_out", "declaration"}


def _b21_hand():
    """Trump H. D wins 17 (AD JH over KD 9D), loses a null trick, then wins the B-11 trick: 32."""
    order = bura_deck("KD 9D 7C", "AD JH 6C", "TH", stock="AS KS 7H 8S 6D 8C 9C QS TD JC")
    h = new_hand("bura", deck=order)
    play(h, "play KD 9D", "play AD JH")
    assert h.score(D) == 17
    play(h, "play 6C", "play 7C")  # N wins 0 points and leads
    play(h, "play KS 8S", "play AS 7H")
    assert h.score(D) == 32 and h.to_move == D
    return h


def test_B21_the_seed_example() -> None:
    h = _b21_hand()
    play(h, "claim")
    assert (h.result.winner, h.result.reason) == (D, "declaration")
    m = new_match("bura", seed=11)
    assert m.pot == 2
    m.apply("claim")
    assert m.pot == 4 and m.result is None and m.hand.result is None


def test_B15_a_declined_special_hand_leaves_no_trace() -> None:
    # Twin deals that differ only in the dealer's hidden cards: molodka (KS 8S 6S) or nothing. The
    # dealer is offered first either way and passes; the leader's whole observation - whose turn it
    # is included - is the same in both at every step, and so are his legal actions.
    with_special = new_hand("bura", deck=bura_deck("AC 7D 6C", "KS 8S 6S", "9H", stock="QD JC TC 9C 6D"))
    without = new_hand("bura", deck=bura_deck("AC 7D 6C", "KS 8S 6D", "9H", stock="QD JC TC 9C 6S"))
    assert texts(with_special) == ["declare molodka", "pass", "claim"]
    assert texts(without) == ["pass", "claim"]
    for h in (with_special, without):
        assert h.to_move == D and h.phase == BuraPhase.OFFER
    script = ["pass", "play AC", "play 8S", "pass", "play 6C", "play KS"]
    for action in script:
        assert with_special.observation(N) == without.observation(N)
        if with_special.to_move == N:
            assert texts(with_special) == texts(without)
        with_special.apply(action)
        without.apply(action)
    assert with_special.observation(N) == without.observation(N)


def test_B15_the_other_is_always_asked_after_a_declaration() -> None:
    # After three aces, the leader is asked whether or not he holds an equal or higher hand; after
    # a Bura the other is asked whether or not he holds a Bura. A pass is all he can do without one.
    h = new_hand("bura", deck=bura_deck("KD 8D 7C", "AC AD AS", "9H"))
    h.apply("declare aces")
    assert h.to_move == N and h.phase == BuraPhase.ANSWER_SPECIAL and texts(h) == ["pass", "claim"]
    h.apply("pass")
    assert h.to_move == D and h.leader == D and h.phase == BuraPhase.LEAD
    h = new_hand("bura", deck=bura_deck("KD 8D 7C", "AH KH QH", "9H"))
    h.apply("declare bura")
    assert h.to_move == N and h.phase == BuraPhase.BURA_REPLY and texts(h) == ["pass"]
    h.apply("pass")
    assert (h.result.winner, h.result.reason) == (D, "bura")


def test_observation_of_a_third_player_is_refused() -> None:
    h = new_hand("bura", seed=1)
    for bad in (-1, 2, True):
        with pytest.raises(ValueError, match="player"):
            h.observation(bad)


def test_B02_the_last_deal_records_the_open_pot_it_shared() -> None:
    """Issue 47 item 15: at the last of N deals an open pot is shared (B-2); the match records how
    (``HandRecord.settled``), so the summary says so instead of "the next hand plays for the pot"."""
    m = new_match("bura", seed=3, rules={"max_deals": 2})
    m.apply("claim")  # deal 1: a wrong declaration, the pot doubles to 4 (B-18); the match goes on
    assert m.result is None and m.history[-1].settled == {}
    pass_silent_offers(m)
    m.apply("claim")  # deal 2, the last: pot 8, shared 4 and 4
    assert m.result is not None and m.history[-1].settled == {"shared_pot": 8, "odd_chip": None}
