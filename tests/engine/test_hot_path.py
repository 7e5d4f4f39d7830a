"""The hot path's shortcuts (issue 45): Schnapsen generates its legal actions in one call and plays a
card inside ``apply``; presets are validated once. These must stay invisible to callers."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import new_hand
from cardtable.engine.actions import CLAIM
from cardtable.engine.rules import resolve_rules


def test_legal_actions_returns_a_fresh_list_each_time() -> None:
    hand = new_hand("schnapsen", seed=3)
    first = hand.legal_actions()
    first.clear()  # a caller may change the list it was given
    again = hand.legal_actions()
    assert again and again is not first
    hand.apply(again[0])  # the list the hand checks against was not touched either


def test_apply_without_asking_for_the_legal_actions_first() -> None:
    """``apply`` generates the legal actions itself when nobody asked: the same hand results."""
    rng = random.Random(5)
    for seed in range(40):
        asked, unasked = new_hand("schnapsen", seed=seed), new_hand("schnapsen", seed=seed)
        while asked.to_move is not None:
            legal = asked.legal_actions()
            action = rng.choice([a for a in legal if a is not CLAIM] or legal)
            asked.apply(action)
            unasked.apply(str(action))
            assert unasked == asked
        assert unasked.result == asked.result


def test_a_preset_is_validated_once_and_follows_its_toggles(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardtable.engine import rules

    assert resolve_rules("schnapsen", "tournament") is resolve_rules("schnapsen", "tournament")
    changed = {name: dict(values) for name, values in rules.PRESETS["schnapsen"].items()}
    changed["tournament"]["must_head"] = False
    monkeypatch.setitem(rules.PRESETS, "schnapsen", changed)
    assert resolve_rules("schnapsen", "tournament").must_head is False


@pytest.mark.parametrize("seed", [0, 1, -7, 12345, 2**32 + 5, 2**80 + 3])
def test_a_deal_seeds_its_generator_as_random_random_does(seed: int) -> None:
    """``new_hand`` seeds through the C generator directly: the state must be ``Random(seed)``'s."""
    from cardtable.engine.spec import seeded

    made, plain = seeded(seed), random.Random(seed)
    assert made.getstate() == plain.getstate()
    assert [made.random() for _ in range(3)] == [plain.random() for _ in range(3)]


def test_a_deal_without_a_seed_is_random() -> None:
    from cardtable.engine.spec import seeded

    assert seeded(None).getstate() != seeded(None).getstate()


def test_an_action_names_its_one_card() -> None:
    """``Action.card`` tells a one-card play (its card's index) from everything else (-1)."""
    from cardtable.engine import Action, Card

    assert Action.parse("play TS").card == Card("TS").index
    assert Action.parse("play KS 8S").card == -1
    assert Action.parse("claim").card == Action.parse("marry H").card == -1


def test_checked_rules_are_kept_by_value_and_class() -> None:
    """A mapping's rules are checked by pydantic once per set of toggles; a value of another class
    (1 for True) is still refused after the same toggle was kept with True."""
    first = resolve_rules("schnapsen", {"siebener": True, "stake": 2})
    assert resolve_rules("schnapsen", {"stake": 2, "siebener": True}) is first
    assert first.siebener is True and first.stake == 2
    with pytest.raises(ValueError, match="siebener"):
        resolve_rules("schnapsen", {"siebener": 1, "stake": 2})
    with pytest.raises(ValueError, match="stake"):
        resolve_rules("schnapsen", {"siebener": True, "stake": -1})
    with pytest.raises(ValueError, match="stake"):
        resolve_rules("schnapsen", {"siebener": True, "stake": True})
    assert resolve_rules("schnapsen", {"siebener": False}).siebener is False


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_an_observations_rules_resolve_to_the_hands_own_without_pydantic(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table words a hand's summary from its observation's toggles: they are the toggles of rules
    already known good (a preset's, or checked once), found again without building pydantic's
    validator (10 ms at the first summary); a changed value is still checked and refused."""
    from cardtable.engine import rules

    monkeypatch.setattr(rules, "_CHECKED", {})  # nothing kept by the tests before this one
    monkeypatch.setattr(rules, "_PRESET_MODELS", {})
    built: list[type] = []
    real_validate = rules.validate
    for preset in rules.PRESETS[game]:
        hand = new_hand(game, rules=preset, seed=1)
        monkeypatch.setattr(rules, "validate", lambda model, values: built.append(model))
        assert resolve_rules(game, hand.observation(0).rules) == hand.rules
        assert built == []
        monkeypatch.setattr(rules, "validate", real_validate)
    toggles = new_hand(game, seed=1).observation(0).rules
    name, value = next(iter(toggles.items()))
    wrong = int(value) if value.__class__ is bool else bool(value)  # strict: no 1 for True, no True for 1
    with pytest.raises(ValueError, match=name):
        resolve_rules(game, {**toggles, name: wrong})
