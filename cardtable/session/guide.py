"""A guided first hand of each game (issue 43): a fixed deal on which the learner is asked for one
action at a time, told why it matters, and told what the computer's answer means.

A ``Lesson`` is data: the deal (a deck order, D-4, and the dealer) and its steps. A learner's step
names the actions it accepts; a computer's step names the move it makes. Each step has a ``key``
by which the table words it (the words live with the UI, where the translators' tools find them)
and ``cards`` that the words name, so that a Tell deck's learner reads its own card names. A
``Guide`` walks through a lesson as the hand is played: the session asks it whether the learner's
action is the one the step wants (any other legal action is explained, not refused in silence),
and the computer seat plays the lesson's moves through a ``ScriptedPlayer``. When the steps run
out, the hand goes on as an ordinary hand (the computer plays by its level)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.ai import Player
from cardtable.engine import Action, Hand, Kind, Observation, game_deck, new_hand

LEARNER, COMPUTER = 0, 1  #: the seats of a lesson: the learner leads the first trick (the computer deals)


@dataclass(frozen=True)
class Step:
    """One action of the lesson: the learner's (any of ``actions``) or the computer's (the first)."""

    seat: int
    actions: tuple[str, ...]
    key: str  #: what the table says for this step ("s_lead_trump"; "" for nothing more than the move)
    cards: str = ""  #: the cards its words name (card codes, space-separated)
    #: the computer's answer to each card the learner may have led (else ``actions[0]``), so that
    #: the points the lesson's words name come out the same whichever he chose
    answers: tuple[tuple[str, str], ...] = ()

    def accepts(self, action: Action) -> bool:
        """Whether ``action`` is one of this step's."""
        return action.text in {Action.parse(text).text for text in self.actions}


@dataclass(frozen=True)
class Lesson:
    game: str
    first: tuple[str, ...]  #: the deck's first cards (D-4: index 0 on top); the rest follow in deck order
    steps: tuple[Step, ...]
    end: str  #: what the table says when the steps have run out

    def deck(self) -> list[str]:
        rest = [card.code for card in game_deck(self.game) if card.code not in self.first]
        return [*self.first, *rest]

    def new_hand(self) -> Hand:
        return new_hand(self.game, deck=self.deck(), dealer=COMPUTER)


def _you(actions: str, key: str, cards: str = "") -> Step:
    return Step(LEARNER, tuple(actions.split("|")), key, cards)


def _them(action: str, key: str, cards: str = "") -> Step:
    return Step(COMPUTER, (action,), key, cards)


#: Schnapsen (S-7 deal: the learner holds A♥ T♥ K♠ Q♠ A♣, trump card Q♥): lead a trump, announce a
#: marriage, exchange the trump card, close the stock, announce the trump marriage, claim 66.
SCHNAPSEN = Lesson(
    "schnapsen",
    ("AH", "KS", "QS", "JS", "JD", "QD", "QH", "TH", "AC", "KC", "JC", "KH", "TC", "JH", "QC"),
    (
        _you("play AH", "s_lead_trump", "AH"),
        _them("play JS", "s_them_smallest", "JS"),
        _you("marry S", "s_marry", "KS QS"),
        _you("play KS|play QS", "s_lead_marriage", "KS QS"),
        Step(COMPUTER, ("play JD", "play QD"), "s_them_discard", "JD", (("QS", "play QD"),)),
        _you("exchange", "s_exchange", "JH QH"),
        _you("close", "s_close"),
        _you("marry H", "s_marry_trump", "KH QH"),
        _you("claim", "s_claim"),
    ),
    "s_end",
)

#: Bura (B-4 deal: the learner holds A♠ T♠ K♦, trump card 9♥): lead a group, lead the trump ace,
#: declare 31.
BURA = Lesson(
    "bura",
    ("AS", "7C", "TS", "8D", "KD", "6S", "9H", "AH", "7D", "TH", "6C"),
    (
        _you("play AS TS", "b_lead_group", "AS TS"),
        _them("play 7C 8D", "b_them_cannot_beat", "7C 8D"),
        _you("play AH", "b_lead_trump_ace", "AH"),
        _them("play 6S", "b_them_gives_nothing", "6S"),
        _you("claim", "b_declare"),
    ),
    "b_end",
)

#: Bohemian Schneider (H-3 deal: the learner holds A♥ 7♣ K♦ Q♥ 9♠ 8♠): take honours with an ace,
#: give a low card where the trick is lost, beat the computer's lead in its suit.
SCHNEIDER = Lesson(
    "schneider",
    ("AH", "7C", "KD", "7H", "QC", "JD", "QH", "9S", "8S", "8C", "9D", "7S"),
    (
        _you("play AH", "h_lead_ace", "AH"),
        _them("play 7H", "h_them_low", "7H"),
        _you("play 7C", "h_lead_low", "7C"),
        _them("play QC", "h_them_takes", "QC"),
        _them("play JD", ""),  # (the status line says what it led)
        _you("play KD", "h_answer_higher", "KD JD"),
    ),
    "h_end",
)

LESSONS = {lesson.game: lesson for lesson in (SCHNAPSEN, BURA, SCHNEIDER)}


class Guide:
    """Where the learner is in a lesson. Passes (B-15 offer turns) are no steps: they go by."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.at = 0

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.at] if self.at < len(self.lesson.steps) else None

    @property
    def over(self) -> bool:
        return self.step is None

    @property
    def number(self) -> tuple[int, int]:
        """The learner's step (1-based) and how many he has, for "Step 2 of 6"."""
        mine = [i for i, step in enumerate(self.lesson.steps) if step.seat == LEARNER]
        done = sum(1 for i in mine if i < self.at)
        return min(done + 1, len(mine)), len(mine)

    def wants(self, action: Action) -> bool:
        """Whether the learner's ``action`` is what the lesson asks now (always, once it is over)."""
        step = self.step
        if step is None or step.seat != LEARNER or action.kind == Kind.PASS:
            return True
        return step.accepts(action)

    def explains(self, seat: int | None, action: Action) -> bool:
        """Whether ``action`` is the computer's next step and the lesson has words for it."""
        step = self.step
        if step is None or seat != COMPUTER or step.seat != COMPUTER or not step.key:
            return False
        return step.accepts(action)

    def advance(self, seat: int, action: Action) -> Step | None:
        """The step ``action`` completed, if it was the lesson's next one."""
        step = self.step
        if step is None or step.seat != seat or action.kind == Kind.PASS:
            return None
        if not step.accepts(action):
            return None
        self.at += 1
        return step


class ScriptedPlayer(Player):
    """The computer's seat in a lesson: the lesson's move when it is legal, a pass at an offer turn
    (B-15), else the level's own player (after the lesson, or if the learner left the script)."""

    def __init__(self, guide: Guide, fallback: Player) -> None:
        super().__init__()
        self.level = fallback.level
        self.guide = guide
        self.fallback = fallback

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        step = self.guide.step
        if step is not None and step.seat == COMPUTER:
            led = {card.code for _, cards in observation.trick for card in cards}
            answer = next((reply for card, reply in step.answers if card in led), step.actions[0])
            wanted = Action.parse(answer)
            for action in legal:
                if action.text == wanted.text:
                    return action
        if step is not None and any(action.kind == Kind.PASS for action in legal):
            return next(action for action in legal if action.kind == Kind.PASS)
        return self.fallback.choose(observation, legal)
