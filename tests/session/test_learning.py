"""Preferences ▸ Learning without Qt (issue 43): both players' points and the cards played come
from the viewer's observation and agree with the engine; the computer's play is explained only
when asked, only from what its move shows (twin deals that differ in its unplayed cards give the
same line), and the hands played with an aid on are marked in the statistics."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from cardtable.ai.explain import explain
from cardtable.ai.why import reason_for
from cardtable.engine import GAMES, Observation, new_match
from cardtable.session.learning import played_by_suit, public_points
from cardtable.session.narration import Explained, Lines
from cardtable.session.store import SessionStore
from cardtable.session.table import Session
from cardtable.stats import Stats

GAMES_PLAYED = ["schnapsen", "bura", "schneider"]


@pytest.fixture(autouse=True)
def _private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))


def _positions(game: str, seeds: range) -> Any:
    """(match, action) at every move of random matches, before the action is applied."""
    for seed in seeds:
        match, rng = new_match(game, seed=seed), random.Random(seed)
        for _ in range(120):
            if match.result is not None:
                break
            action = rng.choice(list(match.legal_actions()))
            yield match, action
            match.apply(action)


@pytest.mark.parametrize("game", GAMES_PLAYED)
def test_the_aids_show_what_the_engine_counts_and_the_cards_played(game: str) -> None:
    for match, _ in _positions(game, range(6)):
        for seat in (0, 1):
            obs = match.hand.observation(seat)
            assert public_points(obs) == (match.hand.score(0), match.hand.score(1))
            shown = [card for _, cards in played_by_suit(obs) for card in cards]
            assert sorted(shown) == sorted(obs.played_cards())
            assert all(card.suit == suit for suit, cards in played_by_suit(obs) for card in cards)


def _twin(obs: Observation, match: Any, action: Any) -> Observation | None:
    """The computer's observation with one of its unplayed cards (one the other player has not
    seen) swapped for a card it has not seen; None where there is no such pair."""
    other = match.hand.observation(1 - obs.player)
    seen_by_other = {*other.played_cards(), *other.known, *([obs.trump_card] if obs.trump_card else [])}
    mine = [c for c in obs.hand if c not in action.cards and c not in seen_by_other]
    gone = {*obs.played_cards(), *obs.hand, *obs.known, *([obs.trump_card] if obs.trump_card else [])}
    unseen = [c for c in GAMES[obs.game].deck(obs.rules) if c not in gone]
    if not mine or not unseen:
        return None
    hand = tuple(sorted((*[c for c in obs.hand if c != mine[0]], unseen[-1])))
    return replace(obs, hand=hand)


@pytest.mark.parametrize("game", GAMES_PLAYED)
def test_twin_deals_give_the_same_explanation(game: str) -> None:
    """The hint's own reason would differ between twins (it knows the computer's hand), so the test
    can fail; the explanation never does."""
    compared = differed = 0
    for match, action in _positions(game, range(20)):
        obs = match.hand.observation(match.to_move)
        for _ in range(3):
            twin = _twin(obs, match, action)
            if twin is None:
                break
            compared += 1
            differed += reason_for(obs, action) != reason_for(twin, action)
            assert explain(obs, action) == explain(twin, action)
            obs = twin
    assert compared > 100 and differed > 0


def _step(s: Session) -> None:
    """One move: the computer's pending answer, else the person's first legal move; then the
    timers, and the next deal once a hand is over."""
    if s.asked:
        token, bot, obs, legal = s.asked.pop()
        s._computer_decided(token, bot.choose(obs, legal))
    elif s.human_to_move() is not None:
        s.try_action(s.match.legal_actions()[0])
    while s.timers:
        s.timers.pop(0)[1]()
    if s.hand_done and s.match.result is None:
        s.continue_next()


def _drive(s: Session, moves: int) -> list[Any]:
    """``moves`` steps of play; the lines told meanwhile."""
    for _ in range(moves):
        if s.match.result is None:
            _step(s)
    told: list[Any] = []
    for event, *args in s.outbox:
        if event == "message":
            told.extend(args[0].lines if isinstance(args[0], Lines) else args)
    return told


@pytest.mark.parametrize("game", GAMES_PLAYED)
def test_the_computers_play_is_explained_only_when_asked(game: str) -> None:
    quiet = Session(game, seed=7, humans={0}, level="easy")
    quiet.start()
    assert not any(isinstance(line, Explained) for line in _drive(quiet, 40))
    told = Session(game, seed=7, humans={0}, level="easy")
    told.explain = True
    told.start()
    lines = [line for line in _drive(told, 40) if isinstance(line, Explained)]
    assert lines and all(line.mover == 1 for line in lines)
    shown = [args[0] for event, *args in told.outbox if event == "message" and isinstance(args[0], Lines)]
    assert all(sum(isinstance(line, Explained) for line in said.lines) <= 1 for said in shown)  # one at a time


def test_a_hand_played_with_an_aid_is_marked_in_the_statistics() -> None:
    store = SessionStore(persist=True, autosaving=False, demo=False)
    store.begin("standard")
    s = Session("schnapsen", seed=3, humans={0}, level="random")
    s.names = {0: "You", 1: "Computer"}
    s.start()
    for aids in (True, False):  # the first hand with an aid on, the second without
        s.aids = aids
        first = s.match.deals
        while len(s.match.history) < first:
            _step(s)
        store.record_hand(s)
    store.close()
    stats = Stats()
    (totals,) = stats.totals()
    assert totals["hands"] == 2 and totals["hands_with_aids"] == 1 and totals["hands_with_hint"] == 0
    stats.close()


def test_a_database_of_schema_3_opens_and_keeps_its_hint_marks(tmp_path) -> None:
    import sqlite3

    from cardtable.stats import MIGRATIONS, VERSION

    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("".join(MIGRATIONS[:3]) + "PRAGMA user_version = 3;")
    db.execute(
        "INSERT INTO hands (match_id, deal, seat, played_at, game, preset, level, won, points, tier, reason,"
        " claim, closed, hint) VALUES ('old', 1, 0, '2026-12-01', 'schnapsen', 'standard', 'easy', 1, 2, 'none',"
        " 'claim', 1, NULL, 1)"
    )
    db.commit()
    db.close()
    stats = Stats(path)
    assert stats.notice is None and VERSION == 4
    assert stats.db is not None and stats.db.execute("PRAGMA user_version").fetchone()[0] == VERSION
    (totals,) = stats.totals()
    assert totals["hands"] == 1 and totals["hands_with_hint"] == 1 and totals["hands_with_aids"] == 0
    stats.close()
