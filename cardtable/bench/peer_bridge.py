"""The bridge to another program's Schnapsen engine and players, run in the peer's own Python.

``python peer_bridge.py --adapter cpatrasciuc --peer-path /tmp/peers/cpatrasciuc/src`` reads one
JSON request a line on stdin and answers one JSON line on stdout. The script stands alone (it
imports nothing of ``cardtable`` at its top) so that the peer's venv can run it; the peer's code is
imported at run time, only from ``--peer-path``, and never enters the project.

The bridge speaks a neutral action language, the peer's moves in our card codes:
``play TS``, ``marry KH`` (announce the marriage and lead that card, one move as the peer has it),
``exchange`` and ``close``. Seats are 0 and 1 as in our engine. Requests (``op``):

- ``hello`` -> the adapter's name, its players and its rules in a sentence;
- ``match`` {players: [name or null, name or null], seed} -> the peer's players for the seats
  (null: our seat), a new Bummerl (game points 0:0), the peer's random seeded;
- ``deal`` {hands: [[codes], [codes]], trump: code, talon: [codes, top first], leader: seat} ->
  a hand from exactly this deal: ``state``;
- ``choose`` -> the peer player to move picks: ``action`` and ``ms`` (its thinking time);
- ``apply`` {action} -> the peer's engine plays it: ``state``.

A ``state`` answer holds ``legal`` (the mover's legal moves), ``view`` (cards, points, whose turn,
for the mirror's desync check) and, once the hand is over, ``result`` {winner, points} and
``bummerl`` (the Bummerl's game points and its winner, or null while it goes on).

The ``self`` adapter is a fake peer: our own engine (found through ``--peer-path``, the project's
root) under the tournament preset, made to behave as the cpatrasciuc engine does (the hand ends by
itself at 66; a King or Queen whose partner is in hand can only be led with the marriage), so that
the mirror can be tested without anyone else's code.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from typing import Any

BUMMERL_POINTS = 7  #: game points that win a Bummerl, in both engines


class Adapter:
    """One peer engine behind the neutral protocol."""

    name = ""
    rules = ""
    #: where its rules differ from our tournament preset in ways the mirror absorbs (``PeerRules``)
    differences: dict[str, bool] = {}

    def players(self) -> list[str]:
        raise NotImplementedError

    def new_player(self, name: str, seat: int) -> Any:
        raise NotImplementedError

    def deal(self, hands: list[list[str]], trump: str, talon: list[str], leader: int, players: list[Any]) -> None:
        raise NotImplementedError

    def legal(self) -> list[str]:
        raise NotImplementedError

    def apply(self, action: str) -> None:
        raise NotImplementedError

    def choose(self, player: Any, game_points: list[int]) -> str:
        raise NotImplementedError

    def to_move(self) -> int | None:
        raise NotImplementedError

    def view(self) -> dict[str, Any]:
        raise NotImplementedError

    def result(self) -> tuple[int, int] | None:
        """(winner, game points) once the hand is over."""
        raise NotImplementedError


class Cpatrasciuc(Adapter):
    """github.com/cpatrasciuc/schnapsen-card-game: ``src/model`` and ``src/ai``."""

    name = "cpatrasciuc"
    rules = (
        "tournament rules: must head the trick, the hand ends by itself at 66, a K or Q whose partner is "
        "in hand is led only with the marriage, the last trick wins a played-out hand (1 point), a closer's "
        "tier and a failed close judged at the moment of closing (3 if the opponent had no trick)"
    )
    differences = {"forced_marriage": True}

    def __init__(self) -> None:
        self.card = importlib.import_module("model.card")
        self.state_mod = importlib.import_module("model.game_state")
        self.actions = importlib.import_module("model.player_action")
        self.ids = importlib.import_module("model.player_id").PlayerId
        self.pair = importlib.import_module("model.player_pair").PlayerPair
        self.state: Any = None

    # Players --------------------------------------------------------------------------------
    def players(self) -> list[str]:
        return ["Heuristic", "Random", "Mcts100kIter", "any name of ai.eval.players.PLAYER_NAMES"]

    def new_player(self, name: str, seat: int) -> Any:
        pid = self.pid(seat)
        if name == "Heuristic":
            return importlib.import_module("ai.heuristic_player").HeuristicPlayer(pid)
        if name == "Random":
            return importlib.import_module("ai.random_player").RandomPlayer(pid)
        if name == "Mcts100kIter":  # as ai/eval/players.py defines it, without its other imports
            options = importlib.import_module("ai.mcts_player_options")
            merge = importlib.import_module("ai.merge_scoring_infos_func")
            mcts = importlib.import_module("ai.cython_mcts_player.player")
            return mcts.CythonMctsPlayer(
                pid,
                False,
                options.MctsPlayerOptions(
                    num_processes=1,
                    max_permutations=150,
                    max_iterations=667,
                    merge_scoring_info_func=merge.average_score_with_tiebreakers,
                ),
            )
        return importlib.import_module("ai.eval.players").PLAYER_NAMES[name](pid)

    # Cards and seats ------------------------------------------------------------------------
    def pid(self, seat: int) -> Any:
        return self.ids.ONE if seat == 0 else self.ids.TWO

    def seat(self, pid: Any) -> int:
        return 0 if pid == self.ids.ONE else 1

    def to_card(self, code: str) -> Any:
        return self.card.Card.from_string(code.lower())

    @staticmethod
    def code(card: Any) -> str:
        return card.card_value.name[0] + card.suit.name[0]

    # The hand -------------------------------------------------------------------------------
    def deal(self, hands: list[list[str]], trump: str, talon: list[str], leader: int, players: list[Any]) -> None:
        cards = self.pair([self.to_card(c) for c in hands[0]], [self.to_card(c) for c in hands[1]])
        trump_card = self.to_card(trump)
        self.state = self.state_mod.GameState(
            cards_in_hand=cards,
            trump=trump_card.suit,
            trump_card=trump_card,
            talon=[self.to_card(c) for c in talon],
            next_player=self.pid(leader),
        )

    def text(self, action: Any) -> str:
        kind = type(action).__name__
        if kind == "PlayCardAction":
            return f"play {self.code(action.card)}"
        if kind == "AnnounceMarriageAction":
            return f"marry {self.code(action.card)}"
        if kind == "ExchangeTrumpCardAction":
            return "exchange"
        if kind == "CloseTheTalonAction":
            return "close"
        raise ValueError(f"unknown peer action {action!r}")

    def legal(self) -> list[str]:
        if self.state.is_game_over:
            return []
        return [self.text(a) for a in self.actions.get_available_actions(self.state)]

    def action(self, text: str) -> Any:
        for candidate in self.actions.get_available_actions(self.state):
            if self.text(candidate) == text:
                return candidate
        raise ValueError(f"not legal for the peer: {text}")

    def apply(self, action: str) -> None:
        self.state = self.action(action).execute(self.state)

    def choose(self, player: Any, game_points: list[int]) -> str:
        points = self.pair(game_points[0], game_points[1])
        return self.text(player.request_next_action(self.state.next_player_view(), points))

    def to_move(self) -> int | None:
        return None if self.state.is_game_over else self.seat(self.state.next_player)

    def view(self) -> dict[str, Any]:
        s = self.state
        lead = [c for c in (s.current_trick.one, s.current_trick.two) if c is not None]
        stock = [self.code(c) for c in s.talon] + ([self.code(s.trump_card)] if s.trump_card is not None else [])
        closer = s.player_that_closed_the_talon
        held = [[c for c in s.cards_in_hand[self.pid(p)] if c not in lead] for p in (0, 1)]  # a led card
        return {  # stays in the peer's hand until the trick is complete; ours has left it
            "hands": [sorted(self.code(c) for c in cards) for cards in held],
            "stock": stock,
            "points": [self.points(p) for p in (0, 1)],
            "lead": self.code(lead[0]) if lead else None,
            "to_move": self.to_move(),
            "closed_by": None if closer is None else self.seat(closer),
        }

    def points(self, seat: int) -> int:
        """Card points and marriages, pending ones too (those wait for the first trick)."""
        s, pid = self.state, self.pid(seat)
        if s.trick_points[pid]:
            return int(s.trick_points[pid])
        return sum(40 if suit == s.trump else 20 for suit in s.marriage_suits[pid])

    def result(self) -> tuple[int, int] | None:
        if not self.state.is_game_over:
            return None
        points = self.state.game_points
        return (0, points.one) if points.one > 0 else (1, points.two)


class OurEngine(Adapter):
    """A fake peer: our engine under the tournament preset, behaving as the cpatrasciuc engine."""

    name = "self"
    rules = (
        "our engine, tournament preset, made to end the hand by itself at 66 and to lead a K or Q "
        "whose partner is in hand only with the marriage (a fake peer for testing the mirror)"
    )
    differences = {"forced_marriage": True}

    def __init__(self) -> None:
        self.engine = importlib.import_module("cardtable.engine")
        self.ai = importlib.import_module("cardtable.ai")
        self.hand: Any = None

    def players(self) -> list[str]:
        return ["random", "easy", "medium", "strong", "expert"]

    def new_player(self, name: str, seat: int) -> Any:
        return self.ai.make_player(name, seed=random.getrandbits(32))

    def deal(self, hands: list[list[str]], trump: str, talon: list[str], leader: int, players: list[Any]) -> None:
        fore, dealer = hands[leader], hands[1 - leader]
        deck = fore[:3] + dealer[:3] + [trump] + fore[3:] + dealer[3:] + talon  # S-7's deck order
        self.hand = self.engine.new_hand("schnapsen", rules="tournament", deck=deck, dealer=1 - leader)

    def legal(self) -> list[str]:
        hand = self.hand
        if hand.result is not None:
            return []
        texts = [str(a) for a in hand.legal_actions()]
        married = {t.split()[1] for t in texts if t.startswith("marry ")}
        out = []
        for t in texts:
            word, *rest = t.split()
            if word == "claim":
                continue
            if word == "marry":
                out += [f"marry K{rest[0]}", f"marry Q{rest[0]}"]
            elif word == "play" and rest[0][0] in "KQ" and rest[0][1] in married:
                continue  # the peer leads a marriage's King or Queen only with the marriage
            else:
                out.append(t)
        return out

    def apply(self, action: str) -> None:
        if action not in self.legal():
            raise ValueError(f"not legal for the peer: {action}")
        word, *rest = action.split()
        if word == "marry":
            self.hand.apply(f"marry {rest[0][1]}")
            if not self._ends_at_66():
                self.hand.apply(f"play {rest[0]}")
            return
        self.hand.apply(action)
        self._ends_at_66()

    def _ends_at_66(self) -> bool:
        """The peer's hand ends by itself when the player to move has 66 (he just took a trick or
        announced a marriage)."""
        hand = self.hand
        p = hand.to_move
        if p is not None and hand.score(p) >= 66:
            hand.apply("claim")
        return hand.result is not None

    def choose(self, player: Any, game_points: list[int]) -> str:
        hand = self.hand
        allowed = set(self.legal())
        legal = [a for a in hand.legal_actions() if str(a) in allowed or str(a).startswith("marry ")]
        action = str(player.choose(hand.observation(hand.to_move), legal))
        if not action.startswith("marry "):
            return action
        trial = hand.clone()
        trial.apply(action)
        second = [a for a in trial.legal_actions() if str(a) != "claim"]
        card = str(player.choose(trial.observation(trial.to_move), second)).split()[1]
        return f"marry {card}"

    def to_move(self) -> int | None:
        return self.hand.to_move

    def view(self) -> dict[str, Any]:
        return importlib.import_module("cardtable.bench.peers").view_of(self.hand)

    def result(self) -> tuple[int, int] | None:
        r = self.hand.result
        return None if r is None else (r.winner, r.points)


class Vu(Adapter):
    """The VU Amsterdam ``schnapsen`` package (PyPI), its ``SchnapsenGamePlayEngine`` and bots."""

    name = "vu"
    rules = (
        "no closing; a marriage leads the King and its points wait for the marrier's next won trick; the "
        "hand ends by itself when the trick winner has 66; the last trick wins a played-out hand (1 point); "
        "must head the trick once the talon is empty; no Bummerl (the mirror's is ours)"
    )
    differences = {"closing": False, "marriage_ends_hand": False, "marriage_waits_for_trick": True, "bummerl": False}

    def __init__(self) -> None:
        self.game = importlib.import_module("schnapsen.game")
        self.deck = importlib.import_module("schnapsen.deck")
        self.bots = importlib.import_module("schnapsen.bots")
        self.engine = self.game.SchnapsenGamePlayEngine()
        self.state: Any = None
        self.leader = 0  #: the seat of the state's leader
        self.lead: Any = None  #: the leader's move, waiting for the follower's
        self.winner: tuple[int, int] | None = None

        class Seat(self.game.Bot):  # type: ignore[name-defined]
            """A seat the mirror plays: the engine never asks it (moves come from outside)."""

            def get_move(self, perspective: Any, leader_move: Any) -> Any:
                raise RuntimeError("the mirror plays this seat")

        self.seat_bot = Seat

    def players(self) -> list[str]:
        return ["RdeepBot", "RandBot", "BullyBot"]

    def new_player(self, name: str, seat: int) -> Any:
        rand = random.Random(random.getrandbits(32))
        if name == "RdeepBot":  # as issue 42 measured it: 16 samples, depth 4
            return self.bots.RdeepBot(num_samples=16, depth=4, rand=rand)
        return getattr(self.bots, name)(rand)

    def to_card(self, code: str) -> Any:
        ranks = {"A": "ACE", "T": "TEN", "K": "KING", "Q": "QUEEN", "J": "JACK"}
        suits = {"C": "CLUBS", "D": "DIAMONDS", "H": "HEARTS", "S": "SPADES"}
        return self.deck.Card.get_card(self.deck.Rank[ranks[code[0]]], self.deck.Suit[suits[code[1]]])

    @staticmethod
    def code(card: Any) -> str:
        return card.rank.name[0] + card.suit.name[0]

    def deal(self, hands: list[list[str]], trump: str, talon: list[str], leader: int, players: list[Any]) -> None:
        game = self.game
        bots = [players[s] if players[s] is not None else self.seat_bot() for s in (0, 1)]
        leading, following = (
            game.BotState(implementation=bots[s], hand=game.Hand([self.to_card(c) for c in hands[s]]))
            for s in (leader, 1 - leader)
        )
        cards = [self.to_card(c) for c in [*talon, trump]]  # the trump card lies at the talon's bottom
        self.state = game.GameState(leader=leading, follower=following, talon=game.Talon(cards), previous=None)
        self.leader, self.lead, self.winner = leader, None, None

    def text(self, move: Any) -> str:
        if move.is_trump_exchange():
            return "exchange"
        if move.is_marriage():
            return f"marry {self.code(move.underlying_regular_move().card)}"
        return f"play {self.code(move.card)}"

    def moves(self) -> list[Any]:
        if self.winner is not None:
            return []
        validator = self.engine.move_validator
        if self.lead is None:
            return list(validator.get_legal_leader_moves(self.engine, self.state))
        return list(validator.get_legal_follower_moves(self.engine, self.state, self.lead))

    def legal(self) -> list[str]:
        return [self.text(m) for m in self.moves()]

    def apply(self, action: str) -> None:
        move = next((m for m in self.moves() if self.text(m) == action), None)
        if move is None:
            raise ValueError(f"not legal for the peer: {action}")
        tricks = self.engine.trick_implementer
        if self.lead is None and move.is_trump_exchange():
            self.state = tricks.play_trick_with_fixed_leader_move(self.engine, self.state, move)
        elif self.lead is None:
            self.lead = move
        else:
            trick = self.game.RegularTrick(leader_move=self.lead, follower_move=move)
            self.state = tricks._apply_regular_trick(self.engine, self.state, trick)
            self.lead = None
            if not self.state.previous.leader_remained_leader:
                self.leader = 1 - self.leader
            won = self.engine.trick_scorer.declare_winner(self.state)
            if won is not None:  # the winner is always the state's leader
                self.winner = (self.leader, won[1])

    def choose(self, player: Any, game_points: list[int]) -> str:
        if self.lead is None:
            move = player.get_move(self.game.LeaderPerspective(self.state, self.engine), None)
        else:
            move = player.get_move(self.game.FollowerPerspective(self.state, self.engine, self.lead), self.lead)
        return self.text(move)

    def to_move(self) -> int | None:
        if self.winner is not None:
            return None
        return self.leader if self.lead is None else 1 - self.leader

    def view(self) -> dict[str, Any]:
        s = self.state
        by_seat = {self.leader: s.leader, 1 - self.leader: s.follower}
        points = [by_seat[p].score.direct_points + by_seat[p].score.pending_points for p in (0, 1)]
        led = None
        if self.lead is not None:
            led = (self.lead.underlying_regular_move() if self.lead.is_marriage() else self.lead).card
            if self.lead.is_marriage():  # announced; the engine scores it when the trick is complete
                points[self.leader] += self.engine.trick_scorer.marriage(self.lead, s).pending_points
        return {  # a led card stays in the hand until the trick is complete
            "hands": [sorted(self.code(c) for c in by_seat[p].hand.get_cards() if c != led) for p in (0, 1)],
            "stock": [self.code(c) for c in s.talon.get_cards()],
            "points": points,
            "lead": None if led is None else self.code(led),
            "to_move": self.to_move(),
            "closed_by": None,
        }

    def result(self) -> tuple[int, int] | None:
        return self.winner


ADAPTERS = {"cpatrasciuc": Cpatrasciuc, "vu": Vu, "self": OurEngine}


class Bridge:
    """The protocol: a Bummerl's game points, the peer's players, one hand at a time."""

    def __init__(self, adapter: Adapter) -> None:
        self.adapter = adapter
        self.seats: list[Any] = [None, None]
        self.game_points = [0, 0]

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request["op"]
        if op == "hello":
            adapter = self.adapter
            return {
                "peer": adapter.name,
                "players": adapter.players(),
                "rules": adapter.rules,
                "differences": adapter.differences,
            }
        if op == "match":
            random.seed(request.get("seed"))
            names = request["players"]
            self.seats = [None if n is None else self.adapter.new_player(n, s) for s, n in enumerate(names)]
            self.game_points = [0, 0]
            return {}
        if op == "deal":
            self.adapter.deal(request["hands"], request["trump"], request["talon"], request["leader"], self.seats)
            return self.state()
        if op == "choose":
            return self.choose()
        if op == "apply":
            self.adapter.apply(request["action"])
            return self.state()
        raise ValueError(f"unknown op {op!r}")

    def choose(self) -> dict[str, Any]:
        seat = self.adapter.to_move()
        if seat is None or self.seats[seat] is None:
            raise ValueError(f"no peer player to move (seat {seat})")
        started = time.perf_counter()
        action = self.adapter.choose(self.seats[seat], self.game_points)
        return {"action": action, "ms": (time.perf_counter() - started) * 1000}

    def state(self) -> dict[str, Any]:
        out: dict[str, Any] = {"legal": self.adapter.legal(), "view": self.adapter.view(), "result": None}
        result = self.adapter.result()
        if result is not None:
            winner, points = result
            self.game_points[winner] += points
            done = max(self.game_points) >= BUMMERL_POINTS
            out["result"] = {"winner": winner, "points": points}
            out["bummerl"] = {
                "game_points": list(self.game_points),
                "winner": self.game_points.index(max(self.game_points)) if done else None,
            }
            if done:
                self.game_points = [0, 0]
        return out


def serve(adapter: Adapter, stdin: Any, stdout: Any) -> None:
    bridge = Bridge(adapter)
    for line in stdin:
        if not line.strip():
            continue
        try:
            answer = {"ok": True, **bridge.handle(json.loads(line))}
        except Exception as error:  # the mirror reports it; the bridge keeps serving
            answer = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="peer_bridge.py")
    parser.add_argument("--adapter", choices=tuple(ADAPTERS), required=True)
    parser.add_argument("--peer-path", required=True, help="where the peer's packages are imported from")
    args = parser.parse_args(argv)
    sys.path.insert(0, args.peer_path)
    protocol = sys.stdout
    sys.stdout = sys.stderr  # whatever the peer prints must not mix with the answers
    serve(ADAPTERS[args.adapter](), sys.stdin, protocol)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
