"""Table sounds, synthesised by this module (no recordings): deal, play, trick, win.

Sound is optional: without QtMultimedia's backend (no audio device, no PulseAudio library) the
table stays silent and nothing fails."""

from __future__ import annotations

import io
import math
import random
import struct
import tempfile
import wave
from pathlib import Path
from typing import Any

RATE = 22050


def _envelope(i: int, n: int, attack: float = 0.01, decay: float = 6.0) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack else 1.0
    return a * math.exp(-decay * t / (n / RATE))


def synth(name: str) -> bytes:
    """The WAV bytes of one sound, the same every time."""
    rng = random.Random(name)
    samples: list[float] = []
    if name == "deal":  # a short swish: filtered noise
        n = int(RATE * 0.12)
        prev = 0.0
        for i in range(n):
            prev = 0.7 * prev + 0.3 * rng.uniform(-1, 1)
            samples.append(prev * _envelope(i, n, 0.02, 4.0) * 0.9)
    elif name == "play":  # a card snapped on the cloth: a click with a low thump
        n = int(RATE * 0.09)
        for i in range(n):
            t = i / RATE
            tone = 0.6 * math.sin(2 * math.pi * 180 * t) + 0.4 * rng.uniform(-1, 1)
            samples.append(tone * _envelope(i, n, 0.002, 7.0))
    elif name == "trick":  # two soft tones
        n = int(RATE * 0.25)
        for i in range(n):
            t = i / RATE
            f = 523.25 if t < 0.1 else 659.25
            samples.append(0.35 * math.sin(2 * math.pi * f * t) * _envelope(i, n, 0.01, 3.0))
    elif name == "win":  # a rising arpeggio
        notes = (523.25, 659.25, 783.99, 1046.5)
        step = int(RATE * 0.11)
        for k, f in enumerate(notes):
            for i in range(step if k < 3 else step * 3):
                t = i / RATE
                samples.append(0.3 * math.sin(2 * math.pi * f * t) * _envelope(i, step * 3, 0.005, 3.0))
    else:
        raise ValueError(f"no sound called {name!r}")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples))
    return buffer.getvalue()


SOUNDS = ("deal", "play", "trick", "win")


class Sounds:
    """Plays the table sounds when possible; silently does nothing otherwise."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.available = False
        self._effects: dict[str, Any] = {}
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except Exception:  # no QtMultimedia or no audio library: stay silent
            return
        try:
            if not QMediaDevices.audioOutputs():
                return
            folder = Path(tempfile.mkdtemp(prefix="cardtable-sounds-"))
            for name in SOUNDS:
                path = folder / f"{name}.wav"
                path.write_bytes(synth(name))
                effect = QSoundEffect()
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.5)
                self._effects[name] = effect
            self.available = True
        except Exception:
            self._effects.clear()

    def play(self, name: str) -> None:
        if self.enabled and self.available and name in self._effects:
            try:
                self._effects[name].play()
            except Exception:
                self.available = False
