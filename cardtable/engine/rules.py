"""Rule toggles of each game as pydantic models, with presets (ENGINE_API.md, RULES.md P-1).

A game reads flags from its model; it never branches on a preset's name.

>>> resolve_rules("schnapsen", "tournament").must_head
True
>>> resolve_rules("schneider", {"cumulative": True}).target
50
>>> resolve_rules("schnapsen", {"siebener": "yes"})
Traceback (most recent call last):
...
ValueError: siebener: Input should be a valid boolean
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator


class _Rules(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    def toggles(self) -> dict[str, Any]:
        """The toggles as a plain dict (what a saved game or an observation carries)."""
        return self.model_dump()


class SchnapsenRules(_Rules):
    siebener: bool = Field(
        False, title="Siebener-Schnapsen", description="S-27: 24 cards with the sevens (worth 0), hands of 6"
    )
    bummerl_mit_40: bool = Field(
        False,
        title="Bummerl mit 40",
        description="S-13: a trump marriage announced on the forehand's first lead counts at once, not only after "
        "his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape "
        "Schwarz)",
    )
    schneiderbummerl: bool = Field(
        False,
        title="Schneiderbummerl",
        description="S-4: two Bummerl marks if the loser never scored a game point in the Bummerl",
    )
    rubber: Literal[1, 2, 3] = Field(
        1, title="Rubber", description="S-5: play 1 Bummerl, or a rubber of 2 or 3 Bummerls"
    )
    stake: int = Field(
        0,
        ge=0,
        title="Stake Bummerl",
        description="S-6: stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick",
    )
    must_head: bool = Field(
        False,
        title="Must head the trick",
        description="S-17: once the stock is closed or used up, follow suit with a higher card if you hold one "
        "(unticked, any card of the suit will do); holding none of the suit led, you must trump, as always",
    )
    closing_penalty_trickless_3: bool = Field(
        False,
        title="Closing penalty 3 vs. trickless",
        description="S-21: a failed close gives 3, not 2, if the opponent had no trick when it was closed",
    )
    phase2_sweep: bool = Field(
        True,
        title="Phase-2 sweep",
        description="S-25: taking every trick after the stock was closed or used up wins 3 game points, "
        "if no claim ended the hand",
    )
    score_at_close: bool = Field(
        False,
        title="Score at closing",
        description="S-22: a closer's win is scored by the loser's points and tricks at closing",
    )
    last_trick_wins: bool = Field(
        False,
        title="Last trick wins",
        description="S-24: if nobody claims, the winner of the last trick wins the hand (after a close, the "
        "closer must still reach 66)",
    )


class BuraRules(_Rules):
    target_pots: int = Field(
        0,
        ge=0,
        title="Pots to win",
        description="B-2: the match ends when a player has won this many pots (0 = no pot limit)",
    )
    max_deals: int = Field(
        0,
        ge=0,
        title="Number of deals",
        description="B-2: the match ends after this many deals, the higher balance winning (0 = no limit)",
    )


class SchneiderRules(_Rules):
    short_deck: bool = Field(
        False,
        title="Short deck",
        description="H-10: 24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)",
    )
    follow_suit: bool = Field(
        False, title="Follow suit", description="H-11: you must follow suit if you can (you need not beat)"
    )
    trump: bool = Field(
        False,
        title="Trump",
        description="H-12: the talon's bottom card is turned up for trump; a trump beats any other suit",
    )
    cumulative: bool = Field(
        False,
        title="Cumulative honours",
        description="H-13: the winner scores the difference of honours; the match is played to 50",
    )
    target: int = Field(
        0,
        ge=1,
        title="Match target",
        description="H-9: game points to win the match (7 or 10; 50 with cumulative honours)",
    )

    @model_validator(mode="before")
    @classmethod
    def _default_target(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and "target" not in data:
            data = dict(data)
            data["target"] = 50 if data.get("cumulative") is True else 7
        return data


RULE_MODELS: dict[str, type[_Rules]] = {
    "schnapsen": SchnapsenRules,
    "bura": BuraRules,
    "schneider": SchneiderRules,
}

#: P-1: presets as overrides of the model defaults ("standard" = the seeds with the Decisions).
PRESETS: dict[str, dict[str, dict[str, Any]]] = {
    "schnapsen": {
        "standard": {},
        "tournament": {
            "must_head": True,
            "closing_penalty_trickless_3": True,
            "score_at_close": True,
            "last_trick_wins": True,
            "phase2_sweep": False,
            "schneiderbummerl": False,
        },
    },
    "bura": {"standard": {}},
    "schneider": {"standard": {}},
}


def check_game(game: str) -> str:
    if game not in RULE_MODELS:
        raise ValueError(f"unknown game: {game!r} ({', '.join(RULE_MODELS)})")
    return game


def resolve_rules(game: str, rules: str | Mapping[str, Any] | _Rules | None = None) -> Any:
    """The validated rule model for ``rules``: None, a preset name, a mapping or a model."""
    model = RULE_MODELS[check_game(game)]
    if rules is None:
        rules = "standard"
    if isinstance(rules, model):
        return rules
    if isinstance(rules, str):
        try:
            values = PRESETS[game][rules]
        except KeyError:
            names = ", ".join(PRESETS[game])
            raise ValueError(f"unknown preset for {game}: {rules!r} ({names})") from None
        return _preset_model(model, game, rules, values)
    if not isinstance(rules, Mapping):
        raise ValueError(f"rules must be a preset name or a mapping, not {type(rules).__name__}")
    for key in rules:
        if not isinstance(key, str) or key not in model.model_fields:
            raise ValueError(f"{key}: unknown rule toggle for {game}")
    try:
        return model(**rules)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = ".".join(str(p) for p in err["loc"]) or "rules"
        raise ValueError(f"{key}: {err['msg']}") from None


#: Validated preset models, by game and preset: a model is frozen, so every hand dealt under a
#: preset shares one, and ``new_hand`` does not validate the same toggles again for each deal.
#: Each entry keeps the model class and the toggles it was made from, and is made again when a
#: preset's toggles or the game's model change (``register``).
_PRESET_MODELS: dict[tuple[str, str], tuple[type, dict[str, Any], _Rules]] = {}


def _preset_model(model: type[_Rules], game: str, name: str, values: dict[str, Any]) -> _Rules:
    found = _PRESET_MODELS.get((game, name))
    if found is not None and found[0] is model and found[1] == values:
        return found[2]
    made = model(**values)
    _PRESET_MODELS[(game, name)] = (model, dict(values), made)
    return made


@dataclass(frozen=True)
class RuleOption:
    """One toggle as the new-game dialog shows it."""

    name: str
    default: Any
    type: str
    rule: str
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    title: str = ""  #: the name players use for the variant ("Siebener-Schnapsen")


class RuleOptions(tuple[RuleOption, ...]):
    """Every toggle of a game, in a stable order; also indexable by name."""

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            for option in self:
                if option.name == key:
                    return option
            raise KeyError(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            return any(o.name == key for o in self)
        return super().__contains__(key)

    def names(self) -> Iterator[str]:
        return (o.name for o in self)

    @property
    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self}


def rule_options(game: str) -> RuleOptions:
    """Every toggle of ``game`` with its default, rule id and one-line explanation."""
    model = RULE_MODELS[check_game(game)]
    defaults = model().toggles()
    options = []
    for name, field in model.model_fields.items():
        description = field.description or ""
        rule, _, text = description.partition(": ")
        annotation = field.annotation
        choices: tuple[Any, ...] | None = None
        if annotation is bool:
            kind = "bool"
        elif getattr(annotation, "__origin__", None) is Literal:
            kind = "choice"
            choices = tuple(annotation.__args__)  # type: ignore[union-attr]
        else:
            kind = "int"
        minimum = next((m.ge for m in field.metadata if hasattr(m, "ge")), None)
        title = field.title or name.replace("_", " ").capitalize()
        options.append(RuleOption(name, defaults[name], kind, rule, text, choices, minimum, title))
    return RuleOptions(options)
