"""The files of the bundles and installers are well-formed and agree with each other and with the
version in pyproject.toml (fast checks; building the bundle is test_bundle.py's)."""

import doctest
import functools
import importlib.util
import os
import plistlib
import re
import shutil
import signal
import struct
import subprocess
import sys
import time
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.desktop import APP_ID, GAME_MIME, desktop_entry, install, mime_package

from .test_version_sound import pyproject_version

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
MIME = PACKAGING / "linux" / f"{APP_ID}.xml"
LANGUAGES = ("en", "de", "cs", "ru", "pt", "nl", "es")  # cardtable.ui.i18n.LANGUAGES


def load(name: str):
    """A module of packaging/ (not a package: the build scripts run as files)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_desktop_entry_of_the_bundles_is_the_one_pip_users_install():
    assert DESKTOP.read_text(encoding="utf-8") == desktop_entry("cardtable")
    assert f"Icon={APP_ID}\n" in DESKTOP.read_text(encoding="utf-8")
    assert MIME.read_text(encoding="utf-8") == mime_package()


def test_saved_games_open_with_the_program_from_the_desktop():
    """Issue 46 item 6: the entry takes a file (%f) and names the saved games' type, which the MIME
    package declares by the .cardtable ending."""
    text = DESKTOP.read_text(encoding="utf-8")
    assert "Exec=cardtable %f\n" in text and f"MimeType={GAME_MIME};\n" in text
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    [kind] = ET.parse(MIME).getroot().findall("m:mime-type", ns)
    assert kind.get("type") == GAME_MIME
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.cardtable"]
    langs = {c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in kind.findall("m:comment", ns)}
    assert langs == {None, *LANGUAGES[1:]}
    root = ET.parse(METAINFO).getroot()
    assert [m.text for m in root.find("provides").iter("mediatype")] == [GAME_MIME]


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info not installed")
def test_the_mime_package_is_read_by_shared_mime_info(tmp_path):
    """update-mime-database (the validator: it warns of any mistake) compiles the package; the
    database then maps the ending to the type."""
    (tmp_path / "packages").mkdir()
    (tmp_path / "packages" / MIME.name).write_text(mime_package(), encoding="utf-8")
    done = subprocess.run(["update-mime-database", "-V", str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0 and "warning" not in done.stderr.lower(), done.stderr
    assert f"{GAME_MIME}:*.cardtable" in (tmp_path / "globs2").read_text(encoding="utf-8")
    assert f"{GAME_MIME} application/json" in (tmp_path / "subclasses").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_is_valid():
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout == "", done.stdout


@pytest.mark.skipif(
    not sys.platform.startswith("linux")
    or not all(shutil.which(t) for t in ("gio", "update-mime-database", "update-desktop-database")),
    reason="GLib's gio and the freedesktop database tools",
)
def test_a_double_click_on_a_saved_game_opens_it_in_the_program(tmp_path):
    """As a file manager does it: the installed type names the file, its default application is
    cardtable's entry, and `gio open` (a double-click) starts the program on that game."""
    from cardtable import storage
    from cardtable.engine import new_match

    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"animation": "off", "sound": false}', encoding="utf-8")
    env = dict(
        os.environ,
        XDG_DATA_HOME=str(tmp_path / "share"),
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(config),
        CARDTABLE_DATA_DIR=str(tmp_path / "data"),
        CARDTABLE_LOG_DIR=str(tmp_path / "logs"),
    )
    done = subprocess.run([sys.executable, "-m", "cardtable", "--install-desktop"], env=env, capture_output=True)
    assert done.returncode == 0, done.stderr
    game = tmp_path / "Sunday's game.cardtable"
    match = new_match("bura", seed=8)
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    saved = storage.snapshot(match, game="bura", seed=8, humans=[0], level="easy")
    game.write_text(saved.to_json(), encoding="utf-8")

    def gio(*args: str) -> str:
        return subprocess.run(["gio", *args], env=env, capture_output=True, text=True, timeout=60).stdout

    assert f"standard::content-type: {GAME_MIME}" in gio("info", "-a", "standard::content-type", str(game))
    assert f"Default application for “{GAME_MIME}”: {APP_ID}.desktop" in gio("mime", GAME_MIME)
    subprocess.run(["gio", "open", str(game)], env=env, timeout=60, check=True)
    from cardtable.ui.instance import Instance, Reply

    lock, autosave = tmp_path / "data" / "cardtable.lock", tmp_path / "data" / "autosave.cardtable"
    end = time.monotonic() + 60
    while time.monotonic() < end and Instance(tmp_path / "data").ask_first_to_raise() is not Reply.RAISED:
        time.sleep(0.1)  # the program runs, its event loop too
    while time.monotonic() < end and _game_in(autosave) != saved.match_id:
        time.sleep(0.1)
    pid = int(lock.read_text().split()[0])
    os.kill(pid, signal.SIGTERM)  # it closes as its window does
    while time.monotonic() < end and lock.exists():
        time.sleep(0.1)
    opened = storage.read_game(autosave)
    assert (opened.game, opened.seed, opened.match_id) == ("bura", 8, saved.match_id)
    assert opened.actions[:3] == saved.actions


def _game_in(autosave: Path) -> str | None:
    from cardtable import storage

    try:
        return storage.read_game(autosave).match_id
    except storage.StorageError:
        return None


def test_metainfo_names_the_app_its_entry_and_the_current_release():
    """Its addresses are pyproject's [project.urls] (none yet): the build writes those that exist."""
    build = load("build")
    assert build.metainfo_text(build.project_urls()) == METAINFO.read_text(encoding="utf-8")
    assert "github.com/cardtable" not in METAINFO.read_text(encoding="utf-8")  # issue 46: a guess, not a home
    urls = {
        "Homepage": "https://example.org/ct",
        "Issues": "https://example.org/ct/i",
        "Screenshots": "https://e.org/s/",
    }
    root = ET.fromstring(build.metainfo_text(urls))
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("content_rating").get("type").startswith("oars-")
    assert root.findtext("developer_name") or root.find("developer") is not None
    assert {u.get("type"): u.text for u in root.iter("url")} == {
        "homepage": urls["Homepage"],
        "bugtracker": urls["Issues"],
    }
    assert len(root.find("screenshots")) == 2
    versions = [r.get("version") for r in root.find("releases")]
    assert versions[0] == pyproject_version(), "add a <release> for the version in pyproject.toml"
    for shot in root.iter("image"):  # the screenshots are in the repository, at the names the URLs give
        png = PACKAGING / "screenshots" / shot.text.removeprefix(urls["Screenshots"])
        assert struct.unpack(">II", png.read_bytes()[16:24]) == (int(shot.get("width")), int(shot.get("height")))
    assert '#define AppURL "https://example.org/ct"' in build.installer_urls(urls)
    assert build.installer_urls({}) == ""


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_is_valid_under_appstreamcli_strict(tmp_path):
    done = subprocess.run(
        ["appstreamcli", "validate", "--strict", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    with_urls = tmp_path / METAINFO.name  # as a build with addresses writes it
    urls = {
        "Homepage": "https://example.org/ct",
        "Issues": "https://example.org/ct/i",
        "Screenshots": "https://e.org/s",
    }
    with_urls.write_text(load("build").metainfo_text(urls), encoding="utf-8")
    done = subprocess.run(["appstreamcli", "validate", "--strict", "--no-net", str(with_urls)], capture_output=True)
    assert done.returncode == 0, done.stdout


def test_pip_users_get_the_desktop_entry_and_icons(tmp_path):
    written = install(tmp_path, exec_command="/opt/x/cardtable")
    entry = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert entry in written and "Exec=/opt/x/cardtable %f\n" in entry.read_text(encoding="utf-8")
    assert (tmp_path / "mime" / "packages" / f"{APP_ID}.xml").read_text(encoding="utf-8") == mime_package()
    for size in (16, 48, 256, 512):
        png = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert struct.unpack(">II", png.read_bytes()[16:24]) == (size, size)
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes().startswith(b"<")


def test_icons_for_each_system_are_made_from_the_icon_art_and_parse_back(tmp_path, qapp):
    """(qapp: the QApplication the UI tests share; a bare QGuiApplication made here would stay.)"""
    icons = load("icons")
    icons.write_all(tmp_path)
    data = (tmp_path / "cardtable.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(sorted(icons.ICO_SIZES)):
        w, _h, _c, _r, _planes, bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        assert (w or 256) == size and bpp == 32
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
    elements = icons.read_icns((tmp_path / "cardtable.icns").read_bytes())
    assert [kind for kind, _ in elements] == [kind for kind, _ in icons.ICNS_TYPES]
    for (_kind, payload), (_, size) in zip(elements, icons.ICNS_TYPES, strict=True):
        assert struct.unpack(">II", payload[16:24]) == (size, size)
    for size in icons.HICOLOR_SIZES:
        assert (tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").exists()

    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(tmp_path / "cardtable.ico"))
    if reader.canRead():  # Qt's ICO plugin reads it back too
        assert reader.imageCount() == len(icons.ICO_SIZES)


def test_the_bundle_carries_each_catalogue_gzipped_and_the_program_reads_it(tmp_path, monkeypatch):
    from cardtable.ui import i18n

    written = load("build").write_catalogues(tmp_path)
    assert [p.name for p in written] == sorted(p.name + ".gz" for p in i18n.TRANSLATIONS.glob("*.ts"))
    assert written[0].read_bytes() == load("build").write_catalogues(tmp_path / "again")[0].read_bytes()
    plain = i18n.catalogue_path("de")
    xml_size = sum(p.stat().st_size for p in i18n.TRANSLATIONS.glob("*.ts"))
    monkeypatch.setattr(i18n, "TRANSLATIONS", tmp_path)  # as in the bundle: only the .gz files
    assert i18n.catalogue_path("de") == tmp_path / "cardtable_de.ts.gz"
    assert i18n.read_catalogue(i18n.catalogue_path("de")) == i18n.read_catalogue(plain)
    assert sum(p.stat().st_size for p in written) * 4 < xml_size


def test_macos_info_plist():
    with (PACKAGING / "macos" / "Info.plist").open("rb") as file:
        info = plistlib.load(file)
    assert info["CFBundleIdentifier"] == APP_ID
    assert info["NSHighResolutionCapable"] is True
    assert info["LSApplicationCategoryType"] == "public.app-category.card-games"
    assert tuple(int(x) for x in info["LSMinimumSystemVersion"].split(".")) >= (13, 0)  # PySide6 6.11's wheels
    assert info["CFBundleIconFile"] == "cardtable.icns" and info["CFBundleExecutable"] == "cardtable"
    assert info["CFBundleLocalizations"] == list(LANGUAGES)  # issue 46: four of seven
    # saved games open by double-click: the app owns the type, which the .cardtable ending names
    [document] = info["CFBundleDocumentTypes"]
    [declared] = info["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert declared["UTTypeIdentifier"].startswith(APP_ID + ".")
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["cardtable"]
    assert declared["UTTypeTagSpecification"]["public.mime-type"] == [GAME_MIME]
    assert document["CFBundleTypeRole"] == "Editor" and "public.json" in declared["UTTypeConformsTo"]
    if shutil.which("plutil"):  # macOS's own validator
        done = subprocess.run(["plutil", "-lint", str(PACKAGING / "macos" / "Info.plist")], capture_output=True)
        assert done.returncode == 0, done.stdout


def test_inno_setup_script_installs_per_user_with_a_start_menu_entry():
    text = (PACKAGING / "windows" / "cardtable.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in text
    assert re.search(r"^Name: \"\{autoprograms\}", text, re.M)
    app_id = re.search(r"^AppId=\{\{([0-9A-F-]+)\}", text, re.M).group(1)
    assert app_id == str(uuid.uuid5(uuid.NAMESPACE_DNS, APP_ID)).upper()  # never changes
    for source in re.findall(r"^(?:SetupIconFile|LicenseFile)=\{#Root\}\\\.\.\\(.+)$", text, re.M):
        assert source.startswith(("build\\packaging\\", "LICENSE"))


def test_inno_setup_script_speaks_seven_languages_and_opens_saved_games():
    """Issue 46 items 5 and 6: Portuguese, Dutch and Spanish were missing, it installed on Windows
    versions Qt 6 does not run on, and a saved game did not open with a double-click."""
    text = (PACKAGING / "windows" / "cardtable.iss").read_text(encoding="utf-8")
    files = re.findall(r'^Name: "\w+"; MessagesFile: "compiler:(?:Languages\\)?(\w+)\.isl"', text, re.M)
    named = {"Default": "en", "German": "de", "Czech": "cs", "Russian": "ru", "Portuguese": "pt", "Dutch": "nl"}
    named |= {"Spanish": "es", "BrazilianPortuguese": "pt"}
    assert {named[f] for f in files} == set(LANGUAGES)
    assert tuple(int(x) for x in re.search(r"^MinVersion=([\d.]+)$", text, re.M).group(1).split(".")) >= (10, 0, 17763)
    assert "ChangesAssociations=yes" in text
    registry = text.split("\n[Registry]\n", 1)[1].split("\n[", 1)[0]
    assert (
        'Subkey: "Software\\Classes\\.cardtable\\OpenWithProgids"; ValueType: string; ValueName: "cardtable.game"'
        in registry
    )
    assert 'ValueData: """{app}\\cardtable.exe"" ""%1"""' in registry  # the file, quoted, to the program
    assert all(line.startswith("Root: HKA;") for line in registry.splitlines() if line and not line.startswith(";"))
    assert "github.com" not in text and '#include "..\\..\\build\\packaging\\urls.iss"' in text


def _record(name, *args, **kwargs):
    return name, args, kwargs


def test_windows_version_resource_carries_the_version():
    build = load("build")
    text = build.windows_version_file("1.2.3")
    assert "filevers=(1, 2, 3, 0)" in text and "StringStruct('ProductVersion', '1.2.3')" in text
    # PyInstaller evaluates the file as one Python expression of its versioninfo classes (which need
    # pefile, a Windows-side package): evaluate it with stand-ins that record their arguments.
    names = (
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    )
    made = eval(text, {name: functools.partial(_record, name) for name in names})
    assert made[0] == "VSVersionInfo" and made[2]["ffi"][2]["prodvers"] == (1, 2, 3, 0)


def test_bundle_filter_keeps_what_the_table_uses():
    module = load("bundle_filter")
    failures, _ = doctest.testmod(module)
    assert failures == 0
    kept = [
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt6Svg.dll",
        "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "_miniaudio.abi3.so",
        "PySide6/Qt/translations/qtbase_pt_BR.qm",  # issue 46: it was dropped, Portuguese dialogs were English
        "PySide6/Qt/translations/qtbase_nl.qm",
    ]
    gone = [
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt6NetworkAuth.dll",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/opengl32sw.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        "PySide6/Qt/translations/qtdeclarative_de.qm",
        "libasound.so.2",
        "PySide6/Qt6Network.dll",  # the local socket of ui/instance.py is the standard library's
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/QtNetwork.abi3.so",
        "libmvec.so.1",  # glibc's, bound to its private symbols (issue 46)
    ]
    assert [p for p in kept if module.dropped(p)] == []
    assert [p for p in gone if not module.dropped(p)] == []


def test_release_workflow_builds_on_three_systems_and_attaches_to_the_release():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["tags"] == ["v*"]
    bundle = workflow["jobs"]["bundle"]
    systems = {entry["os"].split("-")[0] for entry in bundle["strategy"]["matrix"]["include"]}
    assert systems == {"ubuntu", "windows", "macos"}
    scripts = ""
    for step in bundle["steps"] + workflow["jobs"]["release"]["steps"]:
        assert ("uses" in step) != ("run" in step), step
        scripts += step.get("run", "")
    assert "python packaging/build.py" in scripts and "gh release upload" in scripts
    for path in re.findall(r"packaging/[\w/.-]+\.(?:py|iss|sh)", scripts):
        assert (ROOT / path).exists(), path
    assert workflow["jobs"]["release"]["needs"] == "bundle"
