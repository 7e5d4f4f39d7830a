"""The words of the guided first hands (cardtable/session/guide.py), keyed by step: what the learner
is asked to do and why, what the computer's answer meant, and the lesson's end. Cards are named in
the deck the table shows ({card1}, {card2}: the step's cards in order)."""

from __future__ import annotations

from . import texts
from .i18n import QT_TRANSLATE_NOOP

GUIDE = {
    # Schnapsen
    "s_lead_trump": QT_TRANSLATE_NOOP(
        "guide",
        "Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick "
        "your marriages count (S-12).",
    ),
    "s_them_smallest": QT_TRANSLATE_NOOP(
        "guide",
        "The computer could not beat it, so it gave its cheapest card, the {card1}. You took the "
        "trick and drew a card from the stock (S-11).",
    ),
    "s_marry": QT_TRANSLATE_NOOP(
        "guide",
        "You hold the {card1} and the {card2}: announce the marriage with its button below your cards. "
        "It is worth 20 (S-12).",
    ),
    "s_lead_marriage": QT_TRANSLATE_NOOP(
        "guide", "Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12)."
    ),
    "s_them_discard": QT_TRANSLATE_NOOP(
        "guide",
        "The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.",
    ),
    "s_exchange": QT_TRANSLATE_NOOP(
        "guide",
        "You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you "
        "hold the trump marriage.",
    ),
    "s_close": QT_TRANSLATE_NOOP(
        "guide",
        "Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close "
        "only when you are sure of 66: with the trump marriage you are.",
    ),
    "s_marry_trump": QT_TRANSLATE_NOOP(
        "guide", "Announce the trump marriage: it is worth 40 (S-12), which makes 79 points."
    ),
    "s_claim": QT_TRANSLATE_NOOP(
        "guide",
        "Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).",
    ),
    "s_end": QT_TRANSLATE_NOOP(
        "guide", "Well done: that is Schnapsen. Play on as you like; press H for a hint at any time."
    ),
    # Bura
    "b_lead_group": QT_TRANSLATE_NOOP(
        "guide",
        "In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, "
        "then play them together.",
    ),
    "b_them_cannot_beat": QT_TRANSLATE_NOOP(
        "guide",
        "To take a group, the answer must beat each of its cards (B-8). The computer could not and gave "
        "the {card1} and the {card2}: the trick is yours, and you have 21 points.",
    ),
    "b_lead_trump_ace": QT_TRANSLATE_NOOP("guide", "Lead the {card1} alone: nothing beats the highest trump (B-7)."),
    "b_them_gives_nothing": QT_TRANSLATE_NOOP(
        "guide",
        "The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration "
        "wins (B-17).",
    ),
    "b_declare": QT_TRANSLATE_NOOP(
        "guide",
        "Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would "
        "double the pot at your cost.",
    ),
    "b_end": QT_TRANSLATE_NOOP(
        "guide", "Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time."
    ),
    # Bohemian Schneider
    "h_lead_ace": QT_TRANSLATE_NOOP(
        "guide",
        "Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only "
        "with a higher card of the suit led (H-5), and none is higher.",
    ),
    "h_them_low": QT_TRANSLATE_NOOP(
        "guide", "The computer gave the {card1}, no honour. Your trick holds one honour (H-2)."
    ),
    "h_lead_low": QT_TRANSLATE_NOOP(
        "guide", "Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you."
    ),
    "h_them_takes": QT_TRANSLATE_NOOP(
        "guide", "The computer took it with the {card1}: one honour for it, none from you."
    ),
    "h_answer_higher": QT_TRANSLATE_NOOP(
        "guide", "Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours."
    ),
    "h_end": QT_TRANSLATE_NOOP(
        "guide",
        "Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.",
    ),
}
STEP = QT_TRANSLATE_NOOP("guide", "Lesson, step {n} of {total}: {words}")
NUDGE = QT_TRANSLATE_NOOP("guide", "Not this move: the lesson asks for another. {words}")


def _t(text: str) -> str:
    return texts.t(text, "guide")


def words(key: str, cards: str, style: str, number: tuple[int, int] | None = None) -> str:
    """A step's words in the player's language, its cards in the deck's names."""
    names = [texts.card_name(style, code) for code in cards.split()]
    fields = {f"card{i + 1}": name for i, name in enumerate(names)}
    said = _t(GUIDE[key]).format(**fields)
    if number is None:
        return said
    return _t(STEP).format(n=texts.number(number[0]), total=texts.number(number[1]), words=said)


def nudge(key: str, cards: str, style: str) -> str:
    """A learner's move the step does not ask for: what it asks instead."""
    return _t(NUDGE).format(words=words(key, cards, style))
