"""One running copy per data folder.

Two copies writing the same autosave, statistics and settings would each overwrite the other's
unfinished game. The first copy holds a lock file in the data folder for as long as it runs (a copy
that crashed leaves a stale lock, which Qt recognises by its process id) and listens on a local
socket; a second copy asks it to bring its window to the front and ends. The first copy answers
"ok": the kernel accepts a connection and buffers the request even for a copy that is frozen
(SIGSTOP) or hung, so only the answer tells that the window came forward. A lock whose holder
cannot even be reached is taken over.
"""

from __future__ import annotations

import hashlib
import os
import stat
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "cardtable.lock"
MOST_LOCK_BYTES = 4096  # Qt writes a process id, a host and an application name: some dozens of bytes
RAISE = b"raise\n"
ANSWER = b"ok\n"
MOST_REQUEST_BYTES = 64  # a request is one short line; a client sending more without a newline is cut off
WAIT_MS = 1500  # how long the second copy waits to reach the first
ANSWER_MS = 3000  # and then for its answer (a copy busy for longer is said not to answer)


class Reply(Enum):
    """What came of asking the first copy to come to the front."""

    RAISED = "raised"  # it answered: its window is in front
    SILENT = "silent"  # it took the connection but did not answer: alive, but frozen or hung
    ABSENT = "absent"  # nobody listens: the lock's holder is gone (or never listened)


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

    def ask_first_to_raise(self) -> Reply:
        """Ask the copy holding the folder to bring its window to the front, and wait for its answer."""
        socket = QLocalSocket()
        socket.connectToServer(server_name(self.folder))
        if not socket.waitForConnected(WAIT_MS):
            return Reply.ABSENT
        socket.write(RAISE)
        socket.waitForBytesWritten(WAIT_MS)
        answered = _read_line(socket, ANSWER_MS) == ANSWER
        socket.abort()
        return Reply.RAISED if answered else Reply.SILENT

    def holder_pid(self) -> int | None:
        """The process id written in the lock file (to name the copy that does not answer), or None."""
        pid = self.lock.getLockInfo()[0]  # PySide6: (pid, host name, application), pid 0 when unknown
        return int(pid) if isinstance(pid, int) and pid > 0 else None

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
            socket.setReadBufferSize(MOST_REQUEST_BYTES)  # Qt reads no more than this from the kernel
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() >= MOST_REQUEST_BYTES:  # no request is this long: not another copy
                socket.abort()
            return  # the rest of the line is still on its way
        if bytes(socket.readLine().data()) != RAISE:
            return
        socket.write(ANSWER)  # before raising: the second copy waits for this, not for the window
        socket.flush()
        if self.on_raise is not None:
            self.on_raise()


def _read_line(socket: QLocalSocket, timeout_ms: int) -> bytes:
    """What ``socket`` sends up to its first newline, waiting at most ``timeout_ms`` in all."""
    received = b""
    end = time.monotonic() + timeout_ms / 1000
    while b"\n" not in received:
        left = int((end - time.monotonic()) * 1000)
        if left <= 0 or not socket.waitForReadyRead(left):
            break
        received += bytes(socket.readAll().data())
    return received[: received.find(b"\n") + 1] if b"\n" in received else received
