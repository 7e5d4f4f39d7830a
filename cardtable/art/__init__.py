"""Card art drawn by this project: SVG generators for the French and the William Tell deck, backs,
the empty-slot outline and the app icon. Pure Python, no Qt: the table draws its pictures from them
in memory (``cardtable.ui.cardimages``); ``python -m tools.art`` writes them out or renders a
contact sheet."""
