"""cardtable: Schnapsen, Bura and Bohemian Schneider at a desktop card table."""

__version__ = "0.1.0"
