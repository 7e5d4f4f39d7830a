"""The rule toggles (P-1, ENGINE_API.md): plain frozen dataclasses that the engine deals and plays
with, validated by pydantic only where they come from outside as a mapping."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardtable.engine import new_hand, new_match, rule_options
from cardtable.engine.rules import SchneiderRules, resolve_rules


def test_the_engine_deals_a_preset_hand_without_importing_pydantic() -> None:
    """Pydantic is the validator of toggles from outside, not a cost of every start (issue 45)."""
    code = (
        "import sys\n"
        "from cardtable.engine import new_hand, new_match\n"
        "for game in ('schnapsen', 'bura', 'schneider'):\n"
        "    new_hand(game, rules='standard', seed=3); new_match(game, seed=3)\n"
        "new_hand('schnapsen', rules='tournament', seed=3)\n"
        "print('pydantic' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("game", "rules", "message"),
    [
        ("schnapsen", {"siebener": "yes"}, "siebener: Input should be a valid boolean"),
        ("schnapsen", {"siebener": 1}, "siebener: Input should be a valid boolean"),  # strict: no 1 for True
        ("schnapsen", {"stake": True}, "stake: Input should be a valid integer"),  # no bool for an int
        ("schnapsen", {"stake": -1}, "stake: Input should be greater than or equal to 0"),  # S-6
        ("schnapsen", {"rubber": 4}, "rubber: Input should be 1, 2 or 3"),  # S-5
        ("schnapsen", {"rubber": "2"}, "rubber: Input should be 1, 2 or 3"),
        ("schneider", {"target": 0}, "target: Input should be greater than or equal to 1"),  # H-9
        ("bura", {"target_pots": 2.5}, "target_pots: Input should be a valid integer"),  # B-2
        ("bura", {"pots": 3}, "pots: unknown rule toggle for bura"),
    ],
)
def test_toggles_from_outside_are_refused_naming_the_toggle(game: str, rules: dict, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        new_match(game, rules=rules, seed=1)
    assert str(refused.value) == message


def test_a_valid_mapping_gives_the_same_rules_as_the_preset_it_spells_out() -> None:
    tournament = resolve_rules("schnapsen", "tournament")
    assert resolve_rules("schnapsen", tournament.toggles()) == tournament
    spelled_out = new_hand("schnapsen", rules=tournament.toggles(), seed=5)
    assert spelled_out == new_hand("schnapsen", rules="tournament", seed=5)


def test_the_schneider_target_follows_cumulative_honours_unless_given() -> None:
    """H-9, H-13: 7 by default, 50 with cumulative honours; a given target is kept."""
    assert resolve_rules("schneider", {}).target == 7
    assert resolve_rules("schneider", {"cumulative": True}).target == 50
    assert resolve_rules("schneider", {"cumulative": True, "target": 10}).target == 10
    assert rule_options("schneider")["target"].default == 7
    assert isinstance(resolve_rules("schneider", {"trump": True}), SchneiderRules)


def test_rules_are_frozen() -> None:
    rules = resolve_rules("schnapsen", "standard")
    with pytest.raises(AttributeError):
        rules.siebener = True  # type: ignore[misc]
