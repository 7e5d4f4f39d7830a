"""Deck builders for scenario tests: name the cards that matter, the rest fill up in deck order."""

from __future__ import annotations

from cardtable.engine import Hand, game_deck, new_hand


def _fill(game: str, rules: object, named: list[str], total_slots: int) -> list[str]:
    rest = [c.code for c in game_deck(game, rules) if c.code not in named]
    return rest[: total_slots]


def schnapsen_deck(fore: str, dealer: str, trump: str, stock: str = "", *, siebener: bool = False) -> list[str]:
    """A Schnapsen deck order (S-7/S-27): forehand and dealer hands, the trump card, the stock from
    the top; unnamed stock cards follow in deck order."""
    f, d, s = fore.split(), dealer.split(), stock.split()
    named = f + d + [trump] + s
    assert len(set(named)) == len(named), "a card is named twice"
    rules = {"siebener": siebener}
    size = 24 if siebener else 20
    s = s + _fill("schnapsen", rules, named, size)
    order = f[:3] + d[:3] + [trump] + f[3:] + d[3:] + s
    assert len(order) == size, order
    return order


def schnapsen(fore: str, dealer: str, trump: str, stock: str = "", dealer_seat: int = 0, **rules: object) -> Hand:
    order = schnapsen_deck(fore, dealer, trump, stock, siebener=bool(rules.get("siebener", False)))
    return new_hand("schnapsen", rules=rules, deck=order, dealer=dealer_seat)


def play(hand: Hand, *actions: str) -> Hand:
    for action in actions:
        hand.apply(action)
    return hand


def texts(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]
