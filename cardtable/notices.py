"""Messages from the parts below the table (settings, saved games, statistics) that a player reads.

These parts have no Qt, so a message is a ``Notice``: the English text, plus the template and the
fields it was made from, so that the table can word it in the player's language. Templates are
marked with ``QT_TRANSLATE_NOOP("notices", ...)`` for pyside6-lupdate; a field may be a term the
table translates in another context (``Notice.term``: a game's title in "games", a rule's in "rules").

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
    """A message in English that remembers how it was made (``template``, ``fields``). A field may
    be a list (of Notices or plain words), said as a comma-separated list."""

    template: str
    fields: dict[str, Any]
    context = "notices"  # where the template's translation is looked up

    @classmethod
    def of(cls, template: str, **fields: Any) -> Notice:
        notice = cls(template.format(**{k: _listed(v, str) for k, v in fields.items()}))
        notice.template = template
        notice.fields = fields
        return notice

    @classmethod
    def term(cls, text: str, context: str) -> Notice:
        """A word translated in another context (a game's title in "games", a rule's in "rules")."""
        notice = cls(text)
        notice.template = text
        notice.fields = {}
        notice.context = context
        return notice


def _listed(value: Any, word: Any) -> Any:
    return ", ".join(word(v) for v in value) if isinstance(value, list | tuple) else value


def worded(message: Any, translate: Any) -> str:
    """``message`` in the player's language: a Notice's template translated in its context, and its
    fields too (a Notice, or each Notice of a list, which is joined with ", "); anything else as it is."""
    if isinstance(message, Notice):
        text = translate(message.context, message.template)
        if not message.fields:
            return str(text)
        fields = {
            k: _listed(v, lambda m: worded(m, translate)) if isinstance(v, list | tuple) else worded(v, translate)
            for k, v in message.fields.items()
        }
        return str(text).format(**fields)
    if isinstance(message, BaseException) and message.args:
        return worded(message.args[0], translate)
    return str(message)
