"""Command-line tools of the package (console scripts)."""
