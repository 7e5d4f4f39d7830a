"""Computer players. A player sees only an ``Observation`` (never the hidden state) and the legal
actions, and returns one of them: cheating is impossible by construction.

>>> from cardtable.engine import new_hand
>>> hand = new_hand("schnapsen", seed=1)
>>> bot = make_player("easy", seed=1)
>>> bot.choose(hand.observation(hand.to_move), hand.legal_actions()) in hand.legal_actions()
True
"""

from __future__ import annotations

from .players import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "make_player"]
