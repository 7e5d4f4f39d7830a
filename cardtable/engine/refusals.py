"""Every sentence the engine refuses an action with, as a template with named fields.

A ``Refusal`` carries its rule id, one of these templates and its parameters, so that a table words
it in the player's language and deck from the data, never by reading the English back. Fields:
``{cards}`` card codes ("AS TD"), ``{suit}`` a suit letter, ``{n}`` a number, ``{held}`` and
``{special}`` special hands, ``{kind}`` an action kind, and the rank words ``{King}``, ``{Queen}``
and ``{Jack}``, which the engine's own English fills with the French deck's words (``RANK_WORDS``)
and a table with its deck's (a William Tell deck has an Ober, not a Queen). ``TEMPLATES`` lists
them all: the table's catalogue for the translators is generated from it (``ui/engine_words.py``),
and a test checks that every refusal the engine can give is one of them.
"""

from __future__ import annotations

#: The rank words of the templates, in the engine's English (the French deck's).
RANK_WORDS = {"King": "King", "Queen": "Queen", "Jack": "Jack"}

# Any game -------------------------------------------------------------------------------------
ONE_CARD = "play one card at a time"
NOT_HELD = "you do not hold {cards}"
HAND_OVER = "the hand is over"
MATCH_OVER = "the match is over"
#: Notation that names no action (a hand-edited saved game; the table never sends notation). Its
#: one field is the parser's English: it is for files and developers, and is not translated.
NOT_NOTATION = "{detail}"

# Schnapsen (S-9 ... S-17, D-1) ------------------------------------------------------------------
LEAD_MARRIAGE_CARD = "after announcing a marriage you must lead its {King} or {Queen} ({suit})"
FOLLOW_SUIT = "you must follow suit ({suit})"
HEAD_TRICK = "you must head the trick: play a higher card of the suit led ({suit})"
MUST_TRUMP = "you cannot follow suit, so you must trump ({suit})"
MARRY_WHEN_LEADING = "a marriage is announced only when you lead, before leading"
MARRIAGE_NEEDS_PAIR = "you need the {King} and the {Queen} of {suit} to announce a marriage"
MARRY_BEFORE_LEADING = "announce a marriage before leading"
EXCHANGE_BEFORE_MARRIAGE = "exchange before announcing a marriage (exchange, close, marriage, lead)"
EXCHANGE_WHEN_LEADING = "you may exchange the trump card only on your turn to lead, before leading"
TRUMP_CARD_GONE = "the trump card no longer lies face up (stock closed or drawn)"
EXCHANGE_NEEDS_SEVEN = "you need the trump {n} to exchange the trump card"
EXCHANGE_NEEDS_JACK = "you need the trump {Jack} to exchange the trump card"
CLOSE_BEFORE_MARRIAGE = "close before announcing a marriage (exchange, close, marriage, lead)"
CLOSE_WHEN_LEADING = "you may close the stock only on your turn to lead, before leading"
ALREADY_CLOSED = "the stock is already closed"
STOCK_TOO_SHORT = "the stock must be open and hold a face-down card besides the trump card"
SCHNAPSEN_HAS_NO = "Schnapsen has no {kind}"

# Bura (B-5 ... B-20, D-1) ----------------------------------------------------------------------
ANSWER_WITH = "answer with exactly {n} card(s)"
LEAD_NO_MORE_THAN = "you may not lead more cards than your opponent holds"
LEAD_ONE_SUIT = "lead one card, or two or three cards of one suit"
PLAYED_OUT = "the cards are played out; declare 31 or pass"
DECLARE_OR_PASS = "first declare your special hand or pass"
NO_SPECIAL = "you hold no special hand"
OTHER_SPECIAL = "your hand is {held}, not {special}"
LEADER_NEEDS_NO_SPECIAL = "three aces or molodka change nothing for the player who leads"
ANSWER_EQUAL_OR_HIGHER = "only an equal or higher special hand answers the one declared"
NO_DECLARATION_NOW = "no declaration now"
YOUR_LEAD = "it is your lead"
ANSWER_THE_LEAD = "you must answer the cards led"
NOTHING_TO_PASS = "nothing to pass now"
BURA_SETTLES = "the Bura settles the pot; show your Bura or pass"
BURA_HAS_NO = "Bura has no {kind}"

# Bohemian Schneider (H-4, H-11) -------------------------------------------------------------------
SCHNEIDER_HAS_NO = "Schneider has no {kind}; play a card"

#: Every template a player can be shown (``NOT_NOTATION`` is not one).
TEMPLATES: tuple[str, ...] = tuple(
    text
    for name, text in list(globals().items())
    if name.isupper() and isinstance(text, str) and name != "NOT_NOTATION"
)
