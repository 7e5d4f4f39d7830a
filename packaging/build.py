"""Build the cardtable bundle for the system this runs on, check it, and pack it.

    python packaging/build.py [--runs N] [--no-archive] [--no-compare]

Needs the project installed in the running Python with the bundle extra
(``pip install -e '.[bundle]'``). Steps:

1. the icons (``icons.py``), the translators' catalogues gzipped (the program reads them; 0.9 MB as
   XML, 0.1 MB so) and, on Windows, the version resource, into ``build/packaging/``;
2. PyInstaller (``cardtable.spec``): one folder ``dist/cardtable/`` on Linux and Windows, the app
   ``dist/cardtable.app`` on macOS, without the Qt parts the table does not use (``bundle_filter.py``);
3. on Linux, every library the bundle's binaries need is found (in the bundle or on the system);
4. the smoke test (``smoke.py``): the bundle prints its version, renders a dealt table in each deck
   offscreen and exits 0; its start time is printed next to the same run from this Python;
5. the archive: on Linux a tarball (bundle, desktop entry, metainfo, icons, install.sh) and an AppDir
   for ``packaging/linux/appimage.sh``; on Windows a zip (the installer is made by Inno Setup from
   ``packaging/windows/cardtable.iss``); on macOS a zip of the app.

Prints the bundle's size and start time. Why PyInstaller and not Nuitka (which pyside6-deploy drives):
measured on this project (Linux, 2 cores), PyInstaller builds the bundle in about 30 s and it starts to
a dealt table in the same time as the venv; Nuitka 4.3 compiled it in 20 minutes of one core (and
needs a C compiler on every build machine) into a 142 MB folder (before any filtering) that saved about
0.1 s of processor time at start. The time goes into Qt, not Python, so compiling buys nothing."""

from __future__ import annotations

import argparse
import gzip
import os
import platform
import shutil
import statistics
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "packaging"
sys.path.insert(0, str(HERE))

import smoke  # noqa: E402

APP_ID = "io.github.cardtable.CardTable"
OWN_LIBRARIES = ("libqt6", "libpyside", "libshiboken", "libpython", "libicu")
# Debian/Ubuntu packages a Linux build machine needs so that the bundle carries the X11 and Wayland
# libraries Qt's platform plugins link (PyInstaller copies them from the build machine).
LINUX_BUILD_PACKAGES = (
    "libglib2.0-0 libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libxcb-cursor0 "
    "libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0 libwayland-cursor0 "
    "libwayland-client0 libwayland-egl1"
)


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


# The labels of pyproject's [project.urls] (the one place the project's addresses are set) and what
# each becomes in the AppStream metainfo; "Screenshots" is the address packaging/screenshots/ is served at.
METAINFO_URLS = {"Homepage": "homepage", "Issues": "bugtracker", "Source": "vcs-browser", "Help": "help"}
SCREENSHOTS = (
    ("schnapsen-french.png", "A game of Schnapsen with the French deck"),
    ("bura-tell.png", "Bura with the William Tell deck"),
)


def project_urls() -> dict[str, str]:
    """[project.urls] of pyproject.toml: none while the project has no public home."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        return dict(tomllib.load(file)["project"].get("urls", {}))


def metainfo_text(urls: dict[str, str]) -> str:
    """The metainfo with the project's addresses that exist: its <url>s, and its screenshots where
    they are served (a software centre shows them; an address that does not answer is worse than none)."""
    from xml.sax.saxutils import escape

    text = (HERE / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    lines = [
        f'  <url type="{kind}">{escape(urls[label])}</url>\n' for label, kind in METAINFO_URLS.items() if label in urls
    ]
    text = text.replace("  <categories>", "".join(lines) + "  <categories>", 1)
    if "Screenshots" in urls:
        shots = ["  <screenshots>\n"]
        for i, (name, caption) in enumerate(SCREENSHOTS):
            width, height = struct.unpack(">II", (HERE / "screenshots" / name).read_bytes()[16:24])
            kind = ' type="default"' if i == 0 else ""
            address = escape(urls["Screenshots"].rstrip("/") + "/" + name)
            shots += [
                f"    <screenshot{kind}>\n      <caption>{escape(caption)}</caption>\n",
                f'      <image type="source" width="{width}" height="{height}">{address}</image>\n',
                "    </screenshot>\n",
            ]
        text = text.replace("  <releases>", "".join([*shots, "  </screenshots>\n"]) + "  <releases>", 1)
    return text


def installer_urls(urls: dict[str, str]) -> str:
    """The Inno Setup defines of the project's addresses (cardtable.iss includes them)."""
    defines = {"AppURL": urls.get("Homepage"), "AppSupportURL": urls.get("Issues") or urls.get("Homepage")}
    return "".join(f'#define {name} "{value}"\n' for name, value in defines.items() if value)


def installed_version() -> str | None:
    from importlib import metadata

    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        return None


def system_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "arm64": "aarch64" if sys.platform == "linux" else "arm64"}.get(
        arch, arch
    )


def windows_version_file(version: str) -> str:
    """The version resource of cardtable.exe, in PyInstaller's version-file form."""
    numbers = [int(part) for part in version.split("+")[0].split(".") if part.isdigit()][:4]
    numbers += [0] * (4 - len(numbers))
    quad = tuple(numbers)
    fields = {
        "CompanyName": "The cardtable developers",
        "FileDescription": "cardtable: Schnapsen, Bura and Bohemian Schneider",
        "FileVersion": version,
        "InternalName": "cardtable",
        "LegalCopyright": "MIT licence",
        "OriginalFilename": "cardtable.exe",
        "ProductName": "cardtable",
        "ProductVersion": version,
    }
    strings = ",\n            ".join(f"StringStruct({k!r}, {v!r})" for k, v in fields.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={quad}, prodvers={quad}, mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1,
                    subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
            {strings}])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write_catalogues(out: Path) -> list[Path]:
    """Each translation catalogue gzipped, byte for byte the same on every build (no time stamp)."""
    from cardtable.ui.i18n import TRANSLATIONS

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        target = out / (ts.name + ".gz")
        with target.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as packed:
            packed.write(ts.read_bytes())
        written.append(target)
    return written


def prepare_files(version: str) -> Path:
    import icons

    WORK.mkdir(parents=True, exist_ok=True)
    icons.write_all(WORK)
    write_catalogues(WORK / "translations")
    (WORK / "version_info.txt").write_text(windows_version_file(version), encoding="utf-8")
    (WORK / "urls.iss").write_text("; made by packaging/build.py\n" + installer_urls(project_urls()), encoding="utf-8")
    return WORK


def run_pyinstaller(version: str, files: Path) -> None:
    env = dict(os.environ, CARDTABLE_BUILD_FILES=str(files), CARDTABLE_VERSION=version, CARDTABLE_APP_ID=APP_ID)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(ROOT / "build" / "pyinstaller"),
        str(HERE / "cardtable.spec"),
    ]
    subprocess.run(command, env=env, check=True, cwd=ROOT)


def bundle_path() -> Path:
    return DIST / ("cardtable.app" if sys.platform == "darwin" else "cardtable")


def executable() -> Path:
    if sys.platform == "darwin":
        return DIST / "cardtable.app" / "Contents" / "MacOS" / "cardtable"
    return DIST / "cardtable" / ("cardtable.exe" if sys.platform == "win32" else "cardtable")


def tree_size(path: Path) -> int:
    total = 0
    for folder, _dirs, names in os.walk(path):
        for name in names:
            file = Path(folder) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def missing_libraries(bundle: Path) -> dict[str, list[str]]:
    """Linux: libraries that a binary of the bundle needs and that neither the bundle nor the system
    has (for example one that the filter left out but a kept plugin still links)."""
    folders = sorted({str(p.parent) for p in bundle.rglob("*.so*")})
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(folders))
    missing: dict[str, list[str]] = {}
    for file in sorted(bundle.rglob("*.so*")):
        if file.is_symlink() or not file.is_file():
            continue
        done = subprocess.run(["ldd", str(file)], capture_output=True, text=True, env=env)
        for line in done.stdout.splitlines():
            if "not found" in line:
                missing.setdefault(line.split()[0], []).append(str(file.relative_to(bundle)))
    return missing


def linux_share(target: Path) -> None:
    """share/: the desktop entry, the AppStream metainfo, the saved games' MIME type and the icons."""
    (target / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.desktop", target / "applications")
    (target / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.xml", target / "mime" / "packages")
    (target / "metainfo").mkdir(parents=True, exist_ok=True)
    (target / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo_text(project_urls()), encoding="utf-8")
    shutil.copytree(WORK / "hicolor", target / "icons" / "hicolor", dirs_exist_ok=True)


def linux_archive(version: str) -> list[Path]:
    """The tarball and the AppDir."""
    name = f"cardtable-{version}-linux-{machine()}"
    stage = WORK / name
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(bundle_path(), stage / "cardtable", symlinks=True)
    linux_share(stage / "share")
    shutil.copy2(HERE / "linux" / "install.sh", stage / "install.sh")
    shutil.copy2(ROOT / "LICENSE", stage / "LICENSE")
    tarball = DIST / f"{name}.tar.gz"
    with tarfile.open(tarball, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=name)
    shutil.rmtree(stage)

    appdir = DIST / "AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    shutil.copytree(bundle_path(), appdir / "usr" / "lib" / "cardtable", symlinks=True)
    linux_share(appdir / "usr" / "share")
    shutil.copy2(HERE / "linux" / "AppRun", appdir / "AppRun")
    os.chmod(appdir / "AppRun", 0o755)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.desktop", appdir / f"{APP_ID}.desktop")
    shutil.copy2(WORK / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png", appdir / f"{APP_ID}.png")
    os.symlink(f"{APP_ID}.png", appdir / ".DirIcon")
    return [tarball, appdir]


def check_appdir(appdir: Path) -> list[str]:
    """What can be checked of the AppDir without appimagetool: its AppRun starts the app, and the
    desktop entry and metainfo pass their validators (when installed)."""
    notes = []
    done = subprocess.run([str(appdir / "AppRun"), "--version"], capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or done.stdout.strip() != f"cardtable {project_version()}":
        raise SystemExit(f"AppDir/AppRun --version failed: {done.stdout}{done.stderr}")
    notes.append("AppRun --version ok")
    for tool, args in (
        ("desktop-file-validate", [str(appdir / f"{APP_ID}.desktop")]),
        (
            "appstreamcli",
            ["validate", "--strict", "--no-net", str(appdir / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml")],
        ),
    ):
        if shutil.which(tool) is None:
            notes.append(f"{tool} not installed: skipped")
            continue
        done = subprocess.run([tool, *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"{tool} failed:\n{done.stdout}{done.stderr}")
        notes.append(f"{tool} ok")
    return notes


def trim_icu(bundle: Path) -> str:
    """Linux: the ICU data cut to what Qt reads of it for the program's languages (``icu_trim.py``)."""
    import icu_trim

    libraries = [p for p in bundle.rglob("libicudata.so.*") if not p.is_symlink()]
    if not libraries:
        return "ICU data: none in the bundle"
    if not icu_trim.available():
        return f"ICU data kept whole: {', '.join(icu_trim.TOOLS)} needed (Debian: icu-devtools, binutils)"
    notes = []
    for library in libraries:
        try:
            before, after = icu_trim.trim(library)
        except (OSError, ValueError, subprocess.CalledProcessError) as exc:
            notes.append(f"{library.name} kept whole ({exc})")
        else:
            notes.append(f"{library.name} {mb(before)} -> {mb(after)}")
    return "ICU data, kept for the program's languages: " + "; ".join(notes)


def zip_archive(version: str) -> Path:
    target = DIST / f"cardtable-{version}-{system_name()}-{machine()}.zip"
    if sys.platform == "darwin":  # ditto keeps the frameworks' symlinks and the code signature
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(bundle_path()), str(target)], check=True)
        return target
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in sorted(bundle_path().rglob("*")):
            archive.write(file, Path("cardtable") / file.relative_to(bundle_path()))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="starts per deck for the timing (default 3)")
    parser.add_argument("--no-archive", action="store_true", help="build and check only")
    parser.add_argument("--no-compare", action="store_true", help="do not time the venv for comparison")
    args = parser.parse_args(argv)

    version = project_version()
    if installed_version() != version:
        print(
            f"The installed cardtable is {installed_version()}, pyproject.toml says {version}: run "
            f"`pip install -e .` so the bundle carries the right version.",
            file=sys.stderr,
        )
        return 2
    bundle = build(version)
    if sys.platform.startswith("linux") and not libraries_complete(bundle):
        return 1
    report_times(bundle, args.runs, compare=not args.no_compare)
    if not args.no_archive:
        archive(version)
    return 0


def build(version: str) -> Path:
    """PyInstaller's bundle, tidied: dangling links out, the licence beside the program, ICU cut."""
    started = time.perf_counter()
    files = prepare_files(version)
    run_pyinstaller(version, files)
    built = time.perf_counter() - started
    bundle = bundle_path()
    for link in [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()  # links PyInstaller made to libraries that the filter left out
    if sys.platform != "darwin":  # the project's licence beside the program (the rest: _internal/licences)
        shutil.copy2(ROOT / "LICENSE", bundle / "LICENSE")
    print(f"\nbuilt {bundle.relative_to(ROOT)} in {built:.0f} s")
    if sys.platform.startswith("linux"):
        print(trim_icu(bundle))
    return bundle


def libraries_complete(bundle: Path) -> bool:
    """Linux: every library the bundle needs is in it or on the system (False: the filter left out
    one of Qt's or Python's; missing system libraries are only warned about)."""
    missing = missing_libraries(bundle)
    for lib, users in missing.items():
        print(f"missing library {lib}, needed by {', '.join(users[:2])}", file=sys.stderr)
    if any(lib.lower().startswith(OWN_LIBRARIES) for lib in missing):
        print("a library of Qt or Python is missing: the filter (bundle_filter.py) left out too much", file=sys.stderr)
        return False
    if missing:
        print(
            "warning: system libraries missing on this build machine are missing in the bundle too; "
            f"install them here before a release build ({LINUX_BUILD_PACKAGES})",
            file=sys.stderr,
        )
    else:
        print("libraries: every library the bundle needs is in it or on the system")
    return True


def report_times(bundle: Path, runs: int, compare: bool) -> None:
    """The bundle's size and start times (and, with ``compare``, this Python's for comparison)."""
    times = smoke.check([str(executable())], runs=runs, keep=WORK / "screenshots")
    if sys.platform != "win32":  # a windowed Windows program has no console to print to
        online = smoke.check_online([str(executable())])
        print(
            f"online: matrix-nio {online['nio']}, {online['openssl']}, certificates verified with "
            f"{online['ca_certificates']} authorities from {online['SSL_CERT_FILE'] or online['cafile']}"
        )
        thinking = smoke.check_thinking([str(executable())])
        print(f"thinking process: a decision answered in {thinking['seconds']} s (start included)")
    print(f"bundle size: {mb(tree_size(bundle))} ({bundle.relative_to(ROOT)})")
    print(f"start to a dealt table and exit, offscreen, median of {len(times)}: bundle {smoke.summary(times)}")
    if not compare:
        return
    venv_times = smoke.check([sys.executable, "-m", "cardtable"], runs=runs, quiet=True)
    print(f"  the same from this Python ({sys.prefix}): {smoke.summary(venv_times)}")
    versions = [
        statistics.median(_time_version([str(executable())]) for _ in range(runs)),
        statistics.median(_time_version([sys.executable, "-m", "cardtable"]) for _ in range(runs)),
    ]
    print(
        f"`--version` (interpreter start and the package, no Qt): bundle {versions[0]:.2f} s, "
        f"this Python {versions[1]:.2f} s"
    )


def archive(version: str) -> None:
    if sys.platform.startswith("linux"):
        tarball, appdir = linux_archive(version)
        print(f"archive: {tarball.relative_to(ROOT)} ({mb(tarball.stat().st_size)})")
        print(
            f"AppDir: {appdir.relative_to(ROOT)} ({'; '.join(check_appdir(appdir))}); "
            f"make the AppImage with packaging/linux/appimage.sh"
        )
    else:
        zipped = zip_archive(version)
        print(f"archive: {zipped.relative_to(ROOT)} ({mb(zipped.stat().st_size)})")


def _time_version(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([*command, "--version"], capture_output=True, check=True, timeout=120)
    return time.perf_counter() - start


if __name__ == "__main__":
    sys.exit(main())
