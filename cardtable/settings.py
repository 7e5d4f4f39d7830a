"""Per-user settings: a dataclass stored as JSON in the user's config folder, checked by pydantic
when read (``cardtable.checked``: a file this program wrote and finds unchanged is read unchecked).

Writes are atomic (a temporary file, then ``os.replace``). A file that cannot be read is moved
aside (``settings.json.bad-<time>``) and the defaults are used, with a message for the player.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import shutil
import time
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from cardtable.checked import WRITTEN, as_dict, checked, fingerprint, validator
from cardtable.engine.rules import PRESETS, RULE_MODELS
from cardtable.notices import QT_TRANSLATE_NOOP, Notice

if TYPE_CHECKING:
    from pydantic import TypeAdapter
    from pydantic.fields import FieldInfo

    from cardtable.engine.gamename import GameName

#: What a player reads when something goes wrong here (worded in his language by the table).
SETTINGS_NOT_READ = QT_TRANSLATE_NOOP(
    "notices",
    "Your settings file could not be read ({reason}); the defaults are used.{kept}",
)
#: Why a settings file could not be read, in a player's words (the ``reason`` above).
NOT_TEXT = QT_TRANSLATE_NOOP("notices", "it is not text")
NOT_SETTINGS = QT_TRANSLATE_NOOP("notices", "it is not a settings file")
NOT_OPENED = QT_TRANSLATE_NOOP("notices", "it cannot be opened")
NOT_A_FILE = QT_TRANSLATE_NOOP("notices", "it is not a file (a device or a pipe)")
TOO_LARGE = QT_TRANSLATE_NOOP("notices", "it is too large")
#: The settings folder cannot be used at all (no permission, a file where the folder should be).
FOLDER_UNUSABLE = QT_TRANSLATE_NOOP(
    "notices",
    "Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.",
)
NO_PERMISSION = QT_TRANSLATE_NOOP("notices", "permission denied")
FILE_IN_THE_WAY = QT_TRANSLATE_NOOP("notices", "a file stands where a folder should be")
LINK_LOOPS = QT_TRANSLATE_NOOP("notices", "it is a link that points back to itself")
SETTINGS_RESET = QT_TRANSLATE_NOOP("notices", "Some saved settings were not valid and were reset: {names}.")
#: The same, when the file as it was (perhaps from a newer version) is kept beside the new one.
SETTINGS_LEFT_OUT = QT_TRANSLATE_NOOP(
    "notices",
    "Some saved settings are unknown to this version or not valid and were left out: {names}. "
    "The file as it was is kept as {name}.",
)

#: How a setting is named to a player when its saved value is left out (not by its field name).
SETTING_WORDS = {
    "game": QT_TRANSLATE_NOOP("notices", "the game"),
    "presets": QT_TRANSLATE_NOOP("notices", "the rules presets"),
    "rules": QT_TRANSLATE_NOOP("notices", "the rule toggles"),
    "deck_style": QT_TRANSLATE_NOOP("notices", "the deck"),
    "card_back": QT_TRANSLATE_NOOP("notices", "the card back"),
    "level": QT_TRANSLATE_NOOP("notices", "the opponent"),
    "animation": QT_TRANSLATE_NOOP("notices", "the animation speed"),
    "sound": QT_TRANSLATE_NOOP("notices", "sound"),
    "auto_claim": QT_TRANSLATE_NOOP("notices", "auto-claim"),
    "hints": QT_TRANSLATE_NOOP("notices", "learner hints"),
    "undo": QT_TRANSLATE_NOOP("notices", "undo"),
    "confirm_close": QT_TRANSLATE_NOOP("notices", "asking before closing the stock"),
    "theme": QT_TRANSLATE_NOOP("notices", "the theme"),
    "cloth": QT_TRANSLATE_NOOP("notices", "the cloth"),
    "card_size": QT_TRANSLATE_NOOP("notices", "the card size"),
    "contrast": QT_TRANSLATE_NOOP("notices", "high contrast"),
    "trick_pause": QT_TRANSLATE_NOOP("notices", "how long a finished trick stays"),
    "one_click": QT_TRANSLATE_NOOP("notices", "one-click play"),
    "match_length_checked": QT_TRANSLATE_NOOP("notices", "the Bura match length"),
    "hotseat_specials": QT_TRANSLATE_NOOP("notices", "hot-seat special hands"),
    "player_names": QT_TRANSLATE_NOOP("notices", "the hot-seat names"),
    "language": QT_TRANSLATE_NOOP("notices", "the language"),
    "window_geometry": QT_TRANSLATE_NOOP("notices", "the window's size and place"),
    "welcome": QT_TRANSLATE_NOOP("notices", "the welcome"),
    "learn_played": QT_TRANSLATE_NOOP("notices", "showing the cards played"),
    "learn_points": QT_TRANSLATE_NOOP("notices", "showing both players' points"),
    "learn_hint": QT_TRANSLATE_NOOP("notices", "the Hint button"),
    "learn_explain": QT_TRANSLATE_NOOP("notices", "explaining the computer's play"),
}
#: A game's saved rules, named with the game's (and the rule's) title.
PRESET_OF = QT_TRANSLATE_NOOP("notices", "the rules preset of {game}")
RULE_OF = QT_TRANSLATE_NOOP("notices", "the {game} rule “{rule}”")
RULES_OF = QT_TRANSLATE_NOOP("notices", "the rules of {game}")
#: A key this version does not know (a newer version's), named as it is written in the file.
UNKNOWN_KEY = QT_TRANSLATE_NOOP("notices", "“{key}”")

# A settings file is a few kilobytes; no more than this is ever read (50 MB gave no window).
MAX_BYTES = 1024 * 1024
# The longest player's name kept (the name fields of Preferences and New game take as many).
NAME_LENGTH = 24
GEOMETRY_LENGTH = 512  # window_geometry's bound: Qt's saveGeometry() in base64 is some 70 characters
# Bidirectional overrides and isolates: they would turn the text around them on the screen.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def plain_name(name: str) -> str:
    """A player's name as plain text of a sensible length: control characters (line breaks, tabs,
    escapes, bidirectional overrides) become spaces, runs of spaces one, and it is cut at
    NAME_LENGTH characters. Markup stays as typed: the labels showing a name show it as text."""
    kept = "".join(
        " " if ch in _BIDI_CONTROLS or unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") else ch
        for ch in name[: NAME_LENGTH * 4]
    )
    plain = " ".join(kept.split())[:NAME_LENGTH].strip()
    return plain if any(unicodedata.category(ch) not in _UNSEEN for ch in plain) else ""


# Characters that show nothing of their own (zero-width and format characters, combining marks): a
# name made only of them is blank on the table, so it stands for "Player n" as an empty one does.
_UNSEEN = ("Cf", "Mn", "Me", "Zs")


def _two_names(names: list[str]) -> list[str]:
    """The two hot-seat names, plain (``plain_name``); a missing one empty (it stands for "Player n")."""
    plain = [plain_name(name) for name in names[:2]]
    return plain + [""] * (2 - len(plain))


@dataclasses.dataclass
class Settings:
    game: GameName = "schnapsen"
    presets: dict[str, str] = checked(factory=dict)  # chosen preset per game
    rules: dict[str, dict[str, Any]] = checked(factory=dict)  # toggles per game, over the preset
    deck_style: Literal["french", "french4", "tell"] = "french"
    card_back: Literal["classic-red", "blue-lattice", "tell-ornament"] = "classic-red"
    level: Literal["random", "easy", "medium", "strong", "expert", "hotseat"] = "medium"  # hotseat: two people
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    sound: bool = True
    auto_claim: bool = False  # S-20: claim for the player when it is right
    hints: bool = False  # learner hints: running points (B-17), unplayable cards dimmed with the rule
    undo: bool = True  # Edit ▸ Undo of the player's last play against the computer (learners)
    confirm_close: bool = True  # ask before closing the stock (until the player says not to)
    theme: Literal["system", "light", "dark"] = "system"  # system follows the desktop's colour scheme
    cloth: Literal["green", "blue", "red", "grey"] = "green"  # the colour of the table's cloth
    # how large the cards are drawn: larger cards take more of the table, which scrolls if needed
    card_size: Literal["normal", "large", "larger"] = "normal"
    contrast: bool = False  # high contrast table and deck: dark cloth, outlined cards, bolder marks
    trick_pause: Literal["short", "long", "click"] = "short"  # how long a finished trick stays in view
    # a click plays a card (Bura: picks it into the group); off, a click only raises it and a
    # double-click, a drag or Enter plays. On by default: casual card games play on a click, and a
    # newcomer whose click only raised a card did not know what else to do (issue 47)
    one_click: bool = True
    # Bura rules saved with the old default "no limit" (a match that never ended) have been moved once
    # to the length the table proposes (ui.dialogs.MATCH_LENGTH); a "no limit" chosen since is kept
    match_length_checked: bool = False
    # Bura in hot-seat: a special hand is shown at once (True) or kept (False); the device is not
    # passed round for an offer, which would betray whether there was one (B-15)
    hotseat_specials: bool = True
    # hot-seat names; an empty one stands for "Player 1" / "Player 2" in the player's language
    player_names: list[str] = checked(factory=lambda: ["", ""])
    # the player's language: "system" (the desktop's, else English) or en, de, cs, ru, pt, nl, es
    language: Literal["system", "en", "de", "cs", "ru", "pt", "nl", "es"] = "system"
    # Qt's saveGeometry(), base64 (some 70 characters): bounded, so a save can always be read back
    window_geometry: str = checked("", max_length=GEOMETRY_LENGTH)
    # show the welcome (ui/welcome.py) at the next start: only a first start (no settings file) sets
    # it, so a file without it (an older version's, a test's) never brings the welcome back
    welcome: bool = False
    # Preferences > Learning (issue 43). Counting aids are not for real play, so the cards played
    # (by suit), both players' points and the computer's explained play are off by default, and a
    # hand played with one on is marked in the statistics (``hands.aids``). The Hint button stays
    # shown by default, as the welcome and the guided hands promise it: only asking for a hint
    # helps, and a hand where one was asked for is marked already (``hands.hint``).
    learn_played: bool = False
    learn_points: bool = False
    learn_hint: bool = True
    learn_explain: bool = False

    def __post_init__(self) -> None:
        """Containers of its own (a caller's dict changed later does not change the settings), and
        the names plain."""
        self.presets = dict(self.presets)
        self.rules = {game: dict(toggles) for game, toggles in self.rules.items()}
        self.player_names = _two_names(self.player_names)


def _validator() -> Any:
    """The pydantic model that checks settings read from a file (unknown keys left out)."""
    from cardtable.engine.gamename import GameName

    return validator(Settings, names={"GameName": GameName}, extra="ignore")


# What settings files hold, with the games, their presets and toggles they name (a file written
# under another fingerprint, by another version, is checked when read: a toggle it no longer has
# is left out with a notice, never trusted).
FINGERPRINT = fingerprint(Settings, *RULE_MODELS.values(), also=repr(PRESETS))

# The learning aids whose being on marks a hand in the statistics (the Hint marks by its use).
LEARNING_AIDS = ("learn_played", "learn_points", "learn_explain")


def aids_on(settings: Settings) -> bool:
    """Whether a learning aid that marks the hands in the statistics is on."""
    return any(getattr(settings, name) for name in LEARNING_AIDS)


def config_dir() -> Path:
    override = os.environ.get("CARDTABLE_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("cardtable", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults; the second value is a message for the player.

    A file this program wrote and finds unchanged is read back unchecked (``cardtable.checked``);
    any other is checked field by field: an unknown or invalid entry (a value or key from a newer
    version, a preset or toggle a game does not have) is dropped with a one-line notice and the
    rest kept, and a copy of the file as it was is kept beside it.
    A file that cannot be read at all is moved aside under a name that never collides; so is one
    that is no file (a pipe, a device: never read, never waited for) or too large. A folder that
    cannot be used (no permission, a file in its place) gives the defaults and says so."""
    from cardtable.storage import read_file

    path = path or settings_path()
    _clean_leftovers(path)
    try:
        raw = read_file(path, MAX_BYTES)
    except FileNotFoundError:
        return Settings(welcome=True), None  # the first start; a dangling link: the first save makes its file
    except (PermissionError, NotADirectoryError) as exc:
        if _folder_unusable(path):
            return Settings(), Notice.of(FOLDER_UNUSABLE, folder=str(path.parent), reason=Notice.of(_reason(exc)))
        return _unreadable(path, exc)
    except OSError as exc:
        return _unreadable(path, exc)
    written = _as_written(path, raw)
    if written is not None:
        return written, None
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        settings, dropped = _validate_fields(data)
    except (ValueError, RecursionError, MemoryError) as exc:  # UnicodeDecodeError is a ValueError
        return _unreadable(path, exc)
    # A newer version's keys, named as they are written:
    known = {field.name for field in dataclasses.fields(Settings)}
    dropped += [Notice.of(UNKNOWN_KEY, key=str(key)) for key in data if key not in known]
    if dropped:
        # The next save leaves them out, so the file as it was is kept beside it: the player (or a
        # newer version's user going back to it) can put it back by hand.
        copy = _keep_copy(path)
        if copy is None:
            return settings, Notice.of(SETTINGS_RESET, names=dropped)
        return settings, Notice.of(SETTINGS_LEFT_OUT, names=dropped, name=str(copy))
    return settings, None


def _as_written(path: Path, raw: bytes) -> Settings | None:
    """The settings, unchecked, when the file is exactly what this program last wrote there."""
    values = WRITTEN.unchanged(path, raw, FINGERPRINT)
    try:
        return None if values is None else Settings(**values)
    except (ValueError, TypeError):  # not possible for what was written: then it is checked
        return None


def _unreadable(path: Path, exc: BaseException) -> tuple[Settings, Notice]:
    """The defaults, and the notice for a file that cannot be read (it is kept aside)."""
    kept = _keep_aside(path)
    return Settings(), Notice.of(SETTINGS_NOT_READ, reason=Notice.of(_reason(exc)), kept=kept)


def _folder_unusable(path: Path) -> bool:
    """Whether the settings folder itself cannot be used (a refused open of the file alone, or of
    a folder that is fine, is the file's fault)."""
    folder = path.parent
    try:
        os.stat(folder)
        os.listdir(folder)
    except OSError:
        return True
    return not os.access(folder, os.W_OK | os.X_OK)


def _reason(exc: BaseException) -> str:
    """What a player is told of why the file could not be read (not the exception's name)."""
    from cardtable.storage import NotAFile, TooLarge

    if isinstance(exc, UnicodeDecodeError):  # before ValueError, of which it is one
        return NOT_TEXT
    if isinstance(exc, NotAFile):
        return NOT_A_FILE
    if isinstance(exc, TooLarge):
        return TOO_LARGE
    if isinstance(exc, PermissionError):
        return NO_PERMISSION
    if isinstance(exc, NotADirectoryError):
        return FILE_IN_THE_WAY
    if isinstance(exc, OSError) and exc.errno == errno.ELOOP:
        return LINK_LOOPS
    if isinstance(exc, OSError):
        return NOT_OPENED
    return NOT_SETTINGS  # not JSON, not an object, nested too deep


def _field_type(field: FieldInfo) -> TypeAdapter[Any]:
    """A field's type with its bounds (``max_length``...), which pydantic keeps beside the type."""
    from pydantic import TypeAdapter

    if not field.metadata:
        return TypeAdapter(field.annotation)  # type: ignore[arg-type]
    return TypeAdapter(Annotated[(field.annotation, *field.metadata)])  # type: ignore[arg-type]


def _validate_fields(data: dict[str, Any]) -> tuple[Settings, list[Notice]]:
    """Settings from ``data``, keeping every valid field; the dropped ones as a player names them."""
    from pydantic import ValidationError

    good: dict[str, Any] = {}
    dropped: list[Notice] = []
    for name, field in _validator().model_fields.items():
        if name not in data:
            continue
        try:
            good[name] = _field_type(field).validate_python(data[name])
        except (ValidationError, RecursionError):
            dropped.append(Notice.of(SETTING_WORDS.get(name, name)))
    settings = Settings(**good)
    settings.presets, bad_presets = _checked_presets(settings.presets)
    settings.rules, bad_rules = _checked_rules(settings.rules)
    return settings, dropped + bad_presets + bad_rules


def _game_named(game: str) -> Notice | str:
    """A game by its title (translated where shown), a game this version does not have as written."""
    from cardtable.engine import GAMES

    return Notice.term(GAMES[game].title, "games") if game in GAMES else game


def _rule_named(game: str, key: str) -> Notice | str:
    """A rule toggle by its title (translated where shown), one this version does not have as written."""
    from cardtable.engine import GAMES

    options = GAMES[game].rule_options
    return Notice.term(options[key].title, "rules") if key in options else key


def _checked_presets(presets: dict[str, str]) -> tuple[dict[str, str], list[Notice]]:
    from cardtable.engine import GAMES

    kept = {g: p for g, p in presets.items() if g in GAMES and p in GAMES[g].presets}
    return kept, [Notice.of(PRESET_OF, game=_game_named(g)) for g in presets if g not in kept]


def _checked_rules(rules: dict[str, dict[str, Any]]) -> tuple[dict[str, dict[str, Any]], list[Notice]]:
    """Each game's saved toggles, checked against its spec one by one, then together."""
    from cardtable.engine import GAMES

    kept: dict[str, dict[str, Any]] = {}
    dropped: list[Notice] = []
    for game, toggles in rules.items():
        if game not in GAMES:
            dropped.append(Notice.of(RULES_OF, game=_game_named(game)))
            continue
        spec = GAMES[game]
        good = {}
        for key, value in toggles.items():
            try:
                spec.rules({key: value})
                good[key] = value
            except ValueError:
                dropped.append(Notice.of(RULE_OF, game=_game_named(game), rule=_rule_named(game, key)))
        try:
            spec.rules(good)
        except ValueError:
            dropped.append(Notice.of(RULES_OF, game=_game_named(game)))
            continue
        kept[game] = good
    return kept, dropped


def _keep_aside(path: Path) -> str:
    """Move an unreadable file out of the way (never over another kept file)."""
    from cardtable.storage import KEPT_AS, set_aside

    aside = set_aside(path)
    if aside is None:
        return ""
    return Notice.of(KEPT_AS, name=str(aside))  # the folder too: a name alone cannot be found


def _keep_copy(path: Path) -> Path | None:
    """A copy of ``path`` beside it under a name that is not taken (a hard link where the file
    system has them: the atomic save replaces the name, not the kept file); None if none could be
    made, and then no half-written copy is left. A copy of the same file kept at an earlier start
    (nothing has saved over it since) is named again, not made once more."""
    from cardtable.storage import free_names

    earlier = _same_copy(path)
    if earlier is not None:
        return earlier
    for copy in free_names(path, "kept", 100):
        try:
            os.link(path, copy)
            return copy
        except FileExistsError:
            continue
        except OSError:
            pass  # no hard links here: a real copy, private like the file, never over another
        try:
            fd = os.open(copy, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        except OSError:
            return None
        try:
            with os.fdopen(fd, "wb") as target, path.open("rb") as source:
                shutil.copyfileobj(source, target)
            return copy
        except OSError:
            copy.unlink(missing_ok=True)
            return None
    return None


def _same_copy(path: Path) -> Path | None:
    """A kept copy beside ``path`` that is the same file (a hard link) or holds the same bytes; a
    link by name (symlink) is never one, as the next save would leave it naming the new file."""
    import filecmp

    for copy in sorted(path.parent.glob(path.name + ".kept-*")):
        try:
            if copy.is_symlink() or not copy.is_file():
                continue
            if os.path.samefile(path, copy) or filecmp.cmp(path, copy, shallow=False):
                return copy
        except OSError:
            continue  # one unreadable copy does not hide the others
    return None


def _clean_leftovers(path: Path) -> None:
    """Remove temporary files a crash in the middle of ``save_settings`` may have left."""
    try:
        for tmp in path.parent.glob(".settings-*.tmp"):
            if time.time() - tmp.stat().st_mtime > 60:
                tmp.unlink(missing_ok=True)
    except OSError:
        pass


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a crash mid-write never leaves a half-written settings file. What is written
    can always be read back: settings past the read limit (MAX_BYTES) are refused here, with
    OSError, rather than refused as too large at the next start."""
    from cardtable.storage import atomic_write

    values = as_dict(settings)
    text = json.dumps(values, indent=2, ensure_ascii=False)
    if len(text.encode("utf-8")) > MAX_BYTES:
        text = json.dumps(values, ensure_ascii=False, separators=(",", ":"))
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise SettingsTooLarge(len(text.encode("utf-8")))
    path = path or settings_path()
    atomic_write(path, text)
    if _sound(values):
        WRITTEN.note(path, text.encode("utf-8"), FINGERPRINT)


def _sound(values: dict[str, Any]) -> bool:
    """Whether settings about to be trusted at the next start pass the check: where pydantic is in
    use already (an autosave was written), a value a bug put there is checked here, not trusted;
    a start that imported nothing of it is not made to pay for it."""
    import sys

    if "pydantic" not in sys.modules:
        return True
    try:
        return not _validate_fields(values)[1]
    except (ValueError, RecursionError):
        return False


class SettingsTooLarge(OSError):
    """Settings that would be written larger than they are read (``str()``: in words)."""

    def __init__(self, size: int) -> None:
        super().__init__(errno.EFBIG, f"they are too large ({size // 1024} KB)")

    def __str__(self) -> str:
        return str(self.strerror)
