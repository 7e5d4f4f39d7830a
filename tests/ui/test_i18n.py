"""Issue 15, languages: every .ts complete and current, and read as Qt's lrelease would compile it; a
language switch relabels the open window; in a pseudo-language no widget text of a whole hand of each
game is plain English."""

from __future__ import annotations

import io
import re
import tokenize
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QWidget

from cardtable.engine import Refusal, refusals
from cardtable.settings import Settings
from cardtable.ui import engine_words, i18n, texts
from cardtable.ui.mainwindow import MainWindow
from tools.i18n import CATALOGUES as LANGUAGES
from tools.i18n import ROOT, catalogues, release, stale, translation_sources

TS_FILES = catalogues()


def _messages(path: Any) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.stem)
def test_every_translation_is_complete(path) -> None:
    messages = _messages(path)
    assert messages, f"{path.name}: run python -m tools.i18n"
    open_ = [m.findtext("source") for m in messages if m.find("translation").get("type") is not None]
    assert open_ == [], f"{path.name}: unfinished or obsolete: {open_[:5]}"
    for m in messages:
        translation = m.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in forms:
            assert text.strip(), f"{path.name}: empty translation of {m.findtext('source')!r}"
            # named fields: none that the source lacks (a translation may leave one out)
            assert set(re.findall(r"\{\w+\}", text)) <= set(re.findall(r"\{\w+\}", m.findtext("source"))), (
                f"{path.name}: fields of {m.findtext('source')!r}"
            )
            assert ("%n" in text) == ("%n" in m.findtext("source"))


def test_every_language_has_the_same_messages() -> None:
    keys = [sorted((m.findtext("source"), m.findtext("comment") or "") for m in _messages(p)) for p in TS_FILES]
    assert all(k == keys[0] for k in keys)


def test_compiled_translations_are_current() -> None:
    """The catalogues hold what lupdate finds in the sources (nothing compiled is kept: the program
    reads the .ts files), and the engine's words are current."""
    assert stale() == [], "run: python -m tools.i18n"
    assert engine_words.current(), "run: python -m tools.i18n"


def test_the_program_reads_each_catalogue_as_qt_compiles_it(qapp, tmp_path) -> None:
    """i18n.Catalogue stands in for the .qm file lrelease would make: for every message of every
    catalogue (each plural form for counts 0 to 130) it answers exactly as Qt's own translator does."""
    for path, qm in zip(TS_FILES, release(tmp_path), strict=True):
        compiled = QTranslator()
        assert compiled.load(str(qm))
        ours = i18n.Catalogue(path)
        for context in ET.parse(path).getroot().iter("context"):
            name = context.findtext("name")
            for m in context.iter("message"):
                key = (m.findtext("source"), m.findtext("comment"))
                for n in range(131) if m.get("numerus") == "yes" else [-1]:
                    assert ours.translate(name, *key, n) == compiled.translate(name, *key, n), (path.name, key, n)


class Pseudo(QTranslator):
    """Every string wrapped in ⟦…⟧; remembers what was asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.asked.add((context, source))
        return f"⟦{source}⟧"


#: Words that are the same in every language: names of games, terms players keep, the app's name.
KEPT = {"cardtable", "Bummerl", "Bura", "Schneider", "Schwarz"}


def english_left(text: str) -> str:
    """What remains of a text once every ⟦…⟧ is taken out, if it holds a word."""
    text = re.sub(r"<[^>]+>", " ", text)  # rich text markup
    while True:
        inner = re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
        if inner == text:
            break
        text = inner
    words = [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in KEPT]
    return " ".join(words)


def widget_texts(window: MainWindow) -> list[tuple[str, str]]:
    out = [("title", window.windowTitle())]
    for menu in window.menuBar().findChildren(QMenu):
        out.append(("menu", menu.title()))
        out += [("action", a.text()) for a in menu.actions() if not a.isSeparator()]
    table = window.table
    assert table is not None
    for widget in table.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            out.append((widget.objectName() or type(widget).__name__, widget.text()))
            out.append(("tooltip", widget.toolTip()))
        out.append(("accessible", widget.accessibleName()))
    out += [(f"caption {name}", view.caption) for name, view in table.views.items()]
    return out


@pytest.fixture
def pseudo():
    translator = Pseudo()
    i18n.set_language("en", extra=translator)
    yield translator
    i18n.set_language("en")


def test_no_plain_english_in_a_pseudo_language(qtbot, pseudo) -> None:
    from cardtable.ai import make_player

    window = MainWindow(Settings(animation="off", level="easy", trick_pause="short", hints=True), seed=5, persist=False)
    qtbot.addWidget(window)
    window.show()
    found: dict[str, str] = {}
    seen: set[str] = set()

    def look() -> None:
        for where, text in widget_texts(window):
            seen.add(text)
            left = english_left(text)
            if left and not re.fullmatch(r"([A-Z]-\d+\W*)+", text.strip()):
                found.setdefault(left, f"{where}: {text}")

    for game in ("schnapsen", "bura", "schneider"):
        window.settings.game = game  # type: ignore[assignment]
        window.new_game()
        c = window.controller
        assert c is not None
        qtbot.waitUntil(lambda c=c: c.human_to_move() is not None, timeout=30000)
        look()  # the player's own turn ("Your turn"): from here the stand-in plays for him
        c.set_stand_in(make_player("easy", seed=3))
        c.changed.connect(look)
        c.message.connect(lambda _text: look())
        # the hand's summary stays (the stand-in would deal on at once without animations), laid
        # out in the frame after the one that shows the last card
        c.handFinished.connect(lambda *_, c=c: setattr(c, "stand_in", None))
        qtbot.waitUntil(lambda c=c: c.finished_hand is not None or c.match.result is not None, timeout=30000)
        look()
        qtbot.waitUntil(window.table.summary.isVisible, timeout=5000)
        look()
    assert found == {}
    wrapped = [text for text in seen if "⟦" in text]
    assert len(wrapped) > 60 and any("⟦Your turn⟧" in text for text in seen)
    assert any("⟦Next to deal" in text for text in seen)  # the summary
    # every string asked for at run time is in the translation sources (pyside6-lupdate found it)
    ours = {(m_ctx, m.findtext("source")) for m_ctx, m in _sources()}
    contexts = {ctx for ctx, _ in ours}
    missing = sorted(key for key in pseudo.asked if key[0] in contexts and key not in ours)
    assert missing == [], missing


def _sources() -> list[tuple[str, ET.Element]]:
    root = ET.parse(TS_FILES[0]).getroot()
    return [(ctx.findtext("name") or "", m) for ctx in root.iter("context") for m in ctx.iter("message")]


def test_switching_the_language_relabels_the_open_window(qtbot) -> None:
    window = MainWindow(Settings(animation="off", level="easy"), seed=5, persist=False)
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    assert c is not None and window.table is not None
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    table = window.table
    table.show_message(Refusal.of("S-17", refusals.FOLLOW_SUIT, suit="H"))
    english = dict(widget_texts(window))
    assert window.menuBar().actions()[0].text() == "&Game"
    try:
        window.apply_setting("language", "de")
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Spiel", timeout=5000)
        assert table.turn.text() == "Du bist dran"
        # the buttons of the turn are worded anew too (they stay put within a turn; they kept English)
        buttons = [b.text().replace("&", "") for b in table.actions_bar.buttons]
        assert buttons and not any(text in buttons for text in ("Close the stock", "Claim 66")), buttons
        assert table.status.text() == "S-17: Du musst Farbe bekennen (♥)"
        assert "Geben" in table.score.text() or "Geber" in table.score.text()
        assert "Spiel" in window.windowTitle() or "Schnapsen" in window.windowTitle()
        assert window.settings.language == "de"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own words too
        window.apply_setting("language", "cs")
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() != "&Spiel", timeout=5000)
        assert table.status.text() == "S-17: Musíš přiznat barvu (♥)"
    finally:
        window.apply_setting("language", "en")
        QApplication.processEvents()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Game", timeout=5000)
    assert dict(widget_texts(window))["status"] == english["status"]


def test_card_names_follow_the_deck_and_the_language(qtbot) -> None:
    from cardtable.ui import texts

    try:
        i18n.set_language("de")
        assert texts.card_name("tell", "QS") == "Laub-Ober"
        assert texts.card_name("french", "QH") == "Herz-Dame"
        i18n.set_language("cs")
        assert texts.card_name("tell", "JC") == "žaludský spodek"
    finally:
        i18n.set_language("en")
    assert texts.card_name("tell", "QS") == "ober of leaves"


def test_desktop_entry_and_appstream_summary_in_every_language() -> None:
    packaging = ROOT / "packaging" / "linux"
    desktop = (packaging / "io.github.cardtable.CardTable.desktop").read_text(encoding="utf-8")
    metainfo = (packaging / "io.github.cardtable.CardTable.metainfo.xml").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        assert f"Comment[{lang}]=" in desktop and f"GenericName[{lang}]=" in desktop
        assert f'<summary xml:lang="{lang}">' in metainfo


def test_dialogs_in_a_pseudo_language(qtbot, pseudo) -> None:
    from PySide6.QtWidgets import QCheckBox, QComboBox

    from cardtable.ui.dialogs import NewGameDialog
    from cardtable.ui.preferences import PreferencesDialog

    found = {}
    seen: list[str] = []
    for game in ("schnapsen", "bura", "schneider"):
        dialogs = [
            NewGameDialog(game, "standard", {}, "french", "hotseat"),
            PreferencesDialog(Settings(), lambda name, value: None),
        ]
        for dialog in dialogs:
            qtbot.addWidget(dialog)
            texts = [dialog.windowTitle()]
            for widget in dialog.findChildren(QWidget):
                if isinstance(widget, QLabel | QCheckBox):
                    texts.append(widget.text())
                if isinstance(widget, QComboBox) and widget.objectName() not in ("game", "pref-language"):
                    texts += [widget.itemText(i) for i in range(widget.count())]
            seen += texts
            for text in texts:
                left = english_left(text)
                if left and not re.fullmatch(r"[A-Z]-\d+", left):
                    found.setdefault(left, text)
    assert "⟦New game⟧" in seen and "⟦Rule variants⟧" in " ".join(seen) and "⟦Like the system⟧" in seen
    # rule ids stay as they are; game names (Schnapsen, Bura, Schneider) and Bummerl are kept
    assert {k: v for k, v in found.items() if not re.fullmatch(r"([SBHD] )*[SBHD]?", k)} == {}


def test_notices_from_settings_saved_games_and_statistics_are_worded_in_the_language(qapp, tmp_path) -> None:
    from cardtable import storage
    from cardtable.settings import load_settings
    from cardtable.ui import texts
    from cardtable.ui.i18n import set_language

    bad = tmp_path / "settings.json"
    bad.write_text("{", encoding="utf-8")
    _, problem = load_settings(bad)
    empty = tmp_path / "empty.cardtable"
    empty.write_bytes(b"")
    try:
        storage.read_game(empty)
    except storage.StorageError as exc:
        refused = exc
    partly = tmp_path / "partly.json"
    partly.write_text('{"deck_style": "poker", "rules": {"schneider": {"target": 0}}}', encoding="utf-8")
    _, left_out = load_settings(partly)
    try:
        set_language("de")
        assert "Standardwerte" in texts.notice(problem) and "aufbewahrt" in texts.notice(problem)
        # a left-out setting by its German words, the game and the rule by their German titles
        worded = texts.notice(left_out)
        assert "das Kartenblatt" in worded and "Böhmischer Schneider" in worded and "Kartenblatt" not in str(left_out)
        assert "deck_style" not in worded and "Match target" not in worded, worded
        assert texts.notice(refused) == "empty.cardtable ist leer."
    finally:
        set_language("en")
    assert texts.notice(refused) == "empty.cardtable is empty." == str(refused)


def test_a_chip_balance_is_signed_and_counted_in_each_language(qtbot) -> None:
    # B-2: the score panel's balances ("+1 chip", not "+1 chips"), with each language's plural forms.
    balance = texts.plural().chip_balance
    assert [balance(n) for n in (1, -1, 0, 2, -5)] == ["+1 chip", "-1 chip", "0 chips", "+2 chips", "-5 chips"]
    try:
        i18n.set_language("de")
        assert [balance(n) for n in (1, -3)] == ["+1 Chip", "-3 Chips"]
        i18n.set_language("ru")
        assert [balance(n) for n in (1, 3, -5)] == ["+1 фишка", "+3 фишки", "-5 фишек"]
    finally:
        i18n.set_language("en")


def _dialog_texts(dialog: QWidget) -> list[str]:
    from PySide6.QtWidgets import QComboBox

    out = [dialog.windowTitle(), dialog.accessibleName()]
    for widget in dialog.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton):
            out.append(widget.text())
        if isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
    return out


def test_preferences_relabel_themselves_when_the_language_is_switched_in_them(qtbot) -> None:
    """Language switched in Preferences: the table and the menus changed, the open dialog kept its
    English words (only Qt's own Close button changed). It now says what a dialog opened in the new
    language says."""
    from cardtable.ui.preferences import PreferencesDialog

    window = MainWindow(Settings(animation="off", level="easy"), seed=5, persist=False)
    qtbot.addWidget(window)
    window.show()
    dialog = PreferencesDialog(window.settings, window.apply_setting, window)
    qtbot.addWidget(dialog)
    dialog.show()
    english = _dialog_texts(dialog)
    language = dialog.findChild(QWidget, "pref-language")
    try:
        language.setCurrentIndex(language.findData("de"))
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Spiel", timeout=5000)
        QApplication.processEvents()
        fresh = PreferencesDialog(window.settings, window.apply_setting, window)
        qtbot.addWidget(fresh)
        german = _dialog_texts(fresh)
        assert "&Sprache" in german and "Einstellungen" in german
        assert _dialog_texts(dialog) == german
        assert language.currentData() == "de"
        # the hot-seat name fields hold the default names: they follow the language too (issue 47 item 12)
        names = [dialog.findChild(QWidget, f"pref-name-{seat}").text() for seat in (0, 1)]
        assert names == [fresh.findChild(QWidget, f"pref-name-{seat}").text() for seat in (0, 1)]
        assert names == ["Spieler 1", "Spieler 2"] or "Player 1" not in names
    finally:
        language.setCurrentIndex(language.findData("en"))
        QApplication.processEvents()
    qtbot.waitUntil(lambda: _dialog_texts(dialog) == english, timeout=5000)


MARKERS = {"tr": 1, "QT_TRANSLATE_NOOP": 2, "translate": 2}  #: how many literal arguments lupdate reads


def _stray_translator_notes(source: str) -> list[int]:
    """Lines of ``#:`` comments that pyside6-lupdate would paste into the note of some later string:
    one after code on its line (lupdate gives it to the *next* string), or one whose next logical
    line (a compound statement's header only) marks no literal string for translation."""
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.NL, tokenize.INDENT, tokenize.DEDENT)
    ]

    def marks_a_string(at: int) -> bool:
        """A marked call with literal text starts somewhere in the logical line from ``at``."""
        while at < len(tokens) and tokens[at].type not in (tokenize.NEWLINE, tokenize.ENDMARKER):
            literal = MARKERS.get(tokens[at].string) if tokens[at].type == tokenize.NAME else None
            args = tokens[at + 1 : at + 2 + 2 * (literal or 0)]
            if (
                literal
                and args[0].string == "("
                and all(t.type == tokenize.STRING for t in args[1::2])
                and all(t.string == "," for t in args[2:-1:2])
            ):
                return True
            at += 1
        return False

    stray = []
    for i, token in enumerate(tokens):
        if token.type != tokenize.COMMENT or not token.string.startswith("#:"):
            continue
        after_code = i > 0 and tokens[i - 1].start[0] == token.start[0]
        nxt = i + 1
        while nxt < len(tokens) and tokens[nxt].type == tokenize.COMMENT:
            nxt += 1
        if after_code or not marks_a_string(nxt):
            stray.append(token.start[0])
    return stray


@pytest.mark.parametrize("path", translation_sources(), ids=lambda p: p.name)
def test_translator_notes_stand_only_before_translated_strings(path) -> None:
    assert _stray_translator_notes(path.read_text(encoding="utf-8")) == [], (
        f"{path.name}: a #: note is for translators (lupdate); write a plain # comment"
    )


def test_a_stray_translator_note_is_found() -> None:
    source = "\n".join(
        [
            "WIDTH = 3  #: in cards",  # 1: after code, lupdate gives it to the next string
            "#: a title",  # 2: fine
            'TITLE = QT_TRANSLATE_NOOP("c", "Hi")',
            "#: not a string",  # 4: stray
            "X = 1",
            "WORDS = {",
            "    #: inside a dict, before its string",  # 7: fine
            '    "k": QT_TRANSLATE_NOOP(',
            '        "c", "v"),',
            '    "j": QT_TRANSLATE_NOOP("c", "w"),  #: after its string',  # 10: stray
            "}",
            "#: a header",  # 12: stray (the string is in the body)
            "def f(name):",
            "    #: a variable is not read by lupdate",  # 14: stray
            '    return translate("c", name)',
            "",
        ]
    )
    assert _stray_translator_notes(source) == [1, 4, 10, 12, 14]
