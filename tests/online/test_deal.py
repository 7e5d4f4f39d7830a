"""The deal's cryptography on its own (issue 49): cards hashed to the group, two players' locks,
each card opened by the other's key, every list and key checked, the reveal re-deriving the deck."""

from __future__ import annotations

import pytest

from cardtable.engine import GAMES, Card
from cardtable.online import group
from cardtable.online.deal import Deal
from cardtable.online.faults import FaultError, Reason
from cardtable.online.secret import Secret


def dealt(game: str = "schnapsen", a: Secret | None = None, b: Secret | None = None) -> tuple[Deal, Deal]:
    cards = GAMES[game].deck(None)
    first = Deal(0, cards, a or Secret(b"\1" * 32, b"\2" * 32), "m", 1)
    second = Deal(1, cards, b or Secret(b"\3" * 32, b"\4" * 32), "m", 1)
    for step in range(4):
        sender, receiver = (first, second) if step % 2 == 0 else (second, first)
        texts = sender.make_step()
        sender.take_step(texts)
        receiver.take_step(texts)
    return first, second


def refused(reason: Reason, call, *args) -> FaultError:  # type: ignore[no-untyped-def]
    with pytest.raises(FaultError) as caught:
        call(*args)
    assert caught.value.reason == reason, caught.value.fields
    return caught.value


def test_cards_are_hashed_to_distinct_points_of_the_group_not_small_multiples() -> None:
    cards = GAMES["bura"].deck(None)
    points = [group.point(c) for c in cards]
    assert len({group.encode(p) for p in points}) == 36
    generator = group.decode(
        "04"
        "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
        "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"
    )
    small = {group.encode(generator * k) for k in range(1, 1000)}
    assert small.isdisjoint(group.encode(p) for p in points)
    assert all(group.decode(group.encode(p)) == p for p in points)


def test_decode_refuses_what_is_no_point_of_the_group() -> None:
    good = group.encode(group.point(Card("AS")))
    x, y = int(good[2:66], 16), int(good[66:], 16)
    off_curve = "04" + good[2:66] + (y + 1).to_bytes(32, "big").hex()
    too_big = "04" + (group.P + x).to_bytes(33, "big").hex()[-64:] + good[66:]
    for text in (off_curve, good[:-2], "02" + good[2:66], "04" + "0" * 128, "zz" + good[2:], 5, None, too_big):
        if text == good:
            continue
        with pytest.raises(group.BadPoint):
            group.decode(text)


def test_locks_commute_and_come_off() -> None:
    pt = group.point(Card("TH"))
    a, b = 0x1234567, 0x7654321
    assert group.mul(group.mul(pt, a), b) == group.mul(group.mul(pt, b), a)
    assert group.mul(group.mul(pt, a), group.inverse(a)) == pt


@pytest.mark.parametrize("game", ["schnapsen", "schneider", "bura"])
def test_each_side_opens_a_card_only_with_the_others_key_and_both_get_the_same_deck(game: str) -> None:
    first, second = dealt(game)
    for position in range(first.size):
        mine = first.open(position, second.key(position))
        assert second.open(position, first.key(position)) == mine
    assert sorted(first.opened.values()) == sorted(GAMES[game].deck(None))
    g1, k1 = first.reveal()
    g2, k2 = second.reveal()
    deck = first.verify(g2, k2)
    assert deck == second.verify(g1, k1) == [first.opened[p] for p in range(first.size)]


def test_a_wrong_key_opens_nothing() -> None:
    first, second = dealt()
    refused(Reason.WRONG_KEY, first.open, 0, second.key(1))
    refused(Reason.WRONG_KEY, first.open, 0, 12345)


def test_a_key_opening_a_card_seen_elsewhere_is_refused() -> None:
    """The other cannot make a key that opens another card (no discrete logarithms), but a deck
    with a card twice is caught when the second one opens."""
    first, second = dealt()
    card = first.open(0, second.key(0))
    first.lists[3][1] = group.mul(group.point(card), first.key(1) * second.key(1) % group.N)
    refused(Reason.WRONG_KEY, first.open, 1, second.key(1))


def test_lists_are_checked_for_length_points_and_repeats() -> None:
    first, _ = dealt()
    fresh = Deal(1, first.cards, Secret(b"\5" * 32, b"\6" * 32), "m", 1)
    texts = [group.encode(p) for p in first.lists[0]]
    refused(Reason.LENGTH, fresh.take_step, texts[:-1])
    refused(Reason.LENGTH, fresh.take_step, "not a list")
    refused(Reason.DUPLICATE, fresh.take_step, [*texts[:-1], texts[0]])
    bad = list(texts)
    bad[3] = "04" + "1" * 128
    assert refused(Reason.BAD_POINT, fresh.take_step, bad).fields == {"index": 3}


def test_the_reveal_catches_a_first_list_that_is_not_the_deck() -> None:
    """Seat 0 slips in a second copy of a card (under another scalar, so the list still looks
    distinct): the reveal's re-derivation finds a point that is no card under his key."""
    cards = GAMES["schnapsen"].deck(None)
    first = Deal(0, cards, Secret(b"\1" * 32, b"\2" * 32), "m", 1)
    second = Deal(1, cards, Secret(b"\3" * 32, b"\4" * 32), "m", 1)
    texts = first.make_step()
    texts[5] = group.encode(group.mul(group.decode(texts[4]), 7))
    second.take_step(texts)
    first.lists.append([group.decode(t) for t in texts])
    for step in range(1, 4):
        sender, receiver = (second, first) if step % 2 else (first, second)
        out = sender.make_step()
        sender.take_step(out)
        receiver.take_step(out)
    g1, k1 = first.reveal()
    assert refused(Reason.BAD_DECK, second.verify, g1, k1).fields["step"] == "shuffle"


def test_the_reveal_catches_a_lock_that_is_not_the_keys_applied() -> None:
    first, second = dealt()
    second.lists[2][4], second.lists[2][7] = second.lists[2][7], second.lists[2][4]
    g1, k1 = first.reveal()
    assert refused(Reason.BAD_DECK, second.verify, g1, k1).fields["step"] == "lock"


def test_revealed_keys_must_be_those_sent_during_the_hand() -> None:
    first, second = dealt()
    first.open(2, second.key(2))
    g2, k2 = second.reveal()
    k2[2] = k2[3]
    assert refused(Reason.WRONG_KEY, first.verify, g2, k2).fields == {"position": 2}


def test_keys_are_never_reused() -> None:
    one = Secret(b"\1" * 32, b"\2" * 32)
    keys = [one.scalar("m", hand, step, i) for hand in (1, 2) for step in ("global", "position") for i in range(36)]
    assert len(set(keys)) == len(keys)
    assert all(group.valid_scalar(k) for k in keys)
