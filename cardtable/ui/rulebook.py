"""The rules as a player reads them (Help > Rules), one Markdown page per game.

Each paragraph carries the rule id the engine cites in its refusals and hints, so "S-17" in the status
line can be looked up here. Kept as Python strings so they travel inside the package (and a frozen
build) without data-file plumbing.
"""

from __future__ import annotations

import re

from cardtable.engine import GAMES

from .i18n import QT_TRANSLATE_NOOP

SCHNAPSEN = QT_TRANSLATE_NOOP(
    "rulebook",
    """# Schnapsen

Two players, 20 cards: Ace, Ten, King, Queen and Jack of each suit. The **forehand** is the player who
does not deal; he leads first. The aim of a hand is to reach **66** points and claim them; the game
points won count down a **Bummerl** from 7.

## Cards and points
- **S-1** Within a suit the order is A, 10, K, Q, J. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2:
  120 in the deck, marriages not counted.

## The match (Bummerl)
- **S-2** Each player starts at 7 and counts down: the game points he wins are taken off his count.
  The first to reach 0 (or below) wins the Bummerl; the loser gets a Bummerl mark (●).
- **S-3** At the start of a match each player draws a card; the lower card deals (on a tie, draw
  again). After that the deal alternates every hand, across Bummerls too.
- **S-4** *Schneiderbummerl* (variant): a Bummerl loser who never scored a game point in it gets two
  marks (●●); the score sheet writes each Bummerl's marks apart ("●, ●●").
- **S-5** *Rubber*: one Bummerl, or a rubber of 2 or 3 Bummerls won by the majority. A rubber of 3
  stops as soon as one player has won 2; a rubber of 2 can end 1–1, a drawn rubber.
- **S-6** *Stake Bummerl* (variant): each Bummerl is played for a stake that its loser pays: tripled
  if he won no trick in the whole Bummerl, otherwise doubled if he scored no game point in it. (Here
  Schneider and Schwarz describe the whole Bummerl, not one hand as in S-22.)

## Dealing
- **S-7** Three cards to the forehand, three to the dealer, the next card turned face up: its suit
  is **trump**. Then two more each. The other nine cards are the stock, face down, lying across the
  trump card, which stays visible and is the last card drawn.
- **S-8** The forehand leads to the first trick.

## While the stock is open
- **S-9** Lead any card; the answer may be any card: you need not follow suit or trump.
- **S-10** A trump beats any card of another suit, and the higher trump wins; without trumps the
  higher card of the suit led wins. An answer that neither follows higher nor trumps loses: the
  leader wins.
- **S-11** The trick winner draws the top card of the stock, then the other player draws; both hold
  five again (six in Siebener-Schnapsen). The trick winner leads next. The face-up trump card is
  drawn last, by the loser of the trick that empties the stock.
- **S-12** Holding the King and Queen of a suit, you may announce a **marriage** when it is your
  turn to lead, and you must then lead the King or the Queen: 40 in trumps, 20 in another suit. The
  points count only once you have won a trick in the hand; until then they wait, and they count as
  soon as you win one. Several marriages per hand are allowed, while the stock is open and after it
  is closed or used up.
- **S-13** A marriage announced on the forehand's first lead also waits for a won trick.
  *Bummerl mit 40* (variant): a **trump** marriage announced on the forehand's first lead counts at
  once, not only after his first trick. It is a custom that changes no result: without a trick he
  can neither reach 66 nor escape Schwarz (S-22), and his first trick would count the 40 anyway.
- **S-14** The holder of the lowest trump (the trump Jack; the trump 7 in Siebener-Schnapsen) may,
  on his turn to lead and before leading, exchange it for the face-up trump card, as long as the
  stock is open and the trump card still lies face up — also on the forehand's very first lead.
  **One turn, in this order:** exchange, then close, then announce a marriage, then lead; a claim
  (S-19) may come at any point of it.
- **S-15** On your turn to lead, before leading, you may **close** the stock while it is open and
  holds at least one face-down card besides the trump card. The trump card is turned face down; the
  trump suit stays. From then on nobody draws and S-17 holds at once. You have taken on to reach 66
  (S-21).

## When the stock is closed or used up
- **S-16** No more drawing; the hand is played out from the cards you hold (five tricks, six in
  Siebener-Schnapsen, when the stock ran out; as many as you hold when it was closed).
- **S-17** The answer must follow suit if it can; if it cannot, it must trump if it can; only if it
  can do neither may it be any card. You need not beat the card led.
  *Must head the trick* (variant; the usual Austrian tournament rule): when you follow suit you must
  play a higher card of that suit if you have one (so a trump led must be over-trumped); without a
  higher one you still follow with a lower one, never trump instead.

## Claiming 66 (Ausmachen)
- **S-18** Your score is the points in the tricks you won plus the marriages that count (S-12).
- **S-19** At any of your own turns — before leading, after announcing a marriage and before playing
  its card, or before answering — you may **claim** that your score has reached 66. Play stops and the
  claim is checked. Right: you win the hand, scored as S-22 — but if your opponent had closed the
  stock, he has failed (S-21) and you score as S-21 says. Wrong: your opponent scores 2 game points
  and the hand ends — but if you had closed the stock, a wrong claim is a failed close (S-21).
  *Example:* you have 58 and claim: a wrong claim, your opponent scores 2 game points.
- **S-20** *Auto-claim* (View menu; a player setting, not a rule, off by default because counting is
  part of the game; the Learner settings turn it on with the hints): the program claims for you at
  the first moment the claim is right. The computer always claims as soon as it can.
- **S-21** Whoever closed the stock must reach 66. He fails if his opponent makes a right claim
  first, if he makes a wrong claim himself, or if the last trick is played and he has fewer than 66
  (unless Phase-2 sweep is on and he took every trick after closing, S-25).
  On failure his opponent scores 2 game points, whatever the scores. With Phase-2 sweep on, an
  opponent who takes every trick after the close scores 3 instead (S-25). A closer who has 66 or more
  after the last trick wins the hand, scored as S-22. A wrong claim by the closer's *opponent* is an
  ordinary wrong claim (S-19).
  *Closing penalty 3 vs. trickless* (variant): if the opponent had won no trick when the stock was
  closed, he scores 3 instead of 2.
  *Example:* you close with 40 points. If your opponent then reaches 66 first and claims, he scores 2
  game points. If you reach 70 and claim, you win the hand and score by the opponent's points (S-22).
  If you claim with 60, or the last trick leaves you at 60, your opponent scores 2.

## Game points
- **S-22** The winner of a hand (by a right claim, S-21 or S-24) scores:
  1 game point if the loser has 33 to 65 points (his score, S-18, counted marriages included);
  2 if the loser has won a trick but has at most 32 points (**Schneider**);
  3 if the loser has won no trick (**Schwarz**), whatever his marriages.
  A loser who reached 66 without claiming counts as 33 to 65. In Siebener-Schnapsen a trick of two
  sevens is worth 0 points and still counts as a trick.
  *Score at closing* (variant): when the closer wins, the loser's points and tricks at the moment of
  closing decide Schneider and Schwarz.
  *Example:* you claim with 70 while your opponent has 30 points and one trick: Schneider, 2 game
  points.
- **S-23** Penalties do not look at the scores: a wrong claim gives the opponent 2 game points
  (S-19), and so does a failed close (S-21).
- **S-24** If nobody has claimed when the last trick is played and the stock was not closed, the
  player with the higher score wins the hand, even below 66, scored as S-22; on equal scores the
  winner of the last trick wins. If the stock was closed, S-21 decides instead.
  *Last trick wins* (variant): the winner of the last trick wins the hand, whatever the scores.
- **S-25** *Phase-2 sweep* (variant, on by default): if the hand is played to its last trick with no
  claim ending it, and one player took every trick led after the stock was closed or used up, he
  wins the hand with 3 game points. This comes before S-21 and S-24.
- **S-26** The end-of-hand summary names the winner, the game points and why; its tooltip names the
  rule that decided.

## Variants
- **S-27** *Siebener-Schnapsen* (variant): 24 cards, the sevens added (A, 10, K, Q, J, 7; the 7 is
  worth 0), hands of six. Deal: three to the forehand, three to the dealer, the trump card, three
  more each; the stock holds 11 cards besides the trump card.
- **S-28** The variants of the New game dialog: Bummerl mit 40 (S-13), Schneiderbummerl (S-4),
  Rubber (S-5), Stake Bummerl (S-6), Must head the trick (S-17), Closing penalty 3 vs. trickless
  (S-21), Score at closing (S-22), Last trick wins (S-24), Phase-2 sweep (S-25), Siebener-Schnapsen
  (S-27). The **Tournament** rules turn on Must head the trick, Closing penalty 3 vs.
  trickless, Score at closing and Last trick wins, and turn off Phase-2 sweep and Schneiderbummerl;
  the **Standard** rules are the defaults.

## Decks
- **D-1** Every game here is played with the same cards, four suits of up to nine ranks, and only with
  its own moves: Schnapsen has no pass and no special hands, Bura no marriage, exchange or closing,
  Schneider nothing but playing a card. The deck's look never changes a rule.

The French deck shows ♣ ♦ ♥ ♠ and Ace, 10, King, Queen, Jack. The William Tell deck (D-3) names the
suits Eichel (acorns, ♣), Schellen (bells, ♦), Herz (hearts, ♥) and Laub or Grün (leaves, ♠), and the
cards Daus or Ass (Ace), 10, König (King), Ober (Queen) and Unter (Jack); the Ober has the suit sign
at the top, the Unter lower down. The deck's look never changes a rule.
""",
)

BURA = QT_TRANSLATE_NOOP(
    "rulebook",
    """# Bura

Two players, 36 cards, three cards in hand. A hand's pot of chips goes to the player who shows a
**Bura** (three trumps) or makes a right **declaration** of 31 points or more.

## Cards and chips
- **B-1** Order A, 10, K, Q, J, 9, 8, 7, 6. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2; the
  others 0 (120 in the deck).
- **B-2** Before the first hand each player puts 1 chip into the pot, and again after each pot is
  won. Your balance is the chips you won minus the chips you paid. A match is played to a number of
  pots (it ends as soon as a player has won that many, with no further ante), to a number of deals
  (every deal counts, replays included; then the higher balance wins, equal balances are a draw, and
  a pot still open is shared equally, an odd chip going to the dealer), or for as long as you like.
- **B-3** The first dealer is drawn at random; the non-dealer leads first.
- **B-4** Three cards each, one at a time, the non-dealer first. The next card is turned face up: its
  suit is **trump**. The stock lies across it, and it is drawn last.

## Leading and answering
- **B-5** Lead one card, or two or three cards **of one suit** (never more than your opponent holds).
- **B-6** Answer with as many cards, of any suits: you need not follow suit or trump. Answers are
  played face up.
- **B-7** A card is beaten by a higher card of its suit, or by a trump if it is no trump.
- **B-8** The answer wins only if **each** led card is beaten by a different answering card;
  beating only some of them wins nothing, and the leader takes the whole trick.
- **B-9** The trick winner takes all its cards and leads next.
- **B-10** Both draw back up to three, **one card at a time, alternately**, the trick winner first.
  When the stock cannot fill both hands completely, all its remaining cards (the trump card too) are
  set aside, and play goes on without drawing.
- **B-11** Example, hearts trump: K♠ 8♠ led, A♠ 7♥ answered: the ace beats the king and the trump the
  eight, so the answer takes 15 points. With 7♣ instead of 7♥ the eight is not beaten and the leader
  takes the 15.

## Special hands
- **B-12** Before a lead you may show a special hand. They rank, from highest to lowest: **Bura**
  (three trumps), **three aces**, **molodka** (three cards of one suit that is not trump).
- **B-13** A Bura wins the pot at once and ends the hand. If both players hold a Bura, the player
  who would lead counts as showing first. The other wins the pot only if his trumps beat each of the
  first player's trumps one-to-one (B-8); otherwise the first player wins it.
  *Example*, spades trump: the player who would lead holds A♠ 8♠ 7♠, the other 10♠ 9♠ 6♠. The 10
  beats the 8 and the 9 beats the 7, but nothing beats the ace: the player who would lead wins the
  pot. Had he held Q♠ J♠ 9♠ against A♠ 10♠ K♠, the other would beat each card and win.
- **B-14** Three aces and molodka do not win: they take the lead. At each lead point (the first lead
  and every lead after a trick and its drawing) the player who would **not** lead is offered first to
  show a special hand. Then the player who would lead: if the other showed three aces or molodka, he
  may answer with an equal or higher special hand — a Bura wins the pot, three aces or molodka keep
  him the lead (a tie favours him) — or pass and let the other lead; he is asked whether or not he
  holds such a hand (B-15). If the other showed nothing, he may show a Bura, or lead. When one player
  shows a Bura, the other is always asked to show his own before the pot is settled (B-13).
- **B-15** Whether you hold a special hand never shows unless you declare it. So the offers of B-14
  are turns that come to both players whether or not they hold one: while the player who would not
  lead holds three cards, his turn to show comes at every lead point (holding no special hand, he can
  only pass or declare 31); after three aces or molodka the leader is always asked, after a Bura the
  other player always. For a person holding nothing to show, the table passes at once. A declaration
  is refused where it changes nothing (a leader gains nothing by three aces or molodka unanswered).
  A declared hand is shown to your opponent; a pass is not shown to him in any way.

## Declaring 31
- **B-16** Your points are the card points in the tricks you won. At any of your own turns you may
  **declare**: your tricks are turned up and counted.
- **B-17** Reaching 31 is not enough: only a declaration wins. Keep count yourself: the table shows
  your points only with learner hints on. *Auto-declare* (View menu; a player setting, not a rule,
  off by default): the program declares 31 for you at the first moment you have 31.
- **B-18** 31 or more wins the pot. 30 or less: you add as many chips as the pot holds (doubling
  it), nobody wins it, and the hand ends.
- **B-19** After a declaration, right or wrong, the declarant deals next; after a Bura, the Bura
  winner deals next.
- **B-20** The winner of the last trick has one more turn, to declare or pass. After a pot is won
  each player antes 1 chip again; after a wrong declaration there is no new ante. If all cards are
  played out with no declaration, nobody wins: each player adds 1 chip to the pot and the same dealer
  deals again. A pot is never split: play goes on until someone wins it (only the end of a match
  to a number of deals shares an open pot, B-2).
- **B-21** Example: with 17 points you win the B-11 trick: 32, declare and take the pot. Declaring 30
  with 2 chips in the pot makes it 4, and a new hand begins.

## Decks
- **D-1** Every game here is played with the same cards, four suits of up to nine ranks, and only with
  its own moves: Bura has no marriage, exchange or closing. The deck's look never changes a rule.

The William Tell deck (D-3) names the suits Eichel (♣), Schellen (♦), Herz (♥) and Laub or Grün (♠),
and the cards, in the order of B-1: Daus or Ass (Ace), 10, König (King), Ober (Queen), Unter (Jack),
9, 8, 7, 6. The Ober has the suit sign at the top, the Unter lower down. The deck's look never changes
a rule.
""",
)

SCHNEIDER = QT_TRANSLATE_NOOP(
    "rulebook",
    """# Bohemian Schneider

Two players, 32 cards, no trump and no duty to follow suit. What counts are the **honours** in your
tricks.

## Cards
- **H-1** Order A, K, Q, J, **10**, 9, 8, 7: the ten ranks below the jack.
- **H-2** Honours: A, K, Q, J and 10, one each; 20 in the deck. 9, 8 and 7 are worth nothing.

## Play
- **H-3** Six cards each, in packets of three, the non-dealer first; the other 20 cards (12 in the
  short deck) are the talon, face down.
- **H-4** The non-dealer leads first. Lead any card; the answer may be any card: you need not follow
  suit.
- **H-5** The answer wins only with a higher card of the suit led; otherwise the leader wins,
  whatever was played. (With the *Trump* variant, H-12, a trump also wins against another suit.)
- **H-6** The trick winner draws first from the talon, then the other; both hold six again. The
  trick winner leads next. When the talon is empty the last six tricks are played without drawing.
- **H-7** A misdeal voids the deal and the same dealer deals again. The program never misdeals; it
  refuses a saved game whose cards do not add up.

## Scoring
- **H-8** At the end of the deal each player counts the honours in his tricks. 11 to 15 wins
  1 game point; 16 to 19 (**Schneider**) 2; all 20 (**Schwarz**) 3. A 10–10 tie scores nothing and the
  same dealer deals again; after any other deal the deal passes to the other player.
  *Example:* 14 honours to 6 wins 1 game point; 17 to 3 wins 2.
- **H-9** The match is played to an agreed total, 7 or 10 game points: the first to reach it wins.
  The first dealer is drawn at random.

## Variants
- **H-10** *Short deck*: 24 cards, the 7s and 8s removed; the tens are no honours, so the honours
  are A, K, Q, J, 16 in all. 9 or more wins 1 game point, 13 or more is Schneider (2), all 16 Schwarz
  (3). An **8–8** tie scores nothing and the same dealer deals again. The talon holds 12 cards.
  *Example:* 9 honours to 7 wins 1 game point; 8 to 8 is a tie.
- **H-11** *Follow suit*: you must follow suit if you can (you need not beat).
- **H-12** *Trump*: the talon's bottom card is turned face up; its suit is trump, and it is drawn
  last. A trump beats any card of another suit, so the answer wins with a higher card of the suit
  led, or with a trump when a card of another suit was led.
- **H-13** *Cumulative honours*: instead of 1, 2 or 3, the winner scores the difference in honours
  (14 to 6 scores 8), and the match is played to 50 (ticking it in the New game dialog sets the
  target to 50; you may change it). A tie still scores nothing.
- **H-14** The French and the William Tell decks play alike. William Tell (D-3): Eichel (♣),
  Schellen (♦), Herz (♥), Laub or Grün (♠); Daus or Ass (Ace), König (King), Ober (Queen), Unter
  (Jack), 10, 9, 8, 7. The Ober has the suit sign at the top, the Unter lower down.
""",
)

PAGES = {"schnapsen": SCHNAPSEN, "bura": BURA, "schneider": SCHNEIDER}
TITLES = {name: spec.title for name, spec in GAMES.items()}
_PREFIX = {spec.rule_prefix: name for name, spec in GAMES.items()}
_LETTERS = "[" + "".join(_PREFIX) + "]"  # every game's rule-id letter (``spec.rule_prefix``)
RULE_ID = re.compile(rf"\b({_LETTERS})-(\d+)\b")


def game_of(rule_id: str) -> str | None:
    """The game whose page explains ``rule_id`` (``"S-17"`` -> ``"schnapsen"``)."""
    match = RULE_ID.fullmatch(rule_id.strip())
    return _PREFIX[match.group(1)] if match else None


def rule_ids(game: str) -> list[str]:
    """The rule ids a page explains, in page order."""
    return re.findall(rf"\*\*({_LETTERS}-\d+)\*\*", PAGES[game])
