"""Two sides over a real Matrix room on a local Synapse (issue 49, part 1's transport): a hand of
each game played to its end and agreed, and a side started afresh mid-hand from the room's history.
Skipped where Synapse's own venv is absent (``tests/online/synapse.py``)."""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import synapse

pytestmark = pytest.mark.skipif(not synapse.available(), reason="no Synapse venv (see tests/online/synapse.py)")
nio = pytest.importorskip("nio")

from cardtable.online.driver import OnlineMatch  # noqa: E402
from cardtable.online.matrix import MatrixTransport  # noqa: E402

from .helpers import pick, secret  # noqa: E402


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[synapse.Synapse]:
    running = synapse.Synapse(Path(tmp_path_factory.mktemp("synapse")))
    yield running
    running.stop()


async def _account(url: str, name: str) -> tuple[str, str]:
    client = nio.AsyncClient(url, name)
    answer = await client.register(name, "password-" + name)
    await client.close()
    assert isinstance(answer, nio.RegisterResponse), answer
    return answer.user_id, answer.access_token


async def _room(url: str, a: tuple[str, str], b: tuple[str, str]) -> str:
    host = nio.AsyncClient(url, a[0])
    host.access_token, host.user_id = a[1], a[0]
    made = await host.room_create(name="cardtable match", invite=[b[0]], federate=False)
    assert isinstance(made, nio.RoomCreateResponse), made
    guest = nio.AsyncClient(url, b[0])
    guest.access_token, guest.user_id = b[1], b[0]
    joined = await guest.join(made.room_id)
    assert isinstance(joined, nio.JoinResponse), joined
    await host.close()
    await guest.close()
    return str(made.room_id)


def _sides(
    server: Any, game: str, tag: str, rules: dict[str, Any] | None = None
) -> tuple[Any, Any, tuple[str, str], str]:
    a = asyncio.run(_account(server.url, "ann" + tag))
    b = asyncio.run(_account(server.url, "bob" + tag))
    room = asyncio.run(_room(server.url, a, b))
    ta = MatrixTransport(server.url, a[0], a[1], room)
    first = OnlineMatch.invite(ta, secret(1, 2), match_id=room, game=game, opponent=b[0], rules=rules)
    second = OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], room), secret(3, 4))
    return first, second, b, room


def _play(a: Any, b: Any, rng: random.Random, done: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        a.pump()
        b.pump()
        if done() or a.disputed or b.disputed:
            return
        for side in (a, b):
            actions = side.legal_actions()
            if actions:
                side.act(pick(rng, actions))
    raise AssertionError("no end")


def _revealed(side: Any) -> bool:
    return bool(side.hands) and side.hands[0].deck is not None and len(side.hands[0].reveals) == 2


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_a_hand_over_a_matrix_room_ends_agreed(server: Any, game: str) -> None:
    a, b, _, _ = _sides(server, game, game)
    _play(a, b, random.Random(1), lambda: _revealed(a) and _revealed(b))
    assert not a.disputed and not b.disputed, (a.faults, b.faults)
    assert a.hands[0].deck == b.hands[0].deck
    assert a.match.finished[0].result == b.match.finished[0].result
    a.transport.close()
    b.transport.close()


def test_a_side_started_afresh_mid_hand_reads_the_room_and_plays_on(server: Any) -> None:
    a, b, account, room = _sides(server, "schnapsen", "resume")
    rng = random.Random(2)
    _play(a, b, rng, lambda: len(b.hands[0].actions) >= 5 and b.expected() == (b.seat, "act"))
    b.transport.close()
    for _ in range(3):  # the other waits while he is away: nothing to send, nothing disputed
        a.pump()
        assert a.expected() == (b.seat, "act") and a.legal_actions() == [] and not a.disputed
    again = OnlineMatch(MatrixTransport(server.url, account[0], account[1], room), secret(3, 4))
    again.pump()
    assert again.observation() == b.observation() and again.faults == []
    _play(a, again, rng, lambda: _revealed(a) and _revealed(again))
    assert not a.disputed and not again.disputed and a.hands[0].deck == again.hands[0].deck
    a.transport.close()
    again.transport.close()


#: Whole matches, kept short where the game's rules allow (a Bummerl is always to 7).
MATCHES = [("schnapsen", None), ("bura", {"target_pots": 1, "max_deals": 3}), ("schneider", {"target": 1})]


@pytest.mark.parametrize(("game", "rules"), MATCHES)
def test_a_whole_match_over_a_matrix_room_ends_agreed(server: Any, game: str, rules: Any) -> None:
    a, b, _, _ = _sides(server, game, "whole" + game, rules)

    def over() -> bool:
        return a.expected() is None and b.expected() is None and a.match is not None and a.match.result is not None

    _play(a, b, random.Random(3), over, limit=20_000)
    assert not a.disputed and not b.disputed, (a.faults, b.faults)
    assert a.match.result == b.match.result and a.expected() is None
    assert [h.deck for h in a.hands] == [h.deck for h in b.hands] and all(h.deck for h in a.hands)
    a.transport.close()
    b.transport.close()


CARD = re.compile(r"\b[2-9TJQKA][CDHS]\b")


def test_a_third_account_in_the_room_reads_no_card_before_it_is_played(server: Any) -> None:
    """The room's events as a third member reads them: before a hand's reveal, a card code appears
    only in an action that plays it (the deal's lists and keys are points and scalars); her own
    events are ignored by both sides."""
    a, b, _, room = _sides(server, "schnapsen", "eve")
    eve = asyncio.run(_account(server.url, "eve"))
    host = nio.AsyncClient(server.url, a.me)
    host.access_token, host.user_id = a.transport._client.access_token, a.me

    async def let_in() -> None:
        await host.room_invite(room, eve[0])
        guest = nio.AsyncClient(server.url, eve[0])
        guest.access_token, guest.user_id = eve[1], eve[0]
        await guest.join(room)
        await guest.close()
        await host.close()

    asyncio.run(let_in())
    spy = MatrixTransport(server.url, eve[0], eve[1], room)
    spy.send({"type": "chat", "text": "let me in"})  # not seated: refused without a dispute
    _play(a, b, random.Random(4), lambda: _revealed(a) and _revealed(b))
    assert not a.disputed and not b.disputed
    for entry in spy.fetch(0):
        content = entry.content if isinstance(entry.content, dict) else {}
        if content.get("type") == "reveal":
            break
        shown = {k: v for k, v in content.items() if not (content.get("type") == "act" and k == "action")}
        assert not CARD.search(json.dumps(shown)), content
    spy.close()
    a.transport.close()
    b.transport.close()


def test_a_forged_move_over_a_matrix_room_is_caught(server: Any) -> None:
    """A modified client sends a move out of its turn: the other side refuses it and the match is
    disputed, the record kept."""
    a, b, _, _ = _sides(server, "schneider", "forge")
    _play(a, b, random.Random(5), lambda: a.legal_actions() != [] and len(a.hands[0].actions) >= 2)
    cheat, honest = (b, a) if a.legal_actions() else (a, b)
    forged = cheat._base("act")
    forged.update(hand=1, action="play " + cheat.observation().hand[0].code, keys={})
    cheat.transport.send(forged)
    honest.pump()
    assert honest.disputed and honest.faults and honest.record
    a.transport.close()
    b.transport.close()
