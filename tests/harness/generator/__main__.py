"""``python -m harness.generator SEED [--unsafe] [--families all]``."""

from harness.generator import main

raise SystemExit(main())
