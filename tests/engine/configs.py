"""Every game and rule configuration the conformance suite plays: presets plus each toggle flipped."""

from __future__ import annotations

from typing import Any

from cardtable.engine import GAMES, rule_options
from cardtable.engine.rules import PRESETS

REASONS = {
    "schnapsen": {"claim", "false_claim", "failed_close", "last_trick", "sweep"},
    "bura": {"declaration", "false_declaration", "bura", "played_out"},
    "schneider": {"honours", "tie"},
}


def registered_games() -> list[str]:
    return list(GAMES)


def configurations() -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for game in registered_games():
        for preset in PRESETS[game]:
            out.append((game, preset))
        for option in rule_options(game):
            if option.type == "bool":
                out.append((game, {option.name: not option.default}))
        if game == "schnapsen":
            out.append((game, {"siebener": True, "must_head": True, "bummerl_mit_40": True}))
        if game == "schneider":
            out.append((game, {"short_deck": True, "trump": True, "follow_suit": True, "cumulative": True}))
    return out


def config_id(config: tuple[str, Any]) -> str:
    game, rules = config
    if isinstance(rules, str):
        return f"{game}-{rules}"
    return f"{game}-" + "-".join(f"{k}={v}" for k, v in rules.items())
