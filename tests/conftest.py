"""Tests never need a display: Qt renders offscreen unless the caller chose a platform. The sounds
the program synthesises once go to a cache folder of the test run, never to the user's."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_CACHE_DIR", tempfile.mkdtemp(prefix="cardtable-test-cache-"))
