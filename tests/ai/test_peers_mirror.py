"""The outside-yardstick tool (issue 42): its mirror and bridge, with our own engine as a fake peer.

The fake peer (``peer_bridge.py --adapter self``) is our engine under the tournament preset (P-1),
made to behave as the cpatrasciuc engine does: its hand ends by itself at 66 (no claim, S-19) and
a King or Queen whose partner is in hand is led only with the marriage (S-12). No code of any
other program is needed.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cardtable.bench import peers
from cardtable.engine import Action, Card, Event, Suit

ROOT = str(Path(peers.__file__).resolve().parents[2])


def fake(level: str = "random") -> peers.Setup:
    return peers.Setup(level=level, adapter="self", peer_player="random", peer_path=ROOT)


def test_the_mirror_holds_against_a_fake_peer_and_absorbs_its_rules() -> None:
    tally, checks = peers.play_pairs(fake(), [3, 4])
    assert (checks.legal, checks.desyncs, checks.results, checks.broken_matches) == (0, 0, 0, 0), checks.examples
    assert tally.matches == 4 and tally.illegal == 0
    assert tally.hands == sum(m[0] for m in tally.per_match) > 4
    assert tally.hand_wins[0] + tally.hand_wins[1] == tally.hands
    assert len(tally.pair_bummerls) == 2 and tally.wins[0] + tally.wins[1] == 4
    # S-19/S-20: the peer ended hands at 66 and the mirror claimed for the player to move;
    # S-12: plain leads of a married King or Queen were kept from our player
    assert checks.absorbed[peers.PEER_ENDED] > 0
    assert checks.absorbed[peers.FORCED_MARRIAGE] > 0
    assert tally.peer_times and tally.times[0]


def test_a_deal_the_peer_did_not_get_is_a_desync_and_the_pair_is_left_out(monkeypatch: Any) -> None:
    real = peers.deal_of

    def swapped(hand: Any) -> dict[str, Any]:
        deal = real(hand)
        deal["talon"][0], deal["talon"][1] = deal["talon"][1], deal["talon"][0]
        return deal

    monkeypatch.setattr(peers, "deal_of", swapped)
    tally, checks = peers.play_pairs(fake(), [5])
    assert checks.desyncs == 1 and checks.broken_matches == 1
    assert tally.matches == 0 and tally.hands == 0


def actions(*texts: str) -> list[Action]:
    return [Action(t) for t in texts]


def test_reconcile_drops_a_plain_lead_of_a_marriage_card_and_the_claim() -> None:
    ours = actions("play AS", "play KH", "play QH", "marry H", "exchange", "claim")
    rules = peers.PeerRules(forced_marriage=True)
    allowed, absorbed, differences = peers.reconcile(ours, ["play AS", "marry KH", "marry QH", "exchange"], rules)
    assert [a.text for a in allowed] == ["play AS", "marry H", "exchange"]
    assert absorbed == {peers.FORCED_MARRIAGE: 2} and differences == []


def test_reconcile_drops_closing_for_a_peer_without_it() -> None:
    ours = actions("play AS", "close", "claim")
    allowed, absorbed, differences = peers.reconcile(ours, ["play AS"], peers.PeerRules(closing=False))
    assert [a.text for a in allowed] == ["play AS"]
    assert absorbed == {peers.NO_CLOSING: 1} and differences == []


@pytest.mark.parametrize(
    ("ours", "theirs", "difference"),
    [
        (("play AS", "close", "claim"), ["play AS"], "close"),  # S-15: a move only we allow
        (("play AS", "claim"), ["play AS", "exchange"], "exchange"),  # S-14: a move only the peer allows
        (("play KH", "play AS", "claim"), ["play AS"], "play KH"),  # no marriage: not the S-12 rule
    ],
)
def test_reconcile_reports_every_other_difference(ours: tuple[str, ...], theirs: list[str], difference: str) -> None:
    _, _, differences = peers.reconcile(actions(*ours), theirs, peers.PeerRules(forced_marriage=True))
    assert differences == [difference]


def test_the_bummerl_interval_is_paired_and_never_collapses() -> None:
    share, low, high = peers.bummerl_interval([1, 1, 1, 1])
    assert share == 0.5 and low < 0.5 < high
    share, low, high = peers.bummerl_interval([2, 0, 2, 0, 1, 1])
    assert share == 0.5 and 0.0 <= low < 0.5 < high <= 1.0
    share, low, high = peers.bummerl_interval([2, 2, 2])
    assert share == 1.0 and low < 1.0


def stub_hand(log: list[tuple[Any, int, Any]], score: int, tricks: tuple[int, int]) -> Any:
    return SimpleNamespace(log=log, tricks=tricks, trump=Suit.HEARTS, score=lambda p: score)


def test_the_tier_of_a_peer_counting_marriages_at_the_next_won_trick() -> None:
    """S-22 as the VU engine judges it: a marriage the loser announced after his last won trick
    has not counted yet; one followed by a won trick has."""
    marriage = (Event.SHOW, 1, (Card("KS"), Card("QS")))
    trick = (Event.TRICK, 1, None)
    exchange = (Event.SHOW, 1, (Card("AH"),))
    assert peers.tier_without_waiting_marriages(stub_hand([trick, marriage], 40, (3, 1)), 1) == 2  # 40 - 20
    assert peers.tier_without_waiting_marriages(stub_hand([marriage, trick], 40, (3, 1)), 1) == 1
    assert peers.tier_without_waiting_marriages(stub_hand([trick, exchange], 40, (3, 1)), 1) == 1
    assert peers.tier_without_waiting_marriages(stub_hand([marriage], 0, (5, 0)), 1) == 3  # Schwarz
