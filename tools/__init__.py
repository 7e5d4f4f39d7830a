"""Build-time tools of the project (translations, card-art export, contact sheets). They run from a
source checkout (``python -m tools.i18n``, ``python -m tools.art``); the program never imports them
(tests/test_layers.py checks)."""
