"""Benchmarks that print figures (never asserts): ``python -m cardtable.bench engine``."""
