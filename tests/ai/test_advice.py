"""The expert's advice (the hint, issue 43) reads only what the player may know: twin deals that
differ only in cards the player has not seen (one of the opponent's cards swapped with a card deep
in the stock) give the same choice, the same reason data and the same figures, decision after
decision; and the figures mean what they say."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.advice import advise
from cardtable.ai.why import Why
from cardtable.engine import GAMES, Action, Card, new_hand
from cardtable.engine.actions import CLAIM

from ..engine.helpers import pass_silent_offers, schnapsen

SCALE = 0.25  # a quarter of the expert's worlds and nodes: the same code, a quicker test


def _twins(game: str, seed: int, dealer: int = 0) -> tuple[list[str], list[str]]:
    """A shuffled deck and its twin: an opponent's card swapped with the stock's last face-down
    card (drawn last), so the forehand sees the same cards for the first tricks."""
    rng = random.Random(seed)
    deck = [c.code for c in GAMES[game].deck(None)]
    rng.shuffle(deck)
    layout = GAMES[game].layout(GAMES[game].rules(None), dealer)
    opponent = layout.hands[dealer]  # the dealer is the forehand's opponent
    deep = [pos for pos in layout.draws if pos != layout.up][-1]
    twin = list(deck)
    spot = opponent[rng.randrange(len(opponent))]
    twin[spot], twin[deep] = twin[deep], twin[spot]
    return deck, twin


def _common(first: list[Action], second: list[Action]) -> Action:
    """The first action legal in both twins (the opponent's move, the same in both)."""
    return next(a for a in first if a in second and a is not CLAIM)


@pytest.mark.parametrize(("game", "seed"), [("schnapsen", 1), ("schnapsen", 2), ("bura", 3), ("schneider", 4)])
def test_twin_deals_give_the_same_advice(game: str, seed: int) -> None:
    deck, twin = _twins(game, seed)
    hands = [new_hand(game, deck=deck, dealer=0), new_hand(game, deck=twin, dealer=0)]
    assert [c.code for c in hands[0].observation(0).hand] != [c.code for c in hands[1].observation(0).hand]
    me, decisions = 1, 0
    while decisions < 3 and hands[0].result is None:
        for hand in hands:
            pass_silent_offers(hand)
        if hands[0].to_move != me:
            move = _common(hands[0].legal_actions(), hands[1].legal_actions())
            for hand in hands:
                hand.apply(move)
            continue
        observed = [hand.observation(me) for hand in hands]
        assert observed[0] == observed[1]  # the twins look the same to the player
        advice = [advise(obs, hand.legal_actions(), scale=SCALE) for obs, hand in zip(observed, hands, strict=True)]
        assert advice[0].choice == advice[1].choice
        assert advice[0].reason == advice[1].reason
        assert [(o.action, o.win, o.points, o.worth) for o in advice[0].options] == [
            (o.action, o.win, o.points, o.worth) for o in advice[1].options
        ]
        decisions += 1
        for hand in hands:
            hand.apply(advice[0].choice)
    assert decisions == 3


def test_the_figures_are_shares_and_game_points_best_first() -> None:
    """Schnapsen forehand with both trump marriages' cards and aces: every option has a share of
    worlds won in 0..1 and game points within -3..3; the choice is listed first."""
    hand = schnapsen("AH TH KH QH AS", "JC QC KC AC TC", "JH")
    advice = advise(hand.observation(1), hand.legal_actions(), scale=SCALE)
    assert advice.options[0].action == advice.choice and advice.worlds > 0
    for option in advice.options:
        assert option.win is not None and 0.0 <= option.win <= 1.0
        assert option.points is not None and -3.0 <= option.points <= 3.0
    ranks = [o.worth for o in advice.options[1:]]
    assert ranks == sorted(ranks, reverse=True)


def test_a_right_claim_is_advised_without_a_search() -> None:
    hand = schnapsen("AH TH KH QH AS", "JC QC KC AC TC", "JH", "TS KS")
    hand.apply("marry H")
    hand.apply("play KH")
    hand.apply("play JC")  # forehand takes 4 + 2 and the marriage's 40 counts: 46
    hand.apply("play AH")
    hand.apply("play QC")  # 46 + 14 = 60
    hand.apply("play TH")
    hand.apply("play KC")  # 60 + 14 = 74 >= 66
    assert hand.score(1) >= 66 and CLAIM in hand.legal_actions()
    advice = advise(hand.observation(1), hand.legal_actions(), scale=SCALE)
    assert advice.choice is CLAIM and advice.worlds == 0 and advice.reason.why is Why.CLAIM


def test_the_reason_speaks_only_of_seen_cards() -> None:
    """A lead of the ace of a suit is "the highest left"; trumps out counts every trump the
    player has neither played nor holds, the face-up card included."""
    hand = schnapsen("AS TS KS QS JD", "JC QC KC AC TC", "JH")
    obs = hand.observation(1)
    from cardtable.ai.why import highest_left, reason_for, trumps_out

    assert highest_left(obs, Card("AS")) and highest_left(obs, Card("TS")) and not highest_left(obs, Card("JD"))
    assert trumps_out(obs) == 5  # A T K Q J of hearts: none played, none in hand
    assert reason_for(obs, Action.play(Card("AS"))).why is Why.HIGHEST
    assert reason_for(obs, Action.play(Card("JD"))).why is Why.LOW_LEAD
    assert reason_for(obs, Action.parse("play JD"), only=True).why is Why.ONLY


def test_a_lead_of_the_highest_card_held_is_not_said_to_keep_high_cards_back() -> None:
    """The hint says "it keeps your high cards back" only where a stronger card stays in the hand: the
    forehand holds K Q J, so leading the King of spades (the Ace and the Ten unseen) keeps nothing
    back, while the Queen of clubs keeps that King back."""
    from cardtable.ai.why import reason_for

    hand = schnapsen("KS QS JD JC QC", "AC TC KC AD TD", "JH")
    obs = hand.observation(1)
    king = reason_for(obs, Action.play(Card("KS")))
    assert king.why is Why.BEST_LEAD and king.get("points") == 4
    queen = reason_for(obs, Action.play(Card("QC")))
    assert queen.why is Why.LOW_LEAD and queen.get("points") == 3


def test_trumps_out_leaves_out_the_trump_card_turned_down_under_a_closed_stock() -> None:
    """S-15: the trump card under a closed stock is out of play to the hand's end, so the hint's
    "trumps out" does not count it (a newcomer counted one trump too many). Forehand holds the
    Ace and the Ten of hearts; the Jack lies face up; King and Queen are unseen."""
    from cardtable.ai.explain import explain, public_trumps_out
    from cardtable.ai.why import buried_trump, reason_for, trumps_out

    hand = schnapsen("AH TH KS QS JD", "JC QC KC AC TC", "JH")
    obs = hand.observation(1)
    assert trumps_out(obs) == 3  # open: the Jack will be drawn by someone
    close = reason_for(obs, Action.parse("close"))
    assert close.why is Why.CLOSE and close.get("trumps_out") == 2
    assert explain(obs, Action.parse("close")).get("trumps_out") == 4  # nobody played one; the Jack goes down
    hand.apply("close")
    obs = hand.observation(1)
    assert buried_trump(obs) == (Card("JH"),)
    lead = reason_for(obs, Action.play(Card("AH")))
    assert lead.why is Why.TRUMP_LEAD and lead.get("trumps_out") == 2
    assert public_trumps_out(hand.observation(0)) == 4


def test_the_card_exchanged_in_is_the_one_turned_down_by_a_close() -> None:
    """S-14 then S-15: after the exchange the Jack lies under the stock; closed, it is out of play,
    and the Ace taken up is in the forehand's hand: King and Queen are the trumps out."""
    from cardtable.ai.why import buried_trump, trumps_out

    hand = schnapsen("JH TH KS QS JD", "JC QC KC AC TC", "AH")
    hand.apply("exchange")
    hand.apply("close")
    obs = hand.observation(1)
    assert Card("AH") in obs.hand and buried_trump(obs) == (Card("JH"),)
    assert trumps_out(obs) == 2


def test_a_forced_answer_is_said_to_be_the_only_card() -> None:
    """S-17 leaves one card: the hint says so, not what the trick is worth ("it gives the trick away
    for only 10 points" read as a choice to a newcomer whose other cards were dimmed)."""
    from cardtable.ai.why import reason_for

    hand = schnapsen("AS TS KS QS JD", "JC QC KC AC TH", "JH")
    hand.apply("close")
    hand.apply("play AS")  # the dealer has no spade: he must trump, and holds one trump
    obs = hand.observation(0)
    assert [str(a) for a in hand.legal_actions() if str(a) != "claim"] == ["play TH"]
    assert reason_for(obs, Action.parse("play TH"), only=True).why is Why.ONLY
    advice = advise(obs, hand.legal_actions(), scale=SCALE)
    assert advice.choice == Action.parse("play TH") and advice.reason.why is Why.ONLY


def test_a_trump_card_set_aside_with_a_short_stock_is_not_counted_out() -> None:
    """B-10: a stock too short to fill both hands is set aside, the face-up trump card with it: out
    of play, so "trumps out" leaves it out (it counted it, as it did the card under a closed
    Schnapsen stock). Seeded random play reaches such a set-aside with the King of diamonds."""
    from cardtable.ai.why import buried_trump, trumps_out
    from cardtable.engine import Event

    hand, rng = new_hand("bura", seed=2), random.Random(2)
    obs = hand.observation(0)
    assert buried_trump(obs) == ()  # the stock is open
    while not (obs.stock_size == 0 and not any(kind == Event.DRAWUP for kind, _, _ in obs.events)):
        legal = hand.legal_actions()
        hand.apply(rng.choice([a for a in legal if a.kind != "claim"] or legal))
        assert hand.to_move is not None, "the hand ended before its stock was set aside"
        obs = hand.observation(hand.to_move)
    assert buried_trump(obs) == (Card("KD"),)
    gone = {*obs.played_cards(), *obs.hand, Card("KD")}
    expected = sum(1 for c in GAMES["bura"].deck(obs.rules) if c.suit == obs.trump and c not in gone)
    assert trumps_out(obs) == expected


def test_a_bura_group_led_under_its_highest_card_names_that_card(qapp) -> None:
    """B-5: "no card you have not seen beats it" read wrong for two cards led together (newcomer
    finding): the reason says which card of the group is the highest left."""
    from cardtable.ai.why import reason_for
    from cardtable.ui.hintview import ReasonWords

    from ..engine.helpers import bura

    hand = bura("AH KH 7C", "6S 7S 8S", "9D")
    obs = hand.observation(hand.to_move)
    group = reason_for(obs, Action.parse("play AH KH"))
    assert group.why is Why.HIGHEST and group.get("card") == "AH" and group.get("group") == 1
    words = ReasonWords().words(group, "french", "points")
    assert words == "no card you have not seen beats the ace of hearts in its suit"
    single = reason_for(obs, Action.parse("play AH"))
    assert ReasonWords().words(single, "french", "points") == "no card you have not seen beats it in its suit"
