"""Table sounds, synthesised by this module (no recordings): deal, play, trick, win.

The sounds are made in memory as 16-bit mono samples and played through miniaudio (a small C audio
library with wheels for Windows, macOS and Linux: under 4 MB with cffi, where Qt Multimedia takes
418 MB), mixed here, so several can overlap. Synthesis in pure Python costs some 50 ms of processor
time: it is done once and kept in the user's cache folder (``CARDTABLE_CACHE_DIR`` overrides it),
checked when read back and made again if the file is missing or damaged.

Sound is optional: without miniaudio, an audio backend or an output device the table stays silent,
and nothing fails or prints. The output is opened once per process, in a background thread (so a
slow or missing sound server never delays the window; the window opens it after its first paint),
and stopped when it has been idle a while."""

from __future__ import annotations

import atexit
import contextlib
import io
import math
import os
import random
import struct
import sys
import threading
import wave
import zlib
from array import array
from collections.abc import Generator
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.checked import cache_dir

RATE = 22050
VOLUME = 0.5
SOUNDS = ("deal", "play", "trick", "win")
IDLE_SECONDS = 2.0  # the device is stopped this long after the last sound ended
PERIOD_MS = 25  # latency of a sound: one period of the device


def _envelope(i: int, n: int, attack: float = 0.01, decay: float = 6.0) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack else 1.0
    return a * math.exp(-decay * t / (n / RATE))


def samples(name: str) -> list[float]:
    """The samples of one sound in [-1, 1] at ``RATE``, the same every time."""
    rng = random.Random(name)
    out: list[float] = []
    if name == "deal":  # a short swish: filtered noise
        n = int(RATE * 0.12)
        prev = 0.0
        for i in range(n):
            prev = 0.7 * prev + 0.3 * rng.uniform(-1, 1)
            out.append(prev * _envelope(i, n, 0.02, 4.0) * 0.9)
    elif name == "play":  # a card snapped on the cloth: a click with a low thump
        n = int(RATE * 0.09)
        for i in range(n):
            t = i / RATE
            tone = 0.6 * math.sin(2 * math.pi * 180 * t) + 0.4 * rng.uniform(-1, 1)
            out.append(tone * _envelope(i, n, 0.002, 7.0))
    elif name == "trick":  # two soft tones
        n = int(RATE * 0.25)
        for i in range(n):
            t = i / RATE
            f = 523.25 if t < 0.1 else 659.25
            out.append(0.35 * math.sin(2 * math.pi * f * t) * _envelope(i, n, 0.01, 3.0))
    elif name == "win":  # a rising arpeggio
        notes = (523.25, 659.25, 783.99, 1046.5)
        step = int(RATE * 0.11)
        for k, f in enumerate(notes):
            for i in range(step if k < 3 else step * 3):
                t = i / RATE
                out.append(0.3 * math.sin(2 * math.pi * f * t) * _envelope(i, step * 3, 0.005, 3.0))
    else:
        raise ValueError(f"no sound called {name!r}")
    return out


def _clip(s: float) -> int:
    return int(max(-1.0, min(1.0, s)) * 32000)


@cache
def pcm(name: str, volume: float = VOLUME) -> bytes:
    """One sound as native-endian signed 16-bit mono frames at ``RATE``, scaled by ``volume``.

    >>> len(pcm("play")) == 2 * int(RATE * 0.09)
    True
    """
    return array("h", (_clip(s * volume) for s in samples(name))).tobytes()


# Bumped whenever :func:`samples` changes, so that sounds cached by an older version are not used.
CACHE_FORMAT = 1
_MAGIC = b"cardtable-pcm\n"


def cache_path(name: str, volume: float = VOLUME) -> Path:
    """Where one sound's PCM is kept (the samples' format, rate, volume and byte order in its name)."""
    return cache_dir() / f"sound-{name}-v{CACHE_FORMAT}-{RATE}-{round(volume * 1000)}-{sys.byteorder}.pcm"


def cached_pcm(name: str, volume: float = VOLUME) -> bytes:
    """:func:`pcm` from the cache when it holds it whole, else made and written there (atomically:
    a start ended half-way leaves no broken file). A cache that cannot be written is no matter."""
    path = cache_path(name, volume)
    try:
        blob = path.read_bytes()
        head = len(_MAGIC) + 4
        if blob[: len(_MAGIC)] == _MAGIC and int.from_bytes(blob[len(_MAGIC) : head], "little") == zlib.crc32(
            blob[head:]
        ):
            return blob[head:]
    except OSError:
        pass
    data = pcm(name, volume)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f"{path.name}.{os.getpid()}.part")
        part.write_bytes(_MAGIC + zlib.crc32(data).to_bytes(4, "little") + data)
        os.replace(part, path)
    except OSError:
        pass
    return data


def synth(name: str) -> bytes:
    """The WAV bytes of one sound at full volume, the same every time (to listen to it elsewhere)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", _clip(s)) for s in samples(name)))
    return buffer.getvalue()


def mix(voices: list[list[Any]], frames: int) -> bytes:
    """Take the next ``frames`` frames of every voice ([pcm, offset], advanced in place), summed
    with clipping; finished voices are removed. Empty when nothing plays.

    >>> a, b = array("h", [1000, 30000]).tobytes(), array("h", [5]).tobytes()
    >>> voices = [[a, 0], [b, 0]]
    >>> list(array("h", mix(voices, 2))), len(voices)
    ([1005, 30000], 0)
    """
    size = 2 * frames
    parts = []
    for voice in voices:
        data, offset = voice
        parts.append(data[offset : offset + size])
        voice[1] = offset + size
    voices[:] = [v for v in voices if v[1] < len(v[0])]
    if len(parts) <= 1:
        return parts[0] if parts else b""
    total = array("h", parts[0].ljust(max(len(p) for p in parts), b"\0"))
    for part in parts[1:]:
        for i, x in enumerate(array("h", part)):
            total[i] = max(-32768, min(32767, total[i] + x))
    return total.tobytes()


def _backends(miniaudio: Any) -> list[Any]:
    """The system's own sound servers, never miniaudio's null device (which would 'play' into
    nothing) nor JACK (which complains on stderr when no JACK server runs)."""
    b = miniaudio.Backend
    if sys.platform == "win32":
        return [b.WASAPI, b.DSOUND, b.WINMM]
    if sys.platform == "darwin":
        return [b.COREAUDIO]
    if sys.platform.startswith("linux"):
        return [b.PULSEAUDIO, b.ALSA]  # PipeWire serves the PulseAudio protocol too
    return [x for x in b if x not in (b.NULL, b.CUSTOM, b.JACK)]


_alsa_handler: Any = None


def _quiet_alsa() -> None:
    """ALSA's library prints its errors (no card, unknown PCM) to stderr: give it a handler that
    drops them, before miniaudio loads it."""
    global _alsa_handler
    if not sys.platform.startswith("linux") or _alsa_handler is not None:
        return
    import ctypes

    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return
    # void handler(const char *file, int line, const char *function, int err, const char *fmt, ...)
    kind = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)
    _alsa_handler = kind(lambda *_: None)
    alsa.snd_lib_error_set_handler(_alsa_handler)


class Output:
    """The process's one audio output: a miniaudio playback device fed by a generator that mixes the
    voices in play. ``state`` is "closed", "opening", "open" or "failed" (then it stays silent)."""

    def __init__(self) -> None:
        self.state = "closed"
        self.backend = ""
        self._voices: list[list[Any]] = []  # [pcm, offset], guarded by _lock (the audio thread reads it)
        self._lock = threading.Lock()
        self._control = threading.Lock()  # start, stop, close and the idle timer
        self._device: Any = None
        self._running = False
        self._timer: threading.Timer | None = None
        self._pending: list[str] = []  # sounds asked for while opening, played once open
        self._sounds: dict[str, bytes] = {}  # each sound's PCM, once open

    def open(self, wait: bool = False) -> None:
        """Open the device in a background thread (or in this one with ``wait``)."""
        with self._control:
            if self.state != "closed":
                return
            self.state = "opening"
        if wait:
            self._open()
        else:
            threading.Thread(target=self._open, name="cardtable-sound", daemon=True).start()

    def _open(self) -> None:
        try:
            sounds = {name: cached_pcm(name) for name in SOUNDS}  # here, off the GUI thread
            import miniaudio

            _quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=PERIOD_MS,
                backends=_backends(miniaudio),
                app_name="cardtable",
            )
        except Exception:  # no library, no backend, no device: silence
            with self._control:
                self.state = "failed"
                self._pending.clear()
            return
        with self._control:
            self._device = device
            self.backend = str(getattr(device, "backend", ""))
            self._sounds = sounds
            self.state = "open"
            pending, self._pending = self._pending, []
        for name in pending:
            self.play(sounds[name])
        atexit.register(self.close)

    def _frames(self) -> Generator[bytes, int, None]:
        frames = yield b""
        while True:
            with self._lock:
                chunk = mix(self._voices, frames)
            frames = yield chunk

    def play_later(self, name: str) -> None:
        """Play a named sound as soon as the output is open (at most a few are kept)."""
        with self._control:
            if self.state in ("closed", "opening") and len(self._pending) < 4:
                self._pending.append(name)
                return
        if self.state == "open":
            self.play(self.sound(name))

    def sound(self, name: str) -> bytes:
        """One sound's PCM: as loaded when the output opened (from the cache), else made here."""
        return self._sounds.get(name) or pcm(name)

    def play(self, data: bytes) -> None:
        """Start one sound (PCM as made by :func:`pcm`); does nothing unless the output is open."""
        with self._control:
            if self.state != "open":
                return
            with self._lock:
                self._voices.append([data, 0])
            try:
                if not self._running:
                    generator = self._frames()
                    next(generator)
                    self._device.start(generator)
                    self._running = True
            except Exception:
                self.state = "failed"
                return
            if self._timer is not None:
                self._timer.cancel()
            self._timer = threading.Timer(len(data) / (2 * RATE) + IDLE_SECONDS, self._stop_if_idle)
            self._timer.daemon = True
            self._timer.start()

    def _stop_if_idle(self) -> None:
        with self._control:
            with self._lock:
                busy = bool(self._voices)
            if busy or not self._running:
                return
            with contextlib.suppress(Exception):
                self._device.stop()  # waits for the audio thread, which never waits for _control
            self._running = False

    def close(self) -> None:
        with self._control:
            if self._timer is not None:
                self._timer.cancel()
            if self._device is not None:
                with contextlib.suppress(Exception):
                    self._device.close()
                self._device = None
            self._running = False
            if self.state == "open":
                self.state = "closed"


_output: Output | None = None


def output() -> Output:
    """The shared output, created (not yet opened) on first use."""
    global _output
    if _output is None:
        _output = Output()
    return _output


class Sounds:
    """Plays the table sounds when possible; silently does nothing otherwise. With ``later`` the
    output is opened only when :meth:`start` is called (the window: after its first paint, which
    the sound's thread would slow); sounds asked for before are played then (the deal's)."""

    def __init__(self, enabled: bool = True, later: bool = False) -> None:
        self.enabled = enabled
        self.started = not later
        self._early: list[str] = []  # asked for before start(), at most a few
        if enabled and self.started:
            output().open()

    def start(self) -> None:
        """Open the output now (in its thread) and play what was asked for before."""
        if self.started:
            return
        self.started = True
        early, self._early = self._early, []
        if self.enabled:
            output().open()
            for name in early:
                output().play_later(name)

    @property
    def available(self) -> bool:
        return output().state == "open"

    def play(self, name: str) -> None:
        if not self.enabled or name not in SOUNDS:
            return
        if not self.started:
            if len(self._early) < 4:
                self._early.append(name)
            return
        out = output()
        if out.state == "open":
            out.play(out.sound(name))
        elif out.state in ("closed", "opening"):
            out.open()
            out.play_later(name)
