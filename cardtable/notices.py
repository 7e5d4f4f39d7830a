"""Messages from the parts below the table (settings, saved games, statistics) that a player reads.

These parts have no Qt, so a message is a ``Notice``: the English text, plus the template and the
fields it was made from, so that the table can word it in the player's language. Templates are
marked with ``QT_TRANSLATE_NOOP("notices", ...)`` for pyside6-lupdate.

>>> n = Notice.of(QT_TRANSLATE_NOOP("notices", "{name} is empty."), name="a.cardtable")
>>> str(n), n.template, n.fields
('a.cardtable is empty.', '{name} is empty.', {'name': 'a.cardtable'})
"""

from __future__ import annotations

from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation; returns it unchanged."""
    return text


class Notice(str):
    """A message in English that remembers how it was made (``template``, ``fields``)."""

    template: str
    fields: dict[str, Any]

    @classmethod
    def of(cls, template: str, **fields: Any) -> Notice:
        notice = cls(template.format(**fields))
        notice.template = template
        notice.fields = fields
        return notice


def worded(message: Any, translate: Any) -> str:
    """``message`` in the player's language: a Notice's template translated (its fields too, where
    they are Notices themselves), anything else as it is."""
    if isinstance(message, Notice):
        fields = {k: worded(v, translate) for k, v in message.fields.items()}
        return translate("notices", message.template).format(**fields)
    if isinstance(message, BaseException) and message.args:
        return worded(message.args[0], translate)
    return str(message)
