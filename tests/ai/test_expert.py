"""The expert level (issue 14): legal, blind to hidden cards, and its solvers exact on small endgames."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardtable.ai import make_player
from cardtable.ai.determinize import weighted_worlds
from cardtable.ai.expert import Expert
from cardtable.ai.solver_bura import BuraSolver
from cardtable.ai.solver_bura import state_of as bura_state
from cardtable.ai.solver_schnapsen import SchnapsenSolver
from cardtable.ai.solver_schnapsen import state_of as schnapsen_state
from cardtable.ai.solver_schneider import SchneiderSolver
from cardtable.ai.solver_schneider import state_of as schneider_state
from cardtable.arena import play_matches
from cardtable.engine import GAMES, Action, BuraPhase, Hand, new_hand
from cardtable.engine.actions import CLAIM, CLOSE, PASS
from cardtable.engine.bura import POINTS

GOALS = {"schnapsen": 66, "bura": 31}


def forced_moves(hand: Hand) -> list[Action]:
    """The moves the solvers consider: a right claim at once and never a wrong one (S-20, B-16),
    special hands always declared (B-14), a pass on the last Bura turn without 31."""
    legal = hand.legal_actions()
    p = hand.to_move
    assert p is not None
    goal = GOALS.get(hand.game)
    if goal is not None and CLAIM in legal and hand.score(p) >= goal:
        return [CLAIM]
    declare = [a for a in legal if a.kind == "declare"]
    if declare:
        return declare
    if PASS in legal:
        return [PASS]
    return [a for a in legal if a is not CLAIM]


def brute_force(hand: Hand, me: int) -> float:
    """Plain minimax on the engine itself: game points (Bura: +1 / -1 pot, 0 played out)."""
    if hand.result is not None:
        r = hand.result
        if r.winner is None:
            return 0.0
        points = 1 if hand.game == "bura" else r.points
        return float(points if r.winner == me else -points)
    values = []
    for move in forced_moves(hand):
        child = hand.clone()
        child.apply(move)
        values.append(brute_force(child, me))
    return max(values) if hand.to_move == me else min(values)


def endgames(game: str, rules: Any, stock: int, count: int, seed: int) -> list[Hand]:
    """Positions from random play with at most ``stock`` cards left to draw, nobody at the goal."""
    rng = random.Random(seed)
    found: list[Hand] = []
    while len(found) < count:
        hand = new_hand(game, rules=rules, seed=rng.getrandbits(32))
        while hand.result is None:
            p = hand.to_move
            assert p is not None
            d = hand.__dict__
            ready = hand.stock_left <= stock and len(hand.hands[p]) <= 4 and rng.random() < 0.5
            if game == "bura":
                ready = ready and d["phase"] in (BuraPhase.LEAD, BuraPhase.ANSWER)
            if game == "schnapsen":
                ready = ready and d["marriage_suit"] < 0
            if ready:
                break
            moves = forced_moves(hand)
            if game == "bura":  # cheap cards first, so that the stock runs out before anybody has 31
                low = min(sum(POINTS[c] for c in m.indices) for m in moves)
                moves = [m for m in moves if sum(POINTS[c] for c in m.indices) == low]
            hand.apply(rng.choice(moves))
        p = hand.to_move
        if hand.result is None and p is not None and hand.score(p) < GOALS.get(game, 99):
            found.append(hand)
    return found


SOLVE = {
    "schnapsen": lambda hand: SchnapsenSolver(schnapsen_state(hand)),
    "schneider": lambda hand: SchneiderSolver(schneider_state(hand)),
    "bura": lambda hand: BuraSolver(bura_state(hand)),
}


@pytest.mark.parametrize(
    ("game", "rules", "stock"),
    [
        ("schnapsen", None, 0),
        ("schnapsen", "tournament", 2),  # S-14 exchange and S-15 closing with the stock still open
        ("schnapsen", {"siebener": True, "bummerl_mit_40": True}, 0),
        ("schneider", None, 0),
        ("schneider", {"trump": True, "follow_suit": True, "short_deck": True}, 2),
        ("bura", None, 0),
    ],
)
def test_solver_value_equals_brute_force_minimax(game: str, rules: Any, stock: int) -> None:
    for hand in endgames(game, rules, stock, 4, seed=11):
        me = hand.to_move
        assert me is not None
        solver = SOLVE[game](hand)
        for move in forced_moves(hand):
            if move.kind != "play" and game != "schnapsen":
                continue
            child = hand.clone()
            child.apply(move)
            assert solver.value_of(move) == brute_force(child, me), (str(hand), str(move))


def late_positions(game: str, seed: int, count: int) -> list[Hand]:
    """Positions with a real choice, met in easy self-play (late in the hand: cheap to search)."""
    rng = random.Random(seed)
    easy = make_player("easy", seed=seed)
    found: list[Hand] = []
    while len(found) < count:
        hand = new_hand(game, seed=rng.getrandbits(32))
        stop = rng.randrange(4, 14)
        for _ in range(stop):
            if hand.result is not None:
                break
            hand.apply(easy.choose(hand.observation(hand.to_move), hand.legal_actions()))  # type: ignore[arg-type]
        if hand.result is None and len([a for a in hand.legal_actions() if a is not CLAIM]) > 1:
            found.append(hand)
    return found


@pytest.mark.parametrize("game", ["schnapsen", "schneider", "bura"])
def test_expert_returns_a_legal_action(game: str) -> None:
    bot = make_player("expert", seed=3)
    for hand in late_positions(game, seed=5, count=3):
        p = hand.to_move
        assert p is not None
        legal = hand.legal_actions()
        assert bot.choose(hand.observation(p), legal) in legal


def _swap_hidden(game: str, seed: int) -> tuple[Hand, Hand]:
    """Two deals that differ only in cards the forehand cannot see: one card of the dealer's hand
    swapped with the last face-down card of the stock / talon (S-7, B-4, H-3)."""
    spec = GAMES[game]
    deck = [c.code for c in spec.deck(None)]
    random.Random(seed).shuffle(deck)
    layout = spec.layout(None, 1)
    dealer_pos = layout.hands[1][0]
    deep = [pos for pos in layout.draws if pos != layout.up][-1]
    swapped = list(deck)
    swapped[dealer_pos], swapped[deep] = swapped[deep], swapped[dealer_pos]
    return new_hand(game, deck=deck, dealer=1), new_hand(game, deck=swapped, dealer=1)


@pytest.mark.parametrize("game", ["schnapsen", "schneider", "bura"])
def test_expert_cannot_see_the_opponents_cards(game: str) -> None:
    a, b = _swap_hidden(game, seed=21)
    assert a.observation(0) == b.observation(0)  # the forehand sees the same
    assert a.observation(1) != b.observation(1)  # but the deals differ
    choice_a = make_player("expert", seed=9).choose(a.observation(0), a.legal_actions())
    choice_b = make_player("expert", seed=9).choose(b.observation(0), b.legal_actions())
    assert choice_a == choice_b


def test_paired_arena_plays_every_seed_twice_with_the_seats_swapped(monkeypatch: pytest.MonkeyPatch) -> None:
    import cardtable.arena as arena

    seats: list[tuple[str, int]] = []

    class Recorder:
        def __init__(self, level: str, seed: int | None) -> None:
            self.inner = make_player(level, seed=seed)
            self.level = level
            self.seen: set[int] = set()

        def choose(self, obs: Any, legal: Any) -> Any:
            if obs.player not in self.seen:
                self.seen.add(obs.player)
                seats.append((self.level, obs.player))
            return self.inner.choose(obs, legal)

    monkeypatch.setattr(arena, "make_player", lambda level, seed=None: Recorder(level, seed))
    tally = play_matches("schneider", ("easy", "random"), None, [4], paired=True)
    assert tally.matches == 2 and len(tally.per_match) == 2
    assert ("easy", 0) in seats and ("easy", 1) in seats
    assert ("random", 0) in seats and ("random", 1) in seats
    assert sum(tally.hand_wins) == tally.hands


@pytest.mark.parametrize("game", ["schnapsen", "bura"])  # Schneider has no claims
def test_expert_self_play_ends_hands_without_a_wrong_claim(game: str) -> None:
    """S-19, B-18: the expert claims only when right (the 10,000-hand run is the arena with
    ``--players expert,expert``, which counts illegal moves and wrong claims)."""
    for hand in late_positions(game, seed=8, count=2):
        bots = [make_player("expert", seed=1), make_player("expert", seed=2)]
        while hand.result is None:
            p = hand.to_move
            assert p is not None
            legal = hand.legal_actions()
            action = bots[p].choose(hand.observation(p), legal)
            assert action in legal
            hand.apply(action)
        result = hand.result
        assert result is not None
        assert result.reason not in ("false_claim", "false_declaration")
        assert not (result.reason == "failed_close" and result.by is not None and result.by != result.winner)


def test_selfplay_run_counts_hands_under_random_rules_with_a_scaled_budget() -> None:
    """The long self-play check (``bench.selfplay``) plays whole matches under random toggles and
    counts what went wrong; a scaled expert still searches (fewer worlds, never none)."""
    from cardtable.ai.expert import Expert
    from cardtable.bench.selfplay import random_rules, run

    out = run("schnapsen", hands=3, scale=0.1, seed=5)
    assert out["hands"] == 3 and out["decisions"] > 0
    assert (out["illegal"], out["wrong_claims"], out["crashes"]) == (0, 0, [])
    rules = random_rules("schneider", random.Random(2))
    assert {o.name for o in GAMES["schneider"].rule_options if o.type == "bool"} <= set(rules)
    hand = new_hand("schnapsen", seed=3)
    expert = Expert(random.Random(1), scale=0.1)
    plan = expert.plan(hand.observation(hand.to_move))
    full = Expert(random.Random(1)).plan(hand.observation(hand.to_move))
    assert 1 <= plan.worlds < full.worlds and plan.nodes < full.nodes
    assert expert.choose(hand.observation(hand.to_move), hand.legal_actions()) in hand.legal_actions()


def test_expert_searches_each_possible_world_once_where_few_are_possible() -> None:
    # Schnapsen with 2 stock cards left (the trump card and one face-down card): a world is fixed by
    # which unseen card lies face down, so there are at most 6, and the expert's 32 draws must come
    # down to exactly the worlds that sampling can produce, each once.
    easy = make_player("easy", seed=3)
    seed = 0
    while True:  # the first deal whose play by the rules of thumb leads with 2 stock cards left
        seed += 1
        hand = new_hand("schnapsen", seed=seed)
        while hand.result is None and hand.stock_left > 2 and hand.__dict__["closed_by"] is None:
            hand.apply(easy.choose(hand.observation(hand.to_move), hand.legal_actions()))  # type: ignore[arg-type]
        d = hand.__dict__
        if hand.result is None and hand.stock_left == 2 and d["closed_by"] is None and d["lead"] < 0:
            break
    p = hand.to_move
    assert p is not None
    obs = hand.observation(p)
    expert = Expert(random.Random(1))
    plan = expert.plan(obs)
    assert plan.worlds > 6 and plan.candidates  # drawn several times over, kept by his tells

    def face_down(world: Hand) -> int:
        return world.__dict__["stock"][-1]  # the top card: the one face-down card left

    possible = {face_down(w) for w, _ in weighted_worlds(obs, random.Random(2), 200)}
    assert 2 <= len(possible) <= 6
    uniform = expert._worlds(obs, dataclasses.replace(plan, candidates=0))
    assert sorted(face_down(w) for w, _ in uniform) == sorted(possible)  # each possible world once
    assert all(weight == 1.0 for _, weight in uniform)
    weighted = expert._worlds(obs, plan)
    kept = [face_down(w) for w, _ in weighted]
    assert len(kept) == len(set(kept)) and set(kept) <= possible  # searched once, weighted by count
    assert sum(weight for _, weight in weighted) == plan.worlds


def test_a_time_limit_stops_the_search_after_the_least_number_of_worlds() -> None:
    """The table gives the expert a time limit, so a busy machine does not keep the player waiting
    (5-6 s a move were seen): past it no further world is searched, but always ``min_worlds``."""
    hand = new_hand("schnapsen", seed=8, dealer=1)
    observation = hand.observation(hand.to_move)  # the first lead: about 20 worlds in the budget
    legal = hand.legal_actions()
    unhurried = Expert(random.Random(1))
    unhurried.choose(observation, legal)
    hurried = Expert(random.Random(1))
    hurried.time_limit = 0.0
    assert hurried.choose(observation, legal) in legal
    assert hurried.last_worlds == hurried.plan(observation).min_worlds < unhurried.last_worlds


def test_the_schnapsen_solvers_shared_caches_never_carry_one_rule_set_into_another() -> None:
    """The answer, lead and leaf-sum caches are shared by every solver of the process, keyed by the
    rules they depend on. After solving the same deals with and without must-head (S-17) and
    Siebener (its lowest trump is exchanged), every entry a solver can reach must be what that
    solver would work out itself."""
    import cardtable.ai.solver_schnapsen as solver

    solver._SHARED.clear()
    plain: dict[str, bool] = {}
    must_head, siebener = {"must_head": True}, {"siebener": True}
    # The caches hold one context at a time: each toggled deal comes right after its plain one, and
    # the plain deals (each with its own trump) come one after another at the end.
    order = [(seed, toggle) for seed in range(6) for toggle in (plain, must_head, plain, siebener)]
    order += [(seed, plain) for seed in range(6)]
    solvers = []
    for seed, toggle in order:  # a close is searched to the end, so Phase-2 answers are cached too
        hand = new_hand("schnapsen", seed=seed)
        s = SchnapsenSolver(dataclasses.replace(schnapsen_state(hand), **toggle), horizon=2)
        for move in forced_moves(hand):
            s.value_of(move)
        solvers.append(s)
    checked = 0
    for s in solvers:
        for (c, ho, free), answers in s._answer_cache.items():
            assert tuple(s._answers_of(c, ho, free)) == answers
        for (hl, trump_up), leads in s._lead_cache.items():
            assert tuple(s._lead_moves_of(hl, trump_up)) == leads
        for key, side in s._side_cache.items():
            assert s._side(key & ((1 << 36) - 1), key >> 36) == side
        checked += len(s._answer_cache) + len(s._lead_cache) + len(s._side_cache)
    assert checked > 1000


def test_a_schnapsen_value_searched_against_a_bound_is_exact_above_it_and_at_most_it_below() -> None:
    # fusion._best asks only whether each answer beats the best so far (value_of(move, above)).
    positions = endgames("schnapsen", None, 4, 6, seed=5) + [new_hand("schnapsen", seed=s) for s in range(3)]
    exchanges = [
        hand
        for hand in (new_hand("schnapsen", seed=s) for s in range(3, 200))
        if any(m.kind == "exchange" for m in hand.legal_actions())
    ][:3]
    assert len(exchanges) == 3
    positions += exchanges  # first leads where the trump jack can be exchanged (S-14) or the stock closed
    rng = random.Random(2)
    good_closes: list[Hand] = []
    while len(good_closes) < 3:  # later leads where closing (S-15) wins: values above the bounds tried
        hand = new_hand("schnapsen", seed=rng.getrandbits(32))
        while hand.result is None and len(good_closes) < 3:
            if CLOSE in hand.legal_actions() and SchnapsenSolver(schnapsen_state(hand)).value_of(CLOSE) >= 1:
                good_closes.append(hand.clone())
                break
            hand.apply(rng.choice(forced_moves(hand)))
    positions += good_closes
    for lead in positions[-6:]:  # and the answers to each first lead
        answering = lead.clone()
        answering.apply(next(m for m in forced_moves(lead) if m.kind == "play"))
        positions.append(answering)
    compared = 0
    for hand in positions:
        exact = SchnapsenSolver(schnapsen_state(hand), horizon=2)
        shared = SchnapsenSolver(schnapsen_state(hand), horizon=2)  # one solver's table for every bound
        for move in forced_moves(hand):
            value = exact.value_of(move)
            for above in (-3.0, -1.0, 0.0, value - 0.5, value, 1.0, 2.5):
                for solver in (SchnapsenSolver(schnapsen_state(hand), horizon=2), shared):
                    bounded = solver.value_of(move, above)
                    if value > above:
                        assert bounded == value, (str(hand), str(move), above)
                    else:
                        assert bounded <= above, (str(hand), str(move), above)
                    compared += 1
    assert compared > 500


def test_schnapsen_solvers_of_one_world_sharing_their_tables_value_every_position_as_alone() -> None:
    # expert.py: the solvers of one world (its root, each answer after a root move, each next
    # decision) share one transposition table per horizon.
    for seed in range(4):
        world = new_hand("schnapsen", seed=seed)
        tables: dict[Any, Any] = {}
        positions = [world]
        for move in forced_moves(world)[:3]:
            after = world.clone()
            after.apply(move)
            if after.result is None and after.__dict__["marriage_suit"] < 0:
                positions.append(after)
                answered = after.clone()
                answered.apply(forced_moves(after)[0])
                if answered.result is None:
                    positions.append(answered)
        for position in positions + positions[::-1]:
            alone = SchnapsenSolver(schnapsen_state(position), horizon=2)
            together = SchnapsenSolver(schnapsen_state(position), horizon=2, tables=tables)
            for move in forced_moves(position):
                assert together.value_of(move) == alone.value_of(move), (seed, str(position), str(move))
        assert len(tables) >= 2  # positions before and after a trick's draw: two horizons


class _Answers:
    """A stand-in solver with fixed values that, asked with a bound, gives away no more than the
    contract says: the bound itself wherever the value is not above it."""

    windowed = True

    def __init__(self, values: dict[Action, float]) -> None:
        self.values = values
        self.nodes = 1

    def value_of(self, move: Action, above: float = -9.0) -> float:
        value = self.values[move]
        return value if value > above else above


@pytest.mark.parametrize("windowed", [True, False])
def test_the_modelled_answer_is_the_first_of_the_best(windowed: bool) -> None:
    # fusion._best: the same answer as max(moves, key=value) - a late better answer by a little is
    # found, and of equal answers the first is taken.
    from cardtable.ai import fusion

    hand = new_hand("schnapsen", seed=1)
    moves = [m for m in hand.legal_actions() if m.kind == "play"]
    assert len(moves) == 5
    for values in ([0.0, 1.0, 1.0, 0.5, 1.25], [2.0, 2.0, -1.0, 2.0, 1.0], [-1.0, -0.9, -3.0, -0.9, -2.0]):
        stand_in = _Answers(dict(zip(moves, values, strict=True)))
        stand_in.windowed = windowed
        spent = [0]
        best = fusion._best(hand, moves, lambda _hand, s=stand_in: s, spent)
        assert best == max(moves, key=lambda m, s=stand_in: s.values[m])
        assert spent == [1]
