"""One scenario per Schnapsen rule id (RULES.md S-1 ... S-28), from explicit deck orders.

Unless said otherwise the dealer is player 0, so the forehand is player 1 (F) and leads first.
"""

from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, new_hand, rule_options

from .helpers import play, schnapsen, schnapsen_deck, texts

F, D = 1, 0


def test_S01_twenty_cards_order_and_points() -> None:
    hand = new_hand("schnapsen", seed=3)
    cards = [c.code for c in hand.observation(0).hand + hand.observation(1).hand]
    assert len(cards) == 10 and hand.observation(0).stock_size == 10
    # Ten beats King (order A T K Q J) and the points of the trick are 10 + 4.
    h = schnapsen("KS QH JH AC TC", "TS QD JD AD TD", "KC")
    play(h, "play KS", "play TS")
    assert h.score(D) == 14 and h.to_move == D
    # Played to the end without marriages, the card points add up to 120.
    h = new_hand("schnapsen", seed=5)
    while h.result is None:
        plays = [a for a in h.legal_actions() if a.kind == "play"]
        h.apply(plays[0])
    assert sum(h.result.scores) == 120


def test_S07_deal_from_deck_order() -> None:
    order = "AH TH KH AS TS KS AC TC KC AD TD KD QH QS QC QD JH JS JC JD".split()
    hand = new_hand("schnapsen", deck=order, dealer=0)
    assert [c.code for c in hand.observation(1).hand] == sorted_codes("AH TH KH TC KC")
    assert [c.code for c in hand.observation(0).hand] == sorted_codes("AS TS KS AD TD")
    assert hand.observation(0).trump_card.code == "AC"
    # The stock is indices 11..19 with 11 on top: the trick winner draws KD, the loser QH.
    play(hand, "play AH", "play TD")  # F wins with the ace
    assert "KD" in codes(hand.observation(F).hand) and "QH" in codes(hand.observation(D).hand)


def test_S08_forehand_leads_first() -> None:
    for dealer in (0, 1):
        hand = new_hand("schnapsen", seed=11, dealer=dealer)
        assert hand.to_move == 1 - dealer and hand.dealer == dealer


def test_S09_phase1_no_obligation_to_follow() -> None:
    h = schnapsen("AH TH KH QS JS", "AS TS KC QC JC", "AD")
    play(h, "play AH")
    assert sorted(texts(h)) == sorted(["play AS", "play TS", "play KC", "play QC", "play JC", "claim"])
    play(h, "play JC")  # renounce is fine in Phase 1
    assert h.to_move == F


@pytest.mark.parametrize(
    ("lead", "answer", "winner"),
    [
        ("KH", "AH", D),  # higher card of the suit led
        ("AH", "KH", F),  # lower card of the suit led
        ("AH", "JD", D),  # a trump beats a non-trump
        ("KH", "AC", F),  # another non-trump suit never wins
        ("QD", "KD", D),  # higher trump over a trump lead
        ("TD", "AH", F),  # a non-trump against a trump lead
    ],
)
def test_S10_trick_winner(lead: str, answer: str, winner: int) -> None:
    h = schnapsen(f"{lead} QS JS JC QC", f"{answer} AS TS KS TC", "AD" if "AD" not in (lead, answer) else "TC")
    play(h, f"play {lead}", f"play {answer}")
    assert h.to_move == winner and h.observation(winner).tricks[-1].winner == winner


def test_S11_drawing_winner_first_trump_card_last() -> None:
    h = schnapsen("AH TH KH QS JS", "AS TS KC QC JC", "AD", "JH QH KS JD TD AC TC QD KD")
    play(h, "play JS", "play AS")  # D wins, draws JH; F draws QH
    assert "JH" in codes(h.observation(D).hand) and "QH" in codes(h.observation(F).hand)
    # Keep going until the stock is exhausted: the loser of the fifth trick takes the trump card AD.
    for _ in range(4):
        leader = h.to_move
        lead = next(a for a in h.legal_actions() if a.kind == "play")
        h.apply(lead)
        # answer with a card that loses: the lowest non-trump of another suit if possible
        answers = [a for a in h.legal_actions() if a.kind == "play"]
        h.apply(answers[-1])
        loser = 1 - h.to_move
        del leader
    assert h.observation(0).stock_size == 0
    assert "AD" in codes(h.observation(loser).hand)
    assert h.observation(0).trump_card is None


def test_S12_marriage_pending_until_a_trick_then_counts() -> None:
    h = schnapsen("KH QH AS TS JC", "AC TC KC QC JS", "AD")
    play(h, "marry H")
    assert texts(h) == ["play KH", "play QH", "claim"]
    with pytest.raises(IllegalAction, match="S-12"):
        h.apply("play AS")
    play(h, "play QH", "play JS")  # F wins the trick: the marriage (20) now counts
    assert h.score(F) == 3 + 2 + 20
    # A marriage of the trump suit is worth 40.
    h = schnapsen("KD QD AS TS JC", "AC TC KC QC JS", "AD")
    play(h, "marry D", "play KD", "play AC")  # trump king wins against the club ace
    assert h.score(F) == 4 + 11 + 40


def test_S12_pending_marriage_of_a_player_who_never_wins_a_trick() -> None:
    h = schnapsen("KH QH JC QS JS", "AH TH AC TC AS", "AD")
    play(h, "marry H", "play QH", "play AH")
    assert h.score(F) == 0 and h.observation(F).marriages == ((F, h.observation(F).marriages[0][1], False),)


def test_S12_marriage_only_when_leading_and_holding_both() -> None:
    h = schnapsen("KH QH JC QS JS", "KC QC AC TC AS", "AD")
    with pytest.raises(IllegalAction, match="S-12"):
        h.apply("marry C")  # F does not hold the club pair
    play(h, "play JC")
    assert "marry C" not in texts(h)
    with pytest.raises(IllegalAction, match="S-12"):
        h.apply("marry C")  # D holds it, but is answering


def test_S13_first_lead_marriage_pending_and_bummerl_mit_40() -> None:
    deck = schnapsen_deck("KD QD JC QS JS", "AH TH AC TC AS", "AD")
    h = new_hand("schnapsen", deck=deck, dealer=0)
    play(h, "marry D")
    assert h.score(F) == 0  # pending
    h40 = new_hand("schnapsen", deck=deck, dealer=0, rules={"bummerl_mit_40": True})
    play(h40, "marry D")
    assert h40.score(F) == 40  # counts at once
    # Only the trump marriage and only on the forehand's first lead.
    deck2 = schnapsen_deck("KH QH JC QS JS", "AH TH AC TC AS", "AD")
    h = new_hand("schnapsen", deck=deck2, dealer=0, rules={"bummerl_mit_40": True})
    play(h, "marry H")
    assert h.score(F) == 0


@pytest.mark.parametrize("rules", [{}, {"phase2_sweep": False, "score_at_close": True}, {"last_trick_wins": True}])
def test_S13_bummerl_mit_40_changes_no_result(rules: dict) -> None:
    """Issue 47 item 17: the variant's help says it changes no result (without a trick the forehand
    can neither reach 66 nor escape Schwarz, and his first trick counts the 40 anyway). The same
    hands, played the same way with the variant on and off, end alike."""
    import random

    deck = schnapsen_deck("KD QD JC QS JS", "AH TH AC TC AS", "AD")
    for seed in range(150):
        rng = random.Random(seed)
        off = new_hand("schnapsen", deck=deck, dealer=0, rules=rules)
        on = new_hand("schnapsen", deck=deck, dealer=0, rules={**rules, "bummerl_mit_40": True})
        for h in (off, on):
            h.apply("marry D")
        while off.result is None:
            assert texts(off) == texts(on)
            acts = texts(off)
            plain = [a for a in acts if a != "claim"]
            act = "claim" if not plain or rng.random() < 0.08 else rng.choice(plain)
            off.apply(act)
            on.apply(act)
        a, b = off.result, on.result
        assert b is not None and (a.winner, a.points, a.reason, a.tier) == (b.winner, b.points, b.reason, b.tier)


def test_S14_exchange_trump_jack() -> None:
    h = schnapsen("JD AH TH KS QS", "AS TS AC TC KC", "AD")
    assert "exchange" in texts(h)  # also on the forehand's very first lead
    play(h, "exchange")
    assert "AD" in codes(h.observation(F).hand) and "JD" not in codes(h.observation(F).hand)
    assert h.observation(D).trump_card.code == "JD"
    assert "AD" in codes(h.observation(D).known)  # the opponent saw him take it
    # Exchange, then close, then marry, then play (S-14 order): close is still offered.
    assert "close" in texts(h) and "exchange" not in texts(h)


def test_S14_exchange_refused_when_answering_closed_or_drawn() -> None:
    h = schnapsen("AH TH KH QS JS", "JD AS TS KC QC", "AD")
    play(h, "play AH")
    with pytest.raises(IllegalAction, match="S-14"):
        h.apply("exchange")
    h = schnapsen("JD AH TH KS QS", "AS TS AC TC KC", "AD")
    play(h, "close")
    with pytest.raises(IllegalAction, match="S-14"):
        h.apply("exchange")
    h = schnapsen("AH TH KH QS JS", "AS TS KC QC JC", "AD")
    with pytest.raises(IllegalAction, match="S-14: you need the trump Jack"):
        h.apply("exchange")


def test_S14_after_a_marriage_the_order_is_blamed_only_for_what_was_possible() -> None:
    """Issue 47 item 16: after "marry", closing or exchanging is refused by S-14's order only when it
    was otherwise allowed; else by the rule that forbids it anyway (S-15, S-14's trump Jack)."""
    h = play(schnapsen("KH QH JD QS JS", "AS TS AC TC KC", "AD"), "marry H")  # F holds the trump Jack
    assert str(h.explain("close")).startswith("S-14: close before announcing a marriage")
    assert str(h.explain("exchange")).startswith("S-14: exchange before announcing a marriage")
    h = play(schnapsen("KH QH JC QS JS", "AS TS AC TC KC", "AD"), "marry H")
    assert str(h.explain("exchange")) == "S-14: you need the trump Jack to exchange the trump card"
    h = play(schnapsen("KH QH JD QS JS", "AS TS AC TC KC", "AD"), "close", "marry H")
    assert str(h.explain("close")) == "S-15: the stock is already closed"
    assert str(h.explain("exchange")).startswith("S-14: the trump card no longer lies face up")


def test_S12_a_second_marriage_on_one_lead_is_refused_for_what_the_first_demands() -> None:
    """Issue 47 item 16: the player who announced a marriage leads; a second "marry" was refused with
    "only when you lead". S-12: after a marriage he must lead its King or Queen."""
    h = play(schnapsen("KH QH KS QS JC", "AS TS AC TC KC", "AD"), "marry H")
    assert str(h.explain("marry S")) == "S-12: after announcing a marriage you must lead its King or Queen (H)"


def test_S14_siebener_exchanges_the_trump_seven() -> None:
    h = schnapsen("7D AH TH KS QS JS", "AS TS AC TC KC JD", "AD", siebener=True)
    assert "exchange" in texts(h)
    play(h, "exchange")
    assert "AD" in codes(h.observation(F).hand)


def test_S15_close_turns_trump_down_and_phase2_applies() -> None:
    h = schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD")
    play(h, "close")
    obs = h.observation(D)
    assert obs.stock_closed_by == F and obs.trump_card is None and obs.stock_size == 10
    assert "close" not in texts(h)
    play(h, "play AH")
    assert texts(h) == ["play KH", "claim"]  # S-17 at once: follow suit
    play(h, "play KH")
    assert h.observation(F).stock_size == 10 and len(h.observation(F).hand) == 4  # no drawing


def test_S15_close_only_before_leading() -> None:
    h = schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD")
    play(h, "play AH")
    with pytest.raises(IllegalAction, match="S-15"):
        h.apply("close")


def test_S16_phase2_after_exhaustion_five_tricks_no_drawing() -> None:
    h = new_hand("schnapsen", seed=21)
    tricks = 0
    while h.observation(0).stock_size:
        h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
        h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
        tricks += 1
    assert tricks == 5 and len(h.observation(0).hand) == 5
    while h.result is None:
        h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
        tricks += 0.5
    assert tricks == 10


def test_S17_follow_suit_else_trump_else_anything() -> None:
    h = schnapsen("AH TH KS QS JC", "KH QC AS TC JD", "AD")
    play(h, "close", "play AH")
    assert texts(h) == ["play KH", "claim"]
    with pytest.raises(IllegalAction, match=r"S-17: you must follow suit \(H\)"):
        h.apply("play AS")
    play(h, "play KH", "play KS")  # F leads again
    assert sorted(texts(h)) == ["claim", "play AS"]
    # No spade: must trump.
    h = schnapsen("AH TH KS QS JC", "KH QC AC TC JD", "AD")
    play(h, "close", "play KS")
    assert texts(h) == ["play JD", "claim"]
    with pytest.raises(IllegalAction, match=r"S-17: you cannot follow suit, so you must trump \(D\)"):
        h.apply("play AC")
    # Neither suit nor trump: anything goes.
    h = schnapsen("AH TH KS QS JC", "KH QH AC TC JH", "AD")
    play(h, "close", "play KS")
    assert len(texts(h)) == 6


def test_S17_need_not_beat_unless_must_head() -> None:
    h = schnapsen("KH TH KS QS JC", "AH JH AS TC JD", "AD")
    play(h, "close", "play KH")
    assert sorted(texts(h)) == ["claim", "play AH", "play JH"]
    h = schnapsen("KH TH KS QS JC", "AH JH AS TC JD", "AD", must_head=True)
    play(h, "close", "play KH")
    assert texts(h) == ["play AH", "claim"]
    with pytest.raises(IllegalAction, match=r"S-17: you must head the trick: play a higher card of the suit led \(H\)"):
        h.apply("play JH")
    # Cannot beat: any card of the suit.
    h = schnapsen("AH TH KS QS JC", "KH JH AS TC JD", "AD", must_head=True)
    play(h, "close", "play AH")
    assert sorted(texts(h)) == ["claim", "play JH", "play KH"]


def test_S17_must_head_overtrump_on_trump_lead() -> None:
    h = schnapsen("KD TH KS QS JC", "AD JD AS TC JH", "QD", must_head=True)
    play(h, "close", "play KD")
    assert texts(h) == ["play AD", "claim"]


def test_S18_score_is_tricks_plus_counted_marriages() -> None:
    h = schnapsen("AH KC QC TH JS", "JH KH QH AC TC", "AD")
    play(h, "play AH", "play JH")  # F: 13
    play(h, "marry C", "play KC", "play AC")  # D wins 15 with the club ace
    assert h.score(F) == 13 + 20 and h.score(D) == 15


def test_S19_right_claim_wins_and_claims_allowed_at_any_own_turn() -> None:
    h = schnapsen("AH TH AS TS KD", "KH QH KS QS JC", "QD", stock="JH AC TC KC QC JS AD TD JD")
    play(h, "play AH", "play KH")  # 15
    play(h, "play AS", "play KS")  # 30
    play(h, "play TH", "play QH")  # 43
    play(h, "play TS", "play QS")  # 56
    assert "claim" in texts(h)  # before leading
    # lead, opponent must be able to claim before answering
    play(h, "play KD")
    assert "claim" in texts(h) and h.to_move == D
    play(h, "play JC")  # F wins: 56 + 4 + 2 = 62
    assert h.score(F) == 62
    # After announcing a marriage and before playing its card.
    h = schnapsen("AH TH KD QD JS", "KH QH KS QS JC", "AD")
    play(h, "play AH", "play KH", "play TH", "play QH")  # F: 28, has won tricks
    play(h, "marry D")  # 40 counts now: 68
    assert h.score(F) == 68
    play(h, "claim")
    r = h.result
    assert (r.winner, r.reason, r.by) == (F, "claim", F)


def test_S19_wrong_claim_gives_opponent_two() -> None:
    h = schnapsen("AH TH KH QS JS", "AS TS KC QC JC", "AD")
    play(h, "play AH", "play JC", "claim")
    r = h.result
    assert (r.winner, r.points, r.reason, r.by) == (D, 2, "false_claim", F)
    assert h.to_move is None and h.legal_actions() == []
    with pytest.raises(IllegalAction):
        h.apply("play TH")


def test_S20_engine_never_claims_for_a_player() -> None:
    h = schnapsen("AH TH KD QD JS", "KH QH KS QS JC", "AD")
    play(h, "play AH", "play KH", "play TH", "play QH", "marry D")
    assert h.score(F) >= 66 and h.result is None
    play(h, "play KD", "play JC")
    assert h.result is None and h.to_move == F


def test_S21_closer_reaches_66_by_claim() -> None:
    h = schnapsen("AH TH AS KD QD", "KH QH KS QS JC", "AD")
    play(h, "close", "marry D", "play KD", "play JC")  # 6 + 40 now counting
    assert h.score(F) == 46
    play(h, "play AH", "play KH", "play TH", "play QH")
    assert h.score(F) == 74
    play(h, "claim")
    r = h.result
    assert (r.winner, r.reason, r.points, r.by) == (F, "claim", 3, F)  # D never won a trick: Schwarz


def test_S21_closer_wrong_claim_is_failed_close() -> None:
    h = schnapsen("AH TH AS TS AC", "KH QH KS QS JC", "AD")
    play(h, "close", "play AH", "play KH", "claim")
    r = h.result
    assert (r.winner, r.points, r.reason, r.by) == (D, 2, "failed_close", F)


def test_S21_played_out_closer_below_66_fails_and_trickless_toggle() -> None:
    for toggle, points in ((False, 2), (True, 3)):
        h = schnapsen("JC QS JS KC QC", "AH TH AS TS AC", "AD", closing_penalty_trickless_3=toggle, phase2_sweep=False)
        play(h, "close")  # F closes with a hopeless hand; D has no trick yet
        while h.result is None:
            h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
        r = h.result
        assert (r.winner, r.points, r.reason, r.by) == (D, points, "failed_close", None)


def test_S21_closer_with_66_after_last_trick_wins() -> None:
    h = schnapsen("AH TH AS TS AC", "KH QH KS QS JC", "AD", phase2_sweep=False)
    play(h, "close", "play AH", "play KH", "play TH", "play QH", "play AS", "play KS", "play TS", "play QS")
    assert h.score(F) == 56 and h.result is None
    play(h, "play AC", "play JC")  # the last trick brings F to 69
    r = h.result
    assert (r.winner, r.reason, r.points, r.by) == (F, "last_trick", 3, None)


def test_S21_closers_opponent_claiming_right_scores_the_penalty() -> None:
    for toggle, points in ((False, 2), (True, 3)):
        h = schnapsen("KH QH KS QS JC", "AH TH AS KD QD", "AD", closing_penalty_trickless_3=toggle)
        play(h, "close", "play KH", "play AH")  # D: 15
        play(h, "marry D", "play KD", "play QH")  # D: 15 + 40 + 7
        play(h, "play TH", "play JC")  # D: 74
        assert h.score(D) == 74
        play(h, "claim")
        r = h.result
        assert (r.winner, r.points, r.reason, r.by) == (D, points, "failed_close", D)


# The S-22 tier scenarios share one deck; trump diamonds (QD turned up).
TIER_DECK = ("AH TH AS TS JC", "KH QH KS QS AC", "QD", "JH KD TC KC QC JS AD TD JD")


def test_S22_schwarz_three_when_the_loser_won_no_trick() -> None:
    h = schnapsen("AH TH AS TS KD", "KH QH KS QS JC", "QD", stock="JH AC TC KC QC JS AD TD JD")
    play(h, "play AH", "play KH", "play AS", "play KS", "play TH", "play QH", "play TS", "play QS")
    assert h.score(F) == 56
    play(h, "play AD", "play JC", "claim")
    r = h.result
    assert (r.winner, r.points, r.reason) == (F, 3, "claim")
    assert "Schwarz" in r.note


def test_S22_schneider_two_when_the_loser_has_at_most_32() -> None:
    h = schnapsen(*TIER_DECK[:3], stock=TIER_DECK[3])
    play(h, "play JC", "play AC")  # D wins 13
    play(h, "play JH", "play AH", "play AS", "play KS", "play TH", "play QH", "play TS", "play QS")
    assert h.observation(0).stock_size == 0 and h.score(F) == 54
    play(h, "play AD", "play QD", "claim")  # Phase 2: D must follow diamonds
    r = h.result
    assert (r.winner, r.points, r.reason, r.scores) == (F, 2, "claim", (13, 68))


def test_S22_one_when_the_loser_has_33_or_more() -> None:
    h = schnapsen(*TIER_DECK[:3], stock=TIER_DECK[3])
    play(h, "play JC", "play AC")  # D wins 13
    play(h, "marry H", "play QH", "play AH")  # D's marriage counts at once: 33
    play(h, "play AS", "play KS", "play TH", "play JH", "play TS", "play QS", "play AD", "play QD", "claim")
    r = h.result
    assert (r.winner, r.points, r.scores) == (F, 1, (33, 68))


def test_S22_loser_at_66_without_claim_scores_one() -> None:
    import random

    found = False
    for seed in range(400):
        h = new_hand("schnapsen", seed=seed)
        rng = random.Random(seed)
        while h.result is None:
            p = h.to_move
            if h.score(p) >= 66 and h.score(1 - p) >= 66:
                h.apply("claim")
                break
            h.apply(rng.choice([a for a in h.legal_actions() if a.kind != "claim"]))
        r = h.result
        if r.reason == "claim" and min(r.scores) >= 66:
            assert r.points == 1
            found = True
            break
    assert found


def test_S22_pending_marriage_never_saves_from_schwarz() -> None:
    h = schnapsen("KH QH JC QS JS", "AH TH AS TS AC", "AD")
    play(h, "marry H", "play QH", "play AH")  # F's 20 stays pending
    play(h, "close", "play TH", "play KH", "play AS", "play JS", "play TS", "play QS", "play AC", "play JC")
    assert h.score(D) == 67 and h.score(F) == 0
    play(h, "claim")
    assert (h.result.winner, h.result.points) == (D, 3)


def test_S22_bummerl_mit_40_marriage_does_not_save_from_schwarz() -> None:
    h = schnapsen("KD QD JC QS JS", "AD TD AS TS AC", "JD", bummerl_mit_40=True)
    play(h, "marry D")
    assert h.score(F) == 40  # S-13: counts at once
    play(h, "play QD", "play AD", "close")
    play(h, "play TD", "play KD", "play AS", "play JS", "play TS", "play QS", "play AC", "play JC")
    assert h.score(D) == 67 and h.score(F) == 40
    play(h, "claim")
    r = h.result
    assert (r.winner, r.points, r.reason) == (D, 3, "claim")


def test_S22_score_at_close_judges_the_loser_when_the_stock_was_closed() -> None:
    for toggle, points in ((False, 2), (True, 3)):
        h = schnapsen("AH TS JC KD QD", "KH QH KS AC QS", "JD", score_at_close=toggle)
        play(h, "close", "marry D", "play KD", "play QS")  # F: 47
        play(h, "play JC", "play AC")  # D wins a trick after the close: 13
        play(h, "play KH", "play AH", "play TS", "play KS", "claim")
        r = h.result
        assert (r.winner, r.reason, r.scores) == (F, "claim", (13, 76))
        assert r.points == points


def test_S23_penalties_ignore_the_loser_score() -> None:
    h = schnapsen("AH TH KH QS JS", "AS TS KC QC JC", "AD")
    play(h, "claim")  # F claims with nothing: D scores 2 though D has no trick
    assert (h.result.winner, h.result.points) == (D, 2)


def test_S24_played_out_higher_score_wins_else_last_trick() -> None:
    h = new_hand("schnapsen", seed=99, rules={"phase2_sweep": False})
    while h.result is None:
        h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
    r = h.result
    a, b = r.scores
    assert r.reason == "last_trick" and r.by is None
    assert r.winner == (0 if a > b else 1) if a != b else True


def test_S24_last_trick_wins_toggle() -> None:
    found = 0
    for seed in range(200):
        for toggle in (False, True):
            h = new_hand("schnapsen", seed=seed, rules={"phase2_sweep": False, "last_trick_wins": toggle})
            while h.result is None:
                h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
            last = h.observation(0).tricks[-1].winner
            a, b = h.result.scores
            if toggle:
                assert h.result.winner == last
            elif a != b:
                assert h.result.winner == (0 if a > b else 1)
            if toggle and a != b and (0 if a > b else 1) != last:
                found += 1
    assert found > 0  # the toggle made a difference somewhere


def test_S25_phase2_sweep_wins_three_and_overrides() -> None:
    # F closes and takes every trick after closing, but with fewer than 66 points.
    deck = schnapsen_deck("AH AS JD KD QD", "JH QS JC TC QC", "AD")
    h = new_hand("schnapsen", deck=deck)
    play(h, "close")
    while h.result is None:
        h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
    r = h.result
    assert h.score(F) < 66
    assert (r.winner, r.points, r.reason) == (F, 3, "sweep")
    h = new_hand("schnapsen", deck=deck, rules={"phase2_sweep": False})
    play(h, "close")
    while h.result is None:
        h.apply(next(a for a in h.legal_actions() if a.kind == "play"))
    assert (h.result.winner, h.result.reason) == (D, "failed_close")


def test_S26_result_names_winner_points_reason() -> None:
    h = schnapsen("AH TH KH QS JS", "AS TS KC QC JC", "AD")
    play(h, "claim")
    r = h.result
    assert r.winner in (0, 1) and r.points in (1, 2, 3)
    assert r.reason in ("claim", "false_claim", "failed_close", "last_trick", "sweep")
    assert r.note.startswith("S-19") and r.rule == "S-19"


def test_S27_siebener_deck_and_deal() -> None:
    order = schnapsen_deck("AH TH KH QH JH 7H", "AS TS KS QS JS 7S", "AC", siebener=True)
    h = new_hand("schnapsen", rules={"siebener": True}, deck=order)
    assert codes(h.observation(F).hand) == sorted_codes("AH TH KH QH JH 7H")
    assert codes(h.observation(D).hand) == sorted_codes("AS TS KS QS JS 7S")
    assert h.observation(0).stock_size == 12
    assert order[7:10] == ["QH", "JH", "7H"]
    with pytest.raises(ValueError, match="deck"):
        new_hand("schnapsen", rules={"siebener": True}, deck=order[:20])


def test_S27_siebener_trick_of_two_sevens_is_a_trick_worth_zero() -> None:
    h = schnapsen("7H AH TH KS QS JS", "7C AS TS KC QC JC", "AD", siebener=True)
    play(h, "play 7H", "play 7C")
    assert h.score(F) == 0 and h.observation(F).tricks[-1].winner == F


def test_S28_toggles_and_tournament_preset() -> None:
    opts = rule_options("schnapsen")
    assert opts.defaults == {
        "siebener": False,
        "bummerl_mit_40": False,
        "schneiderbummerl": False,
        "rubber": 1,
        "stake": 0,
        "must_head": False,
        "closing_penalty_trickless_3": False,
        "phase2_sweep": True,
        "score_at_close": False,
        "last_trick_wins": False,
    }
    assert opts["must_head"].rule == "S-17"
    t = new_hand("schnapsen", rules="tournament", seed=1).rules
    assert (t.must_head, t.closing_penalty_trickless_3, t.score_at_close, t.last_trick_wins) == (True,) * 4
    assert (t.phase2_sweep, t.schneiderbummerl) == (False, False)
    with pytest.raises(ValueError, match="siebener"):
        new_hand("schnapsen", rules={"siebener": 1})
    with pytest.raises(ValueError, match="nonsense"):
        new_hand("schnapsen", rules={"nonsense": True})


def codes(cards) -> list[str]:
    return [c.code for c in cards]


def sorted_codes(text: str) -> list[str]:
    from cardtable.engine import Card

    return [c.code for c in sorted(Card(x) for x in text.split())]
