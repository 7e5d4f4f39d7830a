"""The match at the table without Qt: its state machine (``machine``), what the status line says
(``narration``), the match itself (``table.Session``) and its files and statistics (``store``).
The UI drives it through a thin Qt adapter (``cardtable.ui.controller``)."""
