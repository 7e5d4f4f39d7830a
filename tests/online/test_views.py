"""What each side may see (issue 49): a deal gives each exactly its own cards; twin runs that
differ only in one side's secret keys give the other side identical views until the reveal; no
card is readable from the room before the hand's end; a side rebuilt from the log continues."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import GAMES
from cardtable.online.driver import OnlineMatch
from cardtable.online.transport import MemoryTransport
from cardtable.online.world import public_cards

from .helpers import B, hands_done, pair, play, secret, settle


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_a_deal_gives_each_side_exactly_its_own_cards(game: str) -> None:
    _, a, b = pair(game)
    for side in (a, b):
        hand, state = side.hand, side.hands[0]
        assert hand is not None and side.seat is not None and side.match is not None
        layout = GAMES[game].layout(side.rules, hand.dealer)
        others = set(layout.hands[1 - side.seat])
        assert others.isdisjoint(state.deal.opened)  # not one of the other's cards can be read
        readable = set(layout.hands[side.seat]) | ({layout.up} if layout.up is not None else set())
        assert set(state.deal.opened) == readable
    deck_a = [a.hands[0].deal.opened.get(p) for p in range(a.hands[0].deal.size)]
    deck_b = [b.hands[0].deal.opened.get(p) for p in range(b.hands[0].deal.size)]
    obs_a, obs_b = a.observation(), b.observation()
    assert obs_a is not None and obs_b is not None
    assert set(obs_a.hand) == {c for c in deck_a if c is not None} - {obs_a.trump_card}
    assert set(obs_b.hand) == {c for c in deck_b if c is not None} - {obs_b.trump_card}
    assert set(obs_a.hand).isdisjoint(obs_b.hand)


def _twin(keys: int) -> tuple[list[object], list[object]]:
    """Seat 1's view after every step of a hand, and what seat 0 sent, with seat 0's key seed."""
    room, a, b = pair("schnapsen", secrets=(secret(1, keys), secret(3, 4)))
    seen: list[object] = []
    first_reveal = lambda: any(e.content["type"] == "reveal" for e in room.entries)  # noqa: E731
    play(a, b, random.Random(5), first_reveal, watch=lambda: seen.append(b.observation()))
    return seen, [e.content for e in room.entries if e.sender != B]


def test_twin_runs_differing_in_one_sides_keys_look_the_same_to_the_other() -> None:
    (view, sent), (view_twin, sent_twin) = _twin(2), _twin(9)
    assert view == view_twin and len(view) > 10
    assert sent != sent_twin  # the locks and keys did differ


def test_no_hidden_card_is_readable_from_the_room_before_the_hands_end() -> None:
    """A third reader of the room holds both keys of a position, before the reveal, only for a
    card both players saw (played, shown or turned up): never for a card in a hand or the stock."""
    room, a, b = pair("bura")
    play(a, b, random.Random(2), hands_done(a, 1))
    sent: dict[str, set[int]] = {a.me: set(), b.me: set()}
    first_reveal = next(e.index for e in room.entries if e.content["type"] == "reveal")
    for entry in room.entries[:first_reveal]:
        if entry.content["type"] in ("keys", "act"):
            sent[entry.sender] |= {int(p) for p in entry.content["keys"]}
    assert a.match is not None and a.hands[0].deck is not None
    finished = a.match.finished[0]
    public = public_cards(finished, 0) | public_cards(finished, 1)
    readable = {a.hands[0].deck[p] for p in sent[a.me] & sent[b.me]}
    assert readable <= public and len(readable) > 3
    hidden = set(a.hands[0].deck) - public
    assert hidden and all(a.hands[0].deck[p] in public for p in sent[a.me] & sent[b.me])


def test_a_side_rebuilt_from_the_log_mid_hand_reaches_the_same_state_and_plays_on() -> None:
    room, a, b = pair("schneider", {"follow_suit": True})
    rng = random.Random(8)
    play(a, b, rng, lambda: a.hand is not None and len(a.hands[0].actions) >= 9)
    again = OnlineMatch(MemoryTransport(room, B), secret(3, 4))
    again.pump()
    assert again.observation() == b.observation() and again.expected() == b.expected()
    assert again.hands[0].guess == b.hands[0].guess and again.faults == []
    play(a, again, rng, lambda: hands_done(a, 1)() and hands_done(again, 1)())
    assert not a.disputed and not again.disputed
    assert a.hands[0].deck == again.hands[0].deck


def test_a_lost_secret_cannot_pass_for_the_player() -> None:
    room, a, b = pair("schnapsen")
    impostor = OnlineMatch(MemoryTransport(room, B), secret(3, 5))
    impostor.pump()
    assert impostor.faults[0].reason == "secret_mismatch" and impostor.disputed
    settle(a, b)
    assert not a.disputed


class Slow(MemoryTransport):
    """A network that delivers our events only when told to."""

    def __init__(self, room, me):  # type: ignore[no-untyped-def]
        super().__init__(room, me)
        self.waiting: list[dict] = []

    def send(self, content):  # type: ignore[no-untyped-def]
        self.waiting.append(content)

    def deliver(self) -> None:
        for content in self.waiting:
            self.room.post(self.me, content)
        self.waiting.clear()


def test_an_event_on_its_way_is_not_sent_again_nor_a_second_action_made() -> None:
    room, a, b = pair("schnapsen")
    mover = a if a.legal_actions() else b
    slow = Slow(room, mover.me)
    mover.transport = slow
    mover.act(mover.legal_actions()[0])
    mover.pump()
    mover.say("hi")
    mover.say("again")
    assert mover.legal_actions() == [] and len(slow.waiting) == 3
    slow.deliver()
    settle(a, b)
    assert not a.disputed and not b.disputed and a.chat == [(mover.seat, "hi"), (mover.seat, "again")]
