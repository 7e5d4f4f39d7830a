"""The player's language: Qt translators for the app and for Qt's own dialogs, switched live.

Every player-visible string goes through Qt's translation system: ``self.tr()`` in widgets and
``translate("context", text)`` elsewhere; module constants are marked with ``QT_TRANSLATE_NOOP`` and
translated where they are shown. The sources are ``assets/i18n/cardtable_<lang>.ts`` (kept with
``python -m cardtable.art i18n``, which runs pyside6-lupdate); the compiled ``.qm`` files are in the Qt
resources (``:/assets/i18n/``), so an installed or bundled app needs no loose files.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

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
    from . import resources_rc  # noqa: F401  (the .qm files)

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
        own = QTranslator(app)
        if own.load(f":/assets/i18n/cardtable_{code}.qm"):
            translators.append(own)
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
