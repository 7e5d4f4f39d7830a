"""One running copy per data folder.

Two copies writing the same autosave, statistics and settings would each overwrite the other's
unfinished game. The first copy holds a lock file in the data folder for as long as it runs (a copy
that crashed leaves a stale lock, which Qt recognises by its process id) and listens on a local
socket; a second copy asks it to bring its window to the front and ends. A lock whose holder does
not answer is taken over.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "cardtable.lock"
RAISE = b"raise\n"
WAIT_MS = 1500  # how long the second copy waits for the first to answer


def server_name(folder: Path) -> str:
    """The local socket's name: one per data folder (tests and portable set-ups use their own)."""
    digest = hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:12]
    return f"cardtable-{digest}"


class Instance(QObject):
    """This copy's claim on a data folder: ``claim()`` says whether it is the first copy."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # held for the whole run: stale only when its process is gone
        self.server: QLocalServer | None = None
        self.on_raise: Callable[[], None] | None = None

    def claim(self) -> bool:
        """Take the folder, or find that another running copy holds it. A folder that cannot be
        written at all is not held against the player: the program starts, and saving will say why."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self.lock.tryLock(100):
            self._listen()
            return True
        return self.lock.error() != QLockFile.LockError.LockFailedError

    def take_over(self) -> bool:
        """Take a lock whose holder does not answer (``ask_first_to_raise``): it is gone."""
        self.lock.removeStaleLockFile()
        return self.claim()

    def ask_first_to_raise(self) -> bool:
        """Ask the copy holding the folder to bring its window to the front; whether it answered."""
        socket = QLocalSocket()
        socket.connectToServer(server_name(self.folder))
        if not socket.waitForConnected(WAIT_MS):
            return False
        socket.write(RAISE)
        sent = socket.waitForBytesWritten(WAIT_MS)
        socket.disconnectFromServer()
        return sent

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.unlock()

    def _listen(self) -> None:
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket file left by a copy that crashed (Unix)
        server = QLocalServer(self)
        if server.listen(name):
            server.newConnection.connect(self._connected)
            self.server = server

    def _connected(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE.strip()) and self.on_raise is not None:
            self.on_raise()
