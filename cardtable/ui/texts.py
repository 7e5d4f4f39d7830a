"""Words the table shows: button labels, shortcuts, names and the explanation of a result.

Every sentence a player reads is one whole template here, with named fields (``{winner}``, ``{score}``)
that a translation may put in any order; nothing is built by gluing sentence fragments together.
Names come in two forms: ``{Winner}`` at the start of a sentence ("You", "The computer") and
``{winner}`` inside one ("you", "the computer"). Rule ids stay out of the casual summaries; the
summary's tooltip (``rule_hint``) names the rule that decided, for a learner who wants to look it up.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby, permutations
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from cardtable.engine import (
    GAMES,
    Action,
    Card,
    Event,
    GameSpec,
    HandRecord,
    Kind,
    Observation,
    Reason,
    Refusal,
    Result,
    Tier,
    Tiers,
    Trick,
    refusals,
)
from cardtable.session.learning import waiting_marriages

from .i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


def t(text: str, context: str = "texts") -> str:
    """A marked constant in the player's language."""
    return translate(context, text)


class Words(str):
    """A message already in words, which can be worded again (after a language switch): the table
    keeps it and calls ``again()`` when the language changes."""

    again: Callable[[], str]

    @classmethod
    def of(cls, make: Callable[[], str]) -> Words:
        words = cls(make())
        words.again = make
        return words


class Plurals(QObject):
    """Words with a count in them, through Qt's plural forms (``%n``; pyside6-lupdate finds plurals
    only in ``self.tr(text, "", n)``, hence a QObject)."""

    def game_points(self, n: int) -> str:
        return _english_plural(self.tr("%n game point(s)", "", n), n)

    def pot(self, n: int) -> str:
        """The Bura pot, which a run of wrong declarations doubles past any C integer (B-18)."""
        return _counted(self.tr("Pot: <b>%n</b> chip(s)", "", _stand_in(n)), n)

    def chip_balance(self, n: int) -> str:
        """A player's balance of chips, signed: "+1 chip", "-2 chips", "0 chips" (B-2)."""
        sign = "+" if n > 0 else "-" if n < 0 else ""
        return sign + _counted(self.tr("%n chip(s)", "", _stand_in(abs(n))), abs(n))

    def playing_to(self, n: int) -> str:
        return _english_plural(self.tr("Playing to %n pot(s)", "", n), n)

    def play_picked(self, n: int) -> str:
        """The button that plays the cards picked (Bura's groups)."""
        return _english_plural(self.tr("Play %n card(s)", "", n), n)

    def answer_with(self, n: int) -> str:
        return _english_plural(self.tr("answer with exactly %n card(s)", "", n), n)

    def chart_bars(self, n: int) -> str:
        """The Statistics chart's legend for its bars (with one hand it read "the last 1 hands")."""
        return _english_plural(self.tr("Bars: game points in the last %n hand(s) (green won, red lost).", "", n), n)


# The largest count Qt's ``%n`` takes (a C int); Bura's pot and balances outgrow it (B-18 doubles).
_QT_COUNT_MAX = 2**31 - 1


def _stand_in(n: int) -> int:
    """A count Qt can take in place of ``n`` (n >= 0) that every language puts in the same plural
    form: the same last six digits (Russian and Czech look at the last two) and at least a billion.

    >>> _stand_in(7), _stand_in(2**32)
    (7, 1000967296)
    """
    return n if n <= _QT_COUNT_MAX else 1_000_000_000 + n % 1_000_000


def _counted(text: str, n: int) -> str:
    """``text`` worded by Qt for ``_stand_in(n)``, with ``n`` itself in it."""
    stand_in = _stand_in(n)
    return _english_plural(text.replace(str(stand_in), str(n)) if stand_in != n else text, n)


def _english_plural(text: str, n: int) -> str:
    """English has no translation file, so Qt leaves the source's "(s)" in place: word it here
    ("1 game point", "2 game points"); a translation has its own plural forms and no "(s)"."""
    return text.replace("(s)", "" if n == 1 else "s")


_plurals: list[Plurals] = []


def plural() -> Plurals:
    if not _plurals:
        _plurals.append(Plurals())
    return _plurals[0]


def fresh(text: str) -> str:
    """``text`` in the language now in use (a Words is worded again; a plain string is kept)."""
    return text.again() if isinstance(text, Words) else text


#: Beside the hint's and the review's figures when they are game points weighed by the Bummerl's
#: score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.
WORTH_NOTE = QT_TRANSLATE_NOOP(
    "texts", "Expected game points are counted by what they are worth for the Bummerl at this score."
)

# Keyed by the game's ``spec.claim_verb``.
#: How a player says "my score has reached the goal" in each game (S-19 claim, B-16 declare).
CLAIM_WORDS = {
    "declare": QT_TRANSLATE_NOOP("texts", "Declare {goal}"),
    "claim": QT_TRANSLATE_NOOP("texts", "Claim {goal}"),
}

#: What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).
AUTO_CLAIM = {  # by the spec's claim verb
    "claim": QT_TRANSLATE_NOOP("texts", "Auto-claim: you have {score} points, so 66 is claimed for you."),
    "declare": QT_TRANSLATE_NOOP("texts", "Auto-declare: you have {score} points, so 31 is declared for you."),
}

#: The View menu's auto-claim toggle, explained (its tooltip).
AUTO_CLAIM_HELP = QT_TRANSLATE_NOOP(
    "texts",
    "A player setting, not a rule: as soon as your score reaches the goal, the program "
    "claims 66 for you "
    "in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off "
    "by default; a learner may turn it on.",
)

#: One whole sentence per way a hand can end. {points} is "1 game point" / "2 game points".
SUMMARIES = {
    # Schnapsen (S-19, S-21, S-24, S-25)
    "claim": QT_TRANSLATE_NOOP("texts", "{By} claimed 66 with {score} points, a right claim: {points} for {winner}."),
    "false_claim": QT_TRANSLATE_NOOP(
        "texts", "{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}."
    ),
    "close_beaten": QT_TRANSLATE_NOOP(
        "texts",
        "{Loser} closed the stock, but {winner} claimed 66 first (with "
        "{score} points): "
        "a failed close, {points} for {winner}.",
    ),
    "close_false_claim": QT_TRANSLATE_NOOP(
        "texts",
        "{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.",
    ),
    "close_short": QT_TRANSLATE_NOOP(
        "texts",
        "{Loser} closed the stock but had only {score} points when the hand "
        "was played out: "
        "a failed close, {points} for {winner}.",
    ),
    "close_made": QT_TRANSLATE_NOOP(
        "texts", "{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}."
    ),
    "higher_score": QT_TRANSLATE_NOOP(
        "texts",
        "Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.",
    ),
    "equal_scores": QT_TRANSLATE_NOOP(
        "texts",
        "Nobody claimed and both had {score} points, so the last trick "
        "decides: {winner} took it. "
        "{Points} for {winner}.",
    ),
    "last_trick_wins": QT_TRANSLATE_NOOP(
        "texts",
        "Nobody claimed, and under the variant “Last trick wins” the "
        "winner of the last trick "
        "wins the hand: {winner} took it. {Points} for {winner}.",
    ),
    "sweep_closed": QT_TRANSLATE_NOOP(
        "texts", "{Winner} closed the stock and took every trick after it: {points} for {winner}."
    ),
    "sweep_against_closer": QT_TRANSLATE_NOOP(
        "texts",
        "{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.",
    ),
    "sweep_used_up": QT_TRANSLATE_NOOP(
        "texts", "{Winner} took every trick after the stock was used up: {points} for {winner}."
    ),
    # Bura (B-13, B-18, B-20)
    "declaration": QT_TRANSLATE_NOOP(
        "texts", "{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}."
    ),
    "false_declaration": QT_TRANSLATE_NOOP(
        "texts",
        "{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.",
    ),
    "bura": QT_TRANSLATE_NOOP("texts", "{By} showed a Bura (three trumps): {the_pot} goes to {winner}."),
    "double_bura_first": QT_TRANSLATE_NOOP(
        "texts",
        "Both players held a Bura. {Winner} would lead, so that Bura "
        "counts as shown first, whoever showed it first; the other Bura "
        "did not beat each of those trumps one-to-one, so {the_pot} goes "
        "to {winner}.",
    ),
    "double_bura_second": QT_TRANSLATE_NOOP(
        "texts",
        "Both players held a Bura. {Loser} would lead, so that Bura "
        "counts as shown first, whoever showed it first; the other Bura, "
        "held by {winner}, beat each of those trumps one-to-one, so "
        "{the_pot} goes to {winner}.",
    ),
    "played_out": QT_TRANSLATE_NOOP(
        "texts", "All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it."
    ),
    # Bohemian Schneider (H-8, H-10, H-13)
    "honours": QT_TRANSLATE_NOOP("texts", "{Winner} took {score} honours to {other}: {points} for {winner}."),
    "honours_cumulative": QT_TRANSLATE_NOOP(
        "texts",
        "{Winner} took {score} honours to {other}, and with "
        "cumulative honours the "
        "difference counts: {points} for {winner}.",
    ),
    "tie": QT_TRANSLATE_NOOP(
        "texts", "The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again."
    ),
}

# Keyed by what the game counts (``spec.counts``; "points_at_close" under S-21's score at closing).
#: Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).
TIERS = {
    ("points", Tier.SCHNEIDER): QT_TRANSLATE_NOOP(
        "texts", "Schneider: {loser} had won a trick but no more than 32 points."
    ),
    ("points", Tier.SCHWARZ): QT_TRANSLATE_NOOP("texts", "Schwarz: {loser} had won no trick."),
    ("points_at_close", Tier.SCHNEIDER): QT_TRANSLATE_NOOP(
        "texts",
        "Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.",
    ),
    ("points_at_close", Tier.SCHWARZ): QT_TRANSLATE_NOOP(
        "texts", "Schwarz (scored at closing): when the stock was closed, {loser} had won no trick."
    ),
    ("honours", Tier.SCHNEIDER): QT_TRANSLATE_NOOP("texts", "Schneider: {schneider} honours or more."),
    ("honours", Tier.SCHWARZ): QT_TRANSLATE_NOOP("texts", "Schwarz: all {total} honours."),
}

#: What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match's end
#: (the last of N deals, B-2) the open pot is shared instead.
POT_GOES_ON = {
    "false_declaration": QT_TRANSLATE_NOOP("texts", "No new ante; the next hand plays for the doubled pot."),
    "played_out": QT_TRANSLATE_NOOP("texts", "The same dealer deals again."),
}
POT_SHARED = QT_TRANSLATE_NOOP(
    "texts", "That was the match's last deal: the open pot of {pot} chips is shared equally between the players."
)
POT_SHARED_ODD = QT_TRANSLATE_NOOP(
    "texts",
    "That was the match's last deal: the open pot of {pot} chips is shared "
    "equally, and the odd chip goes to the dealer, {dealer}.",
)

#: A Bummerl's end (S-2, S-4, S-6): the countdown, the mark and the stake.
BUMMERL_WON = QT_TRANSLATE_NOOP(
    "texts",
    "{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; "
    "{loser} still had {left} to go: a Bummerl mark (●) for {loser}.",
)
SCHNEIDERBUMMERL = QT_TRANSLATE_NOOP(
    "texts",
    "{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; "
    "{loser} never scored a game point in it: a Schneiderbummerl, two "
    "marks (●●) for {loser}.",
)
STAKE_PAID = {
    1: QT_TRANSLATE_NOOP("texts", "The stake, {stake}, is paid by {loser}."),
    2: QT_TRANSLATE_NOOP(
        "texts", "The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl."
    ),
    3: QT_TRANSLATE_NOOP("texts", "The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl."),
}

#: A failed close whose penalty is 3 (S-21 variant).
TRICKLESS_PENALTY = QT_TRANSLATE_NOOP(
    "texts", "The penalty is 3, not 2: {winner} had won no trick when the stock was closed."
)

SCORES_LINE = {
    "points": QT_TRANSLATE_NOOP("texts", "Points: {first} {a}, {second} {b}."),
    "honours": QT_TRANSLATE_NOOP("texts", "Honours: {first} {a}, {second} {b}."),
}
NEXT_DEALER = QT_TRANSLATE_NOOP("texts", "Next to deal: {dealer}.")
POT_OF = QT_TRANSLATE_NOOP("texts", "the pot of {pot} chips")
NBSP = "\u00a0"
HONOURS_TAKEN = QT_TRANSLATE_NOOP("texts", "Honours taken: {first}: {a}. {second}: {b}.")
UNCOUNTED_MARRIAGES = QT_TRANSLATE_NOOP("texts", "{Who}: no trick taken, so {n} marriage points did not count (S-12).")
NONE_TAKEN = QT_TRANSLATE_NOOP("texts", "none")
RULE_HINT = QT_TRANSLATE_NOOP("texts", "Decided by rule {rule}: see Help ▸ Rules.")


# The contexts of each deck's card words (see the names below).
CARD_CONTEXT = {"french": "cards", "tell": "tell-cards"}
SUIT_CONTEXT = {"french": "card-suit", "tell": "tell-card-suit"}
#: Suit and rank names per deck (D-2, D-3), for card names in sentences and for screen readers.
#: The William Tell deck's words are in contexts of their own ("tell-cards", "tell-card-suit"): in
#: English they are the deck's own ranks and the suits' English names ("ober of leaves", "daus of
#: bells"), lower case like the French deck's; a translation gives the deck's words in its language.
SUIT_NAMES = {
    "french": [
        QT_TRANSLATE_NOOP("cards", "clubs"),
        QT_TRANSLATE_NOOP("cards", "diamonds"),
        QT_TRANSLATE_NOOP("cards", "hearts"),
        QT_TRANSLATE_NOOP("cards", "spades"),
    ],
    "tell": [
        QT_TRANSLATE_NOOP("tell-cards", "acorns"),
        QT_TRANSLATE_NOOP("tell-cards", "bells"),
        QT_TRANSLATE_NOOP("tell-cards", "hearts"),
        QT_TRANSLATE_NOOP("tell-cards", "leaves"),
    ],
}
#: A suit's word inside a card's name (a translation may need another form of it than alone: a
#: genitive, an adjective's stem), in the context "card-suit" ("tell-card-suit").
SUIT_IN_NAMES = {
    "french": [
        QT_TRANSLATE_NOOP("card-suit", "clubs"),
        QT_TRANSLATE_NOOP("card-suit", "diamonds"),
        QT_TRANSLATE_NOOP("card-suit", "hearts"),
        QT_TRANSLATE_NOOP("card-suit", "spades"),
    ],
    "tell": [
        QT_TRANSLATE_NOOP("tell-card-suit", "acorns"),
        QT_TRANSLATE_NOOP("tell-card-suit", "bells"),
        QT_TRANSLATE_NOOP("tell-card-suit", "hearts"),
        QT_TRANSLATE_NOOP("tell-card-suit", "leaves"),
    ],
}
#: "{rank} of {suit}" in the card's own words (a Tell deck's names differ from the French deck's).
CARD_NAMES = {
    "french": {
        "A": QT_TRANSLATE_NOOP("cards", "ace of {suit}"),
        "T": QT_TRANSLATE_NOOP("cards", "ten of {suit}"),
        "K": QT_TRANSLATE_NOOP("cards", "king of {suit}"),
        "Q": QT_TRANSLATE_NOOP("cards", "queen of {suit}"),
        "J": QT_TRANSLATE_NOOP("cards", "jack of {suit}"),
        "9": QT_TRANSLATE_NOOP("cards", "nine of {suit}"),
        "8": QT_TRANSLATE_NOOP("cards", "eight of {suit}"),
        "7": QT_TRANSLATE_NOOP("cards", "seven of {suit}"),
        "6": QT_TRANSLATE_NOOP("cards", "six of {suit}"),
    },
    "tell": {
        "A": QT_TRANSLATE_NOOP("tell-cards", "daus of {suit}"),
        "T": QT_TRANSLATE_NOOP("tell-cards", "ten of {suit}"),
        "K": QT_TRANSLATE_NOOP("tell-cards", "king of {suit}"),
        "Q": QT_TRANSLATE_NOOP("tell-cards", "ober of {suit}"),
        "J": QT_TRANSLATE_NOOP("tell-cards", "unter of {suit}"),
        "9": QT_TRANSLATE_NOOP("tell-cards", "nine of {suit}"),
        "8": QT_TRANSLATE_NOOP("tell-cards", "eight of {suit}"),
        "7": QT_TRANSLATE_NOOP("tell-cards", "seven of {suit}"),
        "6": QT_TRANSLATE_NOOP("tell-cards", "six of {suit}"),
    },
}


def _family(style: str) -> str:
    return "tell" if style == "tell" else "french"


def suit_name(suit: int, style: str) -> str:
    """A suit's name in the player's language and the deck's words ("hearts", "leaves")."""
    family = _family(style)
    return translate(CARD_CONTEXT[family], SUIT_NAMES[family][suit])


def card_name(style: str, code: str) -> str:
    """A card's name in the player's language ("queen of hearts", "ober of leaves"): the one place
    card names are made, for sentences and screen readers."""
    family = _family(style)
    suit = "CDHS".index(code[1])
    template = translate(CARD_CONTEXT[family], CARD_NAMES[family][code[0]])
    return template.format(suit=translate(SUIT_CONTEXT[family], SUIT_IN_NAMES[family][suit]))


def suit_label(suit: int, style: str) -> str:
    if style == "tell":
        return suit_name(suit, style)
    return "♣♦♥♠"[suit]


def _marriage_fields(action: Action, style: str, trump: int | None) -> dict[str, Any]:
    """S-12: a marriage's suit and value (40 in trumps, else 20), for its button and its status line."""
    assert action.suit is not None
    return {
        "suit": suit_label(int(action.suit), style),
        "value": 40 if trump is not None and int(action.suit) == trump else 20,
    }


def action_label(action: Action, game: str, style: str, trump: int | None) -> str:
    kind = action.kind
    if kind == Kind.MARRY:
        return translate("texts", "Marriage {suit} ({value})").format(**_marriage_fields(action, style, trump))
    if kind == Kind.CLAIM:
        spec = GAMES[game]
        return t(CLAIM_WORDS[spec.claim_verb]).format(goal=spec.goal)
    if kind == Kind.DECLARE:
        return t(
            {
                "bura": QT_TRANSLATE_NOOP("texts", "Declare Bura"),
                "aces": QT_TRANSLATE_NOOP("texts", "Three aces"),
                "molodka": QT_TRANSLATE_NOOP("texts", "Molodka"),
            }[action.special or ""]
        )
    if kind == Kind.PLAY:
        return plural().play_picked(len(action.cards))
    words = {
        "exchange": QT_TRANSLATE_NOOP("texts", "Exchange trump"),
        "close": QT_TRANSLATE_NOOP("texts", "Close the stock"),
        "pass": QT_TRANSLATE_NOOP("texts", "Pass"),
    }
    return t(words[kind]) if kind in words else action.text


#: What the status line says a player did (the buttons' own labels are commands: "Close the stock").
DONE_WORDS = {
    "close": QT_TRANSLATE_NOOP("texts", "{Who}: closed the stock."),
    "marry": QT_TRANSLATE_NOOP("texts", "{Who}: announced the marriage {suit} ({value})."),
    "claim": QT_TRANSLATE_NOOP("texts", "{Who}: claimed {goal}."),
    "claim-declare": QT_TRANSLATE_NOOP("texts", "{Who}: declared {goal}."),
    "bura": QT_TRANSLATE_NOOP("texts", "{Who}: showed a Bura."),
    "aces": QT_TRANSLATE_NOOP("texts", "{Who}: showed three aces, to take the lead (B-14)."),
    "molodka": QT_TRANSLATE_NOOP(
        "texts", "{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14)."
    ),
}


def done_line(action: Action, who: str, game: str, style: str, trump: int | None) -> str:
    """The status line for an action other than a card played, an exchange or a pass."""
    kind = action.kind
    if kind == Kind.MARRY:
        return t(DONE_WORDS["marry"]).format(Who=who, **_marriage_fields(action, style, trump))
    if kind == Kind.CLAIM:
        spec = GAMES[game]
        key = "claim" if spec.claim_verb == "claim" else f"claim-{spec.claim_verb}"
        return t(DONE_WORDS[key]).format(Who=who, goal=spec.goal)
    if kind == Kind.DECLARE and action.special in DONE_WORDS:
        return t(DONE_WORDS[action.special]).format(Who=who)
    if kind in DONE_WORDS:
        return t(DONE_WORDS[kind]).format(Who=who)
    return f"{who}: {action_label(action, game, style, trump)}"


#: Each action's key; a translation names the letter of its own word ("Ansagen": A).
SHORTCUTS = {
    "marry": QT_TRANSLATE_NOOP("shortcut", "M"),
    "exchange": QT_TRANSLATE_NOOP("shortcut", "X"),
    "close": QT_TRANSLATE_NOOP("shortcut", "C"),
    "claim": QT_TRANSLATE_NOOP("shortcut", "A"),
    "declare": QT_TRANSLATE_NOOP("shortcut", "D"),
    "pass": QT_TRANSLATE_NOOP("shortcut", "P"),
}


def shortcut(kind: str) -> str | None:
    """The key of an action button in the player's language (a letter of its label)."""
    return translate("shortcut", SHORTCUTS[kind]) if kind in SHORTCUTS else None


NAME_LIMIT = 40  # characters of an online friend's name at the table


def short_name(user_id: str) -> str:
    """A Matrix id as a player's name: ``@ann:example.org`` -> ``ann`` (at most ``NAME_LIMIT``
    characters, one line; plain text, as hot-seat names are)."""
    local = user_id[1:].split(":", 1)[0] if user_id.startswith("@") else user_id
    return " ".join(local.split())[:NAME_LIMIT] or "?"


def player_name(seat: int, humans: set[int], names: dict[int, str] | None = None) -> str:
    """A player's name as a label ("You", "Computer", "Player 2", the name entered for hot-seat, or
    an online friend's name: a seat not at this screen with a name given)."""
    if seat not in humans and names and seat in names:
        return names[seat]
    if seat in humans:
        if len(humans) == 1:
            return translate("texts", "You")
        return names[seat] if names else translate("texts", "Player {n}").format(n=seat + 1)
    if len(humans) == 1:
        return translate("texts", "Computer")
    return translate("texts", "Computer {n}").format(n=seat + 1)


def _names(seat: int, humans: set[int], names: dict[int, str] | None = None) -> tuple[str, str]:
    """A player's name at the start of a sentence and inside one."""
    if seat not in humans and names and seat in names:  # an online friend, by his name
        return names[seat], names[seat]
    if seat in humans:
        if len(humans) == 1:
            return translate("texts", "You", "start of a sentence"), translate("texts", "you", "inside a sentence")
        name = names[seat] if names else translate("texts", "Player {n}").format(n=seat + 1)
        return name, name
    if len(humans) == 1:
        return (
            translate("texts", "The computer", "start of a sentence"),
            translate("texts", "the computer", "inside a sentence"),
        )
    name = translate("texts", "Computer {n}").format(n=seat + 1)
    return name, name  # a name, capitalised inside a sentence too (the demo read "for computer 1.")


def points_text(n: int) -> str:
    return plural().game_points(n)


def number(n: int) -> str:
    """A whole number in the player's locale; past Qt's 64-bit integers (a Bura pot doubled by 63
    wrong declarations, B-18) grouped in Python with the locale's separator."""
    from .i18n import locale

    here = locale()
    if abs(n) < 2**63:
        return here.toString(n)
    separator = here.groupSeparator()
    grouped = separator in here.toString(1000)  # as the locale groups the numbers Qt can take
    return f"{n:,}".replace(",", separator).replace("-", here.negativeSign()) if grouped else str(n)


def _kind(result: Result, obs: Observation | None) -> str:
    """Which SUMMARIES sentence tells how the hand ended (from the result's data fields)."""
    reason, winner = result.reason, result.winner
    rules = obs.rules if obs is not None else {}
    if reason == Reason.FAILED_CLOSE:
        if result.by is None:
            return "close_short"
        return "close_beaten" if result.by == winner else "close_false_claim"
    if reason == Reason.LAST_TRICK:
        a, b = result.scores
        if result.rule == "S-21":
            return "close_made"
        if rules.get("last_trick_wins"):
            return "last_trick_wins"
        return "equal_scores" if a == b else "higher_score"
    if reason == Reason.SWEEP:
        closer = obs.stock_closed_by if obs is not None else None
        if closer is None:
            return "sweep_used_up"
        return "sweep_closed" if closer == winner else "sweep_against_closer"
    if reason == Reason.BURA and obs is not None:
        buras = [who for who, special, _ in obs.declared if special == "bura"]
        if len(buras) == 2:
            return "double_bura_first" if obs.leader == winner else "double_bura_second"
    if reason == Reason.HONOURS and rules.get("cumulative"):
        return "honours_cumulative"
    return str(reason)


def explain_result(
    result: Result,
    game: str,
    humans: set[int],
    next_dealer: int | None,
    obs: Observation | None = None,
    names: dict[int, str] | None = None,
    pot: int = 0,
    style: str = "french",
    record: HandRecord | None = None,
) -> str:
    """A result in plain words: who did what, who scores how much, and who deals next.

    ``obs`` is a player's observation of the finished hand (its rules, who closed the stock, the
    special hands shown); without it the summary falls back on the standard rules. ``record`` is
    the match's record of the hand: how it settled a Bummerl's end or the last deal's open pot."""
    spec = GAMES[game]
    kind = _kind(result, obs)
    winner = result.winner
    scores = result.scores
    fields = _result_fields(result, kind, humans, names, pot)
    lines = [t(SUMMARIES[kind]).format(**fields)]
    settled = record.settled if record is not None else {}
    if kind in POT_GOES_ON:
        lines[0] += " " + _open_pot(kind, settled, humans, names)
    if winner is not None and result.tier in (Tier.SCHNEIDER, Tier.SCHWARZ):
        lines += _tier_line(spec, result, obs, fields)
    if result.reason == Reason.FAILED_CLOSE and result.points == 3:
        lines.append(t(TRICKLESS_PENALTY).format(**fields))
    if "marks" in settled and winner is not None and record is not None:
        lines.append(_bummerl_end(settled, record.scores[1 - winner], fields))
    a, b = scores
    template = SCORES_LINE["honours" if spec.counts == "honours" else "points"]
    first, second = player_name(0, humans, names), player_name(1, humans, names)
    lines.append(t(template).format(first=first, a=number(a), second=second, b=number(b)))
    if obs is not None:  # the points above leave them out: say why, or they seem lost
        for seat, waiting in enumerate(waiting_marriages(obs)):
            if waiting:
                who = _names(seat, humans, names)[0]
                lines.append(t(UNCOUNTED_MARRIAGES).format(Who=who, n=number(waiting)))
    if spec.counts == "honours" and obs is not None:
        taken = honours_taken(obs, style)
        lines.append(
            t(HONOURS_TAKEN).format(
                first=first, a=taken[0] or t(NONE_TAKEN), second=second, b=taken[1] or t(NONE_TAKEN)
            )
        )
    if next_dealer is not None:
        lines.append(t(NEXT_DEALER).format(dealer=player_name(next_dealer, humans, names)))
    return "\n".join(lines)


def _result_fields(
    result: Result, kind: str, humans: set[int], names: dict[int, str] | None, pot: int
) -> dict[str, Any]:
    """The fields a result's sentences are worded with: the scores, the points, the pot, and the
    players by their roles (by, winner, loser) at the start of a sentence and inside one."""
    winner, by, scores = result.winner, result.by, result.scores
    # The score the sentence talks about: the claimant's or declarant's, the closer's after a failed
    # close, else the winner's (seat 0 for a tie).
    about = by if by is not None else (winner if winner is not None else 0)
    if kind == "close_short" and winner is not None:
        about = 1 - winner
    fields: dict[str, Any] = {
        "score": number(scores[about]),
        "other": number(scores[1 - about]),
        "points": points_text(result.points),
        "the_pot": translate("texts", "the pot of {pot} chips").format(pot=number(pot))
        if pot
        else translate("texts", "the pot"),
    }
    fields["Points"] = fields["points"][:1].upper() + fields["points"][1:]
    for role, seat in (("by", by), ("winner", winner), ("loser", None if winner is None else 1 - winner)):
        if seat is not None:
            fields[role.capitalize()], fields[role] = _names(seat, humans, names)
    return fields


def _tier_line(spec: GameSpec, result: Result, obs: Observation | None, fields: dict[str, Any]) -> list[str]:
    """Why a win was a Schneider or a Schwarz (S-22, H-8), counted where the rules count it."""
    rules = obs.rules if obs is not None else {}
    where = spec.counts
    if spec.closable and rules.get("score_at_close") and obs is not None and obs.stock_closed_by == result.winner:
        where = "points_at_close"
    tiers = spec.tiers(rules) or Tiers(0, sum(result.scores))
    template = TIERS.get((where, result.tier))
    return [t(template).format(**fields, total=tiers.total, schneider=tiers.schneider)] if template else []


def _open_pot(kind: str, settled: dict[str, Any], humans: set[int], names: dict[int, str] | None) -> str:
    """What becomes of a pot nobody won: the next hand plays for it, or at the last of N deals it
    is shared (B-2, B-18, B-20), as the match settled it."""
    if "shared_pot" not in settled:
        return t(POT_GOES_ON[kind])
    odd = settled.get("odd_chip")
    if odd is None:
        return t(POT_SHARED).format(pot=number(settled["shared_pot"]))
    return t(POT_SHARED_ODD).format(pot=number(settled["shared_pot"]), dealer=_names(odd, humans, names)[1])


def _bummerl_end(settled: dict[str, Any], left: int, fields: dict[str, Any]) -> str:
    """S-2, S-4, S-6: the Bummerl the hand ended: the countdown, the marks, the stake paid."""
    line = t(SCHNEIDERBUMMERL if settled["marks"] == 2 else BUMMERL_WON).format(**fields, left=number(left))
    if settled.get("stake"):
        line += " " + t(STAKE_PAID[settled["stake_factor"]]).format(**fields, stake=number(settled["stake"]))
    return line


def rule_hint(result: Result) -> str:
    """The rule that decided the hand, for the summary's tooltip (where a learner looks for it)."""
    return t(RULE_HINT).format(rule=result.rule) if result.rule else ""


#: A trick in words (the status line after each trick), one sentence by the rule that decided it
#: (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order
#: the table lays it, each answering card on the led card it faces), and who takes the trick. The
#: winner is named in "the trick goes to {winner}", so that one template serves "you" and another.
TRICK_REASONS = {
    # one card against one card
    "higher": QT_TRANSLATE_NOOP(
        "texts", "{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule})."
    ),
    "trump": QT_TRANSLATE_NOOP(
        "texts", "{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule})."
    ),
    "lower": QT_TRANSLATE_NOOP(
        "texts", "{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule})."
    ),
    "lower_trump": QT_TRANSLATE_NOOP(
        "texts", "{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule})."
    ),
    "off_suit": QT_TRANSLATE_NOOP(
        "texts",
        "{Answerer} answered the {lead} with the {answer}, which neither follows "
        "suit nor trumps: the trick goes to {winner} ({rule}).",
    ),
    "off_suit_no_trump": QT_TRANSLATE_NOOP(
        "texts",
        "{Answerer} answered the {lead} with the {answer}, of another "
        "suit, and there is no trump: the trick goes to {winner} "
        "({rule}).",
    ),
    # Bura's groups (B-8): each led card must be beaten by a different answering card
    "group_beaten": QT_TRANSLATE_NOOP(
        "texts",
        "{Answerer} answered the {lead} with the {answer}, each card beating "
        "the led card in its place: the trick goes to {winner} ({rule}).",
    ),
    "group_kept": QT_TRANSLATE_NOOP(
        "texts",
        "{Answerer} answered the {lead} with the {answer}, which does not beat "
        "the {unbeaten}: the trick goes to {winner} ({rule}).",
    ),
    "group_none": QT_TRANSLATE_NOOP(
        "texts",
        "{Answerer} answered the {lead} with the {answer}, which beats none of "
        "them: the trick goes to {winner} ({rule}).",
    ),
    # each led card alone could be beaten, but no pairing beats them all (a trump is needed twice)
    "group_not_all": QT_TRANSLATE_NOOP(
        "texts",
        "{Answerer} answered the {lead} with the {answer}, which cannot beat "
        "all the led cards at once: the trick goes to {winner} ({rule}).",
    ),
}


def facing(lead: tuple[Card, ...], answer: tuple[Card, ...], spec: GameSpec, trump: int | None) -> tuple[Card, ...]:
    """The answering cards in the order of the lead cards they face (B-8): the order in which the
    most lead cards are beaten, so a winning answer shows each card beside the one it beats, and
    the table and the status line pair them alike."""
    if len(lead) < 2 or len(answer) != len(lead):
        return answer
    t = -1 if trump is None else int(trump)

    def beaten(order: tuple[Card, ...]) -> tuple[int, int, int]:
        pairs = list(zip(order, lead, strict=True))
        # then cards of the suit led against the highest lead cards, trumps against the rest
        same = [led for a, led in pairs if a.suit == led.suit]
        return (
            sum(spec.beats(a.index, led.index, t) for a, led in pairs),
            len(same),
            sum(spec.strength[led.index] for led in same),
        )

    return max(permutations(answer), key=beaten)


def trick_rule(spec: GameSpec, trump: int | None, cards: int) -> str:
    """The rule that decides a trick of ``cards`` led cards in this game."""
    if spec.groups:
        return "B-8" if cards > 1 else "B-7"
    if spec.closable:
        return "S-10"
    return "H-12" if trump is not None else "H-5"


def _single_reason(spec: GameSpec, lead: Card, answer: Card, trump: int | None) -> str:
    """Which TRICK_REASONS sentence tells why one answering card did or did not take one led card."""
    t = -1 if trump is None else int(trump)
    if spec.beats(answer.index, lead.index, t):
        return "higher" if answer.suit == lead.suit else "trump"
    if answer.suit == lead.suit:
        return "lower_trump" if int(answer.suit) == t else "lower"
    return "off_suit" if trump is not None else "off_suit_no_trump"


def _group_reason(
    spec: GameSpec, lead: tuple[Card, ...], answer: tuple[Card, ...], trump: int | None
) -> tuple[str, list[Card]]:
    """Why a group's answer took the trick or not (B-8), and the led cards to name: those that no
    answering card beats at all. A led card that some answering card could have beaten is never
    named as unbeaten (a newcomer read "does not beat the ace" beside his trump, which beats it)."""
    t_ = -1 if trump is None else int(trump)
    if all(spec.beats(a.index, led.index, t_) for a, led in zip(answer, lead, strict=True)):
        return "group_beaten", []
    unbeatable = [led for led in lead if not any(spec.beats(a.index, led.index, t_) for a in answer)]
    if len(unbeatable) == len(lead):
        return "group_none", unbeatable
    return ("group_kept" if unbeatable else "group_not_all"), unbeatable


def trick_line(
    trick: Trick, game: str, trump: int | None, style: str, humans: set[int], names: dict[int, str] | None = None
) -> str:
    """The trick in one sentence by the rule that decided it: who answered what with what (a group's
    answer in the order the table lays it, each card on the led card it faces) and why the trick goes
    to its winner ("..., which does not beat the eight of diamonds: the trick goes to the computer
    (B-8)"), in the deck's card names and the player's language."""
    spec = GAMES[game]
    answer = facing(trick.lead, trick.answer, spec, trump)

    def named(cards: tuple[Card, ...] | list[Card]) -> str:
        return ", ".join(card_name(style, card.code) for card in cards)

    fields = {
        "Answerer": _names(1 - trick.leader, humans, names)[0],
        "winner": _names(trick.winner, humans, names)[1],
        "lead": named(trick.lead),
        "answer": named(answer),
        "rule": trick_rule(spec, trump, len(trick.lead)),
    }
    if len(trick.lead) == 1:
        key = _single_reason(spec, trick.lead[0], answer[0], trump)
    else:
        key, unbeaten = _group_reason(spec, trick.lead, answer, trump)
        fields["unbeaten"] = named(unbeaten)
    return t(TRICK_REASONS[key]).format(**fields)


#: Hot-seat: the head of what happened since the player's last move, when the curtain lifts.
RECAP_WORDS = QT_TRANSLATE_NOOP("texts", "Since your last move:")

#: The other side's lead, for the status line (one card, or a Bura group of two or three).
LED_WORDS = {
    "one": QT_TRANSLATE_NOOP("texts", "{Leader} led the {cards}."),
    "group": QT_TRANSLATE_NOOP("texts", "{Leader} led a group: {cards}."),
}


def led_line(mover: int, cards: tuple[Card, ...], style: str, humans: set[int], names: dict[int, str] | None) -> str:
    """What the other side led, in the deck's card names ("The computer led the ace of hearts.")."""
    words = ", ".join(card_name(style, card.code) for card in cards)
    key = "one" if len(cards) == 1 else "group"
    return t(LED_WORDS[key]).format(Leader=_names(mover, humans, names)[0], cards=words)


#: What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by
#: the rules in force: how much a failed close costs, and what the opponent's sweep scores.
CLOSE_QUESTION = QT_TRANSLATE_NOOP(
    "texts",
    "Close the stock? Nobody draws any more (S-15). The answer must follow "
    "suit, else trump (S-17). You must reach 66: if you fail, your opponent "
    "scores {points} (S-21).",
)
CLOSE_TRICKLESS = QT_TRANSLATE_NOOP(
    "texts", "Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3."
)
CLOSE_SWEEP = QT_TRANSLATE_NOOP(
    "texts", "If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25)."
)
CLOSE_MUST_HEAD = QT_TRANSLATE_NOOP(
    "texts", "With “Must head the trick” the answer must also beat the card led when it can."
)
# Keyed by the game's ``spec.claim_verb``, and the closer's question (S-21).
CLAIM_QUESTIONS = {
    "claim": QT_TRANSLATE_NOOP(
        "texts",
        "Claim 66 now? With fewer than 66 points it is a wrong claim: your "
        "opponent scores 2 game points (S-19), or, if you closed the stock, it is "
        "a failed close (S-21).",
    ),
    "declare": QT_TRANSLATE_NOOP(
        "texts",
        "Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).",
    ),
    "closer": QT_TRANSLATE_NOOP(
        "texts",
        "Claim 66 now? You closed the stock: with fewer than 66 points it is a "
        "failed close, and your opponent scores {points} (S-21).",
    ),
}


def _opponent_trickless_at_close(obs: Observation, closer: int) -> bool:
    """Whether the closer's opponent had won no trick when the stock was closed (S-21's variant):
    the tricks finished before the close event."""
    tricks_before = 0
    for kind, _, payload in obs.events:
        if kind == Event.ACT and payload.kind == Kind.CLOSE:
            break
        if kind == Event.TRICK:
            tricks_before += 1
    return not any(trick.winner != closer for trick in obs.tricks[:tricks_before])


def close_question(obs: Observation, seat: int) -> str:
    """The question before closing (S-15), with what a failure costs under the rules in force: 2,
    or 3 when the opponent has no trick yet under "Closing penalty 3 vs. trickless" (S-21); and,
    with Phase-2 sweep on, what the opponent's own sweep scores (S-25)."""
    rules = obs.rules
    trickless = rules.get("closing_penalty_trickless_3") and not any(tr.winner != seat for tr in obs.tricks)
    lines = [t(CLOSE_QUESTION).format(points=points_text(3 if trickless else 2))]
    if trickless:
        lines.append(t(CLOSE_TRICKLESS))
    if rules.get("phase2_sweep") and not trickless:
        lines.append(t(CLOSE_SWEEP))
    if rules.get("must_head"):
        lines.append(t(CLOSE_MUST_HEAD))
    return " ".join(lines)


def claim_question(game: str, obs: Observation, seat: int) -> str:
    """The question before a claim (S-19, S-21) or a declaration (B-18); the closer's failed close
    costs 2, or 3 if his opponent had no trick when the stock was closed under "Closing penalty 3"."""
    if obs.stock_closed_by == seat:
        trickless = obs.rules.get("closing_penalty_trickless_3") and _opponent_trickless_at_close(obs, seat)
        return t(CLAIM_QUESTIONS["closer"]).format(points=points_text(3 if trickless else 2))
    return t(CLAIM_QUESTIONS[GAMES[game].claim_verb])


#: S-14: an exchange of the trump card, as the status line tells it.
EXCHANGE_WORDS = QT_TRANSLATE_NOOP("texts", "{Who}: exchanged the trump card (gave {given}, took {taken}).")


#: Rank words inside refusals, per deck (D-2, D-3).
#: Lower case like the card names: they stand inside a sentence ("lead its king or queen").
RANK_WORDS = {
    "french": {
        "King": QT_TRANSLATE_NOOP("cards", "king"),
        "Queen": QT_TRANSLATE_NOOP("cards", "queen"),
        "Jack": QT_TRANSLATE_NOOP("cards", "jack"),
        "Ace": QT_TRANSLATE_NOOP("cards", "ace"),
    },
    "tell": {
        "King": QT_TRANSLATE_NOOP("tell-cards", "king"),
        "Queen": QT_TRANSLATE_NOOP("tell-cards", "ober"),
        "Jack": QT_TRANSLATE_NOOP("tell-cards", "unter"),
        "Ace": QT_TRANSLATE_NOOP("tell-cards", "daus"),
    },
}


def rank_word(word: str, style: str) -> str:
    """A rank word of the engine's ("King") in the deck's words and the player's language ("ober")."""
    family = _family(style)
    return translate(CARD_CONTEXT[family], RANK_WORDS[family][word])


#: The table's own refusals (the engine's are listed, generated, in ``engine_words.py``), each
#: with the rule that decides it ("" when none does: the table is not ready for a move).
NO_EXCHANGE_BURA = QT_TRANSLATE_NOOP("refusal", "the trump card is drawn last; Bura has no exchange.")
EXCHANGE_BY_DROP = QT_TRANSLATE_NOOP("refusal", "drop the lowest trump ({cards}) on the trump card to exchange it")
CLOSE_NOT_NOW = QT_TRANSLATE_NOOP(
    "refusal",
    "you may close the stock only on your turn to lead, before leading, "
    "while it is open and holds a face-down card besides the trump card",
)
MATCH_IS_OVER = QT_TRANSLATE_NOOP("refusal", "The match is over: start a new game.")
HAND_IS_OVER = QT_TRANSLATE_NOOP("refusal", "The hand is over: continue to the next deal.")
NOT_YOUR_TURN = QT_TRANSLATE_NOOP("refusal", "Please wait: it is not your turn.")
TABLE_REFUSALS = (NO_EXCHANGE_BURA, EXCHANGE_BY_DROP, CLOSE_NOT_NOW, MATCH_IS_OVER, HAND_IS_OVER, NOT_YOUR_TURN)
SPECIALS = {
    "bura": QT_TRANSLATE_NOOP("texts", "a Bura"),
    "aces": QT_TRANSLATE_NOOP("texts", "three aces"),
    "molodka": QT_TRANSLATE_NOOP("texts", "a molodka (three cards of one suit, not trumps)"),
    "none": QT_TRANSLATE_NOOP("texts", "nothing special"),
}
KINDS = {
    "marry": QT_TRANSLATE_NOOP("texts", "marriage"),
    "exchange": QT_TRANSLATE_NOOP("texts", "exchange"),
    "close": QT_TRANSLATE_NOOP("texts", "closing"),
    "claim": QT_TRANSLATE_NOOP("texts", "claim"),
    "declare": QT_TRANSLATE_NOOP("texts", "declaration"),
    "pass": QT_TRANSLATE_NOOP("texts", "pass"),
}


def refusal(why: Refusal, style: str) -> str:
    """A refusal (the engine's or the table's) in the player's language and the deck's words, worded
    from its data: the rule id, its template translated, its fields in the player's words."""
    if why.template == refusals.ANSWER_WITH:
        return f"{why.rule}: " + sentence(plural().answer_with(int(why.params["n"])))
    from . import guidewords  # (it words cards through this module)

    if why.template in guidewords.GUIDE:  # a guided first hand's step: what it asks instead
        return guidewords.nudge(why.template, str(why.params.get("cards", "")), style)
    if why.template not in refusals.TEMPLATES and why.template not in TABLE_REFUSALS:
        return str(why)  # notation a file held (D-1): the parser's English, for developers
    text = translate("refusal", why.template).format(**refusal_fields(why, style))
    return f"{why.rule}: {sentence(text)}" if why.rule else text


def sentence(text: str) -> str:
    """A refusal after its rule id reads as a sentence ("B-6: Answer with …"): the lower-case
    fragment read as broken to a newcomer. The catalogues keep the fragments (they are also
    tooltips' second halves); only the first letter is raised here."""
    return text[:1].upper() + text[1:]


def refusal_fields(why: Refusal, style: str) -> dict[str, str]:
    """A refusal's fields in the player's words and the deck's: card codes become card names, a
    suit letter the deck's suit, a number a word, special hands and action kinds their names, and
    the template's rank words ({King}) the deck's ranks (a Tell deck's Ober)."""
    fields = {word: rank_word(word, style) for word in refusals.RANK_WORDS if "{" + word + "}" in why.template}
    for key, value in why.params.items():
        if key == "cards":
            fields[key] = ", ".join(card_name(style, code) for code in str(value).split())
        elif key == "suit":
            fields[key] = suit_label("CDHS".index(str(value)), style)
        elif key == "n":
            fields[key] = number(int(value))
        elif key in ("held", "special"):
            fields[key] = t(SPECIALS.get(str(value), str(value)))
        elif key == "kind":
            fields[key] = t(KINDS.get(str(value), str(value)))
        else:
            fields[key] = str(value)
    return fields


def honours_taken(obs: Observation, style: str) -> tuple[str, str]:
    """H-8: the honour cards in each player's tricks, suit by suit in the deck's own signs and
    index letters, highest first ("♥ A K 10; ♠ J" or "Herz A K 10; Laub U"). A suit's cards are
    joined by no-break spaces: a line wraps between suits only (it left a lone "10." on a line)."""
    from cardtable.art.faces import LABELS, family

    spec = GAMES[obs.game]
    points = spec.card_points(obs.rules)
    labels = LABELS[family(style)]
    taken: list[list[Card]] = [[], []]
    for trick in obs.tricks:
        taken[trick.winner].extend(card for card in (*trick.lead, *trick.answer) if points[card.index])

    def line(cards: list[Card]) -> str:
        return "; ".join(
            NBSP.join([suit_label(int(suit), style), *(labels.get(c.rank.letter, c.rank.letter) for c in held)])
            for suit, held in groupby(spec.held_order(cards), key=lambda card: card.suit)
        )

    return line(taken[0]), line(taken[1])


def notice(message: Any) -> str:
    """A message from settings, saved games or statistics (a ``Notice``, or an exception carrying
    one) in the player's language."""
    from cardtable.notices import worded

    return worded(message, translate)


#: The games' titles as a player reads them (the specs hold them in English).
GAME_TITLE_WORDS = {
    "schnapsen": QT_TRANSLATE_NOOP("games", "Schnapsen"),
    "bura": QT_TRANSLATE_NOOP("games", "Bura"),
    "schneider": QT_TRANSLATE_NOOP("games", "Bohemian Schneider"),
}


def game_title(game: str) -> str:
    return translate("games", GAME_TITLE_WORDS.get(game, GAMES[game].title))


# Names saved by earlier versions that are only the English defaults.
_DEFAULT_NAMES = ("", "Player 1", "Player 2")


def hotseat_names(saved: list[str]) -> list[str]:
    """The two hot-seat players' names: the ones entered, or "Player 1"/"Player 2" in the player's
    language (a default is never stored as words, so it follows a language switch)."""
    return [
        saved[seat].strip()
        if seat < len(saved) and saved[seat].strip() not in _DEFAULT_NAMES
        else translate("texts", "Player {n}").format(n=seat + 1)
        for seat in (0, 1)
    ]


def names_to_keep(names: list[str]) -> list[str]:
    """Names as settings keep them: a default (in any language) as an empty string."""
    defaults = hotseat_names([])
    return [
        "" if name.strip() in (*_DEFAULT_NAMES, defaults[seat]) else name.strip() for seat, name in enumerate(names)
    ]
