"""Rule toggles of each game as frozen dataclasses, with presets (ENGINE_API.md, RULES.md P-1),
validated by pydantic where they come from outside.

A game reads flags from its rules object; it never branches on a preset's name. The toggles are
plain frozen dataclasses, each field with its default, rule id, help and bounds (``toggle``): a
preset's rules are made from the game's own values without validation, and pydantic (some 200 ms of
processor time to import, more than the rest of the start to the dealt table) is imported only when
toggles come as a mapping from outside — it is the validator, built from the same fields
(``_validator``), so each fact stays in one place.

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

import dataclasses
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_type_hints


def toggle(default: Any, description: str, *, title: str, ge: int | None = None) -> Any:
    """A rule toggle's field: its default, ``"RULE-ID: help"``, the name players use for it and its
    lower bound (an int's)."""
    return dataclasses.field(default=default, metadata={"description": description, "title": title, "ge": ge})


@dataclass(frozen=True)
class _Rules:
    """A game's toggles. ``complete`` fills in what a toggle's default depends on (before validation)."""

    def toggles(self) -> dict[str, Any]:
        """The toggles as a plain dict (what a saved game or an observation carries)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def complete(cls, values: Mapping[str, Any]) -> Mapping[str, Any]:
        return values


@dataclass(frozen=True)
class SchnapsenRules(_Rules):
    siebener: bool = toggle(False, "S-27: 24 cards with the sevens (worth 0), hands of 6", title="Siebener-Schnapsen")
    bummerl_mit_40: bool = toggle(
        False,
        "S-13: a trump marriage announced on the forehand's first lead counts at once, not only after "
        "his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape "
        "Schwarz)",
        title="Bummerl mit 40",
    )
    schneiderbummerl: bool = toggle(
        False,
        "S-4: two Bummerl marks if the loser never scored a game point in the Bummerl",
        title="Schneiderbummerl",
    )
    rubber: Literal[1, 2, 3] = toggle(1, "S-5: play 1 Bummerl, or a rubber of 2 or 3 Bummerls", title="Rubber")
    stake: int = toggle(
        0,
        "S-6: stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick",
        title="Stake Bummerl",
        ge=0,
    )
    must_head: bool = toggle(
        False,
        "S-17: once the stock is closed or used up, follow suit with a higher card if you hold one "
        "(unticked, any card of the suit will do); holding none of the suit led, you must trump, as always",
        title="Must head the trick",
    )
    closing_penalty_trickless_3: bool = toggle(
        False,
        "S-21: a failed close gives 3, not 2, if the opponent had no trick when it was closed",
        title="Closing penalty 3 vs. trickless",
    )
    phase2_sweep: bool = toggle(
        True,
        "S-25: taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand",
        title="Phase-2 sweep",
    )
    score_at_close: bool = toggle(
        False,
        "S-22: a closer's win is scored by the loser's points and tricks at closing",
        title="Score at closing",
    )
    last_trick_wins: bool = toggle(
        False,
        "S-24: if nobody claims, the winner of the last trick wins the hand (after a close, the "
        "closer must still reach 66)",
        title="Last trick wins",
    )


@dataclass(frozen=True)
class BuraRules(_Rules):
    target_pots: int = toggle(
        0,
        "B-2: the match ends when a player has won this many pots (0 = no pot limit)",
        title="Pots to win",
        ge=0,
    )
    max_deals: int = toggle(
        0,
        "B-2: the match ends after this many deals, the higher balance winning (0 = no limit)",
        title="Number of deals",
        ge=0,
    )


@dataclass(frozen=True)
class SchneiderRules(_Rules):
    short_deck: bool = toggle(
        False,
        "H-10: 24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)",
        title="Short deck",
    )
    follow_suit: bool = toggle(False, "H-11: you must follow suit if you can (you need not beat)", title="Follow suit")
    trump: bool = toggle(
        False,
        "H-12: the talon's bottom card is turned up for trump; a trump beats any other suit",
        title="Trump",
    )
    cumulative: bool = toggle(
        False,
        "H-13: the winner scores the difference of honours; the match is played to 50",
        title="Cumulative honours",
    )
    target: int = toggle(
        7,
        "H-9: game points to win the match (7 or 10; 50 with cumulative honours)",
        title="Match target",
        ge=1,
    )

    @classmethod
    def complete(cls, values: Mapping[str, Any]) -> Mapping[str, Any]:
        """H-9, H-13: the target's default is 50 with cumulative honours, else 7."""
        if "target" not in values:
            return {**values, "target": 50 if values.get("cumulative") is True else 7}
        return values


RULE_MODELS: dict[str, type[Any]] = {
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
    """The validated rules for ``rules``: None, a preset name, a mapping or a rules object."""
    model = RULE_MODELS[check_game(game)]
    if rules is None:
        rules = "standard"
    if isinstance(rules, str):  # first: a preset (or None) is the common case, and never a rules object
        try:
            values = PRESETS[game][rules]
        except KeyError:
            names = ", ".join(PRESETS[game])
            raise ValueError(f"unknown preset for {game}: {rules!r} ({names})") from None
        return _preset_model(model, game, rules, values)
    if isinstance(rules, model):
        return rules
    if not isinstance(rules, Mapping):
        raise ValueError(f"rules must be a preset name or a mapping, not {type(rules).__name__}")
    toggle_names = {f.name for f in dataclasses.fields(model)}
    for key in rules:
        if not isinstance(key, str) or key not in toggle_names:
            raise ValueError(f"{key}: unknown rule toggle for {game}")
    kept = _toggles_key(model, rules)
    found = _CHECKED.get(kept) if kept is not None else None
    if found is None:
        found = validate(model, rules)
        if kept is not None:
            _keep(kept, found)
        _remember(found)
    return found


#: Rules checked from a mapping, by its toggles (see ``_toggles_key``): a caller dealing hand after
#: hand with the same mapping (``new_hand(rules={"siebener": True})``) has them checked by pydantic
#: once, not at every deal, as before pydantic left the engine's hot path.
_CHECKED: dict[tuple[Any, ...], Any] = {}


def _toggles_key(model: type[Any], rules: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """What decides the checked rules of a mapping: the rules class and each toggle with its value's
    exact class (``1`` is no ``True``: strict checks refuse it), or None when a value is not a plain
    bool or int (never kept: it is checked, and refused or made, each time)."""
    items = []
    for name, value in rules.items():
        if value.__class__ is not bool and value.__class__ is not int:
            return None
        items.append((name, value.__class__, value))
    items.sort(key=_first)
    return (model, *items)


def _first(item: tuple[str, type, Any]) -> str:
    return item[0]


def validate(model: type[Any], values: Mapping[str, Any]) -> Any:
    """``model``'s rules from ``values`` checked by pydantic (strict: no "yes" for True, no 1 for
    True, no bool for an int), or ValueError naming the first bad toggle."""
    from pydantic import ValidationError

    try:
        checked = _validator(model)(**model.complete(values))
    except ValidationError as exc:
        err = exc.errors()[0]
        key = ".".join(str(p) for p in err["loc"]) or "rules"
        raise ValueError(f"{key}: {err['msg']}") from None
    return model(**{name: getattr(checked, name) for name in checked.__class__.model_fields})


_VALIDATORS: dict[type, Any] = {}


def _validator(model: type[Any]) -> Any:
    """The pydantic model that checks ``model``'s toggles: made from its fields (type, default,
    lower bound), frozen, strict, no unknown keys; once per rules class."""
    if model in _VALIDATORS:
        return _VALIDATORS[model]
    from pydantic import ConfigDict, Field, create_model

    hints = get_type_hints(model)
    fields: dict[str, Any] = {
        f.name: (hints[f.name], Field(f.default, ge=f.metadata.get("ge"))) for f in dataclasses.fields(model)
    }
    config = ConfigDict(extra="forbid", strict=True, frozen=True)
    made = _VALIDATORS[model] = create_model(f"{model.__name__}Check", __config__=config, **fields)
    return made


# Preset rules, by game and preset: frozen, so every hand dealt under a preset shares one. Each
# entry keeps the rules class and the toggles it was made from, and is made again when a preset's
# toggles or the game's rules class change (``register``). A preset's values are the program's
# own (``PRESETS``, a registered game's spec), so they are not validated again at each start.
_PRESET_MODELS: dict[tuple[str, str], tuple[type, dict[str, Any], Any]] = {}


def _preset_model(model: type[Any], game: str, name: str, values: dict[str, Any]) -> Any:
    found = _PRESET_MODELS.get((game, name))
    if found is not None and found[0] is model and found[1] == values:
        return found[2]
    made = model(**model.complete(values))
    _PRESET_MODELS[(game, name)] = (model, dict(values), made)
    _remember(made)
    return made


def _remember(rules: Any) -> None:
    """Keep rules known good under their toggles: an observation's ``rules`` (the toggles of the
    hand's rules) resolved again finds them, and pydantic's validator is not built for it (some
    10 ms at the first hand's summary, which words its Schneider line from the observation)."""
    key = _toggles_key(type(rules), rules.toggles())
    if key is not None and key not in _CHECKED:
        _keep(key, rules)


def _keep(key: tuple[Any, ...], rules: Any) -> None:
    if len(_CHECKED) >= 256:  # stakes are open-ended: keep the table small
        _CHECKED.clear()
    _CHECKED[key] = rules


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
    defaults = model(**model.complete({})).toggles()
    hints = get_type_hints(model)
    options = []
    for field in dataclasses.fields(model):
        name, annotation = field.name, hints[field.name]
        rule, _, text = field.metadata.get("description", "").partition(": ")
        choices: tuple[Any, ...] | None = None
        if annotation is bool:
            kind = "bool"
        elif getattr(annotation, "__origin__", None) is Literal:
            kind = "choice"
            choices = tuple(annotation.__args__)
        else:
            kind = "int"
        title = field.metadata.get("title") or name.replace("_", " ").capitalize()
        options.append(RuleOption(name, defaults[name], kind, rule, text, choices, field.metadata.get("ge"), title))
    return RuleOptions(options)
