"""``python -m cardtable.bench.peers``: our levels against another program's Schnapsen players.

    nice -n 19 python -m cardtable.bench.peers --level expert --peer cpatrasciuc \\
        --peer-path /tmp/peers/cpatrasciuc/src --peer-player Heuristic --deals 50
    nice -n 19 python -m cardtable.bench.peers --level expert --peer cpatrasciuc \\
        --peer-path /tmp/peers/cpatrasciuc/src --peer-python /tmp/peers/venv/bin/python \\
        --peer-optimize --peer-player Mcts100kIter --deals 20
    nice -n 19 python -m cardtable.bench.peers --level expert --peer vu \\
        --peer-path /tmp/peers/vu/lib/python3.11/site-packages --peer-python /tmp/peers/vu/bin/python \\
        --peer-player RdeepBot --deals 50

The other program's engine is the referee: every move is played in its engine (through a bridge
process, ``peer_bridge.py``, run by ``--peer-python`` and importing the peer only from
``--peer-path``) and mirrored into ours, Schnapsen under our ``tournament`` preset (RULES.md P-1),
whose toggles are the peer's rules. Our player sees our observation and our legal moves, cut to
what the peer allows. Each deal is played twice (a Bummerl per match seed, seats swapped: paired,
as ``cardtable.arena --paired``), and the report gives hands won, game points per hand and
Bummerls, each with a 95 % interval, the time per decision of both sides, and the mirror's checks:

- legal-set differences: a move one engine allows and the other does not, beyond the differences
  the mirror absorbs (listed in the report);
- desyncs: the two engines disagree on the hands, the stock, the card points, the card led, whose
  turn it is, or who closed;
- result differences: a hand's winner or game points, or a Bummerl's winner, differ.

All three must be 0 for the figures to count; a match in which the mirror broke is left out (and
its pair with it) and counted. What differs by design is absorbed and counted in the report
(``PeerRules``, named by the bridge): the peer's hand ends by itself at 66 and the mirror claims
for the player to move; a peer that leads a married King or Queen only with the marriage, or has
no closing, or whose marriage leads the King, cuts our player's legal moves to its own; a peer
that counts a marriage only at the marrier's next won trick (VU) scores the loser's tier without
it, and its game points are taken.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.ai import Player, make_player
from cardtable.arena import Tally, paired_intervals, percentile, wilson
from cardtable.engine import Action, new_match
from cardtable.engine.cards import CARDS
from cardtable.engine.words import Event

RULES = "tournament"  #: our preset whose toggles are the peers' rules (P-1)
BRIDGE = Path(__file__).with_name("peer_bridge.py")
US, PEER = 0, 1  #: the tally's player indices
#: What the mirror absorbs, where the peer's rules or its way of playing differ from our engine's.
FORCED_MARRIAGE = "leads where a plain lead of a married K or Q was dropped (the peer leads it only with the marriage)"
PEER_ENDED = "the peer's hand ended at 66: the mirror claimed for the player to move (S-19, S-20)"
CLAIM_AFTER_MARRIAGE = "our claims right after a marriage: the peer announced it and its hand ended"
NO_CLOSING = "leads where closing (S-15) was dropped: the peer's rules have no closing"
KING_ONLY = "marriages whose Queen lead was dropped: the peer's marriage leads the King"
WAITING_TIER = (
    "hands scored by the peer without the loser's marriage announced after his last won trick "
    "(it counts a marriage at the next won trick): the peer's game points taken"
)


class MirrorBroken(Exception):
    """The two engines disagree; the match cannot be counted."""

    def __init__(self, check: str, detail: str) -> None:
        super().__init__(f"{check}: {detail}")
        self.check = check


@dataclass
class Checks:
    """The mirror's checks (must stay 0) and what it absorbed (rules differing by design)."""

    legal: int = 0  #: decisions whose legal sets differ beyond what is absorbed
    desyncs: int = 0
    results: int = 0  #: hands or Bummerls whose result differs
    broken_matches: int = 0
    absorbed: Counter[str] = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)

    def add(self, other: Checks) -> None:
        self.legal += other.legal
        self.desyncs += other.desyncs
        self.results += other.results
        self.broken_matches += other.broken_matches
        self.absorbed.update(other.absorbed)
        self.examples.extend(other.examples[: max(0, 5 - len(self.examples))])

    def note(self, broken: MirrorBroken, seed: int) -> None:
        setattr(self, broken.check, getattr(self, broken.check) + 1)
        self.broken_matches += 1
        if len(self.examples) < 5:
            self.examples.append(f"seed {seed}: {broken}")


@dataclass
class PeerTally(Tally):
    """The arena's tally (index 0 ours, 1 the peer's), plus the peer's thinking times (measured in
    its bridge) and our Bummerls won on each pair of matches."""

    peer_times: list[float] = field(default_factory=list)
    pair_bummerls: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        super().add(other)
        if isinstance(other, PeerTally):
            self.peer_times.extend(other.peer_times)
            self.pair_bummerls.extend(other.pair_bummerls)


@dataclass(frozen=True)
class Setup:
    """What to run: our level against a named player of a peer found at a path."""

    level: str
    adapter: str
    peer_player: str
    peer_path: str
    peer_python: str = sys.executable
    optimize: bool = False  #: run the peer's Python with -O (as its own builds ship: no debug output)

    def command(self) -> list[str]:
        flags = ["-O"] if self.optimize else []
        return [self.peer_python, *flags, str(BRIDGE), "--adapter", self.adapter, "--peer-path", self.peer_path]


class Peer:
    """The bridge process: one JSON request a line, one answer a line. What the peer prints goes
    to a scratch file, shown when the bridge stops."""

    def __init__(self, command: list[str]) -> None:
        self.log = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 - it lives as long as the bridge
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True, bufsize=1
        )

    def ask(self, op: str, **fields: Any) -> dict[str, Any]:
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(json.dumps({"op": op, **fields}) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            code = self.process.wait()
            self.log.seek(0)
            raise RuntimeError(f"the peer bridge stopped (exit code {code}): {self.log.read()[-2000:]}")
        answer: dict[str, Any] = json.loads(line)
        if not answer.pop("ok"):
            raise MirrorBroken("desyncs", f"the peer refused {op} {fields}: {answer['error']}")
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)
        self.log.close()


# Our hand in the bridge's neutral terms --------------------------------------------------------
def code(card: int) -> str:
    return CARDS[card].code


def view_of(hand: Any) -> dict[str, Any]:
    """What the desync check compares: both hands, the stock top first (the trump card last),
    card points with every marriage announced (pending ones too: engines count them at different
    moments), the card led, whose turn, the closer."""
    return {
        "hands": [sorted(code(c) for c in hand.hands[p]) for p in (0, 1)],
        "stock": [code(c) for c in reversed(hand.stock)],
        "points": [hand.score(p) + hand.pending[p] for p in (0, 1)],
        "lead": code(hand.lead) if hand.lead >= 0 else None,
        "to_move": hand.to_move,
        "closed_by": hand.closed_by,
    }


def deal_of(hand: Any) -> dict[str, Any]:
    """The deal of our new hand, for the peer to start from the same cards (S-7)."""
    assert hand.stock[0] == hand.trump_card, "our stock keeps the trump card at its bottom"
    return {
        "hands": [[code(c) for c in hand.hands[p]] for p in (0, 1)],
        "trump": code(hand.trump_card),
        "talon": [code(c) for c in reversed(hand.stock[1:])],
        "leader": 1 - hand.dealer,
    }


def ours_of(peer_move: str) -> str:
    """The first of our actions for a peer move (``marry KH`` is our ``marry H``, then a play)."""
    word, *rest = peer_move.split()
    return f"marry {rest[0][1]}" if word == "marry" else peer_move


@dataclass(frozen=True)
class PeerRules:
    """Where a peer's rules differ from our tournament preset in ways the mirror absorbs (the
    bridge's ``hello`` names them)."""

    forced_marriage: bool = False  #: a K or Q whose partner is in hand is led only with the marriage
    closing: bool = True  #: the stock may be closed (S-15)
    marriage_ends_hand: bool = True  #: a marriage that makes 66 ends the hand at once (S-12, S-19)
    #: a marriage counts only at the marrier's next won trick, also for the loser's tier (S-22)
    marriage_waits_for_trick: bool = False
    bummerl: bool = True  #: the peer counts a Bummerl of its own, whose end the mirror checks

    @classmethod
    def of(cls, hello: dict[str, Any]) -> PeerRules:
        return cls(**hello.get("differences", {}))


def tier_without_waiting_marriages(hand: Any, loser: int) -> int:
    """S-22's tier of the loser as an engine judges it that counts a marriage only when its
    marrier next wins a trick: marriages he announced after his last won trick left out."""
    if hand.tricks[loser] == 0:
        return 3
    waiting = 0
    for kind, player, payload in hand.log:
        if player != loser:
            continue
        if kind == Event.TRICK:
            waiting = 0
        elif kind == Event.SHOW and len(payload) == 2:  # a marriage's King and Queen, not an exchange
            waiting += 40 if payload[0].suit == hand.trump else 20
    return 2 if hand.score(loser) - waiting <= 32 else 1


def reconcile(ours: list[Action], peer: list[str], rules: PeerRules) -> tuple[list[Action], Counter[str], list[str]]:
    """Our legal actions cut to the peer's: (what our player may choose, what was absorbed, the
    differences no rule of the peer's explains). Claims are left out: the peer has none, its hand
    ends by itself at 66, and then the mirror claims (computer players claim at once, S-20)."""
    theirs = {ours_of(m) for m in peer}
    texts = {a.text for a in ours if a.text != "claim"}
    extra = texts - theirs
    absorbed: Counter[str] = Counter()
    if rules.forced_marriage:
        marriages = {t.split()[1] for t in theirs if t.startswith("marry ")}
        forced = {t for t in extra if t.startswith("play ") and t[5] in "KQ" and t[6] in marriages}
        absorbed[FORCED_MARRIAGE] += len(forced)
        extra -= forced
    if not rules.closing and "close" in extra:
        absorbed[NO_CLOSING] += 1
        extra.discard("close")
    differences = sorted(extra | (theirs - texts))
    allowed = [a for a in ours if a.text in theirs]
    return allowed, +absorbed, differences


# One mirrored Bummerl ---------------------------------------------------------------------------
class Mirror:
    """One match: our engine and player in seat ``our_seat``, the peer's in the other."""

    def __init__(
        self, peer: Peer, setup: Setup, seed: int, our_seat: int, tally: PeerTally, checks: Checks, rules: PeerRules
    ) -> None:
        self.peer, self.setup, self.seed, self.seat, self.rules = peer, setup, seed, our_seat, rules
        self.tally, self.checks = tally, checks
        self.match = new_match("schnapsen", rules=RULES, seed=seed)
        self.ours: Player = make_player(setup.level, seed=seed * 2 + 1)
        self.state: dict[str, Any] = {}
        self.hands = 0
        self.hand_wins = 0.0
        self.points = [0.0, 0.0]

    def play(self) -> None:
        names: list[str | None] = [self.setup.peer_player, self.setup.peer_player]
        names[self.seat] = None
        self.peer.ask("match", players=names, seed=self.seed * 2 + 2)
        while self.match.result is None:
            self.play_hand()
        self.settle()

    def play_hand(self) -> None:
        hand = self.match.hand
        self.state = self.peer.ask("deal", **deal_of(hand))
        self.check_view(hand)
        while hand.result is None and self.state["result"] is None:
            allowed = self.legal(hand)
            if hand.to_move == self.seat:
                self.our_move(allowed)
            else:
                self.peer_move()
            self.end_by_peer(hand)
            if hand.result is None:
                self.check_view(hand)
        self.end_by_peer(hand)
        self.check_result(hand)

    def legal(self, hand: Any) -> list[Action]:
        allowed, absorbed, differences = reconcile(hand.legal_actions(), self.state["legal"], self.rules)
        self.checks.absorbed.update(absorbed)
        if differences:
            raise MirrorBroken(
                "legal",
                f"ours {sorted(a.text for a in hand.legal_actions())}, "
                f"the peer's {sorted(self.state['legal'])}: {differences}",
            )
        if not allowed:
            raise MirrorBroken("legal", "nothing left to play")
        return allowed

    def after_marriage(self, marriage: Action) -> list[Action]:
        """Our second step of a marriage, cut to the cards the peer's marriage may lead, and the
        claim when the peer's marriage can end its hand."""
        cards = {m.split()[1] for m in self.state["legal"] if m.startswith("marry ") and m[-1] == marriage.text[-1]}
        legal = self.match.legal_actions()
        allowed = [a for a in legal if a.kind == "play" and a.text.split()[1] in cards]
        if len(allowed) < sum(a.kind == "play" for a in legal):
            self.checks.absorbed[KING_ONLY] += 1
        if self.rules.marriage_ends_hand:
            allowed += [a for a in legal if a.text == "claim"]
        return allowed

    def choose(self, legal: list[Action]) -> Action:
        p = self.match.to_move
        assert p is not None
        started = time.perf_counter()
        action = self.ours.choose(self.match.observation(p), legal)
        self.tally.times[US].append((time.perf_counter() - started) * 1000)
        if action not in legal:
            self.tally.illegal += 1
            action = legal[0]
        return action

    def our_move(self, allowed: list[Action]) -> None:
        action = self.choose(allowed)
        self.match.apply(action)
        if action.kind == "marry":  # the peer announces and leads in one move: ask for the card
            second = self.choose(self.after_marriage(action))
            self.match.apply(second)
            if second.text == "claim":
                self.checks.absorbed[CLAIM_AFTER_MARRIAGE] += 1
                card = f"K{action.text[-1]}"
            else:
                card = second.text.split()[1]
            self.state = self.peer.ask("apply", action=f"marry {card}")
            return
        self.state = self.peer.ask("apply", action=action.text)

    def peer_move(self) -> None:
        chosen = self.peer.ask("choose")
        self.tally.peer_times.append(chosen["ms"])
        move = chosen["action"]
        self.state = self.peer.ask("apply", action=move)
        self.match.apply(ours_of(move))
        if move.startswith("marry "):
            if self.state["result"] is not None and self.match.hand.result is None:
                return  # its marriage reached 66: end_by_peer claims for it
            self.match.apply(f"play {move.split()[1]}")

    def end_by_peer(self, hand: Any) -> None:
        """The peer's hand ends by itself at 66; ours waits for a claim, which the mirror makes
        for the player to move (computer players claim at once, S-20)."""
        result = self.state["result"]
        if result is None or hand.result is not None:
            return
        if hand.to_move != result["winner"] or "claim" not in {a.text for a in hand.legal_actions()}:
            raise MirrorBroken("results", f"the peer's hand ended {result}, ours goes on with {hand.to_move} to move")
        self.checks.absorbed[PEER_ENDED] += 1
        self.match.apply("claim")

    def check_view(self, hand: Any) -> None:
        ours, theirs = view_of(hand), self.state["view"]
        if ours != theirs:
            raise MirrorBroken("desyncs", f"ours {ours}, the peer's {theirs}")

    def check_result(self, hand: Any) -> None:
        result, peer = hand.result, self.state["result"]
        if result is None or peer is None or result.winner != peer["winner"]:
            raise MirrorBroken("results", f"ours {result}, the peer's {peer}")
        points = peer["points"]  # the referee's
        if result.points != points:
            waiting = self.rules.marriage_waits_for_trick and points == tier_without_waiting_marriages(
                hand, 1 - result.winner
            )
            if not waiting:
                raise MirrorBroken("results", f"ours {result}, the peer's {peer}")
            self.checks.absorbed[WAITING_TIER] += 1
        self.hands += 1
        us = result.winner == self.seat
        self.hand_wins += us
        self.tally.hand_wins[US if us else PEER] += 1
        self.points[US if us else PEER] += points
        self.tally.won_by[points] = self.tally.won_by.get(points, 0) + 1
        if self.rules.bummerl:
            ended = self.state["bummerl"]["winner"]
            mine = self.match.result.winner if self.match.result is not None else None
            if ended != mine:
                raise MirrorBroken(
                    "results", f"the Bummerl: ours {self.match.result}, the peer's {self.state['bummerl']}"
                )

    def settle(self) -> None:
        assert self.match.result is not None
        tally = self.tally
        tally.wins[US if self.match.result.winner == self.seat else PEER] += 1
        tally.matches += 1
        tally.hands += self.hands
        tally.points[US] += self.points[US]
        tally.points[PEER] += self.points[PEER]
        tally.per_match.append((self.hands, self.hand_wins, self.points[US] - self.points[PEER]))


def play_pairs(setup: Setup, seeds: list[int]) -> tuple[PeerTally, Checks]:
    """Each seed twice, our player in seat 0 and then in seat 1. A pair counts only when the
    mirror held in both of its matches."""
    total, checks = PeerTally(), Checks()
    peer = Peer(setup.command())
    try:
        rules = PeerRules.of(peer.ask("hello"))
        for seed in seeds:
            pair = PeerTally()
            try:
                for seat in (0, 1):
                    Mirror(peer, setup, seed, seat, pair, checks, rules).play()
            except MirrorBroken as broken:
                checks.note(broken, seed)
                continue
            pair.pair_bummerls.append(pair.wins[US])
            total.add(pair)
            progress(setup, seed, total)
    finally:
        peer.close()
    return total, checks


def progress(setup: Setup, seed: int, tally: PeerTally) -> None:
    """A line on stderr after each pair, so that a long run shows where it stands."""
    print(
        f"peers: {setup.level} vs {setup.peer_player}, seed {seed} done; so far ours {tally.hand_wins[US]:.0f} "
        f"of {tally.hands} hands, {tally.wins[US]:.0f} of {tally.matches} Bummerls",
        file=sys.stderr,
        flush=True,
    )


# The report -------------------------------------------------------------------------------------
def bummerl_interval(pair_bummerls: list[float]) -> tuple[float, float, float]:
    """Our share of Bummerls with a 95 % interval whose unit is the pair (0, 1 or 2 won of each
    seed's two Bummerls), so that the luck of the deals that both seats share cancels."""
    n = len(pair_bummerls)
    if n < 2:
        return (pair_bummerls[0] / 2 if n else 0.0), 0.0, 1.0
    share = sum(pair_bummerls) / (2 * n)
    spread = statistics.stdev(b / 2 for b in pair_bummerls)
    if spread == 0:  # every pair alike (all won or all lost): the normal interval collapses
        return share, *wilson(share, 2 * n)
    half = 1.96 * spread / math.sqrt(n)
    return share, max(0.0, share - half), min(1.0, share + half)


def report(setup: Setup, tally: PeerTally, checks: Checks, elapsed: float, hello: dict[str, Any]) -> str:
    ours, peer = f"ours {setup.level}", f"{hello['peer']} {setup.peer_player}"
    lines = [
        f"schnapsen, {ours} vs {peer}: {tally.matches // 2} deals paired ({tally.matches} Bummerls, "
        f"{tally.hands} hands), our rules preset {RULES!r}, {elapsed:.0f} s",
        f"  the peer's rules: {hello['rules']}",
    ]
    if tally.hands:
        figures = paired_intervals(tally.per_match)
        share, lo, hi = figures["hands"]
        lines.append(f"  hands won: ours {share:.1%} (95% CI {lo:.1%} - {hi:.1%})")
        diff, lo, hi = figures["points"]
        lines.append(
            f"  game points per hand: ours {tally.points[US] / tally.hands:.3f}, the peer's "
            f"{tally.points[PEER] / tally.hands:.3f}; ours minus the peer's {diff:+.3f} "
            f"(95% CI {lo:+.3f} - {hi:+.3f})"
        )
        share, lo, hi = bummerl_interval(tally.pair_bummerls)
        lines.append(
            f"  Bummerls: ours {tally.wins[US]:.0f} of {tally.matches} ({share:.1%}, 95% CI {lo:.1%} - {hi:.1%})"
        )
        won = sum(tally.won_by.values())
        lines.append(
            "  won hands by game points (both sides): "
            + ", ".join(f"{k}: {v / won:.0%}" for k, v in sorted(tally.won_by.items()))
        )
    for name, times in ((ours, tally.times[US]), (peer, tally.peer_times)):
        if times:
            lines.append(
                f"  ms/decision {name}: median {statistics.median(times):.1f}  p95 "
                f"{percentile(times, 0.95):.1f}  max {max(times):.1f}  ({len(times)} decisions)"
            )
    lines.append(
        f"  mirror checks: legal-set differences {checks.legal}, desyncs {checks.desyncs}, result "
        f"differences {checks.results}; matches left out {checks.broken_matches}; our illegal moves "
        f"{tally.illegal}"
    )
    lines += [f"    {example}" for example in checks.examples]
    lines.append("  absorbed by the mirror:")
    lines += [f"    {count:>6}  {what}" for what, count in sorted(checks.absorbed.items())]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.peers", description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="expert", help="our level: random, easy, medium, strong, expert")
    parser.add_argument(
        "--peer",
        default="cpatrasciuc",
        help="the bridge's adapter: cpatrasciuc, vu, or self (a fake peer: our engine, found at --peer-path)",
    )
    parser.add_argument("--peer-path", required=True, help="where the peer's code is imported from")
    parser.add_argument("--peer-python", default=sys.executable, help="the Python (venv) that runs the peer")
    parser.add_argument(
        "--peer-optimize",
        action="store_true",
        help="run the peer's Python with -O, as its own builds ship (its debug printing and state "
        "validation off; the bridge still checks every move against its legal moves)",
    )
    parser.add_argument(
        "--peer-player",
        default="Heuristic",
        help="the peer's player, e.g. Heuristic, Mcts100kIter (cpatrasciuc), RdeepBot (vu)",
    )
    parser.add_argument("--deals", type=int, default=40, help="match seeds, each played twice (seats swapped)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes, each with its own bridge")
    args = parser.parse_args(argv)
    setup = Setup(args.level, args.peer, args.peer_player, args.peer_path, args.peer_python, args.peer_optimize)
    hello_peer = Peer(setup.command())
    try:
        hello = hello_peer.ask("hello")
    finally:
        hello_peer.close()
    seeds = [args.seed * 100_000 + i for i in range(args.deals)]
    chunks = [seeds[i :: args.workers] for i in range(args.workers)]
    tally, checks = PeerTally(), Checks()
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for part, part_checks in pool.map(play_pairs, [setup] * len(chunks), chunks):
            tally.add(part)
            checks.add(part_checks)
    print(report(setup, tally, checks, time.perf_counter() - started, hello))
    clean = checks.legal == checks.desyncs == checks.results == tally.illegal == 0
    return 0 if clean else 1


if __name__ == "__main__":
    raise SystemExit(main())
