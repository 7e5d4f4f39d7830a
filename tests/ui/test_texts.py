"""Issue 17: every text a player reads says the rule that decided, in plain words.

Each summary kind of each game comes from a scripted hand (an explicit deck order, index 0 on top, and
the actions in order); the summary's words are checked against the rule that decided the hand.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox

from cardtable.engine import GAMES, Reason, Tier, new_hand, rule_options
from cardtable.settings import Settings
from cardtable.ui import rulebook, texts
from cardtable.ui.dialogs import NewGameDialog
from cardtable.ui.mainwindow import MainWindow
from tests.engine.helpers import bura, play

RULE_ID = re.compile(r"\b[SBHDP]-\d+\b")
YOU = {0}


class Case(NamedTuple):
    game: str
    rules: dict
    dealer: int
    kind: str  #: the SUMMARIES sentence the hand must get
    tier: str
    deck: str  #: the deck order, index 0 on top (D-5)
    actions: str  #: the actions in order, separated by " | "


CASES = [
    Case(
        "bura",
        {},
        0,
        "bura",
        "none",
        ("JD 9H 9S 7H 8C TH KH 8H 6S JC AH KS TD QD QC 6C 9C 7D QS QH TC TS 6D 9D KC 7S 8S AD KD AC JS 6H 7C AS 8D JH"),
        "declare bura | pass",
    ),
    Case(
        "bura",
        {},
        1,
        "declaration",
        "none",
        ("QS KH 9H TS TH AD AH KD 8D 8S AS 6H QH KC 9S 7C 7H 7S KS TD JD AC JS 6S 8C JH 7D 9D TC QD 6D 6C QC JC 8H 9C"),
        "pass | play TH 9H | play AD TS | pass | play 8S | play AS | claim",
    ),
    Case(
        "bura",
        {},
        0,
        "false_declaration",
        "none",
        ("6S 7H 8D QC 9S QD 7C KH 9C KC 6H 8H 6C QS KD JC 7S AD AS 9D 9H QH JD TC 8C 8S AH AC JS JH TH TD 7D TS KS 6D"),
        "claim",
    ),
    Case(
        "bura",
        {},
        1,
        "played_out",
        "none",
        ("JC QD JD 7D 8C QS KD 8H KS 6D AS QH 7H 9D TH 6S TS AH 8D 7S 9S QC 6C JS 9C KH 7C 6H JH AC TC 8S 9H KC TD AD"),
        (
            "pass | play JD | play QS | pass | play JC 8C | play QD KS | pass | play QH 8H | play 7D 7H "
            "| pass | play 9D | play TH | pass | play 6D | play 8D | pass | play AS TS | play AH 9S | "
            "pass | play JS 7S | play 6C 6S | pass | play KH 6H | play 9C JH | pass | play 8S | play TC "
            "| pass | play AC KC | play TD 9H | play QC | play 7C | pass"
        ),
    ),
    Case(
        "schnapsen",
        {"last_trick_wins": True},
        1,
        "last_trick_wins",
        "plain",
        "QD TD AH QC TH JH TC AS AC AD JS KH JD KD JC QS TS KC QH KS",
        (
            "play AS | play AD | play TD | play JD | play AC | play JC | play AH | play JH | play KH | "
            "play QH | play KD | play TC | play JS | play KS | play QD | play QC | play TH | play KC | "
            "play QS | play TS"
        ),
    ),
    Case(
        "schnapsen",
        {"last_trick_wins": True},
        1,
        "last_trick_wins",
        "schneider",
        "TS TD TH KS QH QS KD KH JH AS AC JD JC TC KC AH JS AD QC QD",
        (
            "play JH | play QS | play JD | play JC | play KH | play KC | play AH | play AC | play AD | "
            "play QC | play TS | play AS | play KD | play TD | play TH | play QH | play QD | play KS | "
            "play TC | play JS"
        ),
    ),
    Case(
        "schnapsen",
        {"score_at_close": True},
        1,
        "claim",
        "schneider",
        "QC JD TD AS AD AC JS JH TH QH KH TC KC AH JC QS QD TS KS KD",
        (
            "play TD | play QH | play QC | play AS | play AH | play TH | play KC | play JH | close | "
            "play AD | play QD | play TS | play KS | claim"
        ),
    ),
    Case(
        "schnapsen",
        {"score_at_close": True},
        0,
        "close_made",
        "schwarz",
        "TH QC TC TD KD AS AH KC KH AC AD QH JC QD QS TS KS JH JS JD",
        (
            "close | marry C | play QC | play AC | play AD | play TH | play KC | play KD | play KH | "
            "play AS | play TC | play TD"
        ),
    ),
    Case(
        "schnapsen",
        {},
        0,
        "claim",
        "plain",
        "AS TS QD JC KC AD JH JS TC AH AC KD QC JD TH QH TD KH QS KS",
        (
            "play TC | play JC | marry D | play QD | play KC | play TS | play QC | play AS | play TD | "
            "marry H | play QH | play AH | marry S | play QS | claim"
        ),
    ),
    Case(
        "schnapsen",
        {},
        0,
        "claim",
        "schneider",
        "AH KC TC KH JH AS AD JD JC QD KS JS QC TD TS KD TH QH QS AC",
        "play KC | play KS | play JS | play AS | play QC | play TS | marry D | claim",
    ),
    Case(
        "schnapsen",
        {},
        1,
        "claim",
        "schwarz",
        "KH TD TC TS JH QD KD QH AS AC JD JC QS QC KC KS AH TH JS AD",
        "play AS | play AC | marry H | play QH | play TS | play TD | play KC | claim",
    ),
    Case(
        "schnapsen",
        {},
        1,
        "close_beaten",
        "none",
        "TC JH TH AS AD AH QC JD QH TD KH AC TS JC KS QS KD JS QD KC",
        (
            "play JD | play AD | play AS | play QH | play AC | play TC | play QS | play KS | close | "
            "play TH | play KH | play KD | play TD | play QD | play JS | play JC | play TS | claim"
        ),
    ),
    Case(
        "schnapsen",
        {},
        0,
        "close_false_claim",
        "none",
        "JS TC AS KH AH KS QD KC TH TD QC QS JC AD TS AC KD JD JH QH",
        "close | claim",
    ),
    Case(
        "schnapsen",
        {},
        0,
        "close_made",
        "plain",
        "JD TC QH KS AD AC QC QD KH TS JC KC KD QS AH AS TH JS JH TD",
        (
            "marry H | play KH | play JC | play KS | play KD | close | play KC | play TC | play QH | "
            "play AC | play TS | play JD | play QS | play AH | play AD | play QD"
        ),
    ),
    Case(
        "schnapsen",
        {},
        0,
        "close_made",
        "schneider",
        "TH QC TC TD KD AS AH KC KH AC AD QH JC QD QS TS KS JH JS JD",
        (
            "close | marry C | play QC | play AC | play AD | play TH | play KC | play KD | play KH | "
            "play AS | play TC | play TD"
        ),
    ),
    Case(
        "schnapsen",
        {},
        1,
        "close_short",
        "none",
        "TD AD AS JD AC QD KC TH QH QS TC QC JC TS JH JS KH KD KS AH",
        ("close | play AS | play QS | play TD | play JD | play AD | play QD | play TH | play AC | play TC | play QH"),
    ),
    Case(
        "schnapsen",
        {},
        1,
        "equal_scores",
        "plain",
        "TS JD AC JS TC QS TH JC KD AD AH JH QC TD KS QD KH QH KC AS",
        (
            "play JD | play QS | play JC | play AD | play KD | play TC | play QD | play AH | play JS | "
            "play TD | play QC | play AC | play JH | play QH | play AS | play TS | play KS | play TH | "
            "play KC | play KH"
        ),
    ),
    Case(
        "schnapsen",
        {},
        1,
        "false_claim",
        "none",
        "JC AH KD KS KC AS TS TC TH QH AC AD QS QD JD KH JH QC TD JS",
        "claim",
    ),
    Case(
        "schnapsen",
        {},
        1,
        "higher_score",
        "plain",
        "QD TD AH QC TH JH TC AS AC AD JS KH JD KD JC QS TS KC QH KS",
        (
            "play AS | play AD | play TD | play JD | play AC | play JC | play AH | play JH | play KH | "
            "play QH | play KD | play TC | play JS | play KS | play QD | play QC | play TH | play KC | "
            "play QS | play TS"
        ),
    ),
    Case(
        "schnapsen",
        {},
        1,
        "higher_score",
        "schneider",
        "TS TD TH KS QH QS KD KH JH AS AC JD JC TC KC AH JS AD QC QD",
        (
            "play JH | play QS | play JD | play JC | play KH | play KC | play AH | play AC | play AD | "
            "play QC | play TS | play AS | play KD | play TD | play TH | play QH | play QD | play KS | "
            "play TC | play JS"
        ),
    ),
    Case(
        "schnapsen",
        {},
        0,
        "sweep_closed",
        "none",  # the closer (the forehand, seat 1) sweeps (S-25)
        "TS KS QS AC TC KC AS JS AH QC JC AD TD KD QD JD TH KH QH JH",
        "close | play TS | play AC | play KS | play TC | play QS | play KC | play JS | play QC | play AH | play JC",
    ),
    Case(
        "schnapsen",
        {},
        0,
        "sweep_against_closer",
        "none",  # the closer's opponent sweeps: says who closed
        "AC JS AS TH QC AD KH KS JC TC QD QH KD JH AH TD QS TS JD KC",
        ("close | play KS | play TH | play QC | play JC | play QD | play AC | play AD | play AS | play TC | play JS"),
    ),
    Case(
        "schnapsen",
        {},
        0,
        "sweep_used_up",
        "none",
        "KH TC JS AD QD TD QC KS TS JH KC KD AS TH AH JD AC QS JC QH",
        (
            "play KS | play AD | play TC | play TD | play KH | play AH | play AS | play AC | play JS | "
            "play KC | play QD | play KD | play TH | play QH | play QC | play JC | play TS | play JD | "
            "play QS | play JH"
        ),
    ),
    Case(
        "schneider",
        {"cumulative": True},
        0,
        "honours_cumulative",
        "none",
        ("KS 7D JC TD 7C TH 9C QC QS AS AD 8S JD TC KD JS 8D 7H 9H 9D KC 8C QH AC 7S 8H JH QD AH TS 9S KH"),
        (
            "play 7D | play AS | play 9C | play AD | play JC | play 7C | play QS | play TC | play JD | "
            "play JS | play 8D | play 7H | play KC | play TD | play KS | play 8H | play 7S | play AC | "
            "play 9H | play TH | play QD | play JH | play 9S | play KH | play 9D | play KD | play QC | "
            "play 8C | play AH | play TS | play QH | play 8S"
        ),
    ),
    Case(
        "schneider",
        {"cumulative": True},
        1,
        "tie",
        "none",
        ("8C KS 9H 9C 7D KD AC AD AS QC JD JS 9D QH KC 7H JC TC AH 8D TH 8S TS JH 8H TD 7C QS KH 9S 7S QD"),
        (
            "play AS | play KD | play 9H | play QC | play 9D | play JS | play KC | play JD | play AC | "
            "play 7D | play AH | play 8S | play 8C | play TC | play JH | play JC | play 8H | play TD | "
            "play 9C | play AD | play 8D | play QS | play 7S | play KS | play TS | play 7C | play TH | "
            "play KH | play QH | play 9S | play 7H | play QD"
        ),
    ),
    Case(
        "schneider",
        {"short_deck": True},
        0,
        "honours",
        "plain",
        "JH JC AH KD QS 9C QC QD 9D TC JD QH 9S JS KH KC AD AS AC TS KS TD TH 9H",
        (
            "play AH | play KD | play 9S | play JD | play JH | play JS | play KH | play AS | play AC | "
            "play QH | play JC | play QS | play QC | play KC | play TC | play 9D | play TS | play QD | "
            "play TD | play KS | play 9C | play AD | play 9H | play TH"
        ),
    ),
    Case(
        "schneider",
        {"short_deck": True},
        0,
        "honours",
        "schneider",
        "JH JC AH KD QS 9C QC QD 9D TC JD QH 9S JS KH KC AD AS AC TS KS TD TH 9H",
        (
            "play 9D | play QH | play QD | play KD | play 9C | play QC | play 9S | play TC | play JC | "
            "play QS | play AH | play TS | play AC | play KH | play KS | play JS | play KC | play AS | "
            "play AD | play 9H | play JH | play JD | play TH | play TD"
        ),
    ),
    Case(
        "schneider",
        {"short_deck": True},
        1,
        "honours",
        "schwarz",
        "AD JS 9C JH JD AC QD QC 9D KH AS KC 9S JC TC TH QH QS KS TS AH KD 9H TD",
        (
            "play JS | play KC | play 9S | play JC | play AD | play JH | play 9D | play AC | play QC | "
            "play AS | play TC | play QS | play KS | play KH | play 9H | play KD | play QH | play JD | "
            "play AH | play TH | play 9C | play TD | play QD | play TS"
        ),
    ),
    Case(
        "schneider",
        {"short_deck": True},
        0,
        "tie",
        "none",
        "QD QS 9D TH AD 9S JD KH TD AC TC QC JC JS KC TS KD 9C KS AH QH AS 9H JH",
        (
            "play TD | play TC | play KH | play TH | play QS | play QC | play JD | play JS | play JC | "
            "play AD | play QD | play 9C | play KS | play AS | play AC | play 9H | play 9S | play KD | "
            "play AH | play 9D | play TS | play QH | play JH | play KC"
        ),
    ),
    Case(
        "schneider",
        {},
        1,
        "honours",
        "plain",
        ("9D TH KD QS JH AD AC AS JS AH 7S 8S JC 7H KS JD TS 8D 9C TC 9S 9H 8C 7D TD QC 7C QD KC QH 8H KH"),
        (
            "play 9D | play QS | play TH | play JH | play KS | play JC | play TS | play AC | play 7H | "
            "play JS | play 7S | play JD | play 8C | play AS | play AD | play TC | play TD | play QD | "
            "play KD | play 8S | play QC | play 9S | play 8H | play AH | play 9C | play 8D | play QH | "
            "play 7D | play 7C | play KC | play 9H | play KH"
        ),
    ),
    Case(
        "schneider",
        {},
        0,
        "honours",
        "schneider",
        ("KS 7D JC TD 7C TH 9C QC QS AS AD 8S JD TC KD JS 8D 7H 9H 9D KC 8C QH AC 7S 8H JH QD AH TS 9S KH"),
        (
            "play 7D | play AS | play 9C | play AD | play JC | play 7C | play QS | play TC | play JD | "
            "play JS | play 8D | play 7H | play KC | play TD | play KS | play 8H | play 7S | play AC | "
            "play 9H | play TH | play QD | play JH | play 9S | play KH | play 9D | play KD | play QC | "
            "play 8C | play AH | play TS | play QH | play 8S"
        ),
    ),
    Case(
        "schneider",
        {},
        0,
        "honours",
        "schwarz",
        ("KS 7D JC TD 7C TH 9C QC QS AS AD 8S JD TC KD JS 8D 7H 9H 9D KC 8C QH AC 7S 8H JH QD AH TS 9S KH"),
        (
            "play KS | play TD | play QS | play AD | play 7D | play 8S | play 8D | play AS | play QC | "
            "play TH | play JC | play JS | play KC | play TC | play 9C | play 7C | play JH | play 8C | "
            "play QH | play 7H | play KD | play 8H | play AH | play AC | play 9H | play TS | play 9S | "
            "play QD | play 7S | play 9D | play JD | play KH"
        ),
    ),
    Case(
        "schneider",
        {},
        1,
        "tie",
        "none",
        ("8C KS 9H 9C 7D KD AC AD AS QC JD JS 9D QH KC 7H JC TC AH 8D TH 8S TS JH 8H TD 7C QS KH 9S 7S QD"),
        (
            "play AS | play KD | play 9H | play QC | play 9D | play JS | play KC | play JD | play AC | "
            "play 7D | play AH | play 8S | play 8C | play TC | play JH | play JC | play 8H | play TD | "
            "play 9C | play AD | play 8D | play QS | play 7S | play KS | play TS | play 7C | play TH | "
            "play KH | play QH | play 9S | play 7H | play QD"
        ),
    ),
    Case(
        "schnapsen",
        {"closing_penalty_trickless_3": True},
        1,
        "close_short",
        "none",
        "AS QC KH KD AD KC QD TH JC JD JH QH TC TD QS AC JS AH TS KS",
        ("close | play KH | play JH | play QC | play KC | play JD | play TH | play KD | play AS | play AD | play JC"),
    ),
]

#: Who the summary's first words name: the player who acted, the winner, or the loser (the closer).
SUBJECT = {
    "claim": "by",
    "false_claim": "by",
    "close_false_claim": "by",
    "declaration": "by",
    "false_declaration": "by",
    "bura": "by",
    "close_beaten": "loser",
    "close_short": "loser",
    "close_made": "winner",
    "sweep_closed": "winner",
    "sweep_against_closer": "loser",
    "sweep_used_up": "winner",
    "honours": "winner",
    "honours_cumulative": "winner",
}

#: Words each kind must use, from the rule that decided (S-19, S-21, S-24, S-25, B-13, B-18, B-20, H-8).
WORDS = {
    "claim": ["a right claim"],
    "false_claim": ["a wrong claim"],
    "close_beaten": ["closed the stock", "claimed 66 first", "a failed close"],
    "close_false_claim": ["closed the stock", "a failed close"],
    "close_short": ["closed the stock", "a failed close"],
    "close_made": ["closed the stock"],
    "higher_score": ["the higher score wins"],
    "equal_scores": ["the last trick decides"],
    "last_trick_wins": ["Last trick wins", "the winner of the last trick"],
    "sweep_closed": ["closed the stock and took every trick after it"],
    "sweep_against_closer": ["closed the stock, but", "took every trick after it"],
    "sweep_used_up": ["took every trick after the stock was used up"],
    "declaration": ["a right declaration", "the pot goes to"],
    "false_declaration": ["a wrong declaration", "doubled the pot", "No new ante"],
    "bura": ["Bura (three trumps)", "the pot goes to"],
    "double_bura_first": ["Both players held a Bura", "counts as shown first", "did not beat"],
    "double_bura_second": ["Both players held a Bura", "counts as shown first", "beat each"],
    "played_out": ["nobody declared", "The same dealer deals again"],
    "honours": ["honours"],
    "honours_cumulative": ["the difference counts"],
    "tie": ["tied", "nobody scores", "the same dealer deals again"],
}


def finished(case: Case):
    hand = new_hand(case.game, rules=case.rules, deck=case.deck.split(), dealer=case.dealer)
    for action in case.actions.split(" | "):
        hand.apply(action)
    assert hand.result is not None
    return hand


def double_bura(leader_cards: str, other_cards: str):
    hand = bura(leader_cards, other_cards, "8S")  # the non-dealer, who would lead, holds the first three
    return play(hand, "declare bura", "declare bura")


def check_summary(hand, game: str, kind: str) -> str:
    result, obs = hand.result, hand.observation(0)
    assert texts._kind(result, obs) == kind
    words = texts.explain_result(result, game, YOU, 1, obs)
    first = words.splitlines()[0]
    assert not RULE_ID.search(words), words  # no rule ids in a casual summary
    for phrase in WORDS[kind]:
        assert phrase in first, (phrase, first)
    # "last trick" only where the last trick decided: S-24 on equal scores, or the last_trick_wins variant.
    assert ("last trick" in first) == (kind in ("equal_scores", "last_trick_wins")), first
    if result.reason == Reason.LAST_TRICK and result.rule == "S-24":
        assert (kind == "last_trick_wins") == bool(obs.rules.get("last_trick_wins"))
    seats = {"by": result.by, "winner": result.winner}
    seats["loser"] = None if result.winner is None else 1 - result.winner
    if kind in SUBJECT:
        seat = seats[SUBJECT[kind]]
        assert seat is not None and first.startswith(texts._names(seat, YOU)[0]), first
    if result.winner is not None and GAMES[game].stakes != "chips":
        name = texts._names(result.winner, YOU)[1]
        assert f"{texts.points_text(result.points)} for {name}." in first, first
    if kind == "false_claim":
        assert result.by != result.winner  # the claimant is named first; his opponent scores
    tiers = {Tier.SCHNEIDER: "Schneider", Tier.SCHWARZ: "Schwarz"}
    tier_line = [line for line in words.splitlines()[1:] if line.startswith(("Schneider", "Schwarz"))]
    if result.tier in tiers:
        assert tier_line and tier_line[0].startswith(tiers[result.tier]), words
        if obs.rules.get("score_at_close") and obs.stock_closed_by == result.winner:
            assert "when the stock was closed" in tier_line[0]
    else:
        assert not tier_line, words
    if result.reason == Reason.FAILED_CLOSE:
        assert ("The penalty is 3" in words) == (result.points == 3)
    hint = texts.rule_hint(result)
    assert result.rule in hint and result.rule in rulebook.rule_ids(game)
    return words


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.game}-{c.kind}-{c.tier}-{'-'.join(c.rules) or 'std'}")
def test_summary_of_a_scripted_hand(case: Case) -> None:
    hand = finished(case)
    assert str(hand.result.tier) == case.tier
    check_summary(hand, case.game, case.kind)


@pytest.mark.parametrize(
    ("leader", "other", "kind"),
    [("AS TS KS", "QS JS 9S", "double_bura_first"), ("QS JS 9S", "AS TS KS", "double_bura_second")],
)
def test_double_bura_says_who_showed_first(leader: str, other: str, kind: str) -> None:
    hand = double_bura(leader, other)
    words = check_summary(hand, "bura", kind)
    result = hand.result
    leader = 1  # B-13: the player who would lead (the non-dealer at the first lead) shows first
    assert result.rule == "B-13" and (result.winner == leader) == (kind == "double_bura_first")
    assert f"{texts._names(leader, YOU)[0]} would lead" in words
    assert words.splitlines()[0].endswith(f"the pot goes to {texts._names(result.winner, YOU)[1]}.")


def test_every_summary_kind_is_scripted() -> None:
    kinds = {c.kind for c in CASES} | {"double_bura_first", "double_bura_second"}
    assert kinds == set(texts.SUMMARIES) == set(WORDS)
    for game, tier in (
        ("schnapsen", "schneider"),
        ("schnapsen", "schwarz"),
        ("schneider", "schneider"),
        ("schneider", "schwarz"),
    ):
        assert any(c.game == game and c.tier == tier for c in CASES)


def test_one_rule_one_id() -> None:
    """A wrong claim cites S-19 (S-23 only lists the penalty); the short-deck tie cites H-10."""
    by_kind = {(c.kind, c.tier, tuple(c.rules)): finished(c).result for c in CASES}
    assert {r.rule for (k, _, _), r in by_kind.items() if k == "false_claim"} == {"S-19"}
    assert {r.rule for (k, _, rules), r in by_kind.items() if k == "tie"} == {"H-8", "H-10"}
    short_tie = next(r for (k, _, rules), r in by_kind.items() if k == "tie" and "short_deck" in rules)
    assert short_tie.rule == "H-10" and short_tie.scores == (8, 8)
    words = texts.explain_result(short_tie, "schneider", YOU, 0)
    assert "8 to 8" in words and "10" not in words.splitlines()[0]


def engine_rule_ids(game: str) -> set[str]:
    """Every rule id a game's engine module can cite (refusals, notes, Result.rule)."""
    import inspect

    module = inspect.getmodule(GAMES[game].hand_class)
    source = inspect.getsource(module)  # type: ignore[arg-type]
    prefix = GAMES[game].rule_prefix
    return set(re.findall(rf"\b{prefix}-\d+\b", source))


@pytest.mark.parametrize("game", list(GAMES))
def test_rulebook_names_every_rule_id_the_engine_cites(game: str) -> None:
    cited = engine_rule_ids(game)
    cited |= {finished(c).result.rule for c in CASES if c.game == game}
    cited |= {o.rule for o in rule_options(game)}
    assert len(cited) > 5
    assert cited - set(rulebook.rule_ids(game)) == set()


@pytest.mark.parametrize("game", list(GAMES))
def test_no_other_games_rule_ids_on_a_page(game: str) -> None:
    prefix = GAMES[game].rule_prefix
    for found in rulebook.RULE_ID.finditer(rulebook.PAGES[game]):
        assert found.group(1) == prefix, (game, found.group(0))
    for option in rule_options(game):
        assert option.rule.startswith(prefix + "-") and option.title
        assert not RULE_ID.search(option.help)


def test_william_tell_names_on_every_page() -> None:
    for page in rulebook.PAGES.values():
        for word in ("Eichel", "Schellen", "Herz", "Laub", "Unter", "Ober", "König", "Daus", "D-3"):
            assert word in page


def test_summary_templates_carry_no_rule_ids() -> None:
    for template in [*texts.SUMMARIES.values(), *texts.TIERS.values(), *texts.AUTO_CLAIM.values()]:
        assert not re.search(r"\b[SBH]-\d+\b", template), template


def test_new_game_dialog_with_cumulative_starts_a_match_to_50(qtbot, monkeypatch) -> None:
    dialog = NewGameDialog("schneider", "standard", {}, "french", "easy")
    qtbot.addWidget(dialog)
    box = dialog.widgets["cumulative"]
    assert isinstance(box, QCheckBox) and dialog.values()[2]["target"] == 7
    box.setChecked(True)
    assert dialog.values()[2]["target"] == 50
    box.setChecked(False)
    assert dialog.values()[2]["target"] == 7
    spin = dialog.widgets["target"]
    assert isinstance(spin, QSpinBox)
    spin.setValue(10)
    box.setChecked(True)
    assert dialog.values()[2]["target"] == 10  # a target the player chose stays
    # The whole path: the dialog's answer starts the match.

    def tick_and_accept(self) -> int:
        self.widgets["cumulative"].setChecked(True)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", tick_and_accept)
    window = MainWindow(Settings(animation="off", level="easy", game="schneider"), seed=3, persist=False)
    qtbot.addWidget(window)
    window.ask_new_game()
    match = window.controller.match
    assert match.rules.cumulative and match.rules.target == 50


def test_rows_of_the_dialog_name_the_variants() -> None:
    titles = {o.name: o.title for o in rule_options("schnapsen")}
    assert titles["siebener"] == "Siebener-Schnapsen" and titles["bummerl_mit_40"] == "Bummerl mit 40"
    assert titles["must_head"] == "Must head the trick" and titles["score_at_close"] == "Score at closing"
    help_text = rule_options("schnapsen")["must_head"].help
    assert "follow suit with a higher card if you hold one (unticked, any card of the suit will do)" in help_text
    # "never trump instead" was read as "need never trump", "trump only when ..." as "may trump"
    assert "holding none of the suit led, you must trump" in help_text


def test_help_rules_opens_at_the_rule_that_decided_the_finished_hand(qtbot) -> None:
    from PySide6.QtGui import QAction

    window = MainWindow(Settings(animation="off", level="easy", game="schnapsen"), seed=4, persist=False)
    qtbot.addWidget(window)
    window.show()
    case = next(c for c in CASES if c.kind == "false_claim")
    window.controller.finished_hand = finished(case)  # as if this hand had just ended at the table
    window.table.status.setText("")
    window.findChild(QAction, "menu-rules").trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.pages["schnapsen"].textCursor().selectedText() == "S-19"


def test_the_status_line_says_what_a_player_did_not_the_buttons_command() -> None:
    """The status line reports a close, a marriage, a claim or a special hand in the past tense (the
    buttons' labels are commands, "Close the stock")."""
    from cardtable.engine import Action
    from cardtable.engine.actions import CLAIM, CLOSE
    from cardtable.engine.cards import Suit
    from cardtable.ui.texts import done_line

    assert done_line(CLOSE, "Computer", "schnapsen", "french", 2) == "Computer: closed the stock."
    hearts, diamonds = Action.marry(Suit.HEARTS), Action.marry(Suit.DIAMONDS)
    assert done_line(hearts, "You", "schnapsen", "french", 2) == "You: announced the marriage ♥ (40)."
    assert done_line(diamonds, "You", "schnapsen", "french", 2) == "You: announced the marriage ♦ (20)."
    assert done_line(CLAIM, "Computer", "schnapsen", "french", 0) == "Computer: claimed 66."
    assert done_line(CLAIM, "Computer", "bura", "french", 0) == "Computer: declared 31."
    # what a molodka earns is said: the lead, not the pot
    said = done_line(Action.declare("molodka"), "Anna", "bura", "french", 0)
    assert said == "Anna: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14)."


def _last_trick(hand):
    obs = hand.observation(0)
    return obs.tricks[-1], (None if obs.trump is None else int(obs.trump))


def test_a_bura_trick_the_leader_keeps_says_why_in_one_true_sentence() -> None:
    """Issue 47 item 1, B-8: the computer (seat 1) leads J♦ 9♦ 8♦, hearts trump, and the answer
    9♥ 7♥ A♠ beats two of them at most: the leader keeps the trick, and the line says the answer
    cannot beat all three at once (it read "The computer takes your nine of hearts, ... with jack of
    diamonds, ...", as if the jack beat a trump; naming one diamond as "not beaten" misled a newcomer,
    as either trump beats each of them)."""
    hand = play(bura("JD 9D 8D", "9H 7H AS", "6H", dealer_seat=0), "play JD 9D 8D", "play 9H 7H AS")
    trick, trump = _last_trick(hand)
    assert trick.winner == 1
    said = texts.trick_line(trick, "bura", trump, "french", YOU)
    assert said == (
        "You answered the jack of diamonds, nine of diamonds, eight of diamonds with the nine of "
        "hearts, seven of hearts, ace of spades, which cannot beat all the led cards at once: the "
        "trick goes to the computer (B-8)."
    )


def test_a_bura_trick_names_the_led_card_nothing_beats() -> None:
    """B-8: A♠ 9♠ led, T♠ 6♦ answered (hearts trump): the ten beats the nine, nothing beats the ace,
    and the line names the ace."""
    hand = play(bura("AS 9S 6C", "TS 6D 7C", "6H", dealer_seat=1), "play AS 9S", "play TS 6D")
    trick, trump = _last_trick(hand)
    assert trick.winner == 0
    said = texts.trick_line(trick, "bura", trump, "french", YOU)
    assert said.endswith("which does not beat the ace of spades: the trick goes to you (B-8).")


def test_a_bura_trick_never_names_a_led_card_the_trump_beats_as_unbeaten() -> None:
    """B-8, newcomer finding: A♠ K♠ led, 7♥ 6♦ answered (hearts trump). The trump beats either spade,
    not both: the line named the ace as "not beaten" beside the trump that beats it. It names the
    king only if nothing beats it; here either could be beaten, so it says not both at once."""
    hand = play(bura("AS KS 6C", "7H 6D 7C", "6H", dealer_seat=1), "play AS KS", "play 7H 6D")
    trick, trump = _last_trick(hand)
    assert trick.winner == 0
    said = texts.trick_line(trick, "bura", trump, "french", YOU)
    assert "does not beat" not in said
    assert said.endswith("which cannot beat all the led cards at once: the trick goes to you (B-8).")


def test_a_bura_trick_no_answering_card_beats_says_so() -> None:
    """B-8: A♠ K♠ led, 8♦ 6♦ answered (hearts trump): no answering card beats any led card."""
    hand = play(bura("AS KS 6C", "8D 6D 7C", "6H", dealer_seat=1), "play AS KS", "play 8D 6D")
    trick, trump = _last_trick(hand)
    said = texts.trick_line(trick, "bura", trump, "french", YOU)
    assert said.endswith("which beats none of them: the trick goes to you (B-8).")


def test_a_bura_trick_the_answer_takes_lists_each_pair_in_the_tables_order() -> None:
    """B-8, B-11, items 1 and 13: K♠ 8♠ led, 7♥ A♠ answered (hearts trump): the line lists the answer
    in the order the table lays it, the ace on the king and the trump on the eight."""
    from cardtable.engine import GAMES

    hand = play(bura("KS 8S 6C", "7H AS 6D", "6H", dealer_seat=1), "play KS 8S", "play 7H AS")
    trick, trump = _last_trick(hand)
    assert trick.winner == 1
    table_order = texts.facing(trick.lead, trick.answer, GAMES["bura"], trump)
    assert [c.code for c in table_order] == ["AS", "7H"]
    said = texts.trick_line(trick, "bura", trump, "tell", YOU)  # the William Tell deck's names (D-3)
    assert said == (
        "The computer answered the king of leaves, eight of leaves with the daus of leaves, seven of "
        "hearts, each card beating the led card in its place: the trick goes to the computer (B-8)."
    )


def test_a_schneider_trick_says_another_suit_does_not_beat_without_trumps() -> None:
    """H-5: no trump, no duty to follow: an answer of another suit never beats the card led ("You
    take the computer's nine of spades with eight of diamonds" read as if the eight beat it)."""
    from cardtable.engine import game_deck

    named = ["9S", "7C", "8C", "AD", "KD", "QD", "7H", "8H", "9H", "JD", "TD", "9D"]  # H-3 packets of three
    deck = named + [c.code for c in game_deck("schneider", None) if c.code not in named]
    hand = play(new_hand("schneider", deck=deck, dealer=1), "play 9S", "play AD")  # seat 0 leads (H-4)
    trick, trump = _last_trick(hand)
    assert trump is None and trick.winner == 0
    assert texts.trick_line(trick, "schneider", trump, "french", YOU) == (
        "The computer answered the nine of spades with the ace of diamonds, of another suit, and there is no "
        "trump: the trick goes to you (H-5)."
    )


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        ("AS", "Anna answered the king of spades with the higher ace of spades: the trick goes to Anna (S-10)."),
        ("TH", "Anna trumped the king of spades with the ten of hearts: the trick goes to Anna (S-10)."),
        (
            "TD",
            "Anna answered the king of spades with the ten of diamonds, which neither follows suit nor trumps: the "
            "trick goes to Ben (S-10).",
        ),
    ],
)
def test_a_schnapsen_trick_tells_a_trump_from_a_higher_card(answer: str, words: str) -> None:
    """S-10, hot-seat names (Ben leads, Anna answers; hearts trump): a trump takes a card of another
    suit; a card of the suit led takes only when higher; anything else leaves the trick to the leader."""
    from tests.engine.helpers import schnapsen

    hand = play(schnapsen("KS KC QC JC TC", "AS TH TD QD JD", "AH", dealer_seat=1), "play KS", f"play {answer}")
    trick, trump = _last_trick(hand)
    assert texts.trick_line(trick, "schnapsen", trump, "french", {0, 1}, {0: "Ben", 1: "Anna"}) == words


def test_a_lower_card_of_the_suit_led_is_said_to_be_lower() -> None:
    """S-10: the ace led, the ten of the same suit answered: the leader keeps it, being higher."""
    from tests.engine.helpers import schnapsen

    hand = play(schnapsen("AS KC QC JC TD", "TS AD KD QD JD", "AH", dealer_seat=1), "play AS", "play TS")
    trick, trump = _last_trick(hand)
    assert (
        texts.trick_line(trick, "schnapsen", trump, "french", YOU)
        == "The computer answered the ace of spades with the lower ten of spades: the trick goes to you (S-10)."
    )


def test_rank_words_inside_a_refusal_are_lower_case() -> None:
    """S-12: "lead its king or queen", not "King or Queen" in the middle of a sentence."""
    from cardtable.engine import Refusal, refusals

    refusal = Refusal.of("S-12", refusals.LEAD_MARRIAGE_CARD, suit="H")
    assert str(refusal) == "S-12: after announcing a marriage you must lead its King or Queen (H)"  # the engine's
    assert texts.refusal(refusal, "french") == "S-12: After announcing a marriage you must lead its king or queen (♥)"
    assert texts.refusal(refusal, "tell") == "S-12: After announcing a marriage you must lead its king or ober (hearts)"


def test_a_wrong_declaration_at_the_last_deal_says_the_pot_is_shared() -> None:
    """Issue 47 item 15, B-2: at the last of N deals the open pot is shared; the summary said "the
    next hand plays for the doubled pot" under "Computer wins the match"."""
    from cardtable.engine import new_match

    m = new_match("bura", seed=3, rules={"max_deals": 1})
    declarant = m.to_move
    m.apply("claim")  # 0 points: a wrong declaration, the pot doubles to 4 (B-18), and the match ends
    record, hand = m.history[-1], m.finished[-1]
    assert m.result is not None
    words = texts.explain_result(record.result, "bura", {declarant}, None, hand.observation(0), pot=2, record=record)
    assert "the open pot of 4 chips is shared equally" in words
    assert "next hand" not in words and "deals again" not in words
    going_on = texts.explain_result(record.result, "bura", {declarant}, 1, hand.observation(0), pot=2)
    assert "the next hand plays for the doubled pot" in going_on  # without the match's end: as before


def test_a_played_out_hand_at_the_last_deal_says_the_pot_is_shared_and_who_keeps_the_odd_chip() -> None:
    """B-2, B-20: a played-out last deal does not deal again; an odd chip stays with the dealer."""
    from cardtable.engine import HandRecord

    case = next(c for c in CASES if c.kind == "played_out")
    hand = finished(case)
    record = HandRecord(1, case.dealer, hand.result, (0, 0), 0, {"shared_pot": 7, "odd_chip": 1})
    words = texts.explain_result(hand.result, "bura", YOU, None, hand.observation(0), record=record)
    assert words.splitlines()[0].endswith(
        "That was the match's last deal: the open pot of 7 chips is shared "
        "equally, and the odd chip goes to the dealer, the computer."
    )
    assert "deals again" not in words


def test_the_hand_that_ends_a_bummerl_states_the_countdown_the_marks_and_the_stake() -> None:
    """Issue 47 item 17 (S-2, S-4, S-6): no summary said how a Bummerl ended."""
    from cardtable.engine import new_match
    from tests.engine.test_schnapsen_match import lose_hand_by_false_claim

    m = new_match("schnapsen", seed=5, rules={"schneiderbummerl": True, "stake": 5})
    for _ in range(4):
        lose_hand_by_false_claim(m, 1)
    record = m.history[-1]
    words = texts.explain_result(record.result, "schnapsen", YOU, None, m.finished[-1].observation(0), record=record)
    assert (
        "You counted down from 7 to 0, so the Bummerl goes to you; the computer never scored a game point in "
        "it: a Schneiderbummerl, two marks (●●) for the computer."
    ) in words
    assert "The stake, tripled to 15, is paid by the computer: no trick in the whole Bummerl." in words
    earlier = m.history[-2]
    assert "Bummerl" not in texts.explain_result(
        earlier.result, "schnapsen", YOU, 0, m.finished[-2].observation(0), record=earlier
    )


def test_the_close_question_states_what_a_failure_costs_under_the_rules_in_force() -> None:
    """Issue 47 item 16 (S-21, S-25): "a failure costs 2" was said whatever the rules."""
    from tests.engine.helpers import schnapsen

    def question(**rules) -> str:
        hand = schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD", dealer_seat=0, **rules)
        return texts.close_question(hand.observation(1), 1)  # the forehand, before any trick

    standard = question()
    assert "your opponent scores 2 game points (S-21)" in standard
    assert "every trick from now on, he scores 3 game points (Phase-2 sweep, S-25)" in standard
    assert "Phase-2 sweep" not in question(phase2_sweep=False)
    trickless = question(closing_penalty_trickless_3=True)
    assert "your opponent scores 3 game points (S-21)" in trickless and "no trick yet" in trickless
    hand = play(
        schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD", dealer_seat=0, closing_penalty_trickless_3=True),
        "play JC",
        "play QD",
        "play KH",
        "play AH",
    )  # a trick each; the forehand leads
    assert hand.to_move == 1
    assert "your opponent scores 2 game points (S-21)" in texts.close_question(hand.observation(1), 1)


def test_the_closers_claim_question_states_the_penalty_of_the_rules_in_force() -> None:
    """S-21: the closer's claim question omitted the 3-point variant."""
    from tests.engine.helpers import schnapsen

    for rules, points in (({}, 2), ({"closing_penalty_trickless_3": True}, 3)):
        hand = play(schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD", dealer_seat=0, **rules), "close")
        said = texts.claim_question("schnapsen", hand.observation(1), 1)
        assert f"a failed close, and your opponent scores {points} game points (S-21)" in said
    hand = play(
        schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD", dealer_seat=0, closing_penalty_trickless_3=True),
        "play JC",
        "play QD",
        "close",
    )  # closed by the dealer, whose opponent has no trick: 3
    assert "scores 3 game points" in texts.claim_question("schnapsen", hand.observation(0), 0)
    hand = play(
        schnapsen("AH TH KS QS JC", "KH AS TS AC QD", "AD", dealer_seat=0, closing_penalty_trickless_3=True),
        "play JC",
        "play QD",
        "play KH",
        "play AH",
        "close",
    )  # the closer's opponent took a trick: 2
    assert hand.observation(1).stock_closed_by == 1
    assert "scores 2 game points" in texts.claim_question("schnapsen", hand.observation(1), 1)
    assert texts.claim_question("bura", bura("KS 8S 6C", "7H AS 6D", "6H").observation(0), 0).startswith(
        "Declare 31 now?"
    )


def test_molodka_is_named_in_words_a_player_knows() -> None:
    """Issue 47 item 17, B-12: "your hand is molodka" told a newcomer nothing."""
    from cardtable.engine import Refusal

    said = texts.refusal(
        Refusal.of("B-14", "your hand is {held}, not {special}", held="molodka", special="aces"), "french"
    )
    assert said == "B-14: Your hand is a molodka (three cards of one suit, not trumps), not three aces"


def test_the_rulebook_lists_the_rules_by_id_number() -> None:
    """Issue 47 item 14: S-18 stood before S-3."""
    for game in rulebook.PAGES:
        numbers = [int(rule.split("-")[1]) for rule in rulebook.rule_ids(game)]
        assert numbers == sorted(numbers), game


def test_the_rulebook_says_what_the_game_does() -> None:
    """Issue 47 items 16 and 17: B-15 said an offer came only to a holder of a special hand, B-14 that
    a leader without one was not asked; S-19 and S-21 left out the closer's failure and the sweep;
    "P-1"/"P-2" were explained nowhere; "D-1", which the engine cites, had no paragraph; "the first to
    declare 31 wins" forgot the Bura and the wrong declaration; B-17 left out auto-declare."""
    from cardtable.engine import new_hand

    bura_page, schnapsen_page = rulebook.BURA, rulebook.SCHNAPSEN
    assert "only when you hold one" not in bura_page and "he is not asked" not in bura_page
    b15 = bura_page[bura_page.index("**B-15**") : bura_page.index("## Declaring 31")]
    assert "whether or not" in b15 and "the table passes at once" in b15
    assert "The first to **declare** 31" not in bura_page and "right **declaration**" in bura_page
    b17 = bura_page[bura_page.index("**B-17**") : bura_page.index("**B-18**")]
    assert "Auto-declare" in b17
    s19 = schnapsen_page[schnapsen_page.index("**S-19**") : schnapsen_page.index("**S-20**")]
    assert "S-21" in s19[: s19.index("Wrong:")]  # a right claim against a closer scores by S-21
    s21 = schnapsen_page[schnapsen_page.index("**S-21**") : schnapsen_page.index("## Game points")]
    assert "every trick after the close scores 3" in s21
    for page in rulebook.PAGES.values():
        assert not re.search(r"\bP-\d", page)
    for game, odd in (("schnapsen", "pass"), ("bura", "marry H")):
        cited = str(new_hand(game, seed=1).explain(odd))
        rule = cited.split(":")[0]
        assert f"**{rule}**" in rulebook.PAGES[game], cited


def test_bummerl_mit_40_says_truly_what_it_does() -> None:
    """Issue 47 item 17: its help promised an effect that cannot change a result (the engine test
    test_S13_bummerl_mit_40_changes_no_result shows it); the help and the rulebook say so."""
    help_text = next(o.help for o in rule_options("schnapsen") if o.name == "bummerl_mit_40")
    assert "changes no result" in help_text
    assert "changes no result" in rulebook.SCHNAPSEN


def test_a_marriage_that_never_counted_is_said_in_the_result() -> None:
    """S-12: a marriage counts once its announcer takes a trick. The forehand announces 20 in
    spades, loses the King to the Ace and claims wrongly at once: the result's points (0) leave
    the 20 out, and a line says why (a newcomer read "Computer 0" after its marriage as lost points).
    The learners' points beside the table show them as waiting meanwhile."""
    from cardtable.session.learning import public_points, waiting_marriages
    from tests.engine.helpers import schnapsen

    hand = schnapsen("KS QS JC JD QD", "AS TC KC AD TD", "JH")
    hand.apply("marry S")
    hand.apply("play KS")
    hand.apply("play AS")  # the dealer takes: the forehand still has no trick
    hand.apply("play TC")
    obs = hand.observation(0)
    assert waiting_marriages(obs) == (0, 20) and public_points(obs) == (15, 0)
    hand.apply("claim")  # 0 points: a wrong claim (S-19)
    words = texts.explain_result(hand.result, "schnapsen", YOU, 0, hand.observation(0))
    assert "The computer: no trick taken, so 20 marriage points did not count (S-12)." in words
    assert "You: no trick" not in words
