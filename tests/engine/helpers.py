"""Deck builders for scenario tests: name the cards that matter, the rest fill up in deck order."""

from __future__ import annotations

from typing import Any

from cardtable.engine import OFFER_PHASES as OFFERS
from cardtable.engine import Hand, game_deck, new_hand


def _fill(game: str, rules: object, named: list[str], total_slots: int) -> list[str]:
    rest = [c.code for c in game_deck(game, rules) if c.code not in named]
    return rest[:total_slots]


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
    """Apply ``actions``. A Bura offer to a player with nothing to declare (B-15: made at every lead
    point, so that it betrays nothing) is passed silently before and after each, as the table does."""
    pass_silent_offers(hand)
    for action in actions:
        hand.apply(action)
        pass_silent_offers(hand)
    return hand


def pass_silent_offers(hand: Any) -> Any:
    """B-15: pass the Bura offers of players who hold nothing to declare (a hand or a match)."""

    def silent() -> bool:
        state = getattr(hand, "hand", hand)  # a match's hand in play
        return (
            state.result is None
            and getattr(state, "phase", None) in OFFERS
            and not any(a.kind == "declare" for a in hand.legal_actions())
        )

    while silent():
        hand.apply("pass")
    return hand


def texts(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def schneider_deck(fore: str, dealer: str, talon: str = "", bottom: str = "", **rules: object) -> list[str]:
    """A Schneider deck order (H-3): six cards each in packets of three, then the talon from the top;
    ``bottom`` is the talon's last card (the trump card under H-12)."""
    f, d, t, b = fore.split(), dealer.split(), talon.split(), bottom.split()
    named = f + d + t + b
    assert len(set(named)) == len(named), "a card is named twice"
    size = 24 if rules.get("short_deck") else 32
    fill = _fill("schneider", rules, named, size)
    order = f[:3] + d[:3] + f[3:] + d[3:] + t + fill + b
    assert len(order) == size, order
    return order


def schneider(fore: str, dealer: str, talon: str = "", bottom: str = "", dealer_seat: int = 0, **rules: object) -> Hand:
    order = schneider_deck(fore, dealer, talon, bottom, **rules)
    return new_hand("schneider", rules=rules, deck=order, dealer=dealer_seat)


def play_out(hand: Hand, choose=None) -> Hand:
    """Play to the end, each time the first legal play (or ``choose(hand)``)."""
    while hand.result is None:
        hand.apply(choose(hand) if choose else next(a for a in hand.legal_actions() if a.kind == "play"))
    return hand


def bura_deck(fore: str, dealer: str, trump: str, stock: str = "") -> list[str]:
    """A Bura deck order (B-4): hands dealt one at a time, non-dealer first; the trump card at index
    6; then the stock from the top; unnamed stock cards follow in deck order."""
    f, d, s = fore.split(), dealer.split(), stock.split()
    named = f + d + [trump] + s
    assert len(named) == len(set(named)), "a card is named twice"
    order = [f[0], d[0], f[1], d[1], f[2], d[2], trump] + s
    return order + _fill("bura", None, named, 36)


def bura(fore: str, dealer: str, trump: str, stock: str = "", dealer_seat: int = 0) -> Hand:
    """A Bura hand from an explicit deal, with silent offers passed (see ``play``)."""
    return pass_silent_offers(new_hand("bura", deck=bura_deck(fore, dealer, trump, stock), dealer=dealer_seat))
