"""Qt item models: thin adapters over the engine's piles. A card comes out through ``CardRole``; a
drop is decoded from MIME data into cards and handed to the pile's ``drop_handler`` (the table's),
which asks the controller to play them; a refusal (the rule id first) is kept in ``last_refusal``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QByteArray, QMimeData, QModelIndex, QPersistentModelIndex, Qt

from cardtable.engine import Card

from .access import WORDS

CardRole = Qt.ItemDataRole.UserRole + 1  # the engine Card, or None for a card face down
MIME_TYPE = "application/x-cardtable-cards"

Index = QModelIndex | QPersistentModelIndex


def encode_cards(cards: Sequence[Card]) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME_TYPE, QByteArray(" ".join(c.code for c in cards).encode()))
    mime.setText(" ".join(c.code for c in cards))
    return mime


def decode_cards(mime: QMimeData) -> list[Card]:
    if not mime.hasFormat(MIME_TYPE):
        return []
    try:
        return [Card(code) for code in bytes(mime.data(MIME_TYPE).data()).decode().split()]
    except ValueError:
        return []


class PileModel(QAbstractListModel):
    """One pile on the table: a hand, the trick, the stock or the trump card."""

    def __init__(self, name: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"model-{name}")
        self._cards: list[Card | None] = []
        self.draggable = False  # the player may drag these cards (his hand, on his turn)
        self.drop_handler: Callable[[list[Card]], str | None] | None = None
        # Why a drop of these cards would be refused (None: it would be taken), asked while they are
        # dragged over the pile; no check: every drop goes to ``drop_handler``.
        self.drop_check: Callable[[list[Card]], str | None] | None = None
        self.last_refusal: str | None = None
        self.describe: Callable[[Card], str] = lambda card: card.code
        # learner hints: why a card may not be played now (card -> "S-17: ..."), shown dimmed
        self.refusals: dict[Card, str] = {}
        # whether the hints worked out which cards may be played (then each card says so)
        self.playable_known = False

    # Reading -----------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == CardRole:
            return card
        if role == Qt.ItemDataRole.ToolTipRole and card is not None and card in self.refusals:
            return f"{self.describe(card)}: {self.refusals[card]}"
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self.describe(card) if card is not None else WORDS["face_down"]
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self.playability(card)
        return None

    def playability(self, card: Card | None) -> str:
        """What a screen reader adds to a card's name: whether it may be played now, and why not
        (the learner hints' refusal); nothing when that is not known (no hints, not his turn)."""
        if card is None:
            return ""
        if card in self.refusals:
            return WORDS["not_playable"].format(why=self.refusals[card])
        return WORDS["playable"] if self.playable_known else ""

    def cards(self) -> list[Card | None]:
        return list(self._cards)

    def enabled(self, row: int) -> bool:
        """Whether the card in ``row`` is shown enabled (``flags``' ItemIsEnabled, read without Qt's
        flag objects: the view asks it for every card it paints)."""
        card = self._cards[row]
        return card is None or card not in self.refusals

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsDropEnabled if self.drop_handler is not None else Qt.ItemFlag.NoItemFlags
        if not index.isValid():
            return base
        card = self._cards[index.row()]
        if card is not None and card in self.refusals:
            return base | Qt.ItemFlag.ItemIsSelectable  # shown dimmed: not enabled
        flags = base | Qt.ItemFlag.ItemIsEnabled
        if card is not None:
            flags |= Qt.ItemFlag.ItemIsSelectable
            if self.draggable:
                flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    # Updating from the engine ----------------------------------------------------------------------
    def set_cards(
        self, cards: Sequence[Card | None], refusals: dict[Card, str] | None = None, keep_place: bool = False
    ) -> None:
        """New cards reset the pile (a view puts its keyboard place on the first playable card);
        ``keep_place``: the same cards only dimmed anew (hints switched), so place and pick stay."""
        new = list(cards)
        known = refusals is not None
        refusals = refusals or {}
        if new == self._cards and refusals == self.refusals and known == self.playable_known:
            return
        if keep_place and new == self._cards and new:
            self.refusals, self.playable_known = refusals, known
            self.dataChanged.emit(self.index(0, 0), self.index(len(new) - 1, 0))
            return
        self.beginResetModel()
        self._cards = new
        self.refusals = refusals
        self.playable_known = known
        self.endResetModel()

    # Drag and drop ----------------------------------------------------------------------------------
    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[Index]) -> QMimeData:
        cards = [self._cards[i.row()] for i in sorted(indexes, key=lambda i: i.row()) if i.isValid()]
        return encode_cards([c for c in cards if c is not None])

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index) -> bool:
        return self.drop_handler is not None and bool(decode_cards(data))

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index) -> bool:
        """Decode the cards and let the controller try the action; a refused drop snaps back."""
        cards = decode_cards(data)
        if self.drop_handler is None or not cards:
            return False
        self.last_refusal = self.drop_handler(cards)
        return self.last_refusal is None
