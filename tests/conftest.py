"""Tests never need a display: Qt renders offscreen unless the caller chose a platform."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
