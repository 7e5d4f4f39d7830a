"""Issue 15: every refusal the engines give in play is worded by the table in the player's language
(texts.REFUSALS knows its sentence), not passed on as the engine's English."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import Action, new_match
from cardtable.engine.cards import Card
from cardtable.ui import texts

SPECIALS = ("bura", "aces", "molodka")


def _tries(hand_cards: list[Card], other: list[Card]) -> list[Action]:
    tries = [Action.play(c) for c in hand_cards] + [Action.play(c) for c in other[:1]]
    tries += [Action.play(*hand_cards[:2]), Action.play(*hand_cards[:3])]
    tries += [Action.parse(f"marry {s}") for s in "CDHS"] + [Action.declare(s) for s in SPECIALS]
    tries += [Action.parse(k) for k in ("exchange", "close", "claim", "pass")]
    return tries


#: the rule toggles that add refusals of their own (S-17 must head, H-11 follow suit)
STRICT = {"schnapsen": {"must_head": True}, "bura": None, "schneider": {"follow_suit": True}}


@pytest.mark.parametrize("strict", [False, True])
@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_every_refusal_met_in_play_is_a_known_sentence(game: str, strict: bool) -> None:
    seen: set[str] = set()
    for seed in range(3):
        match = new_match(game, seed=seed, rules=STRICT[game] if strict else None)
        rng = random.Random(seed)
        for _ in range(60):
            if match.result is not None or match.to_move is None:
                break
            hand = match.hand
            p = match.to_move
            own = list(hand.observation(p).hand)
            other = list(hand.observation(1 - p).hand)
            for action in _tries(own, other):
                reason = hand.explain(action)
                if reason is not None:
                    seen.add(reason)
            match.apply(rng.choice(match.legal_actions()))
    assert len(seen) >= 5
    unknown = sorted(r for r in seen if texts.refusal_parts(r) is None)
    assert unknown == []


def test_the_engine_hands_out_refusals_as_data_and_the_table_words_them_alike() -> None:
    """A refusal carries its rule id, template and parameters; worded from that data it reads
    exactly as when its English text is parsed, in both decks."""
    import random

    from cardtable.engine import GAMES, Refusal, new_hand
    from cardtable.engine.actions import CLAIM, CLOSE, DECLARE, EXCHANGE, MARRY, PASS, PLAY
    from cardtable.ui import texts

    pool = [*PLAY, *MARRY, EXCHANGE, CLOSE, CLAIM, PASS, *DECLARE.values()]
    seen = 0
    for game in GAMES:
        for seed in range(15):
            hand = new_hand(game, seed=seed, rules=STRICT[game] if seed % 2 else None)
            rng = random.Random(seed)
            while hand.result is None:
                for action in rng.sample(pool, 6):
                    refusal = hand.explain(action)
                    if refusal is None:
                        continue
                    assert isinstance(refusal, Refusal) and refusal.rule == refusal.split(":")[0]
                    for style in ("french", "tell"):
                        assert texts.refusal(refusal, style) == texts.refusal(str(refusal), style), refusal
                    seen += 1
                legal = [a for a in hand.legal_actions() if a.kind != "claim"] or hand.legal_actions()
                hand.apply(rng.choice(legal))
    assert seen > 200
