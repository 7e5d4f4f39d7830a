"""The rules as a player reads them (Help > Rules), one Markdown page per game.

Each paragraph carries the rule id the engine cites in its refusals and hints, so "S-17" in the status
line can be looked up here. Kept as Python strings so they travel inside the package (and a frozen
build) without data-file plumbing.
"""

from __future__ import annotations

import re

from cardtable.engine import GAMES

SCHNAPSEN = """\
# Schnapsen

Two players, 20 cards: Ace, Ten, King, Queen and Jack of each suit. Counted as a **Bummerl**: each
player starts at 7 and counts down; the first to reach 0 wins it.

## Cards and points
- **S-1** Within a suit the order is A, 10, K, Q, J. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2.
- **S-18** Your score is the points in the tricks you won plus the marriages that count.

## Dealing
- **S-3** The first dealer is the player who draws the lower card; after that the deal alternates.
- **S-7** Each player gets five cards (three, then two). The card in between is turned up: its suit is
  **trump**. The rest is the stock, lying across the trump card, which is drawn last.
- **S-8** The non-dealer leads to the first trick.

## While the stock is open
- **S-9** Play any card; the answer may be any card: you need not follow suit or trump.
- **S-10** The higher trump wins; without trumps the higher card of the suit led wins; otherwise the
  leader wins.
- **S-11** The trick winner draws first, then the other player; the winner leads next.
- **S-12** Holding King and Queen of a suit, you may announce a **marriage** when you lead, and then
  lead one of the two: 40 in trumps, 20 otherwise. It counts once you have won a trick.
- **S-13** *Bummerl mit 40* (variant): the forehand's trump marriage on the first lead counts at once.
- **S-14** The holder of the trump Jack (trump 7 in Siebener-Schnapsen) may exchange it for the
  turned-up trump card before leading, while the stock is open.
- **S-15** Before leading you may **close** the stock: no more drawing, and the strict rules below
  apply at once. You then have to reach 66 (S-21).

## When the stock is closed or used up
- **S-16** No more drawing; the hand is played out from the cards you hold.
- **S-17** You must follow suit; if you cannot, you must trump; only then may you play any card.
  *Must head the trick* (variant): when following you must play higher if you can, and over-trump a
  trumped trick.

## Claiming 66
- **S-19** At your turn you may claim that you have 66. Right: you win the hand. Wrong: your opponent
  scores 2 game points.
- **S-20** *Auto-claim* (View menu) claims for you the moment it is right. The computer always does.
- **S-21** Whoever closed must reach 66. If not, the opponent scores 2 game points (3 with the variant
  *Closing penalty 3 vs. trickless* if he had no trick when the stock was closed).

## Game points
- **S-22** The winner of a hand scores 1 game point; 2 if the loser has a trick but at most 32 points
  (**Schneider**); 3 if the loser has no trick (**Schwarz**).
- **S-23** A wrong claim or a failed close gives the opponent 2 game points.
- **S-24** Nobody claimed by the last trick: the higher score wins (on a tie, the last trick).
  *Last trick wins* (variant): the last trick decides.
- **S-25** *Phase-2 sweep* (variant, on by default): whoever took every trick after the stock was
  closed or used up wins 3 game points.
- **S-26** The end-of-hand summary names the winner, the game points and why.

## The Bummerl and variants
- **S-2** The winner's game points are subtracted from his 7; the first at 0 wins the Bummerl and the
  loser gets a mark (●).
- **S-4** *Schneiderbummerl*: a loser who never scored gets two marks.
- **S-5** A rubber of 2 or 3 Bummerls; best of three stops at two.
- **S-6** *Stake Bummerl*: the loser pays the stake, doubled (Schneider) or tripled (Schwarz).
- **S-27** *Siebener-Schnapsen*: 24 cards with the sevens (worth 0), hands of six.
"""

BURA = """\
# Bura

Two players, 36 cards, three cards in hand. The first to **declare** 31 points wins the pot of chips.

## Cards and chips
- **B-1** Order A, 10, K, Q, J, 9, 8, 7, 6. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2.
- **B-2** Each player puts a chip into the pot to start, and again after each pot is won. A match is
  played to a number of pots or deals, or for as long as you like.
- **B-3** The first dealer is drawn; the non-dealer leads first.
- **B-4** Three cards each, one at a time; the next card is turned up for **trump** and drawn last.

## Leading and answering
- **B-5** Lead one card, or two or three cards **of one suit** (never more than your opponent holds).
- **B-6** Answer with as many cards, of any suits. Answers are played face up.
- **B-7** A card is beaten by a higher card of its suit, or by a trump if it is no trump.
- **B-8** The answer wins only if **each** led card is beaten by a different answering card;
  otherwise the leader takes the whole trick.
- **B-9** The trick winner takes all its cards and leads next.
- **B-10** Both draw back to three, winner first. When the stock cannot fill both hands, its last
  cards are set aside and play goes on without drawing.
- **B-11** Example, hearts trump: K♠ 8♠ led, A♠ 7♥ answered: the ace beats the king and the trump the
  eight, so the answer takes 15 points. With 7♣ instead of 7♥ the eight is not beaten and the leader
  takes the 15.

## Special hands
- **B-12** Before a lead you may show a special hand: **Bura** (three trumps), then **three aces**,
  then **molodka** (three cards of one other suit).
- **B-13** Bura wins the pot at once. If both hold Bura, the one who shows second wins only if his
  trumps beat the first one's card by card.
- **B-14** Three aces or molodka take the lead, unless the player who would lead shows an equal or
  higher special hand.
- **B-15** Declining to show is not shown to your opponent.

## Declaring 31
- **B-16** At your turn you may declare: your tricks are counted.
- **B-17** Keep count yourself: the table shows your points only with learner hints on.
- **B-18** 31 or more wins the pot. Less: you double the pot and nobody wins it.
- **B-19** Whoever declared deals next.
- **B-20** The winner of the last trick may still declare. If nobody declares, each adds a chip and
  the same dealer deals again.
- **B-21** Example: with 17 points you win the B-11 trick: 32, declare and take the pot. Declaring 30
  with 2 chips in the pot makes it 4, and a new hand begins.
"""

SCHNEIDER = """\
# Bohemian Schneider

Two players, 32 cards, no trump and no duty to follow suit. What counts are the **honours** in your
tricks.

## Cards
- **H-1** Order A, K, Q, J, **10**, 9, 8, 7: the ten ranks below the jack.
- **H-2** Honours: A, K, Q, J and 10, one each; 20 in the deck.

## Play
- **H-3** Six cards each, in threes; the rest is the talon.
- **H-4** The non-dealer leads first. Play and answer with any card.
- **H-5** The answer wins only with a higher card of the suit led; otherwise the leader wins.
- **H-6** The winner draws first; both hold six again. The last six tricks are played without drawing.

## Scoring
- **H-8** Count your honours: 11–15 wins 1 game point, 16–19 (**Schneider**) 2, all 20 (**Schwarz**)
  3. A 10–10 tie scores nothing and the same dealer deals again.
- **H-9** The first to the agreed total (7 or 10) wins the match.

## Variants
- **H-10** *Short deck*: 24 cards without 7s and 8s; the tens do not count (16 honours: win with 9,
  Schneider 13, Schwarz 16).
- **H-11** *Follow suit*: you must follow suit if you can (you need not beat).
- **H-12** *Trump*: the talon's bottom card is turned up; its suit is trump and it is drawn last.
- **H-13** *Cumulative honours*: the winner scores the difference in honours; play to 50.
- **H-14** The French and the William Tell decks play alike (Ober = Queen, Unter = Jack).
"""

PAGES = {"schnapsen": SCHNAPSEN, "bura": BURA, "schneider": SCHNEIDER}
TITLES = {name: spec.title for name, spec in GAMES.items()}
_PREFIX = {spec.rule_prefix: name for name, spec in GAMES.items()}
RULE_ID = re.compile(r"\b([SBH])-(\d+)\b")


def game_of(rule_id: str) -> str | None:
    """The game whose page explains ``rule_id`` (``"S-17"`` -> ``"schnapsen"``)."""
    match = RULE_ID.fullmatch(rule_id.strip())
    return _PREFIX[match.group(1)] if match else None


def rule_ids(game: str) -> list[str]:
    """The rule ids a page explains, in page order."""
    return re.findall(r"\*\*([SBH]-\d+)\*\*", PAGES[game])
