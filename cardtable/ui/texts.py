"""Words the table shows: button labels, shortcuts, names and the explanation of a result.

Every sentence a player reads is one whole template here, with named fields (``{winner}``, ``{score}``)
that a translation may put in any order; nothing is built by gluing sentence fragments together.
Names come in two forms: ``{Winner}`` at the start of a sentence ("You", "The computer") and
``{winner}`` inside one ("you", "the computer"). Rule ids stay out of the casual summaries; the
summary's tooltip (``rule_hint``) names the rule that decided, for a learner who wants to look it up.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine import GAMES, Action, Card, Kind, Observation, Reason, Result, Tier

#: How a player says "my score has reached the goal" in each game (S-19 claim, B-16 declare).
CLAIM_WORDS = {"bura": "Declare {goal}"}

#: What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).
AUTO_CLAIM = {
    "schnapsen": "Auto-claim: you have {score} points, so 66 is claimed for you.",
    "bura": "Auto-declare: you have {score} points, so 31 is declared for you.",
}

#: The View menu's auto-claim toggle, explained (its tooltip).
AUTO_CLAIM_HELP = (
    "A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you "
    "in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off "
    "by default; a learner may turn it on."
)

#: One whole sentence per way a hand can end. {points} is "1 game point" / "2 game points".
SUMMARIES = {
    # Schnapsen (S-19, S-21, S-24, S-25)
    "claim": "{By} claimed 66 with {score} points, a right claim: {points} for {winner}.",
    "false_claim": "{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.",
    "close_beaten": "{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): "
                    "a failed close, {points} for {winner}.",
    "close_false_claim": "{Loser} closed the stock and claimed 66 with only {score} points: "
                         "a failed close, {points} for {winner}.",
    "close_short": "{Loser} closed the stock but had only {score} points when the hand was played out: "
                   "a failed close, {points} for {winner}.",
    "close_made": "{Winner} closed the stock and had {score} points when the hand was played out: "
                  "{points} for {winner}.",
    "higher_score": "Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. "
                    "{Points} for {winner}.",
    "equal_scores": "Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. "
                    "{Points} for {winner}.",
    "last_trick_wins": "Nobody claimed, and under the variant “Last trick wins” the winner of the last trick "
                       "wins the hand: {winner} took it. {Points} for {winner}.",
    "sweep_closed": "{Winner} took every trick after the stock was closed: {points} for {winner}.",
    "sweep_used_up": "{Winner} took every trick after the stock was used up: {points} for {winner}.",
    # Bura (B-13, B-18, B-20)
    "declaration": "{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.",
    "false_declaration": "{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the "
                         "pot and nobody wins it. No new ante; the next hand plays for the doubled pot.",
    "bura": "{By} showed a Bura (three trumps): {the_pot} goes to {winner}.",
    "double_bura_first": "Both players held a Bura. {Winner} would lead and so showed first; the other "
                         "Bura did not beat each of those trumps one-to-one, so {the_pot} goes "
                         "to {winner}.",
    "double_bura_second": "Both players held a Bura. {Loser} would lead and so showed first; the other Bura, "
                          "held by {winner}, beat each of those trumps one-to-one, so {the_pot} "
                          "goes to {winner}.",
    "played_out": "All cards were played and nobody declared: nobody wins the pot. Each player adds a chip "
                  "and the same dealer deals again.",
    # Bohemian Schneider (H-8, H-10, H-13)
    "honours": "{Winner} took {score} honours to {other}: {points} for {winner}.",
    "honours_cumulative": "{Winner} took {score} honours to {other}, and with cumulative honours the "
                          "difference counts: {points} for {winner}.",
    "tie": "The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.",
}

#: Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).
TIERS = {
    ("schnapsen", Tier.SCHNEIDER): "Schneider: {loser} had won a trick but no more than 32 points.",
    ("schnapsen", Tier.SCHWARZ): "Schwarz: {loser} had won no trick.",
    ("schnapsen_at_close", Tier.SCHNEIDER): "Schneider (scored at closing): when the stock was closed, "
                                            "{loser} had won a trick but no more than 32 points.",
    ("schnapsen_at_close", Tier.SCHWARZ): "Schwarz (scored at closing): when the stock was closed, "
                                          "{loser} had won no trick.",
    ("schneider", Tier.SCHNEIDER): "Schneider: {schneider} honours or more.",
    ("schneider", Tier.SCHWARZ): "Schwarz: all {total} honours.",
}

#: A failed close whose penalty is 3 (S-21 variant).
TRICKLESS_PENALTY = "The penalty is 3, not 2: {winner} had won no trick when the stock was closed."

POINTS = {1: "1 game point"}
POINTS_MANY = "{n} game points"
SCORES_LINE = {"points": "Points: {first} {a}, {second} {b}.", "honours": "Honours: {first} {a}, {second} {b}."}
NEXT_DEALER = "Next to deal: {dealer}."
POT_OF = "the pot of {pot} chips"
HONOURS_TAKEN = "Honours taken: {first}: {a}. {second}: {b}."
NONE_TAKEN = "none"
RULE_HINT = "Decided by rule {rule}: see Help ▸ Rules."


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


def player_name(seat: int, humans: set[int], names: dict[int, str] | None = None) -> str:
    """A player's name as a label ("You", "Computer", "Player 2", or the name entered for hot-seat)."""
    if seat in humans:
        if len(humans) == 1:
            return "You"
        return names[seat] if names else f"Player {seat + 1}"
    return "Computer" if len(humans) == 1 else f"Computer {seat + 1}"


def _names(seat: int, humans: set[int], names: dict[int, str] | None = None) -> tuple[str, str]:
    """A player's name at the start of a sentence and inside one."""
    if seat in humans:
        if len(humans) == 1:
            return "You", "you"
        name = names[seat] if names else f"Player {seat + 1}"
        return name, name
    if len(humans) == 1:
        return "The computer", "the computer"
    return f"Computer {seat + 1}", f"computer {seat + 1}"


def points_text(n: int) -> str:
    return POINTS.get(n, POINTS_MANY.format(n=n))


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
        closed = obs is not None and obs.stock_closed_by is not None
        return "sweep_closed" if closed else "sweep_used_up"
    if reason == Reason.BURA and obs is not None:
        buras = [who for who, special, _ in obs.declared if special == "bura"]
        if len(buras) == 2:
            return "double_bura_first" if obs.leader == winner else "double_bura_second"
    if reason == Reason.HONOURS and rules.get("cumulative"):
        return "honours_cumulative"
    return str(reason)


def explain_result(
    result: Result, game: str, humans: set[int], next_dealer: int | None, obs: Observation | None = None,
    names: dict[int, str] | None = None, pot: int = 0, style: str = "french",
) -> str:
    """A result in plain words: who did what, who scores how much, and who deals next.

    ``obs`` is a player's observation of the finished hand (its rules, who closed the stock, the
    special hands shown); without it the summary falls back on the standard rules."""
    spec = GAMES[game]
    kind = _kind(result, obs)
    winner = result.winner
    by = result.by
    scores = result.scores
    # The score the sentence talks about: the claimant's or declarant's, the closer's after a failed
    # close, else the winner's (seat 0 for a tie).
    about = by if by is not None else (winner if winner is not None else 0)
    if kind == "close_short" and winner is not None:
        about = 1 - winner
    fields: dict[str, Any] = {
        "score": scores[about],
        "other": scores[1 - about],
        "points": points_text(result.points),
        "the_pot": POT_OF.format(pot=pot) if pot else "the pot",
    }
    fields["Points"] = fields["points"][:1].upper() + fields["points"][1:]
    for role, seat in (("by", by), ("winner", winner), ("loser", None if winner is None else 1 - winner)):
        if seat is not None:
            fields[role.capitalize()], fields[role] = _names(seat, humans, names)
    lines = [SUMMARIES[kind].format(**fields)]
    if winner is not None and result.tier in (Tier.SCHNEIDER, Tier.SCHWARZ):
        rules = obs.rules if obs is not None else {}
        where = spec.name
        if (
            spec.closable
            and rules.get("score_at_close")
            and obs is not None
            and obs.stock_closed_by == winner
        ):
            where = "schnapsen_at_close"
        total = sum(scores)
        template = TIERS.get((where, result.tier))
        if template is not None:
            lines.append(template.format(**fields, total=total, schneider=13 if total == 16 else 16))
    if result.reason == Reason.FAILED_CLOSE and result.points == 3:
        lines.append(TRICKLESS_PENALTY.format(**fields))
    a, b = scores
    template = SCORES_LINE["honours" if spec.counts == "honours" else "points"]
    first, second = player_name(0, humans, names), player_name(1, humans, names)
    lines.append(template.format(first=first, a=a, second=second, b=b))
    if spec.counts == "honours" and obs is not None:
        taken = honours_taken(obs, style)
        lines.append(HONOURS_TAKEN.format(first=first, a=taken[0] or NONE_TAKEN, second=second,
                                          b=taken[1] or NONE_TAKEN))
    if next_dealer is not None:
        lines.append(NEXT_DEALER.format(dealer=player_name(next_dealer, humans, names)))
    return "\n".join(lines)


def rule_hint(result: Result) -> str:
    """The rule that decided the hand, for the summary's tooltip (where a learner looks for it)."""
    return RULE_HINT.format(rule=result.rule) if result.rule else ""


#: Who took a trick and with what (the status line after each trick).
TRICK_WORDS = {
    "you_take": "You take {leader_s} {lead} with {answer}.",
    "takes_yours": "{Answerer} takes your {lead} with {answer}.",
    "takes": "{Answerer} takes {leader_s} {lead} with {answer}.",
    "you_win": "You win the trick: your {lead} against {answer}.",
    "wins": "{Leader} wins the trick: {lead} against {answer}.",
}


def trick_words(leader: int, winner: int, lead: str, answer: str, humans: set[int],
                names: dict[int, str] | None = None) -> str:
    """The trick in one sentence, with the grammar of "you" and of a third person."""
    answerer = 1 - leader
    you = {seat for seat in humans if len(humans) == 1}
    leader_name = _names(leader, humans, names)
    fields = {"lead": lead, "answer": answer, "Answerer": _names(answerer, humans, names)[0],
              "Leader": leader_name[0], "leader_s": f"{leader_name[1]}'s"}
    if winner == answerer:
        key = "you_take" if answerer in you else ("takes_yours" if leader in you else "takes")
    else:
        key = "you_win" if leader in you else "wins"
    return TRICK_WORDS[key].format(**fields)


#: The William Tell deck's names for the court cards (D-3), as the rules' English words appear.
TELL_RANKS = {"King": "König", "Queen": "Ober", "Jack": "Unter", "Ace": "Daus"}


def deck_words(text: str, style: str) -> str:
    """An engine refusal in the chosen deck's words: suit letters in brackets become the deck's
    suit signs or names, and with the William Tell deck King/Queen/Jack become König/Ober/Unter.
    (The engine states its rules in the French deck's English words.)"""
    import re

    def suit(match: re.Match[str]) -> str:
        return "(" + suit_label("CDHS".index(match.group(1)), style) + ")"

    text = re.sub(r"\(([CDHS])\)", suit, text)
    if style == "tell":
        text = re.sub(r"\b(King|Queen|Jack|Ace)\b", lambda m: TELL_RANKS[m.group(1)], text)
    return text


#: S-14: an exchange of the trump card, as the status line tells it.
EXCHANGE_WORDS = "{Who}: exchanged the trump card, {given} for {taken}."


def honours_taken(obs: Observation, style: str) -> tuple[str, str]:
    """H-8: the honour cards in each player's tricks, suit by suit in the deck's own signs and
    index letters, highest first ("♥ A K 10; ♠ J" or "Herz A K 10; Laub U")."""
    from cardtable.art.faces import LABELS, family

    spec = GAMES[obs.game]
    points = spec.card_points(obs.rules)
    labels = LABELS[family(style)]
    taken: list[list[Card]] = [[], []]
    for trick in obs.tricks:
        taken[trick.winner].extend(card for card in (*trick.lead, *trick.answer) if points[card.index])

    def line(cards: list[Card]) -> str:
        suits = sorted({card.suit for card in cards})
        return "; ".join(
            suit_label(int(suit), style) + " " + " ".join(
                labels.get(c.rank.letter, c.rank.letter)
                for c in sorted((c for c in cards if c.suit == suit), key=lambda c: -spec.strength[c.index]))
            for suit in suits)

    return line(taken[0]), line(taken[1])
