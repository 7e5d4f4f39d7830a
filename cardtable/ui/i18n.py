"""The player's language: Qt translators for the app and for Qt's own dialogs, switched live.

Every player-visible string goes through Qt's translation system: ``self.tr()`` in widgets and
``translate("context", text)`` elsewhere; module constants are marked with ``QT_TRANSLATE_NOOP`` and
translated where they are shown. The catalogues are ``cardtable/translations/cardtable_<lang>.ts``
(package data, kept with ``python -m tools.i18n``, which runs pyside6-lupdate). The program reads a
``.ts`` file itself (``Catalogue``) instead of a ``.qm`` compiled from it, so no compiled file is
built, shipped or kept current; a test checks that it translates exactly as Qt's lrelease would.
"""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

translate = QCoreApplication.translate

# The languages offered, each by its own name (English is the source language).
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "cs": "Čeština",
    "ru": "Русский",
    "pt": "Português",
    "nl": "Nederlands",
    "es": "Español",
}

# The translators' catalogues (Qt Linguist .ts files), shipped as package data.
TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"

_installed: list[QTranslator] = []
_current = "en"


def system_language() -> str:
    """The first of the system's UI languages that cardtable speaks, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(setting: str) -> str:
    """The language a setting means ("system" or a code)."""
    return system_language() if setting not in LANGUAGES else setting


def current() -> str:
    return _current


def locale() -> QLocale:
    """The locale of the language in use (numbers, plurals)."""
    return QLocale(_current) if _current != "en" else QLocale(QLocale.Language.English)


def set_language(setting: str, extra: QTranslator | None = None) -> str:
    """Install the translators for ``setting`` ("system" or a language code) and return the code in
    use. Widgets relabel themselves on the ``LanguageChange`` event Qt sends. ``extra`` replaces
    the app's translator (a test's pseudo-language)."""
    global _current
    app = QCoreApplication.instance()
    code = resolve(setting)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    if app is None:
        _current = code
        return code
    translators: list[QTranslator] = []
    if extra is not None:
        translators.append(extra)
    elif code != "en":
        path = catalogue_path(code)
        if path.is_file():
            translators.append(Catalogue(path, app))
    if code != "en":
        qt = QTranslator(app)
        if qt.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            translators.append(qt)
    _current = code
    QLocale.setDefault(locale())
    for translator in translators:
        QCoreApplication.installTranslator(translator)
        _installed.append(translator)
    return code


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (translated where it is shown)."""
    return text


def catalogue_path(code: str) -> Path:
    """The catalogue of a language: the .ts file, or in a bundle its gzipped copy (a seventh of the size)."""
    plain = TRANSLATIONS / f"cardtable_{code}.ts"
    return plain if plain.is_file() else plain.with_name(plain.name + ".gz")


Key = tuple[str, str, str]  # context, source text, disambiguation


def read_catalogue(path: Path) -> tuple[str, dict[Key, tuple[str, ...]]]:
    """The language and the translations of a .ts file, as lrelease would compile them: vanished and
    obsolete entries and empty translations left out; a plural message keeps all its forms."""
    with gzip.open(path) if path.suffix == ".gz" else path.open("rb") as file:
        root = ET.parse(file).getroot()
    entries: dict[Key, tuple[str, ...]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) or (translation.text or "",)
            if all(forms):
                entries[(name, message.findtext("source") or "", message.findtext("comment") or "")] = forms
    return root.get("language", ""), entries


def plural_form(language: str, n: int) -> int:
    """Which plural form of a message counts ``n`` in ``language`` (Qt's numerus rules)."""
    lang = language.split("_")[0]
    if lang == "cs":
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


class Catalogue(QTranslator):
    """A translator that reads a .ts catalogue (Qt calls ``translate`` for every string)."""

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang, self.entries = read_catalogue(path)

    def isEmpty(self) -> bool:
        return not self.entries

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        """The translation, or None so that Qt falls back to the source text; like Qt, a
        disambiguation that finds nothing is tried again without it."""
        forms = self.entries.get((context, source, disambiguation or "")) or self.entries.get((context, source, ""))
        if forms is None:
            return None
        return forms[min(plural_form(self.lang, n), len(forms) - 1)] if len(forms) > 1 else forms[0]
