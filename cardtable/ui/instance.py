"""One running copy per data folder.

Two copies writing the same autosave, statistics and settings would each overwrite the other's
unfinished game. The first copy holds a lock file in the data folder for as long as it runs (a copy
that crashed leaves a stale lock, which Qt recognises by its process id) and listens on a local
socket; a second copy asks it to bring its window to the front and ends. The first copy answers
"ok": the kernel accepts a connection and buffers the request even for a copy that is frozen
(SIGSTOP) or hung, so only the answer tells that the window came forward. A lock whose holder
cannot even be reached is taken over.

The socket is the standard library's (a Unix socket; on Windows, which Python gives none, a loopback
port written beside the lock), watched by a QSocketNotifier: Qt's network module, with its TLS and
Kerberos libraries, is not needed for this one line and stays out of the bundles (issue 46).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import socket
import stat
import tempfile
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QSocketNotifier

LOCK_NAME = "cardtable.lock"
PORT_NAME = "cardtable.port"  # Windows: the loopback port the first copy listens on
MOST_LOCK_BYTES = 4096  # Qt writes a process id, a host and an application name: some dozens of bytes
RAISE = b"raise\n"
OPEN = b"open "  # followed by a saved game's path and a newline: come to the front and open it
ANSWER = b"ok\n"
MOST_REQUEST_BYTES = 4200  # one line, a path at most; a client sending more without a newline is cut off
WAIT_MS = 1500  # how long the second copy waits to reach the first
ANSWER_MS = 3000  # and then for its answer (a copy busy for longer is said not to answer)
UNIX = hasattr(socket, "AF_UNIX")


class Reply(Enum):
    """What came of asking the first copy to come to the front."""

    RAISED = "raised"  # it answered: its window is in front
    SILENT = "silent"  # it took the connection but did not answer: alive, but frozen or hung
    ABSENT = "absent"  # nobody listens: the lock's holder is gone (or never listened)


def server_name(folder: Path) -> str:
    """The local socket's path: one per data folder (tests and portable set-ups use their own), in
    the user's runtime folder (``XDG_RUNTIME_DIR``, his alone), else the temporary folder with his
    user id in the name (a data folder's path may be too long for a socket's). On Windows the name
    of the file beside the lock that holds the port."""
    if not UNIX:
        return str(folder / PORT_NAME)
    digest = hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:12]
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isdir(runtime):
        return os.path.join(runtime, f"cardtable-{digest}")
    return os.path.join(tempfile.gettempdir(), f"cardtable-{os.getuid()}-{digest}")


def _listening(folder: Path) -> socket.socket:
    """A socket listening for the second copies of ``folder``; OSError where none can be made."""
    name = server_name(folder)
    if UNIX:
        with contextlib.suppress(OSError):  # a socket file left by a copy that crashed
            if stat.S_ISSOCK(os.lstat(name).st_mode):
                os.unlink(name)
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(name)
        except OSError:
            server.close()
            raise
    else:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.bind(("127.0.0.1", 0))
        Path(name).write_text(str(server.getsockname()[1]), encoding="ascii")
    server.listen(8)
    server.setblocking(False)
    return server


def _connect(folder: Path, timeout: float) -> socket.socket | None:
    """A connection to the copy that listens for ``folder``, or None where nobody does."""
    name = server_name(folder)
    try:
        if UNIX:
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            address: str | tuple[str, int] = name
        else:
            client = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            address = ("127.0.0.1", int(Path(name).read_text(encoding="ascii")[:8]))
    except (OSError, ValueError):
        return None
    client.settimeout(timeout)
    try:
        client.connect(address)
    except OSError:
        client.close()
        return None
    return client


class Instance(QObject):
    """This copy's claim on a data folder: ``claim()`` says whether it is the first copy."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # held for the whole run: stale only when its process is gone
        self.server: socket.socket | None = None
        self.on_raise: Callable[[], None] | None = None
        self.on_open: Callable[[Path], None] | None = None  # a saved game handed over (``cardtable FILE``)
        self._watched: dict[int, tuple[socket.socket, QSocketNotifier, bytearray]] = {}

    def claim(self) -> bool:
        """Take the folder, or find that another running copy holds it. A folder that cannot be
        written at all is not held against the player: the program starts, and saving will say why."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        self._set_aside_odd_lock()
        if self.lock.tryLock(100):
            self._listen()
            return True
        return self.lock.error() != QLockFile.LockError.LockFailedError

    def _set_aside_odd_lock(self) -> None:
        """Qt reads a lock file whole, and waits on a pipe for ever: anything but a small plain file
        there (a pipe, a device or a link to one, a folder, a file of gigabytes) is no copy's lock. It
        is moved aside before Qt touches it (a copy that holds the folder holds a plain, small file)."""
        path = self.folder / LOCK_NAME
        try:
            info = os.lstat(path)
        except OSError:  # none there (the usual case), or nothing to be done about it
            return
        if stat.S_ISREG(info.st_mode) and info.st_size <= MOST_LOCK_BYTES:
            return
        from cardtable.storage import set_aside

        set_aside(path)

    def take_over(self) -> bool:
        """Take a lock whose holder does not answer (``ask_first_to_raise``): it is gone."""
        self.lock.removeStaleLockFile()
        return self.claim()

    def ask_first_to_raise(self, game: Path | None = None) -> Reply:
        """Ask the copy holding the folder to bring its window to the front (and to open the saved
        ``game``), and wait for its answer."""
        request = RAISE if game is None else OPEN + os.fsencode(game.absolute()) + b"\n"
        if request.count(b"\n") != 1 or len(request) > MOST_REQUEST_BYTES:
            raise ValueError(f"no request can name {game}")  # a newline in a path, or past any PATH_MAX
        client = _connect(self.folder, WAIT_MS / 1000)
        if client is None:
            return Reply.ABSENT
        with client:
            try:
                client.sendall(request)
            except OSError:
                return Reply.SILENT
            answered = _read_line(client, ANSWER_MS) == ANSWER
        return Reply.RAISED if answered else Reply.SILENT

    def holder_pid(self) -> int | None:
        """The process id written in the lock file (to name the copy that does not answer), or None."""
        pid = self.lock.getLockInfo()[0]  # PySide6: (pid, host name, application), pid 0 when unknown
        return int(pid) if isinstance(pid, int) and pid > 0 else None

    def release(self) -> None:
        for fd in list(self._watched):
            self._drop(fd)
        if self.server is not None:
            self._notifier.setEnabled(False)
            self.server.close()
            self.server = None
            with contextlib.suppress(OSError):
                os.unlink(server_name(self.folder))
        self.lock.unlock()

    def _listen(self) -> None:
        try:
            server = _listening(self.folder)
        except OSError:  # no socket: the lock still keeps a second copy out; it cannot raise this one
            return
        self.server = server
        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(lambda *_: self._accept())

    def _accept(self) -> None:
        assert self.server is not None
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:  # none waiting (BlockingIOError) or the socket gone
                return
            connection.setblocking(False)
            notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
            fd = connection.fileno()
            self._watched[fd] = (connection, notifier, bytearray())
            notifier.activated.connect(lambda *_, fd=fd: self._read(fd))

    def _read(self, fd: int) -> None:
        """Read what a second copy sent, at most one short line; answer a whole request."""
        connection, _notifier, received = self._watched[fd]
        try:
            piece = connection.recv(MOST_REQUEST_BYTES - len(received))
        except BlockingIOError:
            return
        except OSError:
            piece = b""
        received += piece
        if not piece or (b"\n" not in received and len(received) >= MOST_REQUEST_BYTES):
            self._drop(fd)  # gone, or no request is this long: not another copy
            return
        if b"\n" not in received:
            return  # the rest of the line is still on its way
        line = bytes(received[: received.find(b"\n") + 1])
        if line == RAISE or line.startswith(OPEN):
            with contextlib.suppress(OSError):  # before raising: the second copy waits for this
                connection.sendall(ANSWER)
            if self.on_raise is not None:
                self.on_raise()
            if line.startswith(OPEN) and self.on_open is not None:
                self.on_open(Path(os.fsdecode(line[len(OPEN) : -1])))
        self._drop(fd)

    def _drop(self, fd: int) -> None:
        connection, notifier, _ = self._watched.pop(fd)
        notifier.setEnabled(False)
        notifier.deleteLater()
        connection.close()


def _read_line(client: socket.socket, timeout_ms: int) -> bytes:
    """What ``client`` receives up to its first newline, waiting at most ``timeout_ms`` in all."""
    received = b""
    end = time.monotonic() + timeout_ms / 1000
    while b"\n" not in received:
        left = end - time.monotonic()
        if left <= 0:
            break
        client.settimeout(left)
        try:
            piece = client.recv(MOST_REQUEST_BYTES)
        except OSError:  # the time is up (TimeoutError), or the connection broke
            break
        if not piece:
            break
        received += piece
    return received[: received.find(b"\n") + 1] if b"\n" in received else received
