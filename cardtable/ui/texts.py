"""Words the table shows: button labels, shortcuts, names and the explanation of a result."""

from __future__ import annotations

from cardtable.engine import GAMES, Action, Kind, Result, Tier

#: How a player says "my score has reached the goal" in each game (S-19 claim, B-16 declare).
CLAIM_WORDS = {"bura": "Declare {goal}"}

REASONS = {
    "claim": "a right claim of 66",
    "false_claim": "a wrong claim (S-19: the opponent scores 2)",
    "failed_close": "a failed close (S-21)",
    "last_trick": "the last trick",
    "sweep": "taking every trick after the stock was closed or exhausted (S-25)",
    "declaration": "a right declaration of 31",
    "false_declaration": "a wrong declaration (B-18: the pot doubles)",
    "bura": "a Bura (three trumps)",
    "played_out": "playing out all cards (B-20: each adds a chip)",
    "honours": "counting the honours",
    "tie": "a 10–10 tie of honours (H-8: the same dealer deals again)",
}


def suit_label(suit: int, style: str) -> str:
    if style == "tell":
        return ["Eichel", "Schellen", "Herz", "Laub"][suit]
    return "♣♦♥♠"[suit]


def action_label(action: Action, game: str, style: str, trump: int | None) -> str:
    kind = action.kind
    if kind == Kind.MARRY:
        assert action.suit is not None
        value = 40 if trump is not None and int(action.suit) == trump else 20
        return f"Marriage {suit_label(int(action.suit), style)} ({value})"
    if kind == Kind.CLAIM:
        return CLAIM_WORDS.get(game, "Claim {goal}").format(goal=GAMES[game].goal)
    if kind == Kind.DECLARE:
        return {"bura": "Declare Bura", "aces": "Three aces", "molodka": "Molodka"}[action.special or ""]
    return {"exchange": "Exchange trump", "close": "Close the stock", "pass": "Pass"}.get(kind, action.text)


SHORTCUTS = {"marry": "M", "exchange": "E", "close": "C", "claim": "A", "declare": "D", "pass": "P"}


def player_name(seat: int, humans: set[int]) -> str:
    if seat in humans:
        return "You" if len(humans) == 1 else f"Player {seat + 1}"
    return "Computer" if len(humans) == 1 else f"Computer {seat + 1}"


def explain_result(result: Result, game: str, humans: set[int], next_dealer: int | None) -> str:
    """A result in words: who won, how many points, why, and who deals next."""
    spec = GAMES[game]
    reason = REASONS.get(result.reason, result.reason)
    if result.winner is None:
        head = "Nobody wins this hand"
    else:
        who = player_name(result.winner, humans)
        verb = "win" if who == "You" else "wins"
        if spec.stakes == "chips":
            head = f"{who} {verb} the pot"
        else:
            unit = "game point" if result.points == 1 else "game points"
            head = f"{who} {verb} {result.points} {unit}"
    extra = {Tier.SCHNEIDER: " Schneider!", Tier.SCHWARZ: " Schwarz!"}.get(result.tier, "")
    lines = [f"{head} by {reason}.{extra}"]
    if result.note:
        lines.append(result.note)
    a, b = result.scores
    label = spec.counts
    lines.append(f"{label.capitalize()}: {player_name(0, humans)} {a}, {player_name(1, humans)} {b}.")
    if next_dealer is not None:
        lines.append(f"Next to deal: {player_name(next_dealer, humans)}.")
    return "\n".join(lines)
