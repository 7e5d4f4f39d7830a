"""The engine's words, Qt-free there, marked for translation: the rule toggles' titles and
explanations (context "rules"; the dialog translates them with ``translate("rules", text)``) and the
templates of its refusals (context "refusal"; ``texts.refusal`` words a ``Refusal`` from its
template and fields). ``python -m tools.i18n`` writes this file from the engine, and a test
checks it is current."""

from __future__ import annotations

from pathlib import Path

from .i18n import QT_TRANSLATE_NOOP


def words() -> str:
    """This module's list, generated from the engine's rule options and refusal templates."""
    from cardtable.engine import GAMES, rule_options
    from cardtable.engine.refusals import ANSWER_WITH, TEMPLATES

    seen: list[tuple[str, str]] = []
    for game in GAMES:
        for option in rule_options(game):
            for text in (option.title, option.help):
                if ("rules", text) not in seen:
                    seen.append(("rules", text))
    # a count of cards is worded through Qt's plural forms instead (texts.Plurals.answer_with)
    seen += [("refusal", text) for text in TEMPLATES if text != ANSWER_WITH]
    lines = [f"    QT_TRANSLATE_NOOP(\"{context}\", {text!r})," for context, text in seen]
    return "\n".join(line + "  # noqa: E501" if len(line) > 120 else line for line in lines)


def current() -> bool:
    """True when this file's list is the one ``words()`` makes."""
    text = Path(__file__).read_text(encoding="utf-8")
    return "# BEGIN generated\n" + words() + "\n    # END generated" in text


def write() -> Path:
    path = Path(__file__)
    text = path.read_text(encoding="utf-8")
    head, rest = text.split("    # BEGIN generated\n")
    _, tail = rest.split("    # END generated")
    path.write_text(head + "    # BEGIN generated\n" + words() + "\n    # END generated" + tail, encoding="utf-8")
    return path


ENGINE_WORDS = [
    # BEGIN generated
    QT_TRANSLATE_NOOP("rules", 'Siebener-Schnapsen'),
    QT_TRANSLATE_NOOP("rules", '24 cards with the sevens (worth 0), hands of 6'),
    QT_TRANSLATE_NOOP("rules", 'Bummerl mit 40'),
    QT_TRANSLATE_NOOP("rules", "a trump marriage announced on the forehand's first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)"),  # noqa: E501
    QT_TRANSLATE_NOOP("rules", 'Schneiderbummerl'),
    QT_TRANSLATE_NOOP("rules", 'two Bummerl marks if the loser never scored a game point in the Bummerl'),
    QT_TRANSLATE_NOOP("rules", 'Rubber'),
    QT_TRANSLATE_NOOP("rules", 'play 1 Bummerl, or a rubber of 2 or 3 Bummerls'),
    QT_TRANSLATE_NOOP("rules", 'Stake Bummerl'),
    QT_TRANSLATE_NOOP("rules", 'stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick'),
    QT_TRANSLATE_NOOP("rules", 'Must head the trick'),
    QT_TRANSLATE_NOOP("rules", 'once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always'),  # noqa: E501
    QT_TRANSLATE_NOOP("rules", 'Closing penalty 3 vs. trickless'),
    QT_TRANSLATE_NOOP("rules", 'a failed close gives 3, not 2, if the opponent had no trick when it was closed'),
    QT_TRANSLATE_NOOP("rules", 'Phase-2 sweep'),
    QT_TRANSLATE_NOOP("rules", 'taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand'),  # noqa: E501
    QT_TRANSLATE_NOOP("rules", 'Score at closing'),
    QT_TRANSLATE_NOOP("rules", "a closer's win is scored by the loser's points and tricks at closing"),
    QT_TRANSLATE_NOOP("rules", 'Last trick wins'),
    QT_TRANSLATE_NOOP("rules", 'if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)'),  # noqa: E501
    QT_TRANSLATE_NOOP("rules", 'Pots to win'),
    QT_TRANSLATE_NOOP("rules", 'the match ends when a player has won this many pots (0 = no pot limit)'),
    QT_TRANSLATE_NOOP("rules", 'Number of deals'),
    QT_TRANSLATE_NOOP("rules", 'the match ends after this many deals, the higher balance winning (0 = no limit)'),
    QT_TRANSLATE_NOOP("rules", 'Short deck'),
    QT_TRANSLATE_NOOP("rules", '24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)'),
    QT_TRANSLATE_NOOP("rules", 'Follow suit'),
    QT_TRANSLATE_NOOP("rules", 'you must follow suit if you can (you need not beat)'),
    QT_TRANSLATE_NOOP("rules", 'Trump'),
    QT_TRANSLATE_NOOP("rules", "the talon's bottom card is turned up for trump; a trump beats any other suit"),
    QT_TRANSLATE_NOOP("rules", 'Cumulative honours'),
    QT_TRANSLATE_NOOP("rules", 'the winner scores the difference of honours; the match is played to 50'),
    QT_TRANSLATE_NOOP("rules", 'Match target'),
    QT_TRANSLATE_NOOP("rules", 'game points to win the match (7 or 10; 50 with cumulative honours)'),
    QT_TRANSLATE_NOOP("refusal", 'play one card at a time'),
    QT_TRANSLATE_NOOP("refusal", 'you do not hold {cards}'),
    QT_TRANSLATE_NOOP("refusal", 'the hand is over'),
    QT_TRANSLATE_NOOP("refusal", 'the match is over'),
    QT_TRANSLATE_NOOP("refusal", 'after announcing a marriage you must lead its {King} or {Queen} ({suit})'),
    QT_TRANSLATE_NOOP("refusal", 'you must follow suit ({suit})'),
    QT_TRANSLATE_NOOP("refusal", 'you must head the trick: play a higher card of the suit led ({suit})'),
    QT_TRANSLATE_NOOP("refusal", 'you cannot follow suit, so you must trump ({suit})'),
    QT_TRANSLATE_NOOP("refusal", 'a marriage is announced only when you lead, before leading'),
    QT_TRANSLATE_NOOP("refusal", 'you need the {King} and the {Queen} of {suit} to announce a marriage'),
    QT_TRANSLATE_NOOP("refusal", 'announce a marriage before leading'),
    QT_TRANSLATE_NOOP("refusal", 'exchange before announcing a marriage (exchange, close, marriage, lead)'),
    QT_TRANSLATE_NOOP("refusal", 'you may exchange the trump card only on your turn to lead, before leading'),
    QT_TRANSLATE_NOOP("refusal", 'the trump card no longer lies face up (stock closed or drawn)'),
    QT_TRANSLATE_NOOP("refusal", 'you need the trump {n} to exchange the trump card'),
    QT_TRANSLATE_NOOP("refusal", 'you need the trump {Jack} to exchange the trump card'),
    QT_TRANSLATE_NOOP("refusal", 'close before announcing a marriage (exchange, close, marriage, lead)'),
    QT_TRANSLATE_NOOP("refusal", 'you may close the stock only on your turn to lead, before leading'),
    QT_TRANSLATE_NOOP("refusal", 'the stock is already closed'),
    QT_TRANSLATE_NOOP("refusal", 'the stock must be open and hold a face-down card besides the trump card'),
    QT_TRANSLATE_NOOP("refusal", 'Schnapsen has no {kind}'),
    QT_TRANSLATE_NOOP("refusal", 'you may not lead more cards than your opponent holds'),
    QT_TRANSLATE_NOOP("refusal", 'lead one card, or two or three cards of one suit'),
    QT_TRANSLATE_NOOP("refusal", 'the cards are played out; declare 31 or pass'),
    QT_TRANSLATE_NOOP("refusal", 'first declare your special hand or pass'),
    QT_TRANSLATE_NOOP("refusal", 'you hold no special hand'),
    QT_TRANSLATE_NOOP("refusal", 'your hand is {held}, not {special}'),
    QT_TRANSLATE_NOOP("refusal", 'three aces or molodka change nothing for the player who leads'),
    QT_TRANSLATE_NOOP("refusal", 'only an equal or higher special hand answers the one declared'),
    QT_TRANSLATE_NOOP("refusal", 'no declaration now'),
    QT_TRANSLATE_NOOP("refusal", 'it is your lead'),
    QT_TRANSLATE_NOOP("refusal", 'you must answer the cards led'),
    QT_TRANSLATE_NOOP("refusal", 'nothing to pass now'),
    QT_TRANSLATE_NOOP("refusal", 'the Bura settles the pot; show your Bura or pass'),
    QT_TRANSLATE_NOOP("refusal", 'Bura has no {kind}'),
    QT_TRANSLATE_NOOP("refusal", 'Schneider has no {kind}; play a card'),
    # END generated
]
