"""Card art drawn by this project: SVG generators for the French and the William Tell deck, backs,
the empty-slot outline and the app icon (``python -m cardtable.art build``). No Qt except in the
contact sheet and the icon's PNG export."""
